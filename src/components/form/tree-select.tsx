import { Check } from 'lucide-react';
import { useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import type { ControlProps } from './field-controls';
import type { TreeOption } from './field-def';
import { titlesById, TreeExpandButton, TreePicker, useTreeExpansion } from './tree-picker';

export interface TreeSelectProps extends ControlProps<string | null | undefined> {
  nodes: readonly TreeOption[];
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
 * Picks one node of a tree (a parent department, a parent dictionary entry, …). The popover holds nested lists
 * of buttons: Tab walks them, a chevron button expands.
 */
export function TreeSelect({ nodes, ...props }: TreeSelectProps) {
  const [open, setOpen] = useState(false);
  const { expanded, toggle } = useTreeExpansion(() =>
    props.value ? (pathTo(nodes, props.value) ?? []) : [],
  );
  const titles = useMemo(() => titlesById(nodes), [nodes]);
  const title = props.value ? (titles.get(props.value) ?? props.value) : '';

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
              <TreeExpandButton
                node={node}
                open={hasChildren ? isOpen : undefined}
                onToggle={() => toggle(node.id)}
              />
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
    <TreePicker
      {...props}
      // One choice: announced required by the label, as the other single-value controls do.
      required={undefined}
      text={title}
      open={open}
      onOpenChange={setOpen}
      onTriggerBlur={props.onBlur}
      onClear={() => choose(undefined)}
      empty={nodes.length === 0}
    >
      {renderLevel(nodes, 0)}
    </TreePicker>
  );
}
