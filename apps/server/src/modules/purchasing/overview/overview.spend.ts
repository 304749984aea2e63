import {
  addDecimal,
  compareDecimal,
  committedFromSums,
  isZeroDecimal,
  overBudget,
  roundMoney,
  subDecimal,
  type BudgetLine,
  type CategorySpend,
  type OverBudgetEntry,
} from '@keel/domain';

/** The committed sums of one ship, category and currency (from the commitments table). */
export interface CommittedGroup {
  shipId: string;
  categoryId: string | null;
  currency: string;
  requisitions: string;
  purchaseOrders: string;
  actual: string;
}

/** A budget's current revision. */
export interface BudgetAmount {
  shipId: string;
  categoryId: string;
  currency: string;
  amount: string;
  revision: number;
}

/** Spend of one ship and category before names are added. */
export type SpendEntry = Omit<CategorySpend, 'categoryCode' | 'categoryName'> & { shipId: string };

/** One ship/category: its live committed groups (one per currency) and its budget, if any. */
interface Slot {
  shipId: string;
  categoryId: string | null;
  groups: CommittedGroup[];
  budget: BudgetAmount | undefined;
}

/**
 * Spend against budget of one ship and category, except the over-budget decision: the committed sources are
 * combined with the domain's `committedFromSums` (computeCommitted for pre-summed sources: each counted once,
 * rounded to the currency). Committed spend in another currency than the budget, or committed spend without
 * a category, is an error entry — never a silent pass.
 */
function pendingSpend({ shipId, categoryId, groups, budget }: Slot, baseCurrency: string): SpendEntry {
  const currency = budget?.currency ?? groups[0]?.currency ?? baseCurrency;
  // One group per ship, category and currency (the commitments' key), so the sums are that group's.
  let requisitions = '0';
  let purchaseOrders = '0';
  let actual = '0';
  const foreign: string[] = [];
  const only = groups.length === 1 ? groups[0] : undefined;
  if (only && only.currency === currency) {
    // The usual case. committedFromSums rounds each sum, so '0' + sum would give the same digits.
    ({ requisitions, purchaseOrders, actual } = only);
  } else
    for (const g of groups) {
      if (g.currency === currency) {
        requisitions = addDecimal(requisitions, g.requisitions);
        purchaseOrders = addDecimal(purchaseOrders, g.purchaseOrders);
        actual = addDecimal(actual, g.actual);
      } else
        foreign.push(
          `${roundMoney(addDecimal(addDecimal(g.requisitions, g.purchaseOrders), g.actual), g.currency)} ${g.currency}`,
        );
    }
  const parts = committedFromSums({
    shipId,
    categoryId: categoryId ?? 'none',
    currency,
    requisitions,
    purchaseOrders,
    actual,
  });
  const budgetAmount = budget ? roundMoney(budget.amount, budget.currency) : null;
  let error: string | null = null;
  if (foreign.length > 0)
    error = `${foreign.join(', ')} committed in another currency than the ${currency} ${budget ? 'budget' : 'amounts'}; it cannot be compared`;
  else if (!categoryId && compareDecimal(parts.total, '0') > 0)
    error = `${parts.total} ${currency} is committed without an expense category`;
  return {
    shipId,
    categoryId,
    currency,
    budget: budgetAmount,
    requisitions: parts.requisitions,
    purchaseOrders: parts.purchaseOrders,
    actual: parts.actual,
    committed: parts.total,
    remaining: budgetAmount === null ? null : roundMoney(subDecimal(budgetAmount, parts.total), currency),
    over: false,
    error,
  };
}

/**
 * Every ship/category with a budget or committed spend, each once, in the order they first appear (the
 * groups, then the budgets). The domain's `overBudget` then decides, in one call over all of them, which
 * are over their budget, and which have committed spend but no budget (an error entry). Ship/categories
 * are looked up by ship, then category, so no key string is built per row.
 */
export function spendByShipCategory(
  groups: readonly CommittedGroup[],
  budgets: readonly BudgetAmount[],
  baseCurrency: string,
): SpendEntry[] {
  const slots: Slot[] = [];
  const byShip = new Map<string, Map<string | null, Slot>>();
  const slotOf = (shipId: string, categoryId: string | null): Slot => {
    let byCategory = byShip.get(shipId);
    if (!byCategory) byShip.set(shipId, (byCategory = new Map()));
    let slot = byCategory.get(categoryId);
    if (!slot) {
      slot = { shipId, categoryId, groups: [], budget: undefined };
      byCategory.set(categoryId, slot);
      slots.push(slot);
    }
    return slot;
  };
  for (const g of groups) if (isLive(g)) slotOf(g.shipId, g.categoryId).groups.push(g);
  for (const b of budgets) slotOf(b.shipId, b.categoryId).budget = b;

  const entries = slots.map((slot) => pendingSpend(slot, baseCurrency));
  const decided: BudgetLine[] = [];
  const totals: { shipId: string; categoryId: string; currency: string; total: string }[] = [];
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i]!;
    if (entry.categoryId === null || entry.error !== null) continue;
    const { budget } = slots[i]!;
    if (budget)
      decided.push({
        shipId: entry.shipId,
        categoryId: budget.categoryId,
        amount: { amount: budget.amount, currency: budget.currency },
        revision: budget.revision,
      });
    totals.push({
      shipId: entry.shipId,
      categoryId: entry.categoryId,
      currency: entry.currency,
      total: entry.committed,
    });
  }
  // The verdicts by ship, then category (each ship/category is decided once).
  const verdicts = new Map<string, Map<string, OverBudgetEntry>>();
  for (const v of overBudget(decided, totals)) {
    let byCategory = verdicts.get(v.shipId);
    if (!byCategory) verdicts.set(v.shipId, (byCategory = new Map()));
    byCategory.set(v.categoryId, v);
  }
  for (const entry of entries) {
    const verdict = entry.categoryId === null ? undefined : verdicts.get(entry.shipId)?.get(entry.categoryId);
    if (verdict?.kind === 'over') entry.over = true;
    if (verdict?.kind === 'error')
      entry.error = `No budget for this category or a category above it, but ${entry.committed} ${entry.currency} is committed`;
  }
  return entries;
}

/** True when any of the group's sources is not zero. */
function isLive(g: CommittedGroup): boolean {
  return !isZeroDecimal(g.requisitions) || !isZeroDecimal(g.purchaseOrders) || !isZeroDecimal(g.actual);
}
