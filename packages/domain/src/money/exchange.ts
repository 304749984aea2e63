import type { Money } from './currency';
import { currencyExponent, DEFAULT_MONEY_ROUNDING } from './currency';
import type { DecimalString, RoundingMode } from './decimal';
import { divDecimal, isPositiveDecimal, mulDecimal, normalizeDecimal, roundDecimal } from './decimal';

/** Kinds of exchange rate a company keeps; a rate is unique per date, pair and type. */
export const EXCHANGE_RATE_TYPES = ['daily', 'monthly', 'budget', 'manual'] as const;
/** A kind of exchange rate. */
export type ExchangeRateType = (typeof EXCHANGE_RATE_TYPES)[number];

/** A dated exchange rate: one unit of `from` is worth `rate` units of `to` on `date`. */
export interface ExchangeRate {
  from: string;
  to: string;
  /** Decimal string greater than zero. */
  rate: DecimalString;
  /** Calendar date `YYYY-MM-DD` the rate applies from. */
  date: string;
  /** Where the rate came from, e.g. `"ECB"` or `"manual"`. */
  source: string;
  type: ExchangeRateType;
}

/** The rate chosen for a conversion, with how it was obtained. */
export interface PickedRate {
  from: string;
  to: string;
  /** The rate to multiply `from` amounts by (for an inverse, 1 ÷ the stored rate to {@link RATE_SCALE}). */
  rate: DecimalString;
  /** The rate as stored: the same as `rate` unless `inverted`. */
  storedRate: DecimalString;
  /** True when the stored rate is of the opposite pair (`to` → `from`) and was inverted. */
  inverted: boolean;
  date: string;
  source: string;
  type: ExchangeRateType | 'identity';
  /** Set on a cross rate: the currency both legs go through (e.g. the company's base currency). */
  via?: string;
  /** Set on a cross rate: the two rates it was made of (`from → via`, `via → to`). */
  legs?: [PickedRate, PickedRate];
}

/** A converted amount keeping the rate, its date and source (ARCHITECTURE rule 5). */
export interface ConvertedMoney extends Money {
  /** The amount before conversion. */
  original: Money;
  rate: DecimalString;
  rateDate: string;
  rateSource: string;
  rateType: PickedRate['type'];
  inverted: boolean;
}

/** Decimals kept of an inverted rate. */
export const RATE_SCALE = 10;

/** Thrown when no rate applies or a rate does not fit the amount; the message says what is missing. */
export class ExchangeRateError extends Error {
  /** Creates the error. */
  constructor(message: string) {
    super(message);
    this.name = 'ExchangeRateError';
  }
}

const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:$|T)/;

/** The calendar date `YYYY-MM-DD` of a date or ISO 8601 timestamp string. */
export function toDateKey(value: string | Date): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const match = DATE_PREFIX.exec(value);
  if (!match?.[1]) throw new ExchangeRateError(`"${value}" is not a date (YYYY-MM-DD)`);
  return match[1];
}

/** Options of {@link pickRate}. */
export interface PickRateOptions {
  /** Only rates of this type count; without it every type counts. */
  type?: ExchangeRateType;
  /**
   * A currency to cross through when the pair has no rate either way (usually the base currency, against
   * which reference rates are published): `from → via` × `via → to`, each leg picked by the same rules.
   */
  via?: string;
}

function latest(rates: readonly ExchangeRate[], from: string, to: string, day: string): ExchangeRate[] {
  let best: ExchangeRate[] = [];
  for (const rate of rates) {
    if (rate.from !== from || rate.to !== to || toDateKey(rate.date) > day) continue;
    const bestDate = best[0] ? toDateKey(best[0].date) : '';
    const date = toDateKey(rate.date);
    if (date > bestDate) best = [rate];
    else if (date === bestDate) best.push(rate);
  }
  return best;
}

function single(candidates: ExchangeRate[], from: string, to: string): ExchangeRate | undefined {
  const [first, ...others] = candidates;
  if (first && others.length > 0) {
    const types = candidates.map((r) => r.type).join(', ');
    throw new ExchangeRateError(
      `Several ${from}→${to} exchange rates on ${toDateKey(first.date)} (${types}): choose a rate type`,
    );
  }
  return first;
}

/**
 * Picks the rate of a document's date: the latest `from → to` rate on or before `date`, else the latest
 * `to → from` rate on or before `date`, inverted (`inverted: true`). A direct rate wins over an inverse
 * of the same or an earlier date; a newer inverse wins over an older direct one. The same currency on
 * both sides gives the identity rate. Throws {@link ExchangeRateError} naming the pair and the date when
 * no rate applies.
 */
