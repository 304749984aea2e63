import { describe, it, expect } from 'vitest';
import {
  carbonFactor,
  co2FromFuel,
  co2Kilograms,
  co2Tonnes,
  fuelTypeSchema,
  sumFuelByType,
} from './emissions';

describe('carbon factors', () => {
  it('are the IMO Cf values', () => {
    expect(carbonFactor('MDO_MGO')).toBe(3.206);
    expect(carbonFactor('LFO')).toBe(3.151);
    expect(carbonFactor('HFO')).toBe(3.114);
    expect(carbonFactor('LPG_PROPANE')).toBe(3);
    expect(carbonFactor('LPG_BUTANE')).toBe(3.03);
    expect(carbonFactor('LNG')).toBe(2.75);
    expect(carbonFactor('METHANOL')).toBe(1.375);
    expect(carbonFactor('ETHANOL')).toBe(1.913);
  });
});

describe('CO₂ from fuel', () => {
  it('multiplies tonnes by Cf and rounds to kilograms', () => {
    expect(co2Tonnes('HFO', 100)).toBe(311.4);
    expect(co2Tonnes('MDO_MGO', 12.5)).toBe(40.075);
    // 0.1 t × 3114 kg/t = 311.4 kg → 311 kg; binary 0.1 does not leak
    expect(co2Kilograms('HFO', 0.1)).toBe(311);
    // 0.0005 t × 3000 kg/t = 1.5 kg exactly → rounds half up to 2 kg
    expect(co2Kilograms('LPG_PROPANE', 0.0005)).toBe(2);
    expect(co2Tonnes('LNG', 0)).toBe(0);
  });

  it('refuses negative or non-finite tonnes', () => {
    expect(() => co2Tonnes('HFO', -1)).toThrow(RangeError);
    expect(() => co2Tonnes('HFO', Number.NaN)).toThrow(RangeError);
    expect(() => co2FromFuel({ LNG: Number.POSITIVE_INFINITY })).toThrow(/LNG/);
  });

  it('totals a fuel mix exactly as the sum of the shown parts', () => {
    // HFO 6,000 t × 3.114 = 18,684 t; MGO 300 t × 3.206 = 961.8 t; LNG 0.333 t × 2.75 = 0.91575 t → 0.916 t
    const result = co2FromFuel({ HFO: 6000, MDO_MGO: 300, LNG: 0.333 });
    expect(result.byFuel).toEqual({ HFO: 18684, MDO_MGO: 961.8, LNG: 0.916 });
    expect(result.totalTonnes).toBe(19646.716);
    expect(result.totalGrams).toBe(19_646_716_000);
  });

  it('returns zero for no fuel', () => {
    expect(co2FromFuel({})).toEqual({ byFuel: {}, totalTonnes: 0, totalGrams: 0 });
  });
});

describe('fuel sums', () => {
  it('adds per type without float drift', () => {
    const tenths = Array.from({ length: 10 }, () => ({ HFO: 0.1 }));
    expect(sumFuelByType(tenths)).toEqual({ HFO: 1 });
    expect(sumFuelByType([{ HFO: 20.3, MDO_MGO: 1.2 }, { MDO_MGO: 0.9 }, {}])).toEqual({
      HFO: 20.3,
      MDO_MGO: 2.1,
    });
  });

  it('validates the fuel type field', () => {
    expect(fuelTypeSchema.parse('LNG')).toBe('LNG');
    expect(fuelTypeSchema.safeParse('LSFO').error?.issues[0]?.message).toMatch(
      /^fuel type must be one of HFO/,
    );
  });
});
