/**
 * Exact decimal arithmetic on decimal strings (ARCHITECTURE rule 5: money is never a JS `number`).
 *
 * A decimal string is an optional minus sign, digits, and optionally a point followed by digits:
 * `"1234.5678"`, `"-3"`, `"0.10"`. Internally a value is a BigInt scaled by a power of ten, so sums and
 * products are exact; only {@link divDecimal} and {@link roundDecimal} round, and always to a scale and
 * rounding mode the caller names. Results keep their scale (`addDecimal("1.10", "2")` is `"3.10"`);
 * use {@link normalizeDecimal} for the shortest form. Sums, differences, comparisons and roundings of
 * values up to 15 digits take an exact fast path on safe integers (`decimal-small.ts`).
 */
import { addSmall, compareSmall, parseSmall, roundSmall } from './decimal-small';

/** A decimal string as the API and the database carry it, e.g. `"1234.5678"` or `"-3"`. */
export type DecimalString = string;

/**
 * How a value exactly half-way between two candidates rounds. `half-even` (banker's rounding) goes to
 * the even neighbour; `half-up` goes away from zero (commercial rounding).
 */
export type RoundingMode = 'half-even' | 'half-up';

/** Thrown when a string is not a decimal, a scale is invalid, or a division is by zero. */
export class DecimalError extends Error {
  /** Creates the error with a message that names the offending value. */
  constructor(message: string) {
    super(message);
    this.name = 'DecimalError';
  }
}

/** The shape of a decimal string: optional minus, digits, optional fraction. */
export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/** The largest scale a division or rounding may ask for. */
export const MAX_DECIMAL_SCALE = 40;

/** A parsed decimal: `units / 10^scale`. */
export interface ScaledDecimal {
  /** The value multiplied by 10^scale. */
  units: bigint;
  /** Number of digits after the decimal point. */
  scale: number;
}

const TEN = 10n;

/** 10^0 … 10^(2 × MAX_DECIMAL_SCALE + 8), computed once: every rescale and division needs one. */
const POWERS_OF_TEN: bigint[] = [1n];
for (let i = 1; i <= 2 * MAX_DECIMAL_SCALE + 8; i += 1) POWERS_OF_TEN.push(POWERS_OF_TEN[i - 1]! * TEN);

function pow10(exponent: number): bigint {
  return POWERS_OF_TEN[exponent] ?? TEN ** BigInt(exponent);
}

function checkScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_DECIMAL_SCALE)
    throw new DecimalError(`Scale must be a whole number from 0 to ${MAX_DECIMAL_SCALE}, got ${scale}`);
}

/** True when `value` is a decimal string such as `"1234.5678"` or `"-3"`. */
export function isDecimalString(value: unknown): value is DecimalString {
  return typeof value === 'string' && DECIMAL_PATTERN.test(value);
}

