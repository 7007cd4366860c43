import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { RowData, Table } from '@tanstack/react-table';
import { Check, Columns3, RefreshCw, Search, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  menuItemClasses,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';
import type { DataTableFeatures } from './data-table-columns';

export interface DataTableToolbarProps<Row extends RowData> {
  table: Table<DataTableFeatures, Row>;
  /** The screen's own buttons (add, batch delete, …). */
  children?: ReactNode;
  selectedCount: number;
  onClearSelection?: () => void;
  onRefresh?: () => void;
  refreshing?: boolean;
  searchOpen?: boolean;
  onSearchOpenChange?: (open: boolean) => void;
}

const toolButton = cn(
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-full border border-line bg-surface text-ink/80 transition',
  'hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none',
  'aria-pressed:border-primary aria-pressed:text-primary data-[state=open]:border-primary data-[state=open]:text-primary',
);

/** SPEC §2: list screens have column show/hide, a search toggle and refresh; the screen adds its buttons. */
export function DataTableToolbar<Row extends RowData>({
  table,
  children,
  selectedCount,
  onClearSelection,
  onRefresh,
  refreshing = false,
  searchOpen,
  onSearchOpenChange,
}: DataTableToolbarProps<Row>) {
  const t = useToolkitT();
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());

  return (
    <div className="flex flex-wrap items-center gap-2">
      {children}
      {onClearSelection && selectedCount > 0 ? (
        <span className="ml-1 inline-flex items-center gap-2 text-sm text-muted" role="status">
          {t('table.selected', { count: selectedCount })}
          <button
            type="button"
            onClick={onClearSelection}
            className="cursor-pointer text-primary hover:underline focus-visible:underline focus-visible:outline-none"
          >
            {t('table.clearSelection')}
          </button>
        </span>
      ) : null}
      <div className="ml-auto flex items-center gap-2">
        {onSearchOpenChange ? (
          <button
            type="button"
            className={toolButton}
            aria-pressed={searchOpen ?? false}
            aria-label={searchOpen ? t('table.hideSearch') : t('table.showSearch')}
            title={searchOpen ? t('table.hideSearch') : t('table.showSearch')}
            onClick={() => onSearchOpenChange(!searchOpen)}
          >
            {searchOpen ? (
              <SearchX className="size-4" aria-hidden="true" />
            ) : (
              <Search className="size-4" aria-hidden="true" />
            )}
          </button>
        ) : null}
        {onRefresh ? (
          <button
            type="button"
            className={toolButton}
            aria-label={t('table.refresh')}
            title={t('table.refresh')}
            onClick={onRefresh}
          >
            <RefreshCw className={cn('size-4', refreshing && 'animate-spin')} aria-hidden="true" />
          </button>
        ) : null}
        {hideable.length > 0 ? (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger
              className={toolButton}
              aria-label={t('table.toggleColumns')}
              title={t('table.columns')}
            >
              <Columns3 className="size-4" aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="max-h-80 overflow-y-auto">
              <DropdownMenuLabel>{t('table.columns')}</DropdownMenuLabel>
              <DropdownMenuSeparator />
              {hideable.map((column) => {
                const meta = column.columnDef.meta;
                const header = column.columnDef.header;
                return (
                  <DropdownMenuPrimitive.CheckboxItem
                    key={column.id}
                    checked={column.getIsVisible()}
                    onCheckedChange={(checked) => column.toggleVisibility(checked === true)}
                    // Keep the menu open so several columns can be toggled in a row.
                    onSelect={(event) => event.preventDefault()}
                    className={cn(menuItemClasses, 'pl-8')}
                  >
                    <DropdownMenuPrimitive.ItemIndicator className="absolute left-2.5 flex items-center text-primary">
                      <Check aria-hidden="true" />
                    </DropdownMenuPrimitive.ItemIndicator>
                    {meta?.label ?? (typeof header === 'string' ? header : column.id)}
                  </DropdownMenuPrimitive.CheckboxItem>
                );
              })}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
    </div>
  );
}
