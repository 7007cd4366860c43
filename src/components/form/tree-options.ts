import type { TreeOption } from './field-def';

/**
 * A server tree as the nodes of a tree select or filter (id, title, children), without the node `skipId` and
 * everything below it: a record being edited cannot become its own parent, nor the child of its own child.
 */
export function toTreeOptions<Node extends { id: string; children?: readonly Node[] | null }>(
  nodes: readonly Node[],
  title: (node: Node) => string,
  skipId?: string,
): TreeOption[] {
  return nodes
    .filter((node) => node.id !== skipId)
    .map((node) => ({
      id: node.id,
      title: title(node),
      children: node.children?.length ? toTreeOptions(node.children, title, skipId) : undefined,
    }));
}

/** The title of a TreeNode answer (dept/tree, role/tree, menu/tree). */
export const nodeTitle = (node: { title: string }) => node.title;
