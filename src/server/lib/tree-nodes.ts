import type { components } from '../../api/generated/types/blade-system';
import { buildForest } from '../domain/tree.ts';
import { badRequest } from '../http/errors.ts';

type TreeNode = components['schemas']['TreeNode'];
type Node = { id: string; parentId: string; hasChildren?: boolean; children?: Node[] };

/** BladeX trees: a node with children says hasChildren: true; a leaf has neither key (clients rely on that). */
export function forest<T extends { id: string; parentId: string }>(
  rows: T[],
): (T & { hasChildren?: boolean; children?: T[] })[] {
  const roots = buildForest(rows) as Node[];
  const mark = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.children) {
        node.hasChildren = true;
        mark(node.children);
      }
    }
  };
  mark(roots);
  return roots as (T & { hasChildren?: boolean; children?: T[] })[];
}

/** TreeNode {id, parentId, title, key, value}: key and value are the id, as BladeX's mappers fill them. */
export function treeNode(id: string, parentId: string, title: string, hasChildren?: boolean): TreeNode {
  const node: TreeNode = { id, parentId, title, key: id, value: id };
  if (hasChildren !== undefined) node.hasChildren = hasChildren;
  return node;
}

export function treeNodes<T>(
  rows: T[],
  pick: (row: T) => { id: string; parentId: string; title: string },
): TreeNode[] {
  return forest(
    rows.map((row) => {
      const { id, parentId, title } = pick(row);
      return treeNode(id, parentId, title);
    }),
  );
}

/**
 * Refuses a parent that is the record itself or lies below it, walking up from the new parent. The visited set
 * also stops on a cycle already in the data, so a bad row can never hang the request.
 */
export function assertNotOwnAncestor(
  id: string,
  newParentId: string,
  parentOf: (id: string) => string | undefined,
) {
  const seen = new Set<string>();
  let current: string | undefined = newParentId;
  while (current && current !== '0' && !seen.has(current)) {
    if (current === id) throw badRequest('parentCycle');
    seen.add(current);
    current = parentOf(current);
  }
}

/** 0 for the top level: absent, empty and '0' all mean no parent. */
export const parentOrTop = (parentId: string | undefined | null) => (parentId ? parentId : '0');
