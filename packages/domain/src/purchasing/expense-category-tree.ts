/**
 * Pure rules of the expense category tree (DOMAIN "Expense categories form a tree with codes"):
 * building the tree from the flat list, depth, paths and the no-cycle rule of a move.
 */

/** The part of a category the tree rules need. */
export interface CategoryNodeInput {
  id: string;
  code: string;
  parentId: string | null;
}

/** A category with its children, ordered by code. */
export type CategoryTreeNode<T extends CategoryNodeInput> = T & {
  children: CategoryTreeNode<T>[];
  depth: number;
};

const byCode = <T extends CategoryNodeInput>(a: T, b: T) =>
  a.code.localeCompare(b.code, 'en', { numeric: true });

/**
 * Builds the tree from a flat list: main categories (no parent, or a parent missing from the list)
 * at the top, children under their parent, every level ordered by code (numerically: `20` before
 * `100`). Depth 1 is a main category. A cycle in the input cannot hang it: nodes caught in one are
 * left out.
 */
export function buildCategoryTree<T extends CategoryNodeInput>(items: readonly T[]): CategoryTreeNode<T>[] {
  const ids = new Set(items.map((i) => i.id));
  const children = new Map<string | null, T[]>();
  for (const item of items) {
    const parent = item.parentId !== null && ids.has(item.parentId) ? item.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const seen = new Set<string>();
  const build = (parent: string | null, depth: number): CategoryTreeNode<T>[] =>
    [...(children.get(parent) ?? [])].sort(byCode).flatMap((item) => {
      if (seen.has(item.id)) return [];
      seen.add(item.id);
      return [{ ...item, depth, children: build(item.id, depth + 1) }];
    });
  return build(null, 1);
}

/** The ids of `id` and all its descendants. */
export function subtreeIds(items: readonly CategoryNodeInput[], id: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const item of items)
    if (item.parentId !== null)
      children.set(item.parentId, [...(children.get(item.parentId) ?? []), item.id]);
  const result = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (result.has(next)) continue;
    result.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return result;
}

/** The chain from the main category down to `id` (inclusive); empty when `id` is unknown. */
export function categoryAncestry<T extends CategoryNodeInput>(items: readonly T[], id: string): T[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const chain: T[] = [];
  const visited = new Set<string>();
  let current = byId.get(id);
  while (current && !visited.has(current.id)) {
    visited.add(current.id);
    chain.unshift(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return chain;
}

/** The level of `id`: 1 for a main category (0 when unknown). */
export function categoryDepth(items: readonly CategoryNodeInput[], id: string): number {
  return categoryAncestry(items, id).length;
}

/** How many levels the subtree of `id` spans (1 for a leaf). */
export function subtreeHeight(items: readonly CategoryNodeInput[], id: string): number {
  const children = new Map<string, string[]>();
  for (const item of items)
    if (item.parentId !== null)
      children.set(item.parentId, [...(children.get(item.parentId) ?? []), item.id]);
  const height = (node: string, guard: Set<string>): number => {
    if (guard.has(node)) return 0;
    const next = new Set(guard).add(node);
    return 1 + Math.max(0, ...(children.get(node) ?? []).map((c) => height(c, next)));
  };
  return height(id, new Set());
}

/**
 * Why `id` cannot be placed under `parentId`, or null when it can: the parent must exist, must not be
 * the category itself or one of its descendants (that would make a cycle), and the moved subtree must
 * still fit within `maxDepth` levels.
 */
export function categoryMoveProblem(
  items: readonly CategoryNodeInput[],
  id: string,
  parentId: string | null,
  maxDepth: number,
): string | null {
  if (parentId === null)
    return subtreeHeight(items, id) > maxDepth ? `the tree may be at most ${maxDepth} levels deep` : null;
  if (!items.some((i) => i.id === parentId)) return 'no such parent category';
  if (parentId === id) return 'a category cannot be its own parent';
  if (subtreeIds(items, id).has(parentId))
    return 'a category cannot be moved under one of its own sub-categories (that would make a cycle)';
  if (categoryDepth(items, parentId) + subtreeHeight(items, id) > maxDepth)
    return `the tree may be at most ${maxDepth} levels deep`;
  return null;
}

/** `"200 Engine spares › 210 Main engine"`: the path of a category for pickers and lists. */
export function categoryPathLabel<T extends CategoryNodeInput & { name: string }>(
  items: readonly T[],
  id: string,
): string {
  return categoryAncestry(items, id)
    .map((c) => `${c.code} ${c.name}`)
    .join(' › ');
}
