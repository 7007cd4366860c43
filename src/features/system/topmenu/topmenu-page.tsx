import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { getGetTopMenuQueryKey } from '@/api/generated/blade-system/endpoints/menu/menu';
import {
  getGetTopMenuListQueryKey,
  useGetTopMenuList,
  useRemoveTopMenu,
  useSubmitTopMenu,
} from '@/api/generated/blade-system/endpoints/topmenu/topmenu';
import type { TopMenu } from '@/api/generated/blade-system/model';
import { CrudScreen } from '@/components/crud/crud-screen';
import { buttonClasses } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { useSystemT } from '../system-i18n';
import { topmenuColumns } from './topmenu-columns';
import { topmenuForm, topmenuSearchFields } from './topmenu-form';
import { TopmenuGrantDialog } from './topmenu-grant-dialog';

const route = getRouteApi('/_authenticated/system/topmenu');
const settingClass = buttonClasses('link', 'sm');

/** 顶部菜单: the tenant's top menus on the generic CRUD screen, plus 菜单配置 (the menus each one brings). */
export function TopmenuPage() {
  const t = useSystemT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const [granting, setGranting] = useState<TopMenu | null>(null);

  const list = useGetTopMenuList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetTopMenuListQueryKey() }),
      // The top bar (menu/top-menu) shows the change at once.
      queryClient.invalidateQueries({ queryKey: getGetTopMenuQueryKey() }),
    ]);
  const submit = useSubmitTopMenu({ mutation: { onSuccess: refresh } });
  const remove = useRemoveTopMenu({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => topmenuColumns(t), [t]);
  const form = useMemo(() => topmenuForm(t), [t]);
  const searchFields = useMemo(() => topmenuSearchFields(t), [t]);
  const canSet = can('topmenu_setting');
  const rowActions = useCallback(
    (row: TopMenu) =>
      canSet ? (
        <button type="button" className={settingClass} onClick={() => setGranting(row)}>
          {t('topmenu.setting')}
        </button>
      ) : null,
    [canSet, t],
  );

  return (
    <>
      <CrudScreen
        title={t('topmenu.title')}
        query={list}
        columns={columns}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        searchFields={searchFields}
        form={form}
        permissions={{
          view: can('topmenu_view'),
          add: can('topmenu_add'),
          edit: can('topmenu_edit'),
          remove: can('topmenu_delete'),
        }}
        onSubmit={(values, row) => submit.mutateAsync({ data: { ...values, id: row?.id } })}
        onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
        rowActions={rowActions}
      />
      <TopmenuGrantDialog topMenu={granting} onClose={() => setGranting(null)} />
    </>
  );
}
