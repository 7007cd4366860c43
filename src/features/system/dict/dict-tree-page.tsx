import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useId, useMemo, useState } from 'react';
import type { Dict } from '@/api/generated/blade-system/model';
import type { CrudRowActionsProps } from '@/components/crud/crud-row-actions';
import { TreeCrudScreen, type TreeDialog } from '@/components/crud/tree-crud-screen';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useSystemT } from '../system-i18n';
import { dictTreeColumns } from './dict-columns';
import { dictChildForm, dictParentForm, dictSearchFields } from './dict-form';
import { systemDictHooks } from './dict-hooks';
import { DictRowActions, SealedReason, sealedRows } from './dict-row-actions';

const route = getRouteApi('/_authenticated/dict-vertical/index');
const hooks = systemDictHooks;

/** A root (parentId 0) is a dictionary; anything below is an entry. A new node is an entry when it has a parent. */
const isEntry = (dialog: TreeDialog<Dict>) =>
  dialog.mode === 'create' ? dialog.parent !== undefined : dialog.row.parentId !== '0';

/**
 * 字典树: the system dictionaries as one tree (dict/list: roots are the dictionaries, below them their entries),
 * searchable by code and name. A dictionary is added from the toolbar, an entry with 新增子项 on the row it goes
 * under; sealed rows cannot be edited or removed.
 */
export function DictTreePage() {
  const t = useSystemT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const reasonId = useId();
  const [opened, setOpened] = useState<TreeDialog<Dict> | null>(null);

  const list = hooks.useList(search, { query: { placeholderData: keepPreviousData } });
  const tree = hooks.useTree(undefined, { query: { enabled: opened !== null } });
  const refresh = () =>
    Promise.all(hooks.staleKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const submit = hooks.useSubmit({ mutation: { onSuccess: refresh } });
  const remove = hooks.useRemove({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => dictTreeColumns(t), [t]);
  const searchFields = useMemo(() => dictSearchFields(t), [t]);
  const addChild = useMemo(() => ({ label: t('dict.addChild') }), [t]);
  const parentForm = useMemo(() => dictParentForm(t, hooks.submitBody), [t]);
  const treeNodes = tree.data?.data;
  // A new entry starts under the row it was added from, with that dictionary's code.
  const under = opened?.mode === 'create' ? opened.parent : undefined;
  const childForm = useMemo(
    () =>
      dictChildForm(t, hooks.submitBody, treeNodes ?? [], under && { parentId: under.id, code: under.code }),
    [t, treeNodes, under],
  );

  const sealedReason = t('dict.sealedReason');
  const rowActionsFrame = useCallback(
    (row: Dict, actions: CrudRowActionsProps) => (
      <DictRowActions row={row} sealedReason={sealedReason} sealedReasonId={reasonId} {...actions} />
    ),
    [sealedReason, reasonId],
  );
  // Sealed rows show no delete of their own; a selection that includes one is refused as a whole.
  const mayRemove = useCallback(
    (rows: Dict[]) => {
      const sealed = sealedRows(rows);
      if (sealed.length > 0)
        notify.warning(t('dict.sealedSelected', { names: sealed.map((row) => row.dictValue).join('、') }));
      return sealed.length === 0;
    },
    [t],
  );

  return (
    <TreeCrudScreen
      title={t('dict.treeTitle')}
      rows={list.data?.data}
      query={list}
      columns={columns}
      // A search shows matches at every level; without one, the dictionaries show with their entries closed.
      defaultExpandDepth={search.code || search.dictValue ? Number.POSITIVE_INFINITY : 0}
      searchFields={searchFields}
      searchValues={search}
      onSearch={(values) => void navigate({ search: (previous) => ({ ...previous, ...values }) })}
      permissions={{
        view: can('dict_tree_view'),
        add: can('dict_tree_add'),
        edit: can('dict_tree_edit'),
        remove: can('dict_tree_delete'),
      }}
      addChild={addChild}
      rowActionsFrame={rowActionsFrame}
      onDialogChange={setOpened}
      form={(dialog) => {
        const form = isEntry(dialog) ? childForm : parentForm;
        const row = dialog.mode === 'create' ? undefined : dialog.row;
        return {
          schema: form.schema,
          fields: form.fields,
          values: form.toValues(row),
          className: form.className,
        };
      }}
      onSubmit={(values, dialog) =>
        submit.mutateAsync({ data: { ...values, id: dialog.mode === 'create' ? undefined : dialog.row.id } })
      }
      mayRemove={mayRemove}
      onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
    >
      <SealedReason id={reasonId} text={sealedReason} />
    </TreeCrudScreen>
  );
}
