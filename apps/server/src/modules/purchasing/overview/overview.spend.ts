import {
  addDecimal,
  compareDecimal,
  committedFromSums,
  overBudget,
  roundMoney,
  subDecimal,
  type CategorySpend,
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

/**
 * Spend against budget of one ship and category: the committed sources are combined with the domain's
 * `committedFromSums` (computeCommitted for pre-summed sources: each counted once, rounded to the currency) and compared with `overBudget`. No
 * budget for committed spend, committed spend without a category, or an amount in another currency than
 * the budget is an error entry — never a silent pass.
 */
export function spendOf(
  shipId: string,
  categoryId: string | null,
  groups: readonly CommittedGroup[],
  budget: BudgetAmount | undefined,
  baseCurrency: string,
): SpendEntry {
  const currency = budget?.currency ?? groups[0]?.currency ?? baseCurrency;
  const same = groups.filter((g) => g.currency === currency);
  const foreign = groups.filter((g) => g.currency !== currency);
  // One group per ship, category and currency (the commitments' key), so the sums are that group's.
  const sum = (pick: (g: CommittedGroup) => string) => same.reduce((t, g) => addDecimal(t, pick(g)), '0');
  const parts = committedFromSums({
    shipId,
    categoryId: categoryId ?? 'none',
    currency,
    requisitions: sum((g) => g.requisitions),
    purchaseOrders: sum((g) => g.purchaseOrders),
    actual: sum((g) => g.actual),
  });
  const budgetAmount = budget ? roundMoney(budget.amount, budget.currency) : null;
  let error: string | null = null;
  let over = false;
  if (foreign.length > 0)
    error = `${foreign.map((g) => `${roundMoney(addDecimal(addDecimal(g.requisitions, g.purchaseOrders), g.actual), g.currency)} ${g.currency}`).join(', ')} committed in another currency than the ${currency} ${budget ? 'budget' : 'amounts'}; it cannot be compared`;
  else if (!categoryId && compareDecimal(parts.total, '0') > 0)
    error = `${parts.total} ${currency} is committed without an expense category`;
  else if (categoryId) {
    const [entry] = overBudget(
      budget
        ? [
            {
              shipId,
              categoryId,
              amount: { amount: budget.amount, currency: budget.currency },
              revision: budget.revision,
            },
          ]
        : [],
      [{ shipId, categoryId, currency, total: parts.total }],
    );
    if (entry?.kind === 'error')
      error = `No budget for this category, but ${parts.total} ${currency} is committed`;
    if (entry?.kind === 'over') over = true;
  }
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
    over,
    error,
  };
}

/** Every ship/category with a budget or committed spend, each once. */
export function spendByShipCategory(
  groups: readonly CommittedGroup[],
  budgets: readonly BudgetAmount[],
  baseCurrency: string,
): SpendEntry[] {
  const keyOf = (shipId: string, categoryId: string | null) => `${shipId}|${categoryId ?? ''}`;
  const keys = new Map<string, { shipId: string; categoryId: string | null }>();
  const grouped = new Map<string, CommittedGroup[]>();
  const live = groups.filter((g) =>
    [g.requisitions, g.purchaseOrders, g.actual].some((a) => compareDecimal(a, '0') !== 0),
  );
  for (const g of live) {
    const k = keyOf(g.shipId, g.categoryId);
    keys.set(k, { shipId: g.shipId, categoryId: g.categoryId });
    grouped.set(k, [...(grouped.get(k) ?? []), g]);
  }
  const budgetByKey = new Map<string, BudgetAmount>();
  for (const b of budgets) {
    const k = keyOf(b.shipId, b.categoryId);
    keys.set(k, { shipId: b.shipId, categoryId: b.categoryId });
    budgetByKey.set(k, b);
  }
  return [...keys.entries()].map(([k, { shipId, categoryId }]) =>
    spendOf(shipId, categoryId, grouped.get(k) ?? [], budgetByKey.get(k), baseCurrency),
  );
}
