import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSystemT } from '../system-i18n';
import { systemDictHooks } from './dict-hooks';
import type { DictSplitSearch } from './dict-search';
import { DictSplitScreen } from './dict-split-screen';

const route = getRouteApi('/_authenticated/dict-horizontal/index');

/** 字典管理: the platform's system dictionaries beside their entries. */
export function DictPage() {
  const t = useSystemT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const change = useCallback(
    (patch: Partial<DictSplitSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  );
  return (
    <DictSplitScreen
      hooks={systemDictHooks}
      permissionCode="dict"
      title={t('dict.title')}
      search={search}
      onSearchChange={change}
    />
  );
}
