import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { exchangeRates } from './exchange-rate.table';

/** Filters of the rate list. */
export interface RateFilter {
  from?: string;
  to?: string;
  type?: string;
  dateFrom?: string;
  dateTo?: string;
  /** Matches either currency of the pair. */
  currency?: string;
  /** `2026-03` or `2026-03-02`: the rates of that month or day. */
  datePrefix?: string;
  /** ILIKE pattern on the source. */
  sourcePattern?: string;
  /** `current` (in force), `superseded`, or both when absent. */
  state?: 'current' | 'superseded';
}

/** A stored rate. */
export type RateRow = typeof exchangeRates.$inferSelect;

/** Only the rates in force (not superseded). */
const inForce = isNull(exchangeRates.supersededAt);

const sortColumns = {
  date: exchangeRates.date,
  fromCurrency: exchangeRates.fromCurrency,
  toCurrency: exchangeRates.toCurrency,
  rate: exchangeRates.rate,
  type: exchangeRates.type,
} as const;

function whereOf(f: RateFilter): SQL | undefined {
  return and(
    f.from ? eq(exchangeRates.fromCurrency, f.from) : undefined,
    f.to ? eq(exchangeRates.toCurrency, f.to) : undefined,
    f.type ? eq(exchangeRates.type, f.type) : undefined,
    f.dateFrom ? gte(exchangeRates.date, f.dateFrom) : undefined,
    f.dateTo ? lte(exchangeRates.date, f.dateTo) : undefined,
    f.currency
      ? sql`(${exchangeRates.fromCurrency} = ${f.currency} or ${exchangeRates.toCurrency} = ${f.currency})`
      : undefined,
    f.datePrefix ? sql`${exchangeRates.date}::text LIKE ${`${f.datePrefix}%`}` : undefined,
    f.sourcePattern ? sql`${exchangeRates.source} ILIKE ${f.sourcePattern}` : undefined,
    f.state === 'current'
      ? inForce
      : f.state === 'superseded'
        ? isNotNull(exchangeRates.supersededAt)
        : undefined,
  );
}

/** A page of rates. */
export async function listRates(
  db: DbOrTx,
  filter: RateFilter,
  page: { sort: { field: keyof typeof sortColumns; desc: boolean }; offset: number; limit: number },
) {
  const where = whereOf(filter);
  const column = sortColumns[page.sort.field];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(exchangeRates)
      .where(where)
      .orderBy(
        page.sort.desc ? desc(column) : asc(column),
        asc(exchangeRates.fromCurrency),
        asc(exchangeRates.toCurrency),
      )
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(exchangeRates)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Inserts a rate; returns the row. */
export async function insertRate(db: DbOrTx, values: typeof exchangeRates.$inferInsert) {
  const [row] = await db.insert(exchangeRates).values(values).returning();
  if (!row) throw new Error('the exchange rate was not written');
  return row;
}

/**
 * For each ordered pair of `currencies` (both directions), the rates of the latest date on or before
 * `onDate` (every type of that date): what `pickRate` needs to convert between them.
 */
export async function latestRatesBetween(db: DbOrTx, currencies: string[], onDate: string) {
  if (currencies.length < 2) return [];
  return db
    .select()
    .from(exchangeRates)
    .where(
      and(
        inArray(exchangeRates.fromCurrency, currencies),
        inArray(exchangeRates.toCurrency, currencies),
        inForce,
        sql`${exchangeRates.date} = (
          select max(r2.date) from exchange_rates r2
          where r2.from_currency = ${exchangeRates.fromCurrency} and r2.to_currency = ${exchangeRates.toCurrency}
            and r2.date <= ${onDate} and r2.superseded_at is null
        )`,
      ),
    );
}

/** The rate with this id (`forUpdate` locks it until the transaction ends). */
export async function findRate(db: DbOrTx, id: string, forUpdate = false): Promise<RateRow | undefined> {
  const query = db.select().from(exchangeRates).where(eq(exchangeRates.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Every rate of one pair, date and type (in force and superseded), oldest first. */
export function historyOf(db: DbOrTx, rate: RateRow): Promise<RateRow[]> {
  return db
    .select()
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.fromCurrency, rate.fromCurrency),
        eq(exchangeRates.toCurrency, rate.toCurrency),
        eq(exchangeRates.date, rate.date),
        eq(exchangeRates.type, rate.type),
      ),
    )
    .orderBy(asc(exchangeRates.createdAt));
}

/**
 * Marks a rate superseded by `byId` at `version` (the only change a stored rate ever gets: its value,
 * date and source stay); undefined when the version moved on meanwhile.
 */
export async function markSuperseded(
  db: DbOrTx,
  id: string,
  version: number,
  byId: string,
): Promise<RateRow | undefined> {
  const [row] = await db
    .update(exchangeRates)
    .set({ supersededAt: new Date(), supersededById: byId, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(exchangeRates.id, id), eq(exchangeRates.version, version), inForce))
    .returning();
  return row;
}

/**
 * The rates in force of type `type` on these dates between `base` and any of `currencies`, in either
 * direction (the import's conflict check).
 */
export async function ratesAgainstBaseOn(
  db: DbOrTx,
  query: { base: string; currencies: readonly string[]; type: string; dates: readonly string[] },
): Promise<RateRow[]> {
  if (query.dates.length === 0 || query.currencies.length === 0) return [];
  const currencies = [...query.currencies];
  return db
    .select()
    .from(exchangeRates)
    .where(
      and(
        or(
          and(eq(exchangeRates.fromCurrency, query.base), inArray(exchangeRates.toCurrency, currencies)),
          and(eq(exchangeRates.toCurrency, query.base), inArray(exchangeRates.fromCurrency, currencies)),
        ),
        eq(exchangeRates.type, query.type),
        inArray(exchangeRates.date, [...query.dates]),
        inForce,
      ),
    );
}

/** Inserts many rates in batches of 1,000 (one import). */
export async function insertRates(db: DbOrTx, values: (typeof exchangeRates.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < values.length; i += 1000)
    await db.insert(exchangeRates).values(values.slice(i, i + 1000));
}

/** The rates in force of a pair in both directions over a date range, by date (the chart's series). */
export function pairRates(
  db: DbOrTx,
  query: { from: string; to: string; type: string; dateFrom: string; dateTo: string },
): Promise<RateRow[]> {
  return db
    .select()
    .from(exchangeRates)
    .where(
      and(
        or(
          and(eq(exchangeRates.fromCurrency, query.from), eq(exchangeRates.toCurrency, query.to)),
          and(eq(exchangeRates.fromCurrency, query.to), eq(exchangeRates.toCurrency, query.from)),
        ),
        eq(exchangeRates.type, query.type),
        gte(exchangeRates.date, query.dateFrom),
        lte(exchangeRates.date, query.dateTo),
        inForce,
      ),
    )
    .orderBy(asc(exchangeRates.date));
}
