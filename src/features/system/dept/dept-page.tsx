import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { Dept } from '@/api/generated/blade-system/model';
import {
  getDeptLazyList,
  getGetDeptLazyListQueryKey,
  getGetDeptLazyTreeQueryKey,
  getGetDeptListQueryKey,
  getGetDeptTreeQueryKey,
  useGetDeptLazyList,
  useGetDeptList,
  useGetDeptTree,
  useRemoveDept,
  useSubmitDept,
} from '@/api/generated/blade-system/endpoints/dept/dept';
import { parentPickerForm, TreeCrudScreen, type TreeDialog } from '@/components/crud/tree-crud-screen';
import { nodeTitle, toTreeOptions } from '@/components/form/tree-options';
import { usePermissions } from '@/lib/permission';
import { useSystemT } from '../system-i18n';
import { deptColumns } from './dept-columns';
import { deptForm, deptSearchFields } from './dept-form';

const route = getRouteApi('/_authenticated/system/dept');

/**
 * 部门管理: the tenant's departments as a tree. Unfiltered, it loads level by level (dept/lazy-list, children on
 * expand); with a name filter it shows the matching departments (dept/list). Add at the top or under a dept, edit,
 * view, delete one or the selected ones; the server refuses a dept with children or users and says which.
 */
export function DeptPage() {
  const t = useSystemT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const [opened, setOpened] = useState<TreeDialog<Dept> | null>(null);

  const filters = { deptName: search.deptName, fullName: search.fullName };
  const filtered = Boolean(filters.deptName || filters.fullName);
  // Every refetch hands the tree new roots, which is what makes it reload the open lazy levels.
  const roots = useGetDeptLazyList(undefined, { query: { enabled: !filtered, structuralSharing: false } });
  const matches = useGetDeptList(filters, { query: { enabled: filtered } });
  const query = filtered ? matches : roots;
  const parents = useGetDeptTree(undefined, {
    query: { enabled: opened !== null && opened.mode !== 'view' },
  });

  const loadChildren = useCallback(
    (row: Dept) => getDeptLazyList({ parentId: row.id }).then((answer) => answer.data),
    [],
  );
  const refresh = () =>
    Promise.all(
      [
        getGetDeptLazyListQueryKey(),
        getGetDeptListQueryKey(),
        getGetDeptTreeQueryKey(),
        getGetDeptLazyTreeQueryKey(),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const submit = useSubmitDept({ mutation: { onSuccess: refresh } });
  const remove = useRemoveDept({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => deptColumns(t), [t]);
  const form = useMemo(() => deptForm(t), [t]);
  const searchFields = useMemo(() => deptSearchFields(t), [t]);
  const addChild = useMemo(() => ({ label: t('dept.addChild') }), [t]);
  const editedId = opened?.mode === 'edit' ? opened.row.id : undefined;
  const parentNodes = useMemo(
    () => toTreeOptions(parents.data?.data ?? [], nodeTitle, editedId),
    [parents.data, editedId],
  );

  return (
    <TreeCrudScreen
      title={t('dept.title')}
      rows={query.data?.data}
      query={query}
      columns={columns}
      loadChildren={filtered ? undefined : loadChildren}
      defaultExpandDepth={filtered ? Number.POSITIVE_INFINITY : 0}
      onRefresh={refresh}
      searchFields={searchFields}
      searchValues={filters}
      onSearch={(values) => void navigate({ search: { ...search, ...values } })}
      permissions={{
        view: can('dept_view'),
        add: can('dept_add'),
        edit: can('dept_edit'),
        remove: can('dept_delete'),
      }}
      addChild={addChild}
      onDialogChange={setOpened}
      form={(dialog) =>
        parentPickerForm(form, dialog, {
          parents: parentNodes,
          parentTitle: (row) => row.parentName,
          childTitle: (parent) => t('dept.addChildTitle', { name: parent.deptName }),
        })
      }
      onSubmit={(values, dialog) =>
        submit.mutateAsync({ data: { ...values, id: dialog.mode === 'edit' ? dialog.row.id : undefined } })
      }
      // The server refuses a dept with children or users and names them (the http layer shows it).
      onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
    />
  );
}
