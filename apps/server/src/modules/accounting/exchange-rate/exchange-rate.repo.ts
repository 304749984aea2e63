import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
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
}

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
        sql`${exchangeRates.date} = (
          select max(r2.date) from exchange_rates r2
          where r2.from_currency = ${exchangeRates.fromCurrency} and r2.to_currency = ${exchangeRates.toCurrency}
            and r2.date <= ${onDate}
        )`,
      ),
    );
}
