/**
 * The fast path of the decimal functions: a decimal string of at most 15 digits is parsed into a
 * JavaScript number holding its units (`"12.50"` → 1250 at scale 2). Every such integer, and every sum,
 * difference and rescale of them that stays a safe integer (below 2^53), is exact in a double, so
 * the answers equal those of the BigInt path digit for digit; anything larger, or any result that would
 * leave the safe range, returns `undefined` and the caller takes the BigInt path. Money amounts,
 * quantities and the sums of a ship's year are all far inside the range: the overview and over-budget
 * views do hundreds of these operations per request, and the BigInt path allocates a BigInt per operand
 * and parses every string with a regular expression first.
 */

/** Units and scale of a decimal that fits a safe integer. */
export interface SmallDecimal {
  units: number;
  scale: number;
}

/** At most 15 digits: 999,999,999,999,999 < 2^53, so every such value is a safe integer. */
const MAX_SMALL_DIGITS = 15;
const SMALL_POWERS: number[] = Array.from({ length: 23 }, (_, i) => 10 ** i); // exact up to 10^22

/**
 * Parses `value` when it is a well-formed decimal string of at most 15 digits; `undefined` otherwise
 * (too long, or malformed: the BigInt path then parses it and names the error).
 */
export function parseSmall(value: string): SmallDecimal | undefined {
  const length = value.length;
  if (length === 0 || length > MAX_SMALL_DIGITS + 2) return undefined;
  let i = 0;
  const negative = value.charCodeAt(0) === 45; // '-'
  if (negative) i = 1;
  let units = 0;
  let digits = 0;
  let scale = -1;
  for (; i < length; i += 1) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      units = units * 10 + (c - 48);
      digits += 1;
      if (scale >= 0) scale += 1;
    } else if (c === 46 && scale < 0 && digits > 0 && i < length - 1)
      scale = 0; // '.'
    else return undefined;
  }
  if (digits === 0 || digits > MAX_SMALL_DIGITS) return undefined;
  return { units: negative ? -units : units, scale: scale < 0 ? 0 : scale };
}

/** Units at a larger scale, or `undefined` when they would leave the safe range. */
export function rescaleSmall(value: SmallDecimal, scale: number): number | undefined {
  if (scale === value.scale) return value.units;
  const power = SMALL_POWERS[scale - value.scale];
  if (power === undefined) return undefined;
  const units = value.units * power;
  return Number.isSafeInteger(units) ? units : undefined;
}

/** Formats units and scale with exactly `scale` fraction digits (as the BigInt path's formatScaled). */
export function formatSmall(units: number, scale: number): string {
  const negative = units < 0;
  let digits = String(negative ? -units : units);
  if (digits.length <= scale) digits = '0'.repeat(scale + 1 - digits.length) + digits;
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? '.' + digits.slice(digits.length - scale) : '';
  return (negative ? '-' : '') + whole + fraction;
}

/** Both values as units of their larger scale, or `undefined` when either is not small. */
function alignSmall(a: string, b: string): { left: number; right: number; scale: number } | undefined {
  const x = parseSmall(a);
  const y = x && parseSmall(b);
  if (!x || !y) return undefined;
  const scale = Math.max(x.scale, y.scale);
  const left = rescaleSmall(x, scale);
  const right = rescaleSmall(y, scale);
  return left === undefined || right === undefined ? undefined : { left, right, scale };
}

/** `a + sign × b` at the larger scale, or `undefined` to take the BigInt path. */
export function addSmall(a: string, b: string, sign: 1 | -1): string | undefined {
  const aligned = alignSmall(a, b);
  if (!aligned) return undefined;
  const units = aligned.left + sign * aligned.right;
  return Number.isSafeInteger(units) ? formatSmall(units, aligned.scale) : undefined;
}

/** −1, 0 or 1, or `undefined` to take the BigInt path. */
export function compareSmall(a: string, b: string): -1 | 0 | 1 | undefined {
  const aligned = alignSmall(a, b);
  if (!aligned) return undefined;
  return aligned.left < aligned.right ? -1 : aligned.left > aligned.right ? 1 : 0;
}

/**
 * The units of `value` rounded to `scale` digits (half-even or half-up, away from zero), or `undefined`
 * when they would leave the safe range. The remainder and the quotient of a safe integer by a power of
 * ten are exact in doubles.
 */
export function roundUnitsSmall(x: SmallDecimal, scale: number, halfUp: boolean): number | undefined {
  if (x.scale <= scale) return rescaleSmall(x, scale);
  const divisor = SMALL_POWERS[x.scale - scale]!;
  const remainder = x.units % divisor;
  let quotient = (x.units - remainder) / divisor;
  if (remainder !== 0) {
    const twice = 2 * Math.abs(remainder);
    const direction = x.units < 0 ? -1 : 1;
    if (twice > divisor || (twice === divisor && (halfUp || quotient % 2 !== 0))) quotient += direction;
  }
  return quotient;
}

/** `value` rounded to `scale` digits (see {@link roundUnitsSmall}), or `undefined` to take the BigInt path. */
export function roundSmall(value: string, scale: number, halfUp: boolean): string | undefined {
  const x = parseSmall(value);
  if (!x) return undefined;
  const units = roundUnitsSmall(x, scale, halfUp);
  return units === undefined ? undefined : formatSmall(units, scale);
}
