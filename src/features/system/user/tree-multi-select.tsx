import { ChevronDown, ChevronRight, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { CustomFieldProps, TreeOption } from '@/components/form/field-def';
import { inputClasses } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';

export interface TreeMultiSelectProps extends CustomFieldProps {
  nodes: readonly TreeOption[];
  placeholder: string;
}

/** The BladeX way of storing several ids in one field: comma-joined. */
export const splitIds = (value: unknown): string[] =>
  typeof value === 'string' && value !== '' ? value.split(',') : [];

function titlesById(nodes: readonly TreeOption[], into = new Map<string, string>()) {
  for (const node of nodes) {
    into.set(node.id, node.title);
    if (node.children) titlesById(node.children, into);
  }
  return into;
}

/**
 * Picks several nodes of a tree (a user's departments, posts) and stores them comma-joined. Unlike the grant
 * CheckboxTree, a node is checked on its own: belonging to a department does not mean belonging to all the
 * departments below it. The popover (Radix: focus moves in, Esc closes and focus returns) holds nested lists of
 * native checkboxes; a chevron button expands a level.
 */
export function TreeMultiSelect({ nodes, placeholder, bindElement, ...props }: TreeMultiSelectProps) {
  const t = useToolkitT();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(nodes.filter((node) => node.children?.length).map((node) => node.id)),
  );
  const titles = useMemo(() => titlesById(nodes), [nodes]);
  const chosen = splitIds(props.value);
  const text = chosen.map((id) => titles.get(id) ?? id).join('、');

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

  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((chosenId) => chosenId !== id);
    props.onChange(next.join(','));
  };
  const toggleOpen = (id: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderLevel = (level: readonly TreeOption[], depth: number) => (
    <ul role="group" className={cn(depth > 0 && 'ml-5')}>
      {level.map((node) => {
        const hasChildren = Boolean(node.children?.length);
        const isOpen = hasChildren && expanded.has(node.id);
        return (
          <li key={node.id}>
            <div className="flex items-center gap-1 rounded py-0.5 hover:bg-primary/5">
              {hasChildren ? (
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-label={t(isOpen ? 'form.collapse' : 'form.expand', { label: node.title })}
                  onClick={() => toggleOpen(node.id)}
                  className="inline-flex size-6 cursor-pointer items-center justify-center rounded text-muted hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
                >
                  <ChevronRight
                    className={cn('size-4 transition-transform', isOpen && 'rotate-90')}
                    aria-hidden="true"
                  />
                </button>
              ) : (
                <span className="inline-block size-6" aria-hidden="true" />
              )}
              <label className="inline-flex flex-1 cursor-pointer items-center gap-2 py-1 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(node.id)}
                  onChange={(event) => toggle(node.id, event.target.checked)}
                  className="size-4 cursor-pointer accent-[var(--color-primary)]"
                />
                {node.title}
              </label>
            </div>
            {isOpen && node.children ? renderLevel(node.children, depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="relative">
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) props.onBlur();
        }}
      >
        <PopoverTrigger
          ref={bindElement}
          id={props.id}
          disabled={props.disabled}
          aria-invalid={props.invalid || undefined}
          aria-required={props.required || undefined}
          aria-describedby={props['aria-describedby']}
          className={cn(
            inputClasses,
            'relative flex cursor-pointer items-center pr-14 text-left',
            !text && 'text-muted/70',
          )}
        >
          <span className="truncate">{text || placeholder}</span>
          <ChevronDown
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
        </PopoverTrigger>
        <PopoverContent
          align="start"
          className="max-h-72 w-[var(--radix-popover-trigger-width)] min-w-60 overflow-y-auto p-2"
        >
          {nodes.length > 0 ? (
            renderLevel(nodes, 0)
          ) : (
            <p className="px-3 py-4 text-center text-muted">{t('form.noOptions')}</p>
          )}
        </PopoverContent>
      </Popover>
      {text && !props.disabled ? (
        <button
          type="button"
          aria-label={t('form.clear')}
          onClick={() => props.onChange('')}
          className="absolute top-1/2 right-8 flex size-5 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted hover:text-danger focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
