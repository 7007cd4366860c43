import { ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { SelectCheckbox } from '@/components/data-table/select-checkbox';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';
import type { TreeOption } from './field-def';

export interface CheckboxTreeProps {
  /** Accessible name of the tree (e.g. 菜单权限). */
  label: string;
  nodes: readonly TreeOption[];
  /** Checked node ids. A parent counts as checked when it is in here; its box is mixed when only some are. */
  value: readonly string[];
  /**
   * The new checked ids (every checked node, parents included when all their children are checked) and the
   * partly checked ancestors: grant calls usually send both, so a granted button keeps its menu reachable.
   */
  onChange: (checked: string[], partlyChecked: string[]) => void;
  /** How many levels start expanded (default 1). */
  defaultExpandDepth?: number;
  /**
   * true (default): a node stands for its subtree (menus and their buttons). false: each node is checked on its
   * own (roles, where holding a parent role does not mean holding its children); nothing is ever mixed.
   */
  cascade?: boolean;
  disabled?: boolean;
  className?: string;
}

interface Index {
  parent: Map<string, string | undefined>;
  children: Map<string, readonly TreeOption[]>;
}

function indexTree(
  nodes: readonly TreeOption[],
  parent?: string,
  into: Index = { parent: new Map(), children: new Map() },
) {
  for (const node of nodes) {
    into.parent.set(node.id, parent);
    into.children.set(node.id, node.children ?? []);
    if (node.children?.length) indexTree(node.children, node.id, into);
  }
  return into;
}

function descendants(index: Index, id: string, into: string[] = []): string[] {
  for (const child of index.children.get(id) ?? []) {
    into.push(child.id);
    descendants(index, child.id, into);
  }
  return into;
}

type CheckState = 'on' | 'mixed' | 'off';

/** A node's state, derived from its leaves only (so adding or removing parents never changes it). */
function stateIn(
  index: Index,
  checked: ReadonlySet<string>,
  id: string,
  cache: Map<string, CheckState>,
): CheckState {
  const cached = cache.get(id);
  if (cached) return cached;
  const children = index.children.get(id) ?? [];
  let state: CheckState;
  if (children.length === 0) state = checked.has(id) ? 'on' : 'off';
  else {
    const states = children.map((child) => stateIn(index, checked, child.id, cache));
    state = states.every((s) => s === 'on') ? 'on' : states.some((s) => s !== 'off') ? 'mixed' : 'off';
  }
  cache.set(id, state);
  return state;
}

function idsToDepth(nodes: readonly TreeOption[], depth: number, into = new Set<string>()): Set<string> {
  if (depth <= 0) return into;
  for (const node of nodes) {
    if (node.children?.length) {
      into.add(node.id);
      idsToDepth(node.children, depth - 1, into);
    }
  }
  return into;
}

/**
 * A tree of checkboxes (role grants: menus and buttons, data scopes, API scopes; top-menu grants; a user's
 * roles). Checking a node checks its whole subtree; a parent whose children are all checked is checked, one
 * with some is mixed. Native checkboxes in nested lists: Tab walks them, Space toggles, the chevron expands.
 */
export function CheckboxTree({
  label,
  nodes,
  value,
  onChange,
  defaultExpandDepth = 1,
  cascade = true,
  disabled = false,
  className,
}: CheckboxTreeProps) {
  const t = useToolkitT();
  const index = useMemo(() => indexTree(nodes), [nodes]);
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null);
  const open = expanded ?? idsToDepth(nodes, defaultExpandDepth);
  const checked = useMemo(() => new Set(value), [value]);

  const stateOf = useMemo(() => {
    const cache = new Map<string, CheckState>();
    return (id: string): CheckState =>
      cascade ? stateIn(index, checked, id, cache) : checked.has(id) ? 'on' : 'off';
  }, [index, checked, cascade]);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(checked);
    if (!cascade) {
      if (on) next.add(id);
      else next.delete(id);
      onChange([...next], []);
      return;
    }
    for (const target of [id, ...descendants(index, id)]) {
      if (on) next.add(target);
      else next.delete(target);
    }
    // Re-derive the ancestors from their leaves; report the mixed nodes of the whole tree.
    const cache = new Map<string, CheckState>();
    for (let parent = index.parent.get(id); parent !== undefined; parent = index.parent.get(parent)) {
      if (stateIn(index, next, parent, cache) === 'on') next.add(parent);
      else next.delete(parent);
    }
    const partly = [...index.parent.keys()].filter(
      (nodeId) => stateIn(index, next, nodeId, cache) === 'mixed',
    );
    onChange(
      [...next].filter((nodeId) => index.parent.has(nodeId)),
      partly,
    );
  };

  const toggleOpen = (id: string) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setExpanded(next);
  };

  const renderLevel = (level: readonly TreeOption[], depth: number) => (
    <ul role={depth === 0 ? undefined : 'group'} className={cn(depth > 0 && 'ml-5')}>
      {level.map((node) => {
        const hasChildren = Boolean(node.children?.length);
        const isOpen = hasChildren && open.has(node.id);
        const state = stateOf(node.id);
        return (
          <li key={node.id}>
            <div className="flex items-center gap-1 rounded py-0.5 hover:bg-primary/5">
              {hasChildren ? (
                <button
                  type="button"
                  aria-label={t(isOpen ? 'form.collapse' : 'form.expand', { label: node.title })}
                  aria-expanded={isOpen}
                  onClick={() => toggleOpen(node.id)}
                  className="inline-flex size-5 cursor-pointer items-center justify-center rounded text-muted hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
                >
                  <ChevronRight
                    className={cn('size-4 transition-transform', isOpen && 'rotate-90')}
                    aria-hidden="true"
                  />
                </button>
              ) : (
                <span className="inline-block size-5" aria-hidden="true" />
              )}
              <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
                <SelectCheckbox
                  label={node.title}
                  checked={state === 'on'}
                  indeterminate={state === 'mixed'}
                  disabled={disabled}
                  onChange={(on) => toggle(node.id, on)}
                />
                <span aria-hidden="true">{node.title}</span>
              </label>
            </div>
            {isOpen && node.children ? renderLevel(node.children, depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div role="group" aria-label={label} className={cn('max-h-[55vh] overflow-auto', className)}>
      {nodes.length === 0 ? (
        <p className="px-2 py-4 text-sm text-muted">{t('form.noOptions')}</p>
      ) : (
        renderLevel(nodes, 0)
      )}
    </div>
  );
}
