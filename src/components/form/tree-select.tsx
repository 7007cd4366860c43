import { Check, ChevronDown, ChevronRight, X } from 'lucide-react';
import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';
import type { ControlProps } from './field-controls';
import type { TreeOption } from './field-def';

export interface TreeSelectProps extends ControlProps<string | null | undefined> {
  nodes: readonly TreeOption[];
}

function findTitle(nodes: readonly TreeOption[], id: string): string | undefined {
  for (const node of nodes) {
    if (node.id === id) return node.title;
    const found = node.children ? findTitle(node.children, id) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Ids of the ancestors of `id`, so the chosen node is visible when the popover opens. */
function pathTo(nodes: readonly TreeOption[], id: string, trail: string[] = []): string[] | undefined {
  for (const node of nodes) {
    if (node.id === id) return trail;
    const found = node.children ? pathTo(node.children, id, [...trail, node.id]) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * Picks one node of a tree (a parent department, a parent dictionary entry, …). The popover (Radix: focus
 * moves in, Esc closes, focus returns) holds nested lists of buttons: Tab walks them, a chevron button expands.
 */
export function TreeSelect({ nodes, bindElement, ...props }: TreeSelectProps) {
  const t = useToolkitT();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(props.value ? pathTo(nodes, props.value) : []),
  );
  const title = props.value ? (findTitle(nodes, props.value) ?? props.value) : '';

  if (props.readOnly) {
    return (
      <input
        ref={bindElement}
        id={props.id}
        className={inputClasses}
        readOnly
        value={title}
        aria-describedby={props['aria-describedby']}
      />
    );
  }

  const toggle = (id: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const choose = (id: string | undefined) => {
    props.onChange(id);
    setOpen(false);
  };

  const renderLevel = (level: readonly TreeOption[], depth: number) => (
    <ul className="flex flex-col" role="group">
      {level.map((node) => {
        const hasChildren = (node.children?.length ?? 0) > 0;
        const isOpen = expanded.has(node.id);
        const selected = node.id === props.value;
        return (
          <li key={node.id}>
            <div className="flex items-center" style={{ paddingLeft: depth * 16 }}>
              {hasChildren ? (
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-label={
                    isOpen
                      ? t('form.collapse', { label: node.title })
                      : t('form.expand', { label: node.title })
                  }
                  onClick={() => toggle(node.id)}
                  className="flex size-7 shrink-0 cursor-pointer items-center justify-center rounded text-muted hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
                >
                  {isOpen ? (
                    <ChevronDown className="size-4" aria-hidden="true" />
                  ) : (
                    <ChevronRight className="size-4" aria-hidden="true" />
                  )}
                </button>
              ) : (
                <span className="size-7 shrink-0" aria-hidden="true" />
              )}
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => choose(node.id)}
                className={cn(
                  'flex min-w-0 flex-1 cursor-pointer items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left',
                  'hover:bg-primary/10 hover:text-primary focus-visible:bg-primary/10 focus-visible:outline-none',
                  selected && 'font-medium text-primary',
                )}
              >
                <span className="truncate">{node.title}</span>
                {selected ? <Check className="size-4 shrink-0" aria-hidden="true" /> : null}
              </button>
            </div>
            {hasChildren && isOpen ? renderLevel(node.children ?? [], depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="relative">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger
          ref={bindElement}
          id={props.id}
          disabled={props.disabled}
          onBlur={props.onBlur}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props['aria-describedby']}
          className={cn(
            inputClasses,
            'relative flex cursor-pointer items-center pr-14 text-left',
            !title && 'text-muted/70',
          )}
        >
          <span className="truncate">{title || props.placeholder}</span>
          <ChevronDown
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
        </PopoverTrigger>
        <PopoverContent
          align="start"
          className="max-h-72 w-[var(--radix-popover-trigger-width)] min-w-60 overflow-y-auto p-1"
        >
          {nodes.length > 0 ? (
            renderLevel(nodes, 0)
          ) : (
            <p className="px-3 py-4 text-center text-muted">{t('form.noOptions')}</p>
          )}
        </PopoverContent>
      </Popover>
      {title && !props.disabled ? (
        <button
          type="button"
          aria-label={t('form.clear')}
          onClick={() => choose(undefined)}
          className="absolute top-1/2 right-8 flex size-5 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted hover:text-danger focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
