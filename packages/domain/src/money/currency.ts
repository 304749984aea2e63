import type { DecimalString, RoundingMode } from './decimal';
import { addDecimal, formatDecimal, isDecimalString, roundDecimal } from './decimal';

/** An amount with its currency (ARCHITECTURE rule 5: every amount has its currency). */
export interface Money {
  /** Decimal string, e.g. `"1234.50"`. */
  amount: DecimalString;
  /** ISO 4217 code, e.g. `"USD"`. */
  currency: string;
}

/**
 * ISO 4217 minor-unit exponents: the number of decimals an amount of the currency is rounded to.
 * Currencies not listed here use {@link DEFAULT_CURRENCY_EXPONENT}.
 */
// prettier-ignore
export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = {
  // Two decimals: the common case, listed so that the table documents what Keel has checked.
  USD: 2, EUR: 2, GBP: 2, CHF: 2, NOK: 2, SEK: 2, DKK: 2, PLN: 2, CZK: 2, HUF: 2, RON: 2,
  BGN: 2, TRY: 2, RUB: 2, UAH: 2, SGD: 2, HKD: 2, CNY: 2, INR: 2, IDR: 2, MYR: 2, PHP: 2,
  THB: 2, TWD: 2, PKR: 2, LKR: 2, BDT: 2, AUD: 2, NZD: 2, CAD: 2, MXN: 2, BRL: 2, ARS: 2,
  COP: 2, PEN: 2, ZAR: 2, EGP: 2, NGN: 2, KES: 2, MAD: 2, AED: 2, SAR: 2, QAR: 2, ILS: 2,
  // No decimals.
  JPY: 0, KRW: 0, VND: 0, ISK: 0, CLP: 0, PYG: 0, UGX: 0, XOF: 0, XAF: 0, XPF: 0, KMF: 0,
  GNF: 0, RWF: 0, DJF: 0, VUV: 0, BIF: 0,
  // Three decimals.
  KWD: 3, BHD: 3, OMR: 3, JOD: 3, IQD: 3, LYD: 3, TND: 3,
};

/** Exponent of a currency missing from {@link CURRENCY_EXPONENTS} (most of ISO 4217 uses two). */
export const DEFAULT_CURRENCY_EXPONENT = 2;

/** Rounding of money unless a caller asks otherwise: half away from zero, as invoices round. */
export const DEFAULT_MONEY_ROUNDING: RoundingMode = 'half-up';

/** True when the code is three capital letters (the shape of ISO 4217). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code);
}

/** True when {@link CURRENCY_EXPONENTS} lists the currency. */
export function isKnownCurrency(code: string): boolean {
  return Object.hasOwn(CURRENCY_EXPONENTS, code);
}

/** Exponents of the codes already checked: every rounding of money asks for one. */
const checkedExponents = new Map<string, number>();

/** The minor-unit exponent of a currency (JPY 0, USD 2, KWD 3); throws on a malformed code. */
export function currencyExponent(currency: string): number {
  const known = checkedExponents.get(currency);
  if (known !== undefined) return known;
  if (!isCurrencyCode(currency))
    throw new Error(`"${currency}" is not a three-letter ISO 4217 currency code`);
  const exponent = CURRENCY_EXPONENTS[currency] ?? DEFAULT_CURRENCY_EXPONENT;
  checkedExponents.set(currency, exponent); // at most 26^3 well-formed codes
  return exponent;
}

/** Rounds an amount to the currency's minor unit, e.g. `roundMoney("10.005", "USD")` is `"10.01"`. */
export function roundMoney(
  amount: DecimalString,
  currency: string,
  mode: RoundingMode = DEFAULT_MONEY_ROUNDING,
): DecimalString {
  return roundDecimal(amount, currencyExponent(currency), mode);
}

/** `USD 12,345.60`, `JPY 1,200`: an amount for people (e-mails, notifications, PDFs), at the currency's minor unit. */
export function formatMoney(amount: DecimalString, currency: string): string {
  return `${currency} ${formatDecimal(amount, currencyExponent(currency), { groupSeparator: ',' })}`;
}

/** Builds a {@link Money}, checking the amount and the code, and rounding to the currency's minor unit. */
export function money(amount: DecimalString, currency: string): Money {
  if (!isDecimalString(amount)) throw new Error(`"${amount}" is not a decimal amount`);
  return { amount: roundMoney(amount, currency), currency };
}

/** Zero in the currency, at its minor unit (`"0.00"` for USD, `"0"` for JPY). */
export function zeroMoney(currency: string): Money {
  return { amount: roundMoney('0', currency), currency };
}

/** Thrown when amounts of different currencies are combined without a conversion. */
export class CurrencyMismatchError extends Error {
  /** Creates the error naming both currencies. */
  constructor(expected: string, actual: string) {
    super(`Cannot combine ${actual} with ${expected}: convert it first`);
    this.name = 'CurrencyMismatchError';
  }
}

/** `a + b` of the same currency, exact; throws {@link CurrencyMismatchError} otherwise. */
export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  return { amount: addDecimal(a.amount, b.amount), currency: a.currency };
}

/** The exact sum of amounts of one currency (zero of `currency` for an empty list). */
export function sumMoney(items: readonly Money[], currency: string): Money {
  return items.reduce<Money>((total, item) => addMoney(total, item), zeroMoney(currency));
}
