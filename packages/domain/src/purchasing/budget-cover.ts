/**
 * Which budget counts a category's spend (DOMAIN "Budget"): budgets roll up the expense category tree.
 * Spend on a category counts against the NEAREST budgeted category on its path to the main category —
 * the category itself when it has a budget for the ship and year, else its parent, and so on — and
 * against that budget only, so no amount is counted at both a sub-category's and its parent's budget.
 * A category with no budgeted category on its path has no budget ("no budget").
 */

/** The part of a category the roll-up needs. */
export interface BudgetCoverNode {
  id: string;
  parentId: string | null;
}

/**
 * The nearest category on the path from `categoryId` up to its main category (inclusive) that is in
 * `budgeted` (the categories with a budget for one ship and year), or null when there is none. A cycle
 * in the input cannot hang it: the walk stops at a category it has already seen.
 */
export function nearestBudgetedCategory(
  nodes: readonly BudgetCoverNode[] | ReadonlyMap<string, BudgetCoverNode>,
  budgeted: ReadonlySet<string>,
  categoryId: string,
): string | null {
  const byId = nodes instanceof Map ? nodes : new Map((nodes as BudgetCoverNode[]).map((n) => [n.id, n]));
  const seen = new Set<string>();
  let current: string | null = categoryId;
  while (current !== null && !seen.has(current)) {
    if (budgeted.has(current)) return current;
    seen.add(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return null;
}

/**
 * The categories whose spend counts against the budget of `budgetCategoryId` (which must be in
 * `budgeted`): the category itself and its descendants, except the sub-trees under a descendant with a
 * budget of its own (that budget counts them). Empty when `budgetCategoryId` is not budgeted.
 */
export function categoriesCoveredBy(
  nodes: readonly BudgetCoverNode[],
  budgeted: ReadonlySet<string>,
  budgetCategoryId: string,
): string[] {
  if (!budgeted.has(budgetCategoryId)) return [];
  const children = new Map<string, string[]>();
  for (const n of nodes)
    if (n.parentId !== null) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n.id]);
  const covered: string[] = [];
  const seen = new Set<string>();
  const stack = [budgetCategoryId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    covered.push(id);
    for (const child of children.get(id) ?? []) if (!budgeted.has(child)) stack.push(child);
  }
  return covered;
}