/** Parses a decimal string into units and scale; throws {@link DecimalError} naming the bad input. */
export function parseDecimal(value: DecimalString): ScaledDecimal {
  if (!isDecimalString(value)) throw new DecimalError(`"${String(value)}" is not a decimal number`);
  const negative = value.startsWith('-');
  const digits = negative ? value.slice(1) : value;
  const point = digits.indexOf('.');
  const whole = point === -1 ? digits : digits.slice(0, point);
  const fraction = point === -1 ? '' : digits.slice(point + 1);
  const units = BigInt(whole + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

/** Formats units and scale back to a decimal string with exactly `scale` fraction digits. */
export function formatScaled({ units, scale }: ScaledDecimal): DecimalString {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? '.' + digits.slice(digits.length - scale) : '';
  return (negative ? '-' : '') + whole + fraction;
}

function rescale(value: ScaledDecimal, scale: number): bigint {
  return scale === value.scale ? value.units : value.units * pow10(scale - value.scale);
}

/** Divides two BigInts, rounding the quotient with `mode`. */
function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  const absDenominator = denominator < 0n ? -denominator : denominator;
  const direction = numerator < 0n !== denominator < 0n ? -1n : 1n;
  if (twiceRemainder > absDenominator) return quotient + direction;
  if (twiceRemainder < absDenominator) return quotient;
  if (mode === 'half-up') return quotient + direction;
  return quotient % 2n === 0n ? quotient : quotient + direction;
}

/** `a + b`, exact; the result has the larger of the two scales. */
export function addDecimal(a: DecimalString, b: DecimalString): DecimalString {
  const small = addSmall(a, b, 1);
  if (small !== undefined) return small;
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  return formatScaled({ units: rescale(x, scale) + rescale(y, scale), scale });
}

/** `a − b`, exact; the result has the larger of the two scales. */
export function subDecimal(a: DecimalString, b: DecimalString): DecimalString {
  const small = addSmall(a, b, -1);
  if (small !== undefined) return small;
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  return formatScaled({ units: rescale(x, scale) - rescale(y, scale), scale });
}

/** `a × b`, exact; the result's scale is the sum of the two scales. */
export function mulDecimal(a: DecimalString, b: DecimalString): DecimalString {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  return formatScaled({ units: x.units * y.units, scale: x.scale + y.scale });
}

/**
 * `a ÷ b` rounded to `scale` fraction digits with `mode` (default half-even). Throws
 * {@link DecimalError} when `b` is zero.
 */
export function divDecimal(
  a: DecimalString,
  b: DecimalString,
  scale: number,
  mode: RoundingMode = 'half-even',
): DecimalString {
  checkScale(scale);
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (y.units === 0n) throw new DecimalError(`Cannot divide ${a} by zero`);
  // a/b = (x.units / 10^x.scale) / (y.units / 10^y.scale); result units = a/b × 10^scale.
  const numerator = x.units * pow10(y.scale + scale);
  const denominator = y.units * pow10(x.scale);
  return formatScaled({ units: divideRounded(numerator, denominator, mode), scale });
}

/** Moves the decimal point: `movePointDecimal("12.5", -2)` is `"0.125"`, exact. */
export function movePointDecimal(value: DecimalString, places: number): DecimalString {
  if (!Number.isInteger(places)) throw new DecimalError(`Places must be a whole number, got ${places}`);
  const x = parseDecimal(value);
  if (places >= 0) {
    const units = x.units * pow10(Math.max(0, places - x.scale));
    return formatScaled({ units, scale: Math.max(0, x.scale - places) });
  }
  return formatScaled({ units: x.units, scale: x.scale - places });
}

/**
 * Rounds to exactly `scale` fraction digits with `mode` (default half-even), padding with zeros when
 * the value has fewer digits — the behaviour of PostgreSQL's `round(numeric, scale)`.
 */
export function roundDecimal(
  value: DecimalString,
  scale: number,
  mode: RoundingMode = 'half-even',
): DecimalString {
  checkScale(scale);
  const small = roundSmall(value, scale, mode === 'half-up');
  if (small !== undefined) return small;
  const x = parseDecimal(value);
  if (x.scale <= scale) return formatScaled({ units: rescale(x, scale), scale });
  return formatScaled({ units: divideRounded(x.units, pow10(x.scale - scale), mode), scale });
}

/** Options of {@link formatDecimal}. */
export interface FormatDecimalOptions {
  /** Rounding when the value has more digits than the scale; default half-even. */
  mode?: RoundingMode;
  /** Thousands separator of the whole part; none by default. */
  groupSeparator?: string;
  /** Decimal separator; `.` by default. */
  decimalSeparator?: string;
}

/**
 * Formats to a fixed number of fraction digits for display, e.g. `formatDecimal("1234.5", 2,
 * { groupSeparator: "," })` is `"1,234.50"`.
 */
export function formatDecimal(
  value: DecimalString,
  scale: number,
  options: FormatDecimalOptions = {},
): string {
  const fixed = roundDecimal(value, scale, options.mode);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = options.groupSeparator
    ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, options.groupSeparator)
    : whole;
  const tail = fraction === undefined ? '' : (options.decimalSeparator ?? '.') + fraction;
  return (negative ? '-' : '') + grouped + tail;
}

/** The shortest form: no trailing fraction zeros, no leading zeros, and `"0"` instead of `"-0"`. */
export function normalizeDecimal(value: DecimalString): DecimalString {
  let { units, scale } = parseDecimal(value);
  while (scale > 0 && units % TEN === 0n) {
    units /= TEN;
    scale -= 1;
  }
  return formatScaled({ units, scale });
}

/** −1, 0 or 1 as `a` is less than, equal to or greater than `b` (so `"1.50"` equals `"1.5"`). */
export function compareDecimal(a: DecimalString, b: DecimalString): -1 | 0 | 1 {
  const small = compareSmall(a, b);
  if (small !== undefined) return small;
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const left = rescale(x, scale);
  const right = rescale(y, scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** True when the value is zero (`"0"`, `"-0.00"`). */
export function isZeroDecimal(value: DecimalString): boolean {
  const small = parseSmall(value);
  if (small) return small.units === 0;
  return parseDecimal(value).units === 0n;
}

/** True when the value is greater than zero. */
export function isPositiveDecimal(value: DecimalString): boolean {
  const small = parseSmall(value);
  if (small) return small.units > 0;
  return parseDecimal(value).units > 0n;
}

/** True when the value is less than zero. */
export function isNegativeDecimal(value: DecimalString): boolean {
  return parseDecimal(value).units < 0n;
}

/** `−value`, keeping the scale. */
export function negateDecimal(value: DecimalString): DecimalString {
  const x = parseDecimal(value);
  return formatScaled({ units: -x.units, scale: x.scale });
}

/** `|value|`, keeping the scale. */
export function absDecimal(value: DecimalString): DecimalString {
  const x = parseDecimal(value);
  return formatScaled({ units: x.units < 0n ? -x.units : x.units, scale: x.scale });
}

/** The smaller of two values (the first when equal). */
export function minDecimal(a: DecimalString, b: DecimalString): DecimalString {
  return compareDecimal(b, a) < 0 ? b : a;
}

/** The larger of two values (the first when equal). */
export function maxDecimal(a: DecimalString, b: DecimalString): DecimalString {
  return compareDecimal(b, a) > 0 ? b : a;
}

/** The exact sum of a list (`"0"` for an empty list); the result has the largest scale of the list. */
export function sumDecimals(values: readonly DecimalString[]): DecimalString {
  return values.reduce<DecimalString>((total, value) => addDecimal(total, value), '0');
}
