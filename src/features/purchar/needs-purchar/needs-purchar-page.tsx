import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  exportPurchar,
  exportPurcharDemand,
  useCreateSourcing,
  useGetPurcharPages,
} from '@/api/generated/purchar-execution/endpoints/cg-needs-purchar/cg-needs-purchar';
import { DataTable } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/document/export-button';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { Button } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { usePurcharT } from '../purchar-i18n';
import { allocationColumns } from '../shared/execution-columns';
import type { PurcharSearch } from './needs-purchar-search';

const route = getRouteApi('/_authenticated/purchar/needs-purchar');
type Filters = Pick<PurcharSearch, 'needsNo' | 'materialCode'>;

/**
 * 采购执行: the lines the purchase admin assigned to the signed-in purchaser (the server answers only theirs),
 * their export and the demand lines behind them. 创建寻源 lands with the sourcing issue; until then the server
 * answers why it is not available, and the http layer shows it.
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
  const createSourcing = useCreateSourcing();
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
        toolbar={
          <>
            {can('cg_needs_purchar_add') ? (
              <Button
                size="sm"
                onClick={() => void createSourcing.mutateAsync({ data: {} }).catch(() => undefined)}
              >
                {t('execution.purchar.createSourcing')}
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
    </section>
  );
}
