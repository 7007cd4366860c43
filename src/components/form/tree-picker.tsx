import { ChevronDown, ChevronRight, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { inputClasses } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';
import type { TreeOption } from './field-def';

/** Title of every node of a tree by id (to show what a field holds). */
export function titlesById(
  nodes: readonly TreeOption[],
  into = new Map<string, string>(),
): Map<string, string> {
  for (const node of nodes) {
    into.set(node.id, node.title);
    if (node.children) titlesById(node.children, into);
  }
  return into;
}

/** Which nodes of a picker's tree are open, starting from `initial`, and how to open or close one. */
export function useTreeExpansion(initial: () => Iterable<string>) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(initial()));
  const toggle = (id: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { expanded, toggle };
}

/** The chevron before a node with children (展开 / 收起 with the node's name), or the same space without. */
export function TreeExpandButton({
  node,
  open,
  onToggle,
}: {
  node: TreeOption;
  open: boolean | undefined;
  onToggle: () => void;
}) {
  const t = useToolkitT();
  if (open === undefined) return <span className="size-7 shrink-0" aria-hidden="true" />;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-label={t(open ? 'form.collapse' : 'form.expand', { label: node.title })}
      onClick={onToggle}
      className="flex size-7 shrink-0 cursor-pointer items-center justify-center rounded text-muted hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
    >
      <ChevronRight className={cn('size-4 transition-transform', open && 'rotate-90')} aria-hidden="true" />
    </button>
  );
}

export interface TreePickerProps {
  id: string;
  /** What the field holds, as text ('' when empty: the placeholder shows and there is nothing to clear). */
  text: string;
  placeholder?: string;
  readOnly?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  'aria-describedby'?: string;
  bindElement?: (element: HTMLElement | null) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onTriggerBlur?: () => void;
  onClear: () => void;
  /** No nodes at all: the popover says so instead of showing `children`. */
  empty: boolean;
  /** The nested lists of the tree. */
  children: ReactNode;
}

/**
 * The frame of a tree picker (TreeSelect, TreeMultiSelect): an input-like trigger with the chosen text, a Radix
 * popover (focus moves in, Esc closes and focus returns) holding the tree, a clear button, and a read-only input
 * for view mode.
 */
export function TreePicker(props: TreePickerProps) {
  const t = useToolkitT();
  const { text, bindElement } = props;
  if (props.readOnly) {
    return (
      <input
        ref={bindElement}
        id={props.id}
        className={inputClasses}
        readOnly
        value={text}
        aria-describedby={props['aria-describedby']}
      />
    );
  }
  return (
    <div className="relative">
      <Popover open={props.open} onOpenChange={props.onOpenChange}>
        <PopoverTrigger
          ref={bindElement}
          id={props.id}
          disabled={props.disabled}
          onBlur={props.onTriggerBlur}
          aria-invalid={props.invalid || undefined}
          aria-required={props.required || undefined}
          aria-describedby={props['aria-describedby']}
          className={cn(
            inputClasses,
            'relative flex cursor-pointer items-center pr-14 text-left',
            !text && 'text-muted',
          )}
        >
          <span className="truncate">{text || props.placeholder}</span>
          <ChevronDown
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
        </PopoverTrigger>
        <PopoverContent
          align="start"
          className="max-h-72 w-[var(--radix-popover-trigger-width)] min-w-60 overflow-y-auto p-1"
        >
          {props.empty ? (
            <p className="px-3 py-4 text-center text-muted">{t('form.noOptions')}</p>
          ) : (
            props.children
          )}
        </PopoverContent>
      </Popover>
      {text && !props.disabled ? (
        <button
          type="button"
          aria-label={t('form.clear')}
          onClick={props.onClear}
          className="absolute top-1/2 right-8 flex size-5 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted hover:text-danger focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
