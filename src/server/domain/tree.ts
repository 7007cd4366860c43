/**
 * Builds a forest from flat rows: a row is a root when its parent is 0 or not in the list (BladeX
 * ForestNodeMerger). Leaves carry no `children` key, which BladeX clients rely on to tell a button from a menu.
 */
export function buildForest<T extends { id: string; parentId: string }>(
  rows: T[],
): (T & { children?: T[] })[] {
  type Node = T & { children?: Node[] };
  const nodes = new Map<string, Node>(rows.map((row) => [row.id, { ...row }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId !== '0' ? nodes.get(node.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
