import {
  EXCHANGE_RATE_SORT_FIELDS,
  toDateKey,
  type CreateExchangeRate,
  type ExchangeRate,
  type ExchangeRateListQuery,
  type ExchangeRateType,
  type ExchangeRateView,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { conflict } from '../../../lib/http-error';
import { sortOf } from '../../../lib/list-query';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './exchange-rate.repo';

/** The sidebar permission of the exchange-rate routes (administrators hold every permission). */
export const EXCHANGES = 'accounting.exchange' as const;

type RateRow = Awaited<ReturnType<typeof repo.insertRate>>;

function toView(row: RateRow): ExchangeRateView {
  return {
    id: row.id,
    from: row.fromCurrency,
    to: row.toCurrency,
    rate: row.rate,
    date: row.date,
    source: row.source,
    type: row.type as ExchangeRateType,
    createdAt: row.createdAt.toISOString(),
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
      ...(query.q && /^[A-Za-z]{3}$/.test(query.q) ? { currency: query.q.toUpperCase() } : {}),
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
      const row = await repo.insertRate(tx, {
        fromCurrency: body.from,
        toCurrency: body.to,
        rate: body.rate,
        date: body.date,
        source: body.source,
        type: body.type,
      });
      const view = toView(row);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'exchange_rate',
        entityId: row.id,
        after: view,
      });
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'exchange_rates_pair_date_type_key'))
      throw conflict(`A ${body.type} ${body.from}→${body.to} rate of ${body.date} already exists`);
    throw error;
  }
}
