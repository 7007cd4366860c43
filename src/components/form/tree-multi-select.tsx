import { useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import type { CustomFieldProps, TreeOption } from './field-def';
import { titlesById, TreeExpandButton, TreePicker, useTreeExpansion } from './tree-picker';

export interface TreeMultiSelectProps extends CustomFieldProps {
  nodes: readonly TreeOption[];
  placeholder: string;
}

/** The BladeX way of storing several ids in one field: comma-joined. */
export const splitIds = (value: unknown): string[] =>
  typeof value === 'string' && value !== '' ? value.split(',') : [];

/**
 * Picks several nodes of a tree (a user's departments, posts) and stores them comma-joined. Unlike the grant
 * CheckboxTree, a node is checked on its own: belonging to a department does not mean belonging to all the
 * departments below it. The popover holds nested lists of native checkboxes; a chevron button expands a level;
 * the top level starts open.
 */
export function TreeMultiSelect({ nodes, ...props }: TreeMultiSelectProps) {
  const [open, setOpen] = useState(false);
  const { expanded, toggle } = useTreeExpansion(() =>
    nodes.filter((node) => node.children?.length).map((node) => node.id),
  );
  const titles = useMemo(() => titlesById(nodes), [nodes]);
  const chosen = splitIds(props.value);
  const text = chosen.map((id) => titles.get(id) ?? id).join('、');

  const check = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((chosenId) => chosenId !== id);
    props.onChange(next.join(','));
  };

  const renderLevel = (level: readonly TreeOption[], depth: number) => (
    <ul role="group" className={cn(depth > 0 && 'ml-5')}>
      {level.map((node) => {
        const hasChildren = Boolean(node.children?.length);
        const isOpen = hasChildren && expanded.has(node.id);
        return (
          <li key={node.id}>
            <div className="flex items-center gap-1 rounded py-0.5 hover:bg-primary/5">
              <TreeExpandButton
                node={node}
                open={hasChildren ? isOpen : undefined}
                onToggle={() => toggle(node.id)}
              />
              <label className="inline-flex flex-1 cursor-pointer items-center gap-2 py-1 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(node.id)}
                  onChange={(event) => check(node.id, event.target.checked)}
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
    <TreePicker
      {...props}
      text={text}
      open={open}
      // Several choices are made in one opening: the field is touched when the popover closes.
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) props.onBlur();
      }}
      onClear={() => props.onChange('')}
      empty={nodes.length === 0}
    >
      {renderLevel(nodes, 0)}
    </TreePicker>
  );
}
