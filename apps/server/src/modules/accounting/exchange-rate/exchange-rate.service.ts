import { randomUUID } from 'node:crypto';
import {
  compareDecimal,
  divDecimal,
  EXCHANGE_RATE_SORT_FIELDS,
  RATE_SCALE,
  hasSidebar,
  type ActionName,
  type SidebarPermission,
  toDateKey,
  type ExchangeRateDetail,
  type RateSeries,
  type RateSeriesQuery,
  type SupersedeExchangeRate,
  type CreateExchangeRate,
  type ExchangeRate,
  type ExchangeRateListQuery,
  type ExchangeRateType,
  type ExchangeRateView,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import { assertSidebar, shipFilter, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './exchange-rate.repo';
import { documentsUsingRate, type RateUseVisibility } from './exchange-rate-usage.repo';

/** The sidebar permission of the exchange-rate routes (administrators hold every permission). */
export const EXCHANGES = 'accounting.exchange' as const;

type RateRow = repo.RateRow;

export function toView(row: RateRow): ExchangeRateView {
  return {
    id: row.id,
    from: row.fromCurrency,
    to: row.toCurrency,
    rate: row.rate,
    date: row.date,
    source: row.source,
    type: row.type as ExchangeRateType,
    createdAt: row.createdAt.toISOString(),
    supersededAt: row.supersededAt?.toISOString() ?? null,
    supersededById: row.supersededById,
    supersedesId: row.supersedesId,
    reason: row.reason,
    version: row.version,
  };
}

/**
 * The dated rates to convert between `currencies` on `onDate` (domain `ExchangeRate[]`): for each
 * pair in both directions the rates of the latest date on or before it. Pass them to `pickRate` /
 * `compareQuotes`, which choose the direct or inverted rate and name a missing pair.
 */
export async function ratesBetween(
  tx: DbOrTx,
  currencies: readonly string[],
  onDate: string | Date,
): Promise<ExchangeRate[]> {
  const rows = await repo.latestRatesBetween(tx, [...new Set(currencies)], toDateKey(onDate));
  return rows.map((r) => ({
    from: r.fromCurrency,
    to: r.toCurrency,
    rate: r.rate,
    date: r.date,
    source: r.source,
    type: r.type as ExchangeRateType,
  }));
}

/**
 * What the list's search box means: `EUR` either currency of the pair, `EUR/USD` (or `EURUSD`,
 * `EUR USD`, `EUR→USD`) the pair, `2026-03` or `2026-03-02` a month or a day, anything else the source.
 */
export function rateSearchOf(q: string): repo.RateFilter {
  const text = q.trim();
  if (/^[A-Za-z]{3}$/.test(text)) return { currency: text.toUpperCase() };
  const pair = /^([A-Za-z]{3})\s*(?:\/|→|->|-|\s)?\s*([A-Za-z]{3})$/.exec(text);
  if (pair) return { from: pair[1]!.toUpperCase(), to: pair[2]!.toUpperCase() };
  if (/^\d{4}-\d{2}(-\d{2})?$/.test(text)) return { datePrefix: text };
  return { sourcePattern: containsPattern(text) };
}

/** Inserts a rate and audits its creation (one step of the caller's transaction). */
async function insertAudited(
  tx: DbOrTx,
  actor: Actor,
  values: Parameters<typeof repo.insertRate>[1],
): Promise<ExchangeRateView> {
  const view = toView(await repo.insertRate(tx, values));
  await recordAudit(tx, actor, { action: 'create', entity: 'exchange_rate', entityId: view.id, after: view });
  return view;
}

/** `GET /accounting/exchange-rates`: paged, newest date first by default. */
export async function listExchangeRates(db: Db, actor: Actor, query: ExchangeRateListQuery) {
  assertSidebar(actor, [EXCHANGES]);
  const sort = query.sort
    ? sortOf(query.sort, EXCHANGE_RATE_SORT_FIELDS, 'date')
    : { field: 'date' as const, desc: true };
  const { rows, total } = await repo.listRates(
    db,
    {
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      ...(query.type ? { type: query.type } : {}),
      ...(query.dateFrom ? { dateFrom: query.dateFrom } : {}),
      ...(query.dateTo ? { dateTo: query.dateTo } : {}),
      ...(query.q ? rateSearchOf(query.q) : {}),
      ...(query.state === 'all' ? {} : { state: query.state ?? 'current' }),
    },
    { sort, offset: query.offset, limit: query.limit },
  );
  return { data: rows.map(toView), page: { total, offset: query.offset, limit: query.limit } };
}

/**
 * `POST /accounting/exchange-rates`: a new dated rate. One rate per pair, date and type (409): a rate
 * documents may have used is never changed, a newer date supersedes it.
 */
export async function createExchangeRate(
  db: Db,
  actor: Actor,
  body: CreateExchangeRate,
): Promise<ExchangeRateView> {
  assertSidebar(actor, [EXCHANGES]);
  try {
    return await db.transaction(async (tx) => {
      return insertAudited(tx, actor, {
        fromCurrency: body.from,
        toCurrency: body.to,
        rate: body.rate,
        date: body.date,
        source: body.source,
        type: body.type,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'exchange_rates_pair_date_type_key'))
      throw conflict(`A ${body.type} ${body.from}→${body.to} rate of ${body.date} already exists`);
    throw error;
  }
}

/** The rate row after the read check (for the activity card). */
export async function loadExchangeRate(db: Db, actor: Actor, id: string): Promise<RateRow> {
  assertSidebar(actor, [EXCHANGES]);
  const row = await repo.findRate(db, id);
  if (!row) throw notFound('Exchange rate');
  return row;
}

/**
 * Whose documents a rate's page may list to `actor`, as each kind's own read rule says: expenses with
 * `accounting.expenses` on his ships, bills and their payments where he holds `read_single_bill` (the bill
 * view's rule), invoices with `accounting.invoicing` and `read_invoices`. The others are only counted.
 */
export function rateUseVisibility(actor: Actor): RateUseVisibility {
  const ships = shipFilter(actor);
  const where = (sidebar: SidebarPermission | null, action: ActionName | null) => {
    if (sidebar && !hasSidebar(actor.access, [sidebar])) return [];
    if (ships === null) return null;
    return action ? ships.filter((id) => actor.access.actionsByShip.get(id)?.has(action)) : ships;
  };
  const bills = where(null, 'read_single_bill');
  return {
    expense: where('accounting.expenses', null),
    bill: bills,
    bill_payment: bills,
    invoice: where('accounting.invoicing', 'read_invoices'),
  };
}

/** `GET /accounting/exchange-rates/:id`: the rate, its pair/date/type history and the documents that used it. */
export async function getExchangeRate(db: Db, actor: Actor, id: string): Promise<ExchangeRateDetail> {
  const row = await loadExchangeRate(db, actor, id);
  const [history, usage] = await Promise.all([
    repo.historyOf(db, row),
    documentsUsingRate(db, row, rateUseVisibility(actor)),
  ]);
  return { ...toView(row), history: history.map(toView), usedBy: usage.uses, usedByTotal: usage.total };
}

/**
 * `POST /accounting/exchange-rates/:id/supersede`: a corrected rate for the same pair, date and type,
 * in one transaction. The old row keeps its value, date and source (documents that converted with it
 * keep theirs too) and is only marked superseded; the new one is in force from now on. 409 when the
 * rate was superseded already or its version moved on; 400 when the value is the same.
 */
export async function supersedeExchangeRate(
  db: Db,
  actor: Actor,
  id: string,
  body: SupersedeExchangeRate,
): Promise<ExchangeRateView> {
  assertSidebar(actor, [EXCHANGES]);
  return db.transaction(async (tx) => {
    const old = await repo.findRate(tx, id, true);
    if (!old) throw notFound('Exchange rate');
    if (old.supersededAt) throw conflict('This rate was superseded already: supersede the rate in force');
    if (old.version !== body.version) throw staleVersion('Exchange rate');
    if (compareDecimal(old.rate, body.rate) === 0)
      throw badRequest('rate', 'rate is the same as the rate in force');
    const newId = randomUUID();
    const marked = await repo.markSuperseded(tx, id, body.version, newId);
    if (!marked) throw staleVersion('Exchange rate');
    const view = await insertAudited(tx, actor, {
      id: newId,
      fromCurrency: old.fromCurrency,
      toCurrency: old.toCurrency,
      rate: body.rate,
      date: old.date,
      source: body.source,
      type: old.type,
      supersedesId: old.id,
      reason: body.reason,
    });
    await recordAudit(tx, actor, {
      action: 'supersede',
      entity: 'exchange_rate',
      entityId: old.id,
      before: toView(old),
      after: toView(marked),
    });
    return view;
  });
}

/** Longest range the chart asks for. */
const MAX_SERIES_DAYS = 3660;

/**
 * `GET /accounting/exchange-rates/series`: one pair's rates in force by date (a year to `dateTo` unless
 * told), the stored direction where there is one, else the inverse of the opposite pair.
 */
export async function rateSeries(db: Db, actor: Actor, query: RateSeriesQuery): Promise<RateSeries> {
  assertSidebar(actor, [EXCHANGES]);
  if (query.from === query.to) throw badRequest('to', 'to must differ from from');
  const dateTo = query.dateTo ?? toDateKey(new Date());
  const dateFrom = query.dateFrom ?? toDateKey(new Date(Date.parse(dateTo) - 365 * 86_400_000));
  const days = (Date.parse(dateTo) - Date.parse(dateFrom)) / 86_400_000;
  if (days < 0) throw badRequest('dateFrom', 'dateFrom must not be after dateTo');
  if (days > MAX_SERIES_DAYS) throw badRequest('dateFrom', 'the range must be at most 10 years');
  const rows = await repo.pairRates(db, { ...query, dateFrom, dateTo });
  const byDate = new Map<string, { date: string; rate: string; inverted: boolean }>();
  for (const row of rows) {
    const direct = row.fromCurrency === query.from;
    if (!direct && byDate.get(row.date)?.inverted === false) continue;
    byDate.set(row.date, {
      date: row.date,
      rate: direct ? row.rate : divDecimal('1', row.rate, RATE_SCALE),
      inverted: !direct,
    });
  }
  return { from: query.from, to: query.to, type: query.type, points: [...byDate.values()] };
}
