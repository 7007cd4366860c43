import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSystemT } from '../system-i18n';
import { bizDictHooks } from './dict-hooks';
import type { DictSplitSearch } from './dict-search';
import { DictSplitScreen } from './dict-split-screen';

const route = getRouteApi('/_authenticated/system/dictbiz');

/** 业务字典: the tenant's business dictionaries, on the same screen as the system ones. */
export function DictBizPage() {
  const t = useSystemT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const change = useCallback(
    (patch: Partial<DictSplitSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  );
  return (
    <DictSplitScreen
      hooks={bizDictHooks}
      permissionCode="dictbiz"
      title={t('dict.bizTitle')}
      search={search}
      onSearchChange={change}
    />
  );
}
