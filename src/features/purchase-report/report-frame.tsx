import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumns } from '@/components/data-table/data-table-columns';
import { ExportButton } from '@/components/document/export-button';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { ChartFigure, type ChartFigureProps } from '@/components/charts/chart-figure';
import { useReportT } from './report-i18n';
import type { ReportSearch } from './report-search';

type Filters = Omit<ReportSearch, 'current' | 'size' | 'ascs' | 'descs'>;

export interface ReportFrameProps<Row extends RowData> {
  title: string;
  search: ReportSearch;
  onSearchChange: (next: Partial<ReportSearch>) => void;
  fields: readonly FieldDef<Filters>[];
  query: UseQueryResult<{ data?: { records: Row[]; total: number } | null } | undefined, unknown>;
  columns: DataTableColumns<Row>;
  /** The field that tells the rows apart (React keys): `id` unless the report's rows are keyed otherwise. */
  rowKey?: keyof Row & string;
  /** The chart of the page shown (its title and text summary beside it), or nothing while there are no rows. */
  chart: (rows: Row[]) => Omit<ChartFigureProps, 'texts'>;
  /** Exports the rows of the same filters (the server applies them exactly as for the page). */
  onExport: () => Promise<unknown>;
}

/**
 * One procurement report: the filters (in the URL), a chart of the page shown with its text summary, the table
 * with its paging, and the export of what the filters select. Every report screen is this frame.
 */
export function ReportFrame<Row extends RowData>({
  title,
  search,
  onSearchChange,
  fields,
  query,
  columns,
  rowKey,
  chart,
  onExport,
}: ReportFrameProps<Row>) {
  const t = useReportT();
  const [searchOpen, setSearchOpen] = useState(true);
  const texts = { loading: t('chart.loading'), failed: t('chart.failed'), empty: t('chart.empty') };
  const page = query.data?.data ?? undefined;
  const values = Object.fromEntries(fields.map((field) => [field.name, search[field.name as keyof Filters]]));
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <h1 className="text-lg font-semibold">{title}</h1>
      {searchOpen ? (
        <SearchForm
          key={JSON.stringify(values)}
          fields={fields}
          values={values as Partial<Filters>}
          onSearch={(next) => onSearchChange({ ...next, current: 1 })}
        />
      ) : null}
      {page ? <ChartFigure {...chart(page.records)} texts={texts} /> : null}
      <DataTable
        label={title}
        columns={columns}
        rowKey={rowKey}
        rows={page?.records}
        total={page?.total ?? 0}
        page={{ current: search.current, size: search.size }}
        onPageChange={(next) => onSearchChange(next)}
        loading={query.isPending}
        fetching={query.isFetching && !query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        onRefresh={() => void query.refetch()}
        searchOpen={searchOpen}
        onSearchOpenChange={setSearchOpen}
        toolbar={<ExportButton onExport={onExport} />}
      />
    </section>
  );
}
