import { keepPreviousData } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  exportPurchar,
  exportPurcharDemand,
  useGetPurcharPages,
} from '@/api/generated/purchar-execution/endpoints/cg-needs-purchar/cg-needs-purchar';
import { DataTable } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/document/export-button';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { Button } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { usePurcharT } from '../purchar-i18n';
import { allocationColumns } from '../shared/execution-columns';
import { CreateSourcingDialog } from '../shared/create-sourcing-dialog';
import type { PurcharSearch } from './needs-purchar-search';

const route = getRouteApi('/_authenticated/purchar/needs-purchar');
type Filters = Pick<PurcharSearch, 'needsNo' | 'materialCode'>;

/**
 * 采购执行: the lines the purchase admin assigned to the signed-in purchaser (the server answers only theirs),
 * their export and the demand lines behind them; 生成寻源单 over the selected lines opens the new sourcing bill.
 */
export function NeedsPurcharPage() {
  const t = usePurcharT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { can } = usePermissions();
  const { current, size, needsNo, materialCode } = search;
  const filters = toPageQuery({ needsNo, materialCode } as PurcharSearch) as Pick<
    PurcharSearch,
    'needsNo' | 'materialCode'
  >;
  const list = useGetPurcharPages(
    { current, size, ...filters },
    { query: { placeholderData: keepPreviousData } },
  );
  const goTo = useNavigate();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => allocationColumns(t, false), [t]);
  const fields = useMemo(
    (): FieldDef<Filters>[] => [
      { name: 'needsNo', label: t('execution.field.needsNo'), kind: 'text' },
      { name: 'materialCode', label: t('execution.field.materialCode'), kind: 'text' },
    ],
    [t],
  );
  const changeSearch = (next: PurcharSearch) => void navigate({ search: next });
  const page = list.data?.data;
  const selected = (page?.records ?? []).filter((row) => selection[row.id]);

  return (
    <section aria-label={t('execution.purchar.title')} className="flex flex-col gap-4">
      <SearchForm<Filters>
        key={`${needsNo}:${materialCode}`}
        fields={fields}
        values={{ needsNo, materialCode }}
        onSearch={(values) => changeSearch({ ...search, ...values, current: 1 })}
      />
      <DataTable
        label={t('execution.purchar.title')}
        columns={columns}
        rows={page?.records}
        total={page?.total ?? 0}
        page={{ current, size }}
        onPageChange={(next) => changeSearch({ ...search, ...next })}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        selection={selection}
        onSelectionChange={setSelection}
        toolbar={
          <>
            {can('cg_needs_purchar_add') ? (
              <Button
                size="sm"
                onClick={() =>
                  selected.length ? setCreating(true) : notify.error(t('sourcing.selectFirst'))
                }
              >
                {t('sourcing.create')}
              </Button>
            ) : null}
            {can('cg_needs_purchar_export') ? (
              <>
                <ExportButton onExport={() => exportPurchar(filters)} />
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void exportPurcharDemand(filters).catch(() => undefined)}
                >
                  {t('execution.purchar.exportDemand')}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <CreateSourcingDialog
        open={creating}
        onOpenChange={setCreating}
        assignments={selected}
        onCreated={(id) => void goTo({ to: '/purchar/sourcing/$id', params: { id } })}
      />
    </section>
  );
}
