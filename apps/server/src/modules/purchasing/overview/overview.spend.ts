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

/** A ship/category's spend before the domain's over-budget rule has looked at it. */
type Pending = { entry: SpendEntry; budget: BudgetAmount | undefined };

/**
 * Spend against budget of one ship and category, except the over-budget decision: the committed sources are
 * combined with the domain's `committedFromSums` (computeCommitted for pre-summed sources: each counted once,
 * rounded to the currency). Committed spend in another currency than the budget, or committed spend without
 * a category, is an error entry — never a silent pass.
 */
function pendingSpend(
  shipId: string,
  categoryId: string | null,
  groups: readonly CommittedGroup[],
  budget: BudgetAmount | undefined,
  baseCurrency: string,
): Pending {
  const currency = budget?.currency ?? groups[0]?.currency ?? baseCurrency;
  // One group per ship, category and currency (the commitments' key), so the sums are that group's.
  let requisitions = '0';
  let purchaseOrders = '0';
  let actual = '0';
  const foreign: string[] = [];
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
  const entry: SpendEntry = {
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
  return { entry, budget };
}

const keyOf = (shipId: string, categoryId: string | null) => `${shipId}\u0000${categoryId ?? ''}`;

/**
 * Every ship/category with a budget or committed spend, each once. The domain's `overBudget` then decides,
 * in one call over all of them, which are over their budget, and which have committed spend but no budget
 * (an error entry).
 */
export function spendByShipCategory(
  groups: readonly CommittedGroup[],
  budgets: readonly BudgetAmount[],
  baseCurrency: string,
): SpendEntry[] {
  const keys = new Map<string, { shipId: string; categoryId: string | null }>();
  const grouped = new Map<string, CommittedGroup[]>();
  for (const g of groups) {
    if (!isLive(g)) continue;
    const k = keyOf(g.shipId, g.categoryId);
    keys.set(k, { shipId: g.shipId, categoryId: g.categoryId });
    const list = grouped.get(k);
    if (list) list.push(g);
    else grouped.set(k, [g]);
  }
  const budgetByKey = new Map<string, BudgetAmount>();
  for (const b of budgets) {
    const k = keyOf(b.shipId, b.categoryId);
    keys.set(k, { shipId: b.shipId, categoryId: b.categoryId });
    budgetByKey.set(k, b);
  }
  const pending: Pending[] = [];
  for (const [k, { shipId, categoryId }] of keys)
    pending.push(pendingSpend(shipId, categoryId, grouped.get(k) ?? [], budgetByKey.get(k), baseCurrency));

  const decided = pending.filter((p) => p.entry.categoryId !== null && p.entry.error === null);
  const verdicts = new Map(
    overBudget(
      decided.flatMap(({ entry, budget }) =>
        budget
          ? [
              {
                shipId: entry.shipId,
                categoryId: budget.categoryId,
                amount: { amount: budget.amount, currency: budget.currency },
                revision: budget.revision,
              },
            ]
          : [],
      ),
      decided.map(({ entry }) => ({
        shipId: entry.shipId,
        categoryId: entry.categoryId!,
        currency: entry.currency,
        total: entry.committed,
      })),
    ).map((v) => [keyOf(v.shipId, v.categoryId), v] as const),
  );
  return pending.map(({ entry }) => {
    const verdict =
      entry.categoryId === null ? undefined : verdicts.get(keyOf(entry.shipId, entry.categoryId));
    if (verdict?.kind === 'over') entry.over = true;
    if (verdict?.kind === 'error')
      entry.error = `No budget for this category, but ${entry.committed} ${entry.currency} is committed`;
    return entry;
  });
}

/** True when any of the group's sources is not zero. */
function isLive(g: CommittedGroup): boolean {
  return (
    compareDecimal(g.requisitions, '0') !== 0 ||
    compareDecimal(g.purchaseOrders, '0') !== 0 ||
    compareDecimal(g.actual, '0') !== 0
  );
}
