import {
  buildCategoryTree,
  categoryAncestry,
  categoryMoveProblem,
  subtreeIds,
  type CategoryTreeNode,
} from '../purchasing/expense-category-tree';

/**
 * Pure rules of a ship's (or a catalogue's) component tree (DOMAIN "Planned maintenance"): building the
 * tree, the no-cycle rule of a move, and the codes a copied branch gets. See docs/pms-components.md.
 */

/** How many levels a component tree may have (system › group › component › sub-component …). */
export const COMPONENT_TREE_MAX_DEPTH = 8;

/** The part of a component the tree rules need. */
export interface ComponentNodeInput {
  id: string;
  code: string;
  parentId: string | null;
  /** `component` or `category` (COMPONENT_KINDS). */
  kind: string;
}

/** A component with its children, ordered by code numerically. */
export type ComponentTreeNode<T extends ComponentNodeInput> = CategoryTreeNode<T>;

/** Builds the tree from a flat list, every level ordered by code (`601.2` before `601.10`). */
export function buildComponentTree<T extends ComponentNodeInput>(
  items: readonly T[],
): ComponentTreeNode<T>[] {
  return buildCategoryTree(items);
}

/** The ids of `id` and all its descendants. */
export function componentSubtreeIds(items: readonly ComponentNodeInput[], id: string): Set<string> {
  return subtreeIds(items, id);
}

/** The chain from the top of the tree down to `id` (inclusive). */
export function componentAncestry<T extends ComponentNodeInput>(items: readonly T[], id: string): T[] {
  return categoryAncestry(items, id);
}

/**
 * Why `id` cannot be placed under `parentId`, or null when it can: the parent must exist, must not be
 * the component itself or one of its descendants (a cycle), a category never sits under a component,
 * and the tree stays within {@link COMPONENT_TREE_MAX_DEPTH} levels.
 */
export function componentMoveProblem(
  items: readonly ComponentNodeInput[],
  id: string,
  parentId: string | null,
): string | null {
  const moved = items.find((i) => i.id === id);
  if (!moved) return 'no such component';
  if (parentId !== null) {
    const parent = items.find((i) => i.id === parentId);
    if (!parent) return 'no such parent component';
    if (parentId === id) return 'a component cannot be its own parent';
    if (subtreeIds(items, id).has(parentId))
      return 'a component cannot be moved into its own subtree (that would make a cycle)';
    if (moved.kind === 'category' && parent.kind === 'component')
      return 'a category cannot be placed under a component';
  }
  const problem = categoryMoveProblem(items, id, parentId, COMPONENT_TREE_MAX_DEPTH);
  return problem?.replace('category', 'component') ?? null;
}

/**
 * The code a node of a copied branch gets: the branch root's code becomes `newRootCode` and every
 * descendant whose code starts with the old root code and a dot keeps its tail (`601.1.01` copied as
 * `601.2` gives `601.2.01`); other codes stay as they are.
 */
export function renameBranchCode(code: string, oldRootCode: string, newRootCode: string): string {
  if (code === oldRootCode) return newRootCode;
  if (code.startsWith(`${oldRootCode}.`)) return newRootCode + code.slice(oldRootCode.length);
  return code;
}

/**
 * The ids of the matches of a tree search and of all their ancestors, so the tree can show each match
 * in its place. `matches` decides what matches (code, name, maker…).
 */
export function searchTreeIds<T extends ComponentNodeInput>(
  items: readonly T[],
  matches: (item: T) => boolean,
): Set<string> {
  const result = new Set<string>();
  for (const item of items)
    if (matches(item)) for (const node of categoryAncestry(items, item.id)) result.add(node.id);
  return result;
}
