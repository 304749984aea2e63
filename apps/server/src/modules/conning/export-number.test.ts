import { describe, expect, it } from 'vitest';
import { cellText } from './export-number';

const exact = (v: number) => String(Number(v.toPrecision(10)));

/** A deterministic pseudo-random sequence (so a failure names a value that can be replayed). */
function* randoms(seed: number, count: number) {
  let x = seed >>> 0;
  for (let i = 0; i < count; i++) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    yield x / 2 ** 32;
  }
}

describe('cellText (an export cell rounded to 10 significant digits)', () => {
  it('writes what String(Number(v.toPrecision(10))) writes, over every magnitude an export meets', () => {
    const mismatches: string[] = [];
    const check = (v: number) => {
      if (Number.isFinite(v) && cellText(v) !== exact(v))
        mismatches.push(`${v}: ${cellText(v)} ≠ ${exact(v)}`);
    };
    const r = randoms(15, 400_000);
    for (const u of r) {
      const magnitude = 10 ** Math.floor(u * 30 - 12); // 1e-12 … 1e17
      const [w] = randoms(Math.floor(u * 2 ** 32), 1);
      check((w! - 0.5) * 2 * magnitude);
    }
    // Unit conversions of round SI values, as the bench and the tests export them.
    for (let i = -2000; i <= 2000; i++) {
      check((i * 3600) / 1852);
      check((i * 180) / Math.PI);
      check(i / 100);
      check(i * 10 + Math.sin(i / 300) * 5);
      check(i / 7);
    }
    // Ties and carries: exactly representable ten-digit values and their neighbours.
    for (const v of [
      0.5,
      1.5,
      9999999999.5,
      999999999.96,
      999999999.94,
      9.9999999995,
      9.99999999949,
      0.00000123456789055,
      0.000001,
      0.0000009999999999,
      1e-6,
      1e9,
      123456.78905,
      1.00000000005,
      2.5e-7,
      1e21,
      1.5e21,
      Number.MIN_VALUE,
      Number.MAX_VALUE,
      -0,
      0,
    ])
      for (const w of [v, -v, v * (1 + Number.EPSILON), v * (1 - Number.EPSILON)]) check(w);
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('leaves NaN and infinities empty', () => {
    expect([NaN, Infinity, -Infinity].map(cellText)).toEqual(['', '', '']);
  });
});