export function pickRate(
  rates: readonly ExchangeRate[],
  from: string,
  to: string,
  date: string | Date,
  options: PickRateOptions = {},
): PickedRate {
  const day = toDateKey(date);
  if (from === to)
    return {
      from,
      to,
      rate: '1',
      storedRate: '1',
      inverted: false,
      date: day,
      source: 'identity',
      type: 'identity',
    };
  const usable = options.type ? rates.filter((r) => r.type === options.type) : rates;
  const direct = single(latest(usable, from, to, day), from, to);
  const inverse = single(latest(usable, to, from, day), to, from);
  const typeNote = options.type ? ` ${options.type}` : '';
  if (!direct && !inverse) {
    const via = options.via;
    if (via && via !== from && via !== to) return crossRate(usable, from, to, via, day, typeNote);
    throw new ExchangeRateError(
      `No${typeNote} exchange rate ${from}→${to} (nor ${to}→${from}) on or before ${day}`,
    );
  }
  const useInverse = inverse !== undefined && (!direct || toDateKey(inverse.date) > toDateKey(direct.date));
  const chosen = useInverse ? inverse : direct;
  if (!chosen) throw new ExchangeRateError(`No exchange rate ${from}→${to} on or before ${day}`);
  if (!isPositiveDecimal(chosen.rate))
    throw new ExchangeRateError(
      `The ${chosen.from}→${chosen.to} rate of ${toDateKey(chosen.date)} is ${chosen.rate}; a rate must be greater than 0`,
    );
  return {
    from,
    to,
    rate: useInverse ? divDecimal('1', chosen.rate, RATE_SCALE) : chosen.rate,
    storedRate: chosen.rate,
    inverted: useInverse,
    date: toDateKey(chosen.date),
    source: chosen.source,
    type: chosen.type,
  };
}

/**
 * `from → via → to` when the pair itself has no rate: the product of the two legs' rates, each leg's
 * stored rate multiplied or divided once (no rounded inverse enters the product), to {@link RATE_SCALE}.
 * The cross rate is dated by its older leg and names both legs in its source.
 */
function crossRate(
  rates: readonly ExchangeRate[],
  from: string,
  to: string,
  via: string,
  day: string,
  typeNote: string,
): PickedRate {
  let first: PickedRate;
  let second: PickedRate;
  try {
    first = pickRate(rates, from, via, day);
    second = pickRate(rates, via, to, day);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ExchangeRateError(
      `No${typeNote} exchange rate ${from}→${to} (nor ${to}→${from}) on or before ${day}, nor a cross rate through ${via}: ${why}`,
    );
  }
  let numerator = '1';
  let denominator = '1';
  for (const leg of [first, second]) {
    if (leg.inverted) denominator = mulDecimal(denominator, leg.storedRate);
    else numerator = mulDecimal(numerator, leg.storedRate);
  }
  const rate = normalizeDecimal(divDecimal(numerator, denominator, RATE_SCALE));
  if (!isPositiveDecimal(rate))
    throw new ExchangeRateError(
      `The ${from}→${to} cross rate through ${via} on ${day} rounds to 0 at ${RATE_SCALE} decimals`,
    );
  return {
    from,
    to,
    rate,
    storedRate: rate,
    inverted: false,
    date: first.date < second.date ? first.date : second.date,
    source: `${first.source} ${from}→${via} × ${second.source} ${via}→${to}`,
    type: first.type === second.type ? first.type : 'manual',
    via,
    legs: [first, second],
  };
}

/**
 * Converts a bare amount with a picked rate to `scale` decimals. An inverted rate divides by the stored
 * rate (exact up to the final rounding) instead of multiplying by the rounded inverse.
 */
export function convertAmount(
  amount: DecimalString,
  rate: PickedRate,
  scale: number,
  mode: RoundingMode = DEFAULT_MONEY_ROUNDING,
): DecimalString {
  return rate.inverted
    ? divDecimal(amount, rate.storedRate, scale, mode)
    : roundDecimal(mulDecimal(amount, rate.rate), scale, mode);
}

/**
 * Converts money with a picked rate, rounded to the target currency's minor unit, keeping the rate,
 * its date, source and whether it was inverted. Throws when the money is not in the rate's `from`
 * currency.
 */
export function convert(
  value: Money,
  rate: PickedRate,
  mode: RoundingMode = DEFAULT_MONEY_ROUNDING,
): ConvertedMoney {
  if (value.currency !== rate.from)
    throw new ExchangeRateError(`Cannot convert ${value.currency} with a ${rate.from}→${rate.to} rate`);
  return {
    amount: convertAmount(value.amount, rate, currencyExponent(rate.to), mode),
    currency: rate.to,
    original: { amount: value.amount, currency: value.currency },
    rate: rate.rate,
    rateDate: rate.date,
    rateSource: rate.source,
    rateType: rate.type,
    inverted: rate.inverted,
  };
}
