import { buildCategoryTree, type CategoryTreeNode, type ExpenseCategory } from '@keel/domain';

/** A node of the tree as the screen shows it. */
export type CategoryNode = CategoryTreeNode<ExpenseCategory>;

/**
 * The tree to show: inactive categories only when asked, and with a search text only the categories
 * whose code or name holds it, under their ancestors and with their sub-categories (an inactive parent
 * hides its branch).
 */
export function visibleTree(
  categories: readonly ExpenseCategory[],
  query: string,
  showInactive: boolean,
): CategoryNode[] {
  const text = query.trim().toLowerCase();
  const prune = (nodes: CategoryNode[], matched: boolean): CategoryNode[] =>
    nodes.flatMap((node) => {
      if (!showInactive && !node.active) return [];
      const hit =
        matched ||
        text === '' ||
        node.code.toLowerCase().includes(text) ||
        node.name.toLowerCase().includes(text);
      const children = prune(node.children, hit);
      return hit || children.length > 0 ? [{ ...node, children }] : [];
    });
  return prune(buildCategoryTree(categories), false);
}

/** The ids of every node that has children (for "expand all"). */
export function parentIds(nodes: readonly CategoryNode[]): string[] {
  return nodes.flatMap((n) => (n.children.length > 0 ? [n.id, ...parentIds(n.children)] : []));
}
