import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Dict, DictSubmit } from '@/api/generated/blade-system/model';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { useSystemT } from '../system-i18n';
import { dictChildColumns, dictParentColumns } from './dict-columns';
import { dictChildForm, dictParentForm, dictSearchFields } from './dict-form';
import type { DictHooks } from './dict-hooks';
import { DictListPanel } from './dict-list-panel';
import type { DictSplitSearch } from './dict-search';

export interface DictSplitScreenProps {
  /** The generated hooks of system (dict) or business (dict-biz) dictionaries. */
  hooks: DictHooks;
  /** The menu code whose buttons apply: `<code>_add|_edit|_delete|_view`. */
  permissionCode: string;
  title: string;
  search: DictSplitSearch;
  /** Merges a change into the URL's search (as a function of the latest search, so two changes compose). */
  onSearchChange: (patch: Partial<DictSplitSearch>) => void;
}

const configureClass = buttonClasses('link', 'sm');

/**
 * Dictionaries beside their entries (/dict-horizontal/index, /system/dictbiz): the paged, searchable
 * dictionaries on the left; 字典配置 on one shows its entries on the right, paged, with their own add, edit,
 * view and delete. The chosen dictionary and both pages live in the URL.
 */
export function DictSplitScreen({
  hooks,
  permissionCode,
  title,
  search,
  onSearchChange,
}: DictSplitScreenProps) {
  const t = useSystemT();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const permissions = {
    view: can(`${permissionCode}_view`),
    add: can(`${permissionCode}_add`),
    edit: can(`${permissionCode}_edit`),
    remove: can(`${permissionCode}_delete`),
  };
  const { parentId, childCurrent, childSize } = search;

  const parents = hooks.useParentList(
    toPageQuery({
      current: search.current,
      size: search.size,
      code: search.code,
      dictValue: search.dictValue,
    }),
    { query: { placeholderData: keepPreviousData } },
  );
  const children = hooks.useChildList(
    { parentId: parentId ?? '', current: childCurrent, size: childSize },
    {
      query: {
        enabled: parentId !== undefined,
        // Keep the rows while paging one dictionary's entries, not while switching to another dictionary.
        placeholderData: (previous, previousQuery) =>
          (previousQuery?.queryKey[1] as { parentId?: string } | undefined)?.parentId === parentId
            ? previous
            : undefined,
      },
    },
  );
  // The chosen dictionary is usually on the page shown; after paging away or from a bookmark it is fetched.
  const listed = parents.data?.data?.records.find((row) => row.id === parentId);
  const detail = hooks.useDetail(
    { id: parentId ?? '' },
    { query: { enabled: parentId !== undefined && !listed && !parents.isPending } },
  );
  const parent = listed ?? (detail.data?.data?.id === parentId ? detail.data?.data : undefined);
  const tree = hooks.useTree(undefined, {
    query: { enabled: parentId !== undefined && (permissions.add || permissions.edit || permissions.view) },
  });

  const refresh = () =>
    Promise.all(hooks.staleKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const submit = hooks.useSubmit({ mutation: { onSuccess: refresh } });
  const remove = hooks.useRemove({ mutation: { onSuccess: refresh } });
  const onSubmit = (values: Omit<DictSubmit, 'id'>, row: Dict | undefined) =>
    submit.mutateAsync({ data: { ...values, id: row?.id } });
  const onRemove = (rows: Dict[]) =>
    remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } });

  const body = hooks.submitBody;
  const parentColumns = useMemo(() => dictParentColumns(t), [t]);
  const childColumns = useMemo(() => dictChildColumns(t), [t]);
  const parentForm = useMemo(() => dictParentForm(t, body), [t, body]);
  const treeNodes = tree.data?.data;
  const childForm = useMemo(
    () => dictChildForm(t, body, treeNodes ?? [], parent && { parentId: parent.id, code: parent.code }),
    [t, body, treeNodes, parent],
  );
  const searchFields = useMemo(() => dictSearchFields(t), [t]);

  const configure = useCallback(
    (row: Dict) => {
      const current = row.id === parentId;
      return (
        <button
          type="button"
          aria-pressed={current}
          className={cn(configureClass, current && 'font-semibold')}
          onClick={() => onSearchChange({ parentId: row.id, childCurrent: 1 })}
        >
          {t('dict.configure')}
        </button>
      );
    },
    [parentId, onSearchChange, t],
  );

  return (
    <div aria-label={title} role="region" className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <DictListPanel
        title={t('dict.parents')}
        query={parents}
        columns={parentColumns}
        page={{ current: search.current, size: search.size }}
        onPageChange={(page) => onSearchChange(page)}
        search={{
          fields: searchFields,
          values: { code: search.code, dictValue: search.dictValue },
          onSearch: (filters) => onSearchChange({ ...filters, current: 1 }),
        }}
        form={parentForm}
        permissions={permissions}
        onSubmit={onSubmit}
        onRemove={onRemove}
        onRemoved={(rows) => {
          if (rows.some((row) => row.id === parentId))
            onSearchChange({ parentId: undefined, childCurrent: 1 });
        }}
        rowActions={configure}
      />
      {parentId === undefined ? (
        <section
          aria-label={t('dict.children')}
          className="flex min-h-60 items-center justify-center rounded-xl border border-dashed border-line p-8 text-center text-muted"
        >
          {t('dict.chooseParent')}
        </section>
      ) : (
        <DictListPanel
          key={parentId}
          title={t('dict.children')}
          heading={
            parent ? t('dict.childrenOf', { name: parent.dictValue, code: parent.code }) : t('dict.children')
          }
          query={children}
          columns={childColumns}
          page={{ current: childCurrent, size: childSize }}
          onPageChange={(page) => onSearchChange({ childCurrent: page.current, childSize: page.size })}
          form={childForm}
          permissions={permissions}
          onSubmit={onSubmit}
          onRemove={onRemove}
        />
      )}
    </div>
  );
}
