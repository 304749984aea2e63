import type { OverBudgetItem, OverBudgets, PurchasingOverviewQuery } from '@keel/domain';
import type { Db } from '../../../db/client';
import { assertCan, type Actor } from '../../access/access.service';
import { getConfig } from '../../config/config.service';
import { overBudgetCandidates, type CandidateRow } from './overview.repo';
import { yearOf } from './overview.service';
import { codeOf, sortByTexts } from './overview.sort';
import { spendByShipCategory, type BudgetAmount } from './overview.spend';

/**
 * `GET /purchasing/over-budgets` (action get_purchase_orders): every ship/category of the ships where
 * the actor holds the action whose committed amount exceeds its budget, and every one that cannot be
 * compared (no budget, no category, another currency) as an error.
 */
export async function overBudgets(
  db: Db,
  actor: Actor,
  query: PurchasingOverviewQuery,
): Promise<OverBudgets> {
  assertCan(actor, ['get_purchase_orders']);
  const shipIds = actor.isAdmin
    ? null
    : [...actor.access.actionsByShip.entries()]
        .filter(([, a]) => a.has('get_purchase_orders'))
        .map(([id]) => id);
  const scope = { shipIds, year: yearOf(query) };
  const [candidates, config] = await Promise.all([overBudgetCandidates(db, scope), getConfig(db, actor)]);
  return overBudgetsOf(candidates, config.baseCurrency, scope.year);
}

/**
 * The over-budget view of a year from its candidates (see {@link overBudgetCandidates}): the spend of each
 * ship/category by `spendByShipCategory` (the domain's `committedFromSums` and `overBudget` decide), the
 * entries over budget or in error with their names, sorted by ship name and category code.
 */
export function overBudgetsOf(
  candidates: readonly CandidateRow[],
  baseCurrency: string,
  year: number,
): OverBudgets {
  // Names and budget of each ship/category (every candidate row of one carries the same), by ship, then
  // category: no key string is built per row.
  const named = new Map<string, Map<string | null, CandidateRow>>();
  const budgets: BudgetAmount[] = [];
  for (const c of candidates) {
    let byCategory = named.get(c.shipId);
    if (!byCategory) named.set(c.shipId, (byCategory = new Map()));
    if (byCategory.has(c.categoryId)) continue;
    byCategory.set(c.categoryId, c);
    if (c.categoryId && c.budgetAmount !== null && c.budgetCurrency !== null)
      budgets.push({
        shipId: c.shipId,
        categoryId: c.categoryId,
        currency: c.budgetCurrency,
        amount: c.budgetAmount,
        revision: c.budgetRevision ?? 1,
      });
  }
  const items: OverBudgetItem[] = [];
  let over = 0;
  for (const e of spendByShipCategory(candidates, budgets, baseCurrency)) {
    if (!e.over && !e.error) continue;
    const names = named.get(e.shipId)?.get(e.categoryId);
    if (!e.error) over += 1;
    items.push({
      kind: e.error ? 'error' : 'over',
      shipId: e.shipId,
      shipName: names?.shipName ?? '',
      categoryId: e.categoryId,
      categoryCode: names?.categoryCode ?? null,
      categoryName: names?.categoryName ?? null,
      currency: e.currency,
      budget: e.budget,
      committed: e.committed,
      // `remaining` is budget − committed, already rounded to the currency: the excess is its magnitude.
      excess: e.over && e.remaining ? e.remaining.replace(/^-/, '') : null,
      message: e.error,
    });
  }
  return {
    year,
    over,
    errors: items.length - over,
    items: sortByTexts(items, (i) => [i.shipName, codeOf(i.categoryCode)]),
  };
}
