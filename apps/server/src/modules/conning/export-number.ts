/**
 * The text of an export cell: a number rounded to 10 significant digits, written as JavaScript writes
 * that rounded number (`String(Number(v.toPrecision(10)))`, what `exportCells` of @keel/domain gives),
 * straight into the output's bytes. At ten seconds a 30-day export has 10.4 million cells; the plain
 * expression cost ~400 ns a cell on this machine, this ~50 (docs/conning-exports.md "Speed").
 */

/** 10^0 … 10^22: every one exact as a double. */
const POW10 = Array.from({ length: 23 }, (_, k) => Number(`1e${k}`));
/** How close to a tie (…5 at the 11th digit) the scaled value may come before the exact path is taken. */
const TIE_MARGIN = 1e-5;
/** Room a cell's text may need in the output (the longest `String()` of a double is 24 characters). */
export const CELL_TEXT_MAX = 25;

/** The exact (and slow) form, for values outside the fast path's range and near ties. */
const exact = (v: number) => String(Number(v.toPrecision(10)));

/** Writes an ASCII string at `pos`; returns the position after it. */
export function writeAscii(out: Uint8Array, pos: number, text: string): number {
  for (let i = 0; i < text.length; i++) out[pos++] = text.charCodeAt(i);
  return pos;
}

/** Copies a few bytes (markup) at `pos`; returns the position after them. */
export function writeBytes(out: Uint8Array, pos: number, bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) out[pos++] = bytes[i]!;
  return pos;
}

/** Writes a non-negative integer below 2^53 in decimal at `pos`; returns the position after it. */
export function writeInteger(out: Uint8Array, pos: number, n: number): number {
  let digits = 1;
  while (digits < 16 && n >= POW10[digits]!) digits++;
  const end = pos + digits;
  for (let p = end - 1; p >= pos; p--) {
    const q = Math.floor(n / 10);
    out[p] = 48 + n - q * 10;
    n = q;
  }
  return end;
}

/**
 * Writes `v` rounded to 10 significant digits at `pos` (ASCII, {@link CELL_TEXT_MAX} bytes of room
 * needed) and returns the position after it; NaN and ±Infinity write nothing (an empty cell). The text
 * is `String(Number(v.toPrecision(10)))` for every finite number (export-number.test.ts).
 */
export function writeCellText(out: Uint8Array, pos: number, v: number): number {
  if (v === 0) {
    out[pos] = 48;
    return pos + 1;
  }
  if (v - v !== 0) return pos;
  const a = v < 0 ? -v : v;
  // Plain notation only (String() switches to exponents below 1e-6 and at 1e21); large values are rare.
  if (a < 1e-6 || a >= 1e9) return writeAscii(out, pos, exact(v));
  let e = Math.floor(Math.log10(a));
  let r = a * POW10[9 - e]!;
  // log10 may be one off next to a power of ten: bring r into [1e9, 1e10).
  if (r >= 1e10) r = a * POW10[9 - ++e]!;
  else if (r < 1e9) r = a * POW10[9 - --e]!;
  if (e < -6) return writeAscii(out, pos, exact(v));
  const floor = Math.floor(r);
  const fraction = r - floor;
  // r carries one rounding of its own (≤ 2e-6 below 1e10): near a tie only the exact decimal decides.
  if (fraction > 0.5 - TIE_MARGIN && fraction < 0.5 + TIE_MARGIN) return writeAscii(out, pos, exact(v));
  let m = fraction > 0.5 ? floor + 1 : floor;
  if (m === 1e10) {
    m = 1e9;
    e += 1;
    if (e > 8) return writeAscii(out, pos, exact(v));
  }
  if (v < 0) out[pos++] = 45; // '-'
  // m has 10 digits and the value is m · 10^(e − 9): "123.4567891", or "0.000123456789" (e < 0: the
  // zeros come from m run out). Written right to left from two int32 halves, then the fraction's
  // trailing zeros (and a bare point) are cut.
  const decimals = 9 - e;
  const whole = e >= 0 ? e + 1 : 1;
  const end = pos + whole + 1 + decimals;
  const high = Math.floor(m / 100_000);
  let x = (m - high * 100_000) | 0;
  let p = end;
  for (let k = 0, n = whole + decimals; k < n; k++) {
    if (k === 5) x = high | 0;
    if (k === decimals) out[--p] = 46; // '.'
    const q = (x / 10) | 0;
    out[--p] = 48 + x - q * 10;
    x = q;
  }
  let last = end;
  while (out[last - 1] === 48) last--;
  if (out[last - 1] === 46) last--;
  return last;
}

const scratch = Buffer.alloc(CELL_TEXT_MAX);

/** {@link writeCellText} as a string (`''` for NaN and ±Infinity). */
export function cellText(v: number): string {
  return scratch.toString('latin1', 0, writeCellText(scratch, 0, v));
}
