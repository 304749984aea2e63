import { convert, pickRate, type ExchangeRate } from '../money/exchange';

/** An expense's amount in the company's base currency, with the rate snapshot it was converted with. */
export interface ExpenseConversion {
  /** The amount in the base currency, rounded to the base currency's minor unit. */
  baseAmount: string;
  /** One unit of the expense currency in the base currency (1 when they are the same). */
  rate: string;
  /** The date of the rate used (the latest on or before the expense date); null for the same currency. */
  rateDate: string | null;
  /** Where the rate came from; null for the same currency. */
  rateSource: string | null;
}

/**
 * Converts an expense amount into the base currency at the rate of the expense date (ARCHITECTURE
 * rule 5): the latest rate on or before `expenseDate`, direct or inverted (`pickRate`). The same
 * currency keeps the amount as entered, with rate 1 and no rate date. Throws `ExchangeRateError` naming the pair
 * and the date when no rate applies.
 */
export function convertExpense(
  amount: string,
  currency: string,
  baseCurrency: string,
  expenseDate: string,
  rates: readonly ExchangeRate[],
): ExpenseConversion {
  const picked = pickRate(rates, currency, baseCurrency, expenseDate);
  if (picked.type === 'identity') return { baseAmount: amount, rate: '1', rateDate: null, rateSource: null };
  return {
    baseAmount: convert({ amount, currency }, picked).amount,
    rate: picked.rate,
    rateDate: picked.date,
    rateSource: picked.source,
  };
}
