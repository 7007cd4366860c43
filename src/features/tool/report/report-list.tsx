import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { Report } from '@/api/generated/blade-report/model';
import {
  getGetReportListQueryKey,
  useGetReportList,
  useRemoveReport,
} from '@/api/generated/blade-report/endpoints/report/report';
import { http } from '@/api/http';
import { CrudRowActions } from '@/components/crud/crud-row-actions';
import { useDeleteConfirm } from '@/components/crud/use-delete-confirm';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { DataTable } from '@/components/data-table/data-table';
import { SearchForm } from '@/components/form/search-form';
import { buttonClasses } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { useToolT, type ToolTranslate } from '../tool-i18n';
import type { ReportSearch } from './report-search';

const col = dataTableColumnHelper<Report>();
const linkClass = buttonClasses('link', 'sm');

function reportColumns(t: ToolTranslate) {
  return col.columns([
    col.accessor('name', { header: t('report.name'), meta: { className: 'min-w-36 font-medium' } }),
    col.accessor('categoryName', { header: t('report.categoryName'), meta: { className: 'w-28' } }),
    col.accessor('description', { header: t('report.description'), meta: { className: 'min-w-60' } }),
  ]);
}

export interface ReportListProps {
  title: string;
  search: ReportSearch;
  onSearchChange: (next: ReportSearch) => void;
  /** Whether the caller may remove reports from the tenant's list (report_list_delete). */
  canRemove: boolean;
}

/**
 * The procurement reports of the server's registry (report/rest/list), each opening its screen and exporting
 * through its own export call; /tool/report (with removal) and /purchar/report (reading) both show this list.
 */
export function ReportList({ title, search, onSearchChange, canRemove }: ReportListProps) {
  const t = useToolT();
  const queryClient = useQueryClient();
  const list = useGetReportList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetReportListQueryKey() });
  const remove = useRemoveReport({ mutation: { onSuccess: refresh } });
  const deletion = useDeleteConfirm<Report>((rows) =>
    remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } }),
  );
  const requestDelete = deletion.request;
  const [exporting, setExporting] = useState<string | null>(null);

  const exportReport = useCallback(async (report: Report) => {
    setExporting(report.id);
    try {
      // The http layer saves the workbook under the server's file name, or shows the server's refusal.
      await http<Blob>({ url: report.exportUrl, method: 'GET', responseType: 'blob' });
    } catch {
      // Shown by the http layer.
    } finally {
      setExporting(null);
    }
  }, []);

  const rowActions = useCallback(
    (report: Report) => (
      <CrudRowActions onDelete={canRemove ? () => requestDelete([report]) : undefined}>
        <Link
          to={report.screen as LinkProps['to']}
          className={linkClass}
          aria-label={t('report.openLabel', { name: report.name })}
        >
          {t('report.open')}
        </Link>
        {report.exportUrl ? (
          <button
            type="button"
            className={linkClass}
            disabled={exporting === report.id}
            aria-label={t('report.exportLabel', { name: report.name })}
            onClick={() => void exportReport(report)}
          >
            {exporting === report.id ? t('report.exporting') : t('report.export')}
          </button>
        ) : null}
      </CrudRowActions>
    ),
    [canRemove, requestDelete, t, exporting, exportReport],
  );

  const columns = useMemo(() => reportColumns(t), [t]);
  const searchFields = useMemo(
    () => [{ name: 'name' as const, label: t('report.name'), kind: 'text' as const }],
    [t],
  );
  const page = list.data?.data ?? undefined;
  const { current, size, name } = search;

  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <SearchForm
        key={name ?? ''}
        fields={searchFields}
        values={{ name }}
        onSearch={(values) => onSearchChange({ ...search, ...values, current: 1 })}
      />
      <DataTable
        label={title}
        columns={columns}
        rows={page?.records}
        total={page?.total ?? 0}
        page={{ current, size }}
        onPageChange={(next) => onSearchChange({ ...search, ...next })}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        rowActions={rowActions}
      />
      {deletion.dialog}
    </section>
  );
}
