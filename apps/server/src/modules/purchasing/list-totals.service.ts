import {
  ExchangeRateError,
  addDecimal,
  mulDecimal,
  normalizeDecimal,
  pickRate,
  roundMoney,
  toDateKey,
  type ListTotals,
} from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import { ratesBetween } from '../accounting/exchange-rate/exchange-rate.service';
import { companySettings } from '../config/approval-tiers.service';

/** A sum of a list's amounts in one currency, and how many records it holds. */
export interface CurrencySum {
  currency: string;
  total: string;
  n: number;
}

/**
 * One total in the company's base currency from sums per currency: each other currency converted with
 * today's rate (Accounting's exchange rates, direct or inverted, `pickRate`); a currency with no rate is
 * left out of the total and listed in `unconverted`. Decimal strings throughout, rounded to the currency.
 */
export async function totalInBaseCurrency(db: DbOrTx, sums: readonly CurrencySum[]): Promise<ListTotals> {
  const { baseCurrency } = await companySettings(db);
  const others = sums.filter((s) => s.currency !== baseCurrency);
  const today = toDateKey(new Date());
  const rates =
    others.length > 0 ? await ratesBetween(db, [baseCurrency, ...others.map((s) => s.currency)], today) : [];
  let total = '0';
  let count = 0;
  const unconverted: ListTotals['unconverted'] = [];
  for (const sum of sums) {
    if (sum.currency === baseCurrency) {
      total = addDecimal(total, sum.total);
      count += sum.n;
      continue;
    }
    try {
      const rate = pickRate(rates, sum.currency, baseCurrency, today);
      total = addDecimal(total, mulDecimal(sum.total, rate.rate));
      count += sum.n;
    } catch (error) {
      if (!(error instanceof ExchangeRateError)) throw error;
      unconverted.push({ currency: sum.currency, total: roundMoney(sum.total, sum.currency), count: sum.n });
    }
  }
  return {
    currency: baseCurrency,
    total: roundMoney(normalizeDecimal(total), baseCurrency),
    count,
    unconverted,
  };
}
