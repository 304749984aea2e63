import {
  PURCHASE_ORDER_STATES,
  addDecimal,
  hasSidebarPrefix,
  roundMoney,
  type BudgetDetailQuery,
  type CategorySpend,
  type FleetPurchasingOverview,
  type OverBudgets,
  type PurchaseOrderState,
  type PurchasingBudgetDetail,
  type PurchasingCounts,
  type PurchasingOverviewQuery,
  type ShipPurchasingOverview,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/http-error';
import { assertCan, assertShipInScope, shipFilter, type Actor } from '../../access/access.service';
import { getConfig } from '../../config/config.service';
import * as repo from './overview.repo';
import { spendByShipCategory, type SpendEntry } from './overview.spend';

/** Spec §6: the purchasing overview pages need any permission starting with `purchasing`. */
export function assertPurchasingArea(actor: Actor): void {
  if (!hasSidebarPrefix(actor.access, 'purchasing'))
    throw forbidden('Missing permission: any purchasing permission');
}

/** Names sort as `localeCompare` sorts them; one collator instead of a lookup per comparison. */
const byName = new Intl.Collator().compare;
const codeOf = (code: string | null) => code ?? '~';

/**
 * Sorts `items` by the texts `keys` picks, compared with the collator: each distinct text is collated once
 * (a fleet has a few dozen ship names and category codes), and the items are then sorted by those ranks.
 */
function sortByTexts<T>(items: T[], keys: (item: T) => readonly string[]): T[] {
  const keyed = items.map((item) => ({ item, texts: keys(item) }));
  const distinct = [...new Set(keyed.flatMap((k) => k.texts))].sort(byName);
  const rank = new Map(distinct.map((text, i) => [text, i]));
  const ranks = keyed.map((k) => ({ item: k.item, ranks: k.texts.map((t) => rank.get(t)!) }));
  ranks.sort((a, b) => {
    for (let i = 0; i < a.ranks.length; i += 1)
      if (a.ranks[i] !== b.ranks[i]) return a.ranks[i]! - b.ranks[i]!;
    return 0;
  });
  return ranks.map((r) => r.item);
}

const yearOf = (query: { year?: number | undefined }) => query.year ?? new Date().getUTCFullYear();

function emptyCounts(): PurchasingCounts {
  return {
    openRequisitions: 0,
    urgentRequisitions: 0,
    rfqsAwaitingReplies: 0,
    purchaseOrdersByState: Object.fromEntries(PURCHASE_ORDER_STATES.map((s) => [s, 0])) as Record<
      PurchaseOrderState,
      number
    >,
  };
}

/** Counts of open requisitions, RFQs awaiting replies and POs by state, per ship. */
function countsByShip(rows: readonly repo.CountRow[]): Map<string, PurchasingCounts> {
  const map = new Map<string, PurchasingCounts>();
  const of = (shipId: string) => {
    let found = map.get(shipId);
    if (!found) map.set(shipId, (found = emptyCounts()));
    return found;
  };
  for (const r of rows) {
    const counts = of(r.shipId);
    if (r.kind === 'requisitions')
      Object.assign(counts, { openRequisitions: r.n, urgentRequisitions: r.urgent });
    else if (r.kind === 'rfqs') counts.rfqsAwaitingReplies = r.n;
    else if (r.state && (PURCHASE_ORDER_STATES as readonly string[]).includes(r.state))
      counts.purchaseOrdersByState[r.state as PurchaseOrderState] += r.n;
  }
  return map;
}

/** Spend per ship and category of the scope, with category names. */
async function spendOfScope(db: Db, actor: Actor, scope: repo.Scope) {
  const [groups, budgets, config] = await Promise.all([
    repo.committedTotals(db, scope),
    repo.budgetsOfYear(db, scope),
    getConfig(db, actor),
  ]);
  return namedSpend(groups, budgets, config.baseCurrency);
}

/** Spend per ship and category from the committed sums and budgets, with category names, by category code. */
function namedSpend(
  groups: readonly repo.CommittedTotalRow[],
  budgets: readonly repo.BudgetOfYearRow[],
  baseCurrency: string,
) {
  const entries = spendByShipCategory(groups, budgets, baseCurrency);
  // Both queries carry their category's code and name.
  const categories = new Map(
    [...groups, ...budgets].flatMap((c) =>
      c.categoryId ? [[c.categoryId, { code: c.categoryCode, name: c.categoryName }] as const] : [],
    ),
  );
  const named = entries.map((e) => ({
    ...e,
    categoryCode: e.categoryId ? (categories.get(e.categoryId)?.code ?? null) : null,
    categoryName: e.categoryId ? (categories.get(e.categoryId)?.name ?? null) : null,
  }));
  const sorted = sortByTexts(named, (e) => [codeOf(e.categoryCode)]);
  return { entries: sorted, budgets, baseCurrency };
}

/** Totals of a ship's categories in `currency` (the ones in another currency are left out). */
function totalsOf(entries: readonly SpendEntry[], currency: string) {
  const same = entries.filter((e) => e.currency === currency);
  return {
    budgetTotal: roundMoney(
      same.reduce((t, e) => addDecimal(t, e.budget ?? '0'), '0'),
      currency,
    ),
    committedTotal: roundMoney(
      same.reduce((t, e) => addDecimal(t, e.committed), '0'),
      currency,
    ),
  };
}

/** `GET /purchasing/overview`: the fleet summary for a year, one row per ship in the actor's scope. */
export async function fleetOverview(
  db: Db,
  actor: Actor,
  query: PurchasingOverviewQuery,
): Promise<FleetPurchasingOverview> {
  assertPurchasingArea(actor);
  const scope = { shipIds: shipFilter(actor), year: yearOf(query) };
  const [data, config] = await Promise.all([repo.overviewData(db, scope), getConfig(db, actor)]);
  const counts = countsByShip(data.counts);
  const spend = namedSpend(data.totals, data.budgets, config.baseCurrency);
  const currency = spend.baseCurrency;
  const fleet = emptyCounts();
  const rows = data.ships.map((ship) => {
    const c = counts.get(ship.id) ?? emptyCounts();
    fleet.openRequisitions += c.openRequisitions;
    fleet.urgentRequisitions += c.urgentRequisitions;
    fleet.rfqsAwaitingReplies += c.rfqsAwaitingReplies;
    for (const s of PURCHASE_ORDER_STATES) fleet.purchaseOrdersByState[s] += c.purchaseOrdersByState[s];
    const own = spend.entries.filter((e) => e.shipId === ship.id);
    return {
      shipId: ship.id,
      shipName: ship.name,
      currency,
      ...c,
      ...totalsOf(own, currency),
      overBudgetCategories: own.filter((e) => e.over).length,
      errors: own.filter((e) => e.error).length,
    };
  });
  return { year: scope.year, currency, ...fleet, ...totalsOf(spend.entries, currency), ships: rows };
}

async function shipName(db: Db, shipId: string): Promise<string> {
  const [ship] = await repo.shipsOf(db, { shipIds: [shipId] });
  if (!ship) throw notFound('Ship');
  return ship.name;
}

/** `GET /purchasing/overview/ships/:shipId`: counts and spend against budget per category. */
export async function shipOverview(
  db: Db,
  actor: Actor,
  shipId: string,
  query: PurchasingOverviewQuery,
): Promise<ShipPurchasingOverview> {
  assertPurchasingArea(actor);
  assertShipInScope(actor, shipId);
  const scope = { shipIds: [shipId], year: yearOf(query) };
  const [data, config] = await Promise.all([repo.overviewData(db, scope), getConfig(db, actor)]);
  const [ship] = data.ships;
  if (!ship) throw notFound('Ship');
  const counts = countsByShip(data.counts);
  const spend = namedSpend(data.totals, data.budgets, config.baseCurrency);
  const categories: CategorySpend[] = spend.entries.map(({ shipId: _s, ...e }) => e);
  return {
    shipId,
    shipName: ship.name,
    year: scope.year,
    currency: spend.baseCurrency,
    ...(counts.get(shipId) ?? emptyCounts()),
    ...totalsOf(spend.entries, spend.baseCurrency),
    categories,
  };
}

/** `GET /purchasing/overview/budget-detail`: per category of one ship, budget and committed per month. */
export async function budgetDetail(
  db: Db,
  actor: Actor,
  query: BudgetDetailQuery,
): Promise<PurchasingBudgetDetail> {
  assertPurchasingArea(actor);
  assertShipInScope(actor, query.shipId);
  const year = yearOf(query);
  const scope = { shipIds: [query.shipId], year };
  const [name, spend, months] = await Promise.all([
    shipName(db, query.shipId),
    spendOfScope(db, actor, scope),
    repo.committedMonths(db, query.shipId, year),
  ]);
  const budgetMonths = await repo.currentBudgetMonths(
    db,
    spend.budgets.map((b) => b.id),
  );
  const budgetIdOf = new Map(spend.budgets.map((b) => [b.categoryId, b.id]));
  const categories = spend.entries
    .filter((e) => !query.categoryId || e.categoryId === query.categoryId)
    .map(({ shipId: _s, ...e }) => {
      const budgetId = e.categoryId ? budgetIdOf.get(e.categoryId) : undefined;
      return {
        ...e,
        months: Array.from({ length: 12 }, (_, i) => {
          const plan = budgetMonths.find((m) => m.budgetId === budgetId && m.month === i + 1);
          const committed = months
            .filter((m) => m.categoryId === e.categoryId && m.currency === e.currency && m.month === i + 1)
            .reduce((t, m) => addDecimal(t, m.total), '0');
          return {
            month: i + 1,
            budget: plan ? roundMoney(plan.amount, e.currency) : null,
            committed: roundMoney(committed, e.currency),
          };
        }),
      };
    });
  return { shipId: query.shipId, shipName: name, year, categories };
}

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
  const [candidates, config] = await Promise.all([
    repo.overBudgetCandidates(db, scope),
    getConfig(db, actor),
  ]);
  const named = new Map(candidates.map((c) => [`${c.shipId}|${c.categoryId ?? ''}`, c]));
  const budgets = [...named.values()].flatMap((c) =>
    c.categoryId && c.budgetAmount !== null && c.budgetCurrency !== null
      ? [
          {
            shipId: c.shipId,
            categoryId: c.categoryId,
            currency: c.budgetCurrency,
            amount: c.budgetAmount,
            revision: c.budgetRevision ?? 1,
          },
        ]
      : [],
  );
  const unsorted = spendByShipCategory(candidates, budgets, config.baseCurrency)
    .filter((e) => e.over || e.error)
    .map((e) => {
      const names = named.get(`${e.shipId}|${e.categoryId ?? ''}`);
      return {
        kind: e.error ? ('error' as const) : ('over' as const),
        shipId: e.shipId,
        shipName: names?.shipName ?? '',
        categoryId: e.categoryId,
        categoryCode: names?.categoryCode ?? null,
        categoryName: names?.categoryName ?? null,
        currency: e.currency,
        budget: e.budget,
        committed: e.committed,
        excess: e.over && e.remaining ? roundMoney(e.remaining.replace(/^-/, ''), e.currency) : null,
        message: e.error,
      };
    });
  const items = sortByTexts(unsorted, (i) => [i.shipName, codeOf(i.categoryCode)]);
  return {
    year: scope.year,
    over: items.filter((i) => i.kind === 'over').length,
    errors: items.filter((i) => i.kind === 'error').length,
    items,
  };
}
