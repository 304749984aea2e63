import { describe, expect, it } from 'vitest';
import {
  addDecimal,
  compareDecimal,
  isPositiveDecimal,
  isZeroDecimal,
  parseDecimal,
  roundDecimal,
  subDecimal,
} from './decimal';
import { addSmall, compareSmall, parseSmall, roundSmall } from './decimal-small';

/** Reference answers computed with BigInt only, written independently of both paths. */
const big = (value: string) => parseDecimal(value);
const lift = (units: bigint, from: number, to: number) => units * 10n ** BigInt(to - from);
function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const fraction = scale > 0 ? '.' + digits.slice(digits.length - scale) : '';
  return (negative ? '-' : '') + digits.slice(0, digits.length - scale) + fraction;
}
function refAdd(a: string, b: string, sign: 1n | -1n): string {
  const x = big(a);
  const y = big(b);
  const scale = Math.max(x.scale, y.scale);
  return format(lift(x.units, x.scale, scale) + sign * lift(y.units, y.scale, scale), scale);
}
function refCompare(a: string, b: string): number {
  const x = big(a);
  const y = big(b);
  const scale = Math.max(x.scale, y.scale);
  const d = lift(x.units, x.scale, scale) - lift(y.units, y.scale, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}
function refRound(value: string, scale: number, halfUp: boolean): string {
  const x = big(value);
  if (x.scale <= scale) return format(lift(x.units, x.scale, scale), scale);
  const divisor = 10n ** BigInt(x.scale - scale);
  const q = x.units / divisor;
  const r = x.units % divisor;
  const twice = 2n * (r < 0n ? -r : r);
  const away = q + (x.units < 0n ? -1n : 1n);
  if (twice > divisor) return format(away, scale);
  if (twice < divisor || r === 0n) return format(q, scale);
  return format(halfUp || q % 2n !== 0n ? away : q, scale);
}

/** A deterministic generator, so a failure names a value that can be replayed. */
function* decimals(count: number, seed = 7): Generator<string> {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let i = 0; i < count; i += 1) {
    const digits = 1 + Math.floor(next() * 17); // up to 17 digits: both paths
    let text = '';
    for (let d = 0; d < digits; d += 1) text += String(Math.floor(next() * 10));
    const scale = Math.floor(next() * Math.min(digits, 9));
    const whole = text.slice(0, digits - scale).replace(/^0+(?=\d)/, '');
    yield (next() < 0.3 ? '-' : '') + whole + (scale > 0 ? '.' + text.slice(digits - scale) : '');
  }
}

const EDGES = [
  '0',
  '-0',
  '-0.00',
  '0.5',
  '-0.5',
  '1.5',
  '2.5',
  '-2.5',
  '0.005',
  '-0.005',
  '0.015',
  '10.005',
  '999999999999999',
  '-999999999999999',
  '99999999999999.9',
  '0.000000000000001',
  '9007199254740991',
  '9007199254740993',
  '123456789012345678901234567890.123',
];

describe('decimal fast path (safe integers)', () => {
  it('parses at most 15 digits and leaves malformed or longer strings to the BigInt path', () => {
    expect(parseSmall('12.50')).toEqual({ units: 1250, scale: 2 });
    expect(parseSmall('-3')).toEqual({ units: -3, scale: 0 });
    expect(parseSmall('999999999999999')).toEqual({ units: 999_999_999_999_999, scale: 0 });
    for (const bad of ['', '-', '.5', '5.', '1.2.3', '1e5', ' 1', '+1', '1,5', '9999999999999999'])
      expect(parseSmall(bad)).toBeUndefined();
    expect(() => addDecimal('1.2.3', '1')).toThrow('"1.2.3" is not a decimal number');
    expect(() => compareDecimal('5.', '1')).toThrow('"5." is not a decimal number');
    expect(() => isZeroDecimal('0.')).toThrow('"0." is not a decimal number');
    expect(() => isPositiveDecimal('1e5')).toThrow('"1e5" is not a decimal number');
  });

  it('gives up when a rescale or a sum would leave the safe range', () => {
    expect(addSmall('999999999999999', '0.1', 1)).toBeUndefined();
    expect(addSmall('999999999999999', '999999999999999', 1)).toBe('1999999999999998');
    expect(addSmall('1', '0.000000000000000000000001', 1)).toBeUndefined();
    expect(addDecimal('999999999999999', '0.1')).toBe('999999999999999.1');
    expect(subDecimal('-999999999999999', '0.01')).toBe('-999999999999999.01');
  });

  it('rounds half-even and half-up exactly as the BigInt path', () => {
    expect(roundSmall('2.5', 0, false)).toBe('2');
    expect(roundSmall('3.5', 0, false)).toBe('4');
    expect(roundSmall('-2.5', 0, true)).toBe('-3');
    expect(roundSmall('10.005', 2, true)).toBe('10.01');
    expect(roundSmall('-0.001', 2, true)).toBe('0.00');
    expect(roundSmall('7', 3, true)).toBe('7.000');
  });

  it('equals the BigInt reference on edge values and 3,000 generated pairs', () => {
    const values = [...EDGES, ...decimals(3000)];
    let fast = 0;
    values.forEach((a, i) => {
      const b = values[(i * 7 + 3) % values.length]!;
      if (addSmall(a, b, 1) !== undefined) fast += 1;
      expect(addDecimal(a, b), `${a} + ${b}`).toBe(refAdd(a, b, 1n));
      expect(subDecimal(a, b), `${a} - ${b}`).toBe(refAdd(a, b, -1n));
      expect(compareDecimal(a, b), `${a} <> ${b}`).toBe(refCompare(a, b));
      expect(compareSmall(a, a) ?? 0, `${a} <> itself`).toBe(0);
      expect(isZeroDecimal(a), `${a} = 0`).toBe(big(a).units === 0n);
      expect(isPositiveDecimal(a), `${a} > 0`).toBe(big(a).units > 0n);
      for (const scale of [0, 2, 3, 6])
        for (const mode of ['half-even', 'half-up'] as const)
          expect(roundDecimal(a, scale, mode), `round(${a}, ${scale}, ${mode})`).toBe(
            refRound(a, scale, mode === 'half-up'),
          );
    });
    // Both paths are exercised: most generated pairs fit, the long ones do not.
    expect(fast).toBeGreaterThan(values.length / 2);
    expect(fast).toBeLessThan(values.length);
  });
});
