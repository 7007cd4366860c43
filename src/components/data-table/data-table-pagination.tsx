import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { PAGE_SIZES } from '@/lib/list-search';
import { useToolkitT } from '@/lib/toolkit-i18n';

export interface DataTablePage {
  /** 1-based page number. */
  current: number;
  size: number;
}

export interface DataTablePaginationProps {
  page: DataTablePage;
  total: number;
  onPageChange: (page: DataTablePage) => void;
  pageSizes?: readonly number[];
}

/** Page numbers to show: the first, the last, and two either side of the current one, with gaps as null. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? [null, n] : [n]));
}

const pageButton = cn(
  'inline-flex h-8 min-w-8 cursor-pointer items-center justify-center rounded-md border border-line bg-surface px-2 text-sm tabular-nums transition',
  'hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none',
  'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-line disabled:hover:text-inherit',
);

/** Total, page size (SPEC §9: 10/30/50/100/200), previous/next, page numbers and a go-to field. */
export function DataTablePagination({
  page,
  total,
  onPageChange,
  pageSizes = PAGE_SIZES,
}: DataTablePaginationProps) {
  const t = useToolkitT();
  const pages = Math.max(1, Math.ceil(total / page.size));
  const go = (current: number) =>
    onPageChange({ current: Math.min(Math.max(1, current), pages), size: page.size });
  const [jump, setJump] = useState('');

  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-end gap-2 text-sm">
      <span className="text-muted">{t('pagination.total', { total })}</span>
      <select
        aria-label={t('pagination.pageSizeLabel')}
        value={page.size}
        // A new size starts again at page 1, as the old page number means other rows.
        onChange={(event) => onPageChange({ current: 1, size: Number(event.target.value) })}
        className="h-8 cursor-pointer rounded-md border border-line bg-surface px-2 text-sm hover:border-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {t('pagination.pageSize', { size })}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={pageButton}
        aria-label={t('pagination.previous')}
        disabled={page.current <= 1}
        onClick={() => go(page.current - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      <ul className="flex items-center gap-1">
        {pageWindow(page.current, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className={cn(
                  pageButton,
                  n === page.current &&
                    'border-primary-fill bg-primary-fill text-primary-fg hover:text-primary-fg',
                )}
                aria-label={t('pagination.page', { page: n })}
                aria-current={n === page.current ? 'page' : undefined}
                onClick={() => go(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={pageButton}
        aria-label={t('pagination.next')}
        disabled={page.current >= pages}
        onClick={() => go(page.current + 1)}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
      <label className="flex items-center gap-1.5 text-muted">
        {t('pagination.goTo')}
        <input
          type="number"
          min={1}
          max={pages}
          value={jump}
          aria-label={t('pagination.pageNumber')}
          onChange={(event) => setJump(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !jump) return;
            go(Number(jump));
            setJump('');
          }}
          className="h-8 w-14 rounded-md border border-line bg-surface px-2 text-center text-ink tabular-nums focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 focus-visible:outline-none"
        />
      </label>
    </nav>
  );
}
