import { ChevronRight, CircleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { TreeOption } from '@/components/form/field-def';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';

export interface TreeFilterPanelProps {
  /** Accessible name of the panel (a navigation landmark), e.g. 部门. */
  label: string;
  /** The first entry, which clears the filter (全部部门, 全部分类). */
  allLabel: string;
  allIcon?: ReactNode;
  /** Shown when the tree could not be loaded. */
  loadFailedText: string;
  nodes: readonly TreeOption[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The node the list is filtered by; undefined = no filter. */
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}

const itemClass = cn(
  'flex min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm',
  'hover:bg-primary/10 hover:text-primary focus-visible:bg-primary/10 focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none',
  'aria-[current=true]:bg-primary/10 aria-[current=true]:font-medium aria-[current=true]:text-primary',
);

/**
 * A tree beside a list that filters it (departments beside users, categories beside materials): choosing a node
 * filters the list to it, choosing it again or the first entry clears the filter. Buttons in nested lists: Tab walks
 * them, the chevrons expand. Top-level nodes start open (most trees have a few roots with a few levels under them).
 */
export function TreeFilterPanel({
  label,
  allLabel,
  allIcon,
  loadFailedText,
  nodes,
  loading,
  error,
  onRetry,
  selected,
  onSelect,
}: TreeFilterPanelProps) {
  const tt = useToolkitT();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const isOpen = (node: TreeOption, depth: number) =>
    depth === 0 ? !collapsed.has(node.id) : opened.has(node.id);
  const toggle = (node: TreeOption, depth: number) => {
    const flip = (set: ReadonlySet<string>) => {
      const next = new Set(set);
      if (next.has(node.id)) next.delete(node.id);
      else next.add(node.id);
      return next;
    };
    if (depth === 0) setCollapsed(flip);
    else setOpened(flip);
  };

  const renderLevel = (level: readonly TreeOption[], depth: number) => (
    <ul className={cn(depth > 0 && 'ml-4')}>
      {level.map((node) => {
        const hasChildren = Boolean(node.children?.length);
        const open = hasChildren && isOpen(node, depth);
        return (
          <li key={node.id}>
            <div className="flex items-center">
              {hasChildren ? (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-label={tt(open ? 'form.collapse' : 'form.expand', { label: node.title })}
                  onClick={() => toggle(node, depth)}
                  className="flex size-6 shrink-0 cursor-pointer items-center justify-center rounded text-muted hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
                >
                  <ChevronRight
                    className={cn('size-4 transition-transform', open && 'rotate-90')}
                    aria-hidden="true"
                  />
                </button>
              ) : (
                <span className="size-6 shrink-0" aria-hidden="true" />
              )}
              <button
                type="button"
                aria-current={selected === node.id}
                onClick={() => onSelect(selected === node.id ? undefined : node.id)}
                className={itemClass}
              >
                <span className="truncate">{node.title}</span>
              </button>
            </div>
            {open && node.children ? renderLevel(node.children, depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav
      aria-label={label}
      className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3 lg:sticky lg:top-4 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto"
    >
      <div className="flex items-center">
        <span className="size-6 shrink-0" aria-hidden="true" />
        <button
          type="button"
          aria-current={selected === undefined}
          onClick={() => onSelect(undefined)}
          className={itemClass}
        >
          {allIcon}
          {allLabel}
        </button>
      </div>
      {loading ? (
        <p role="status" className="flex items-center gap-2 px-2 py-3 text-sm text-muted">
          <Spinner className="text-primary" />
          {tt('table.loading')}
        </p>
      ) : error ? (
        <div role="alert" className="flex flex-col items-start gap-2 px-2 py-3 text-sm text-danger">
          <span className="flex items-center gap-2">
            <CircleAlert className="size-4" aria-hidden="true" />
            {loadFailedText}
          </span>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {tt('table.retry')}
          </Button>
        </div>
      ) : nodes && nodes.length > 0 ? (
        renderLevel(nodes, 0)
      ) : (
        <p className="px-2 py-3 text-sm text-muted">{tt('table.empty')}</p>
      )}
    </nav>
  );
}
