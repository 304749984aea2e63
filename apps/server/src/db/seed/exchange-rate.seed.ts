import { sql } from 'drizzle-orm';
import { divDecimal, roundDecimal } from '@keel/domain';
import type { Tx } from '../client';
import { exchangeRates } from '../../modules/accounting/exchange-rate/exchange-rate.table';

/** How far back the demo rates go (comparisons, PO snapshots and bills of the last year find a rate). */
export const DEMO_RATE_DAYS = 400;
/** The source written on the demo rates. */
export const DEMO_RATE_SOURCE = 'ECB reference (demo)';

/** Euro reference rates around late 2025 (1 EUR = x), the start of each random walk. */
const EUR_BASE: Record<string, number> = { USD: 1.085, GBP: 0.846, NOK: 11.62, SGD: 1.452, JPY: 161.4 };
/** Daily volatility of each rate (standard deviation of the daily relative move). */
const VOLATILITY: Record<string, number> = { USD: 0.0045, GBP: 0.003, NOK: 0.0055, SGD: 0.003, JPY: 0.006 };
const CURRENCIES = ['EUR', 'USD', 'GBP', 'NOK', 'SGD', 'JPY', 'AED'] as const;
/** The UAE dirham is pegged to the US dollar (Central Bank of the UAE: 3.6725 AED per USD). */
const AED_PER_USD = 3.6725;

/** A small deterministic PRNG (mulberry32) so every seed gives the same demo rates for the same days. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The EUR rates of every business day (Mon–Fri) of the last {@link DEMO_RATE_DAYS} days: a mean-
 * reverting random walk per currency, seeded by the day number, so rates are realistic and the same
 * day always gets the same rate.
 */
export function demoEuroRates(today: Date): { date: string; rates: Record<string, number> }[] {
  const start =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - DEMO_RATE_DAYS * 86_400_000;
  const out: { date: string; rates: Record<string, number> }[] = [];
  const level: Record<string, number> = { ...EUR_BASE };
  const epochDay = Math.floor(start / 86_400_000);
  for (let i = 0; i <= DEMO_RATE_DAYS; i += 1) {
    const date = new Date(start + i * 86_400_000);
    const random = prng(epochDay + i);
    for (const code of Object.keys(EUR_BASE)) {
      const base = EUR_BASE[code]!;
      const shock = (random() + random() + random() - 1.5) * 2 * VOLATILITY[code]!;
      const pull = ((base - level[code]!) / base) * 0.02;
      level[code] = level[code]! * (1 + shock + pull);
    }
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6)
      out.push({ date: dayKey(date), rates: { ...level, AED: level.USD! * AED_PER_USD } });
  }
  return out;
}

/**
 * Daily exchange rates between EUR, USD, GBP, NOK, SGD, JPY and AED for the last 400 days: every pair once
 * (alphabetical direction is not needed: `pickRate` inverts), cross rates derived from the euro rates
 * so they agree with each other. Idempotent: existing pair/date/type rows are kept.
 */
export async function seedExchangeRates(tx: Tx): Promise<void> {
  const rows: (typeof exchangeRates.$inferInsert)[] = [];
  for (const { date, rates } of demoEuroRates(new Date())) {
    const perEuro = (code: string) => (code === 'EUR' ? '1' : rates[code]!.toFixed(6));
    for (let i = 0; i < CURRENCIES.length; i += 1)
      for (let j = i + 1; j < CURRENCIES.length; j += 1) {
        const from = CURRENCIES[i]!;
        const to = CURRENCIES[j]!;
        // 1 from = (to per EUR) / (from per EUR) to
        const rate = roundDecimal(divDecimal(perEuro(to), perEuro(from), 10), 6);
        rows.push({
          fromCurrency: from,
          toCurrency: to,
          rate,
          date,
          source: DEMO_RATE_SOURCE,
          type: 'daily',
        });
      }
  }
  for (let i = 0; i < rows.length; i += 1000)
    await tx
      .insert(exchangeRates)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing({
        target: [
          exchangeRates.fromCurrency,
          exchangeRates.toCurrency,
          exchangeRates.date,
          exchangeRates.type,
        ],
        where: sql`${exchangeRates.supersededAt} IS NULL`,
      });
}
