import { getRouteApi } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { useLayoutEffect, useMemo, useState } from 'react';
import { CrudRowActions } from '@/components/crud/crud-row-actions';
import { DataTable } from '@/components/data-table/data-table';
import { sortOf, sortToSearch } from '@/lib/list-search';
import { demoColumns } from './demo-columns';
import { useDemoT } from './demo-i18n';
import { DemoIntro } from './demo-intro';
import { useDemoList } from './use-demo-list';

const route = getRouteApi('/_authenticated/test/index');

const noop = () => {};
// Module-level, so the rows stay memoised while rows are selected.
const previewActions = () => <CrudRowActions onView={noop} onEdit={noop} />;

/**
 * /test/index: the 12-column table with selection, index and row actions, for measuring how long a page takes
 * to render once its data has arrived (performance measure `table:render`, from the store's `table:data` mark to
 * the frame after React committed the rows).
 */
export function TestPage() {
  const t = useDemoT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useDemoList(search);
  const columns = useMemo(() => demoColumns(t), [t]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [last, setLast] = useState<{ rows: number; ms: number }>();
  const rows = list.data?.data.records;
  const { current, size, ascs, descs } = search;

  useLayoutEffect(() => {
    if (!rows || performance.getEntriesByName('table:data', 'mark').length === 0) return;
    // After commit, wait for the next frame to be painted, then measure from the data mark.
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        const measure = performance.measure('table:render', 'table:data');
        setLast({ rows: rows.length, ms: Math.round(measure.duration) });
      }, 0),
    );
    return () => cancelAnimationFrame(frame);
  }, [rows]);

  return (
    <div className="flex flex-col gap-4">
      <DemoIntro title={t('test.title')}>{t('test.intro', { columns: columns.length })}</DemoIntro>
      {last ? (
        <p className="text-sm text-muted" data-testid="render-time">
          {t('test.lastRender', last)}
        </p>
      ) : null}
      <DataTable
        label={t('test.title')}
        columns={columns}
        rows={rows}
        total={list.data?.data.total ?? 0}
        page={{ current, size }}
        onPageChange={(page) => {
          setSelection({});
          void navigate({ search: { ...search, ...page } });
        }}
        sort={sortOf({ ascs, descs })}
        onSortChange={(sort) => void navigate({ search: { ...search, ...sortToSearch(sort), current: 1 } })}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRefresh={() => void list.refetch()}
        selection={selection}
        onSelectionChange={setSelection}
        rowActions={previewActions}
      />
    </div>
  );
}
