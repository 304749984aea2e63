import {
  PURCHASE_ORDER_STATES,
  addDecimal,
  hasSidebarPrefix,
  roundMoney,
  type BudgetDetailQuery,
  type CategorySpend,
  type FleetPurchasingOverview,
  type PurchaseOrderState,
  type PurchasingBudgetDetail,
  type PurchasingCounts,
  type PurchasingOverviewQuery,
  type ShipPurchasingOverview,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/http-error';
import { assertShipInScope, shipFilter, type Actor } from '../../access/access.service';
import { getConfig } from '../../config/config.service';
import * as repo from './overview.repo';
import { codeOf, sortByTexts } from './overview.sort';
import { spendByShipCategory, type SpendEntry } from './overview.spend';

/** Spec §6: the purchasing overview pages need any permission starting with `purchasing`. */
export function assertPurchasingArea(actor: Actor): void {
  if (!hasSidebarPrefix(actor.access, 'purchasing'))
    throw forbidden('Missing permission: any purchasing permission');
}

/** The year a view asks for: this year (UTC) unless given. */
export const yearOf = (query: { year?: number | undefined }) => query.year ?? new Date().getUTCFullYear();

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
