import { describe, it, expect } from 'vitest';
import { attainedCii, ciiForYear, ciiRating, referenceCii, requiredCii } from './cii';
import { capacityBasis, ciiReductionFactor, ddVector, referenceLine, SHIP_TYPES } from './cii-parameters';

const bulk80k = { dwt: 80_000, gt: 44_000 };

describe('reference CII (MEPC.353(78))', () => {
  it('bulk carrier of 80,000 DWT: 4745 × 80000^−0.622', () => {
    // ln 80000 = ln 8 + ln 10^4 = 2.07944 + 9.21034 = 11.28978; × 0.622 = 7.02224
    // e^−7.02224 = e^−7 × e^−0.02224 = 0.000911882 × 0.978005 = 0.00089182; × 4745 = 4.2317
    expect(referenceCii('bulk_carrier', bulk80k)).toBeCloseTo(4.2317, 4);
  });

  it('caps a bulk carrier at 279,000 DWT for the reference line only', () => {
    const capped = referenceCii('bulk_carrier', { dwt: 300_000, gt: 160_000 });
    expect(capped).toBe(referenceCii('bulk_carrier', { dwt: 279_000, gt: 150_000 }));
    expect(capped).toBeCloseTo(1.94568, 5);
    expect(referenceLine('bulk_carrier', 300_000)).toMatchObject({
      capacity: 279_000,
      band: '279,000 DWT and above',
    });
    expect(referenceCii('bulk_carrier', { dwt: 278_999, gt: 1 })).toBeGreaterThan(capped);
  });

  it('LNG carriers: fixed 9.827 from 100,000 DWT, 65,000 DWT floor below 65,000', () => {
    expect(referenceCii('lng_carrier', { dwt: 174_000, gt: 1 })).toBe(9.827);
    expect(referenceCii('lng_carrier', { dwt: 100_000, gt: 1 })).toBe(9.827);
    // 14479E10 × 80000^−2.673
    expect(referenceCii('lng_carrier', { dwt: 80_000, gt: 1 })).toBeCloseTo(11.3443, 4);
    // 14779E10 × 65000^−2.673, whatever the ship's DWT below 65,000
    expect(referenceCii('lng_carrier', { dwt: 50_000, gt: 1 })).toBeCloseTo(20.171, 4);
    expect(referenceCii('lng_carrier', { dwt: 30_000, gt: 1 })).toBe(
      referenceCii('lng_carrier', { dwt: 50_000, gt: 1 }),
    );
  });

  it('gas carriers and general cargo ships switch lines at 65,000 and 20,000 DWT', () => {
    expect(referenceCii('gas_carrier', { dwt: 60_000, gt: 1 })).toBeCloseTo(7.16904, 5); // 8104 × 60000^−0.639
    expect(referenceCii('gas_carrier', { dwt: 70_000, gt: 1 })).toBeCloseTo(13.3142, 5); // 14405E7 × 70000^−2.071
    expect(referenceLine('gas_carrier', 65_000).a).toBe(144_050_000_000);
    expect(referenceCii('general_cargo_ship', { dwt: 10_000, gt: 1 })).toBeCloseTo(16.42016, 5);
    expect(referenceCii('general_cargo_ship', { dwt: 25_000, gt: 1 })).toBeCloseTo(10.50208, 5);
  });

  it('measures GT ships on GT and caps vehicle carriers at 57,700 GT', () => {
    expect(capacityBasis('cruise_passenger_ship')).toBe('GT');
    expect(capacityBasis('ro_ro_cargo_ship')).toBe('GT');
    expect(capacityBasis('tanker')).toBe('DWT');
    expect(referenceCii('cruise_passenger_ship', { dwt: 9_000, gt: 100_000 })).toBeCloseTo(11.31053, 5);
    const big = referenceCii('ro_ro_vehicle_carrier', { dwt: 20_000, gt: 75_000 });
    expect(big).toBe(referenceCii('ro_ro_vehicle_carrier', { dwt: 20_000, gt: 57_700 }));
    expect(big).toBeCloseTo(5.62929, 5);
    expect(referenceCii('ro_ro_vehicle_carrier', { dwt: 8_000, gt: 20_000 })).toBeCloseTo(12.69039, 5); // 330 × 20000^−0.329
  });

  it('has a line and a dd vector for every ship type', () => {
    for (const type of SHIP_TYPES) {
      expect(referenceCii(type, { dwt: 50_000, gt: 40_000 })).toBeGreaterThan(0);
      expect(ddVector(type, 50_000)).toHaveLength(4);
    }
  });

  it('refuses a missing capacity', () => {
    expect(() => referenceCii('tanker', { dwt: 0, gt: 30_000 })).toThrow(/dwt must be a positive number/);
  });
});

describe('required CII and reduction factors', () => {
  it('uses Z of MEPC.338(76) and MEPC.400(83)', () => {
    expect([2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030].map(ciiReductionFactor)).toEqual([
      5, 7, 9, 11, 13.625, 16.25, 18.875, 21.5,
    ]);
    expect(() => ciiReductionFactor(2031)).toThrow(RangeError);
    expect(() => ciiReductionFactor(2019)).toThrow(RangeError);
  });

  it('is (1 − Z/100) × reference', () => {
    expect(requiredCii(4, 2024)).toBeCloseTo(3.72, 12);
    expect(requiredCii(4, 2030)).toBeCloseTo(3.14, 12);
    expect(requiredCii(referenceCii('bulk_carrier', bulk80k), 2026)).toBeCloseTo(3.76621, 5);
  });
});

describe('attained CII', () => {
  it('divides grams of CO₂ by capacity × distance', () => {
    expect(attainedCii({ co2Grams: 1e10, capacity: 50_000, distanceNm: 40_000 })).toBe(5);
    expect(() => attainedCii({ co2Grams: 1e10, capacity: 50_000, distanceNm: 0 })).toThrow(/distanceNm/);
  });
});

describe('rating (MEPC.354(78))', () => {
  const dd = ddVector('bulk_carrier', 80_000); // 0.86, 0.94, 1.06, 1.18
  const required = 4;

  it('puts a ratio exactly on a boundary in the better rating', () => {
    expect(ciiRating(3.44, required, dd)).toBe('A'); // 0.86
    expect(ciiRating(3.4401, required, dd)).toBe('B');
    expect(ciiRating(3.76, required, dd)).toBe('B'); // 0.94
    expect(ciiRating(3.7601, required, dd)).toBe('C');
    expect(ciiRating(4.24, required, dd)).toBe('C'); // 1.06
    expect(ciiRating(4.2401, required, dd)).toBe('D');
    expect(ciiRating(4.72, required, dd)).toBe('D'); // 1.18
    expect(ciiRating(4.7201, required, dd)).toBe('E');
    expect(ciiRating(0, required, dd)).toBe('A');
  });

  it('is not thrown off a boundary by floating-point noise', () => {
    const req = requiredCii(referenceCii('bulk_carrier', bulk80k), 2024);
    for (const [i, d] of dd.entries()) expect(ciiRating(req * d, req, dd)).toBe(['A', 'B', 'C', 'D'][i]);
  });

  it('picks the size-dependent dd vectors of gas and LNG carriers', () => {
    expect(ddVector('gas_carrier', 65_000)).toEqual([0.81, 0.91, 1.12, 1.44]);
    expect(ddVector('gas_carrier', 64_999)).toEqual([0.85, 0.95, 1.06, 1.25]);
    expect(ddVector('lng_carrier', 100_000)).toEqual([0.89, 0.98, 1.06, 1.13]);
    expect(ddVector('lng_carrier', 99_999)).toEqual([0.78, 0.92, 1.1, 1.37]);
    expect(ddVector('ro_ro_passenger_hsc', 5_000)).toEqual(ddVector('ro_ro_passenger_ship', 5_000));
  });
});

describe('ciiForYear', () => {
  it('worked example: bulk carrier 80,000 DWT in 2024', () => {
    // CO₂ = 6,000 t HFO × 3.114 + 300 t MGO × 3.206 = 18,684 + 961.8 = 19,645.8 t = 1.96458e10 g
    // attained = 1.96458e10 / (80,000 DWT × 55,000 nm = 4.4e9) = 4.46495
    // required = (1 − 0.07) × 4.23169 = 3.93548; ratio = 4.46495 / 3.93548 = 1.1345 → (1.06, 1.18] → D
    const result = ciiForYear({
      shipType: 'bulk_carrier',
      ...bulk80k,
      year: 2024,
      fuelByType: { HFO: 6000, MDO_MGO: 300 },
      distanceNm: 55_000,
    });
    expect(result.co2.totalTonnes).toBe(19645.8);
    expect(result.basis).toBe('DWT');
    expect(result.capacity).toBe(80_000);
    expect(result.attained).toBeCloseTo(4.46495, 5);
    expect(result.reference).toBeCloseTo(4.23169, 5);
    expect(result.reductionFactor).toBe(7);
    expect(result.required).toBeCloseTo(3.93548, 5);
    expect(result.ratio).toBeCloseTo(1.13454, 5);
    expect(result.boundaries.upper).toBeCloseTo(1.06 * 3.93548, 4);
    expect(result.boundaries.inferior).toBeCloseTo(1.18 * 3.93548, 4);
    expect(result.rating).toBe('D');
  });

  it('the same ship with 10 % less fuel in 2024 rates C', () => {
    // ratio 1.1345 × 0.9 = 1.0211 → (0.94, 1.06] → C
    const result = ciiForYear({
      shipType: 'bulk_carrier',
      ...bulk80k,
      year: 2024,
      fuelByType: { HFO: 5400, MDO_MGO: 270 },
      distanceNm: 55_000,
    });
    expect(result.ratio).toBeCloseTo(1.02109, 5);
    expect(result.rating).toBe('C');
  });

  it('uses the uncapped DWT for the attained CII of a ship above the cap', () => {
    const result = ciiForYear({
      shipType: 'bulk_carrier',
      dwt: 300_000,
      gt: 160_000,
      year: 2025,
      fuelByType: { HFO: 15_000 },
      distanceNm: 60_000,
    });
    // 15,000 × 3.114 = 46,710 t; / (300,000 × 60,000) = 2.595 g/(DWT·nm)
    expect(result.attained).toBeCloseTo(2.595, 9);
    expect(result.referenceLine.capacity).toBe(279_000);
    // required = 0.91 × 1.945675 = 1.770565; ratio 2.595 / 1.770565 = 1.4656 > 1.18 → E
    expect(result.required).toBeCloseTo(1.770565, 6);
    expect(result.rating).toBe('E');
  });

  it('rates a cruise ship on GT', () => {
    const result = ciiForYear({
      shipType: 'cruise_passenger_ship',
      dwt: 9_000,
      gt: 100_000,
      year: 2026,
      fuelByType: { MDO_MGO: 30_000 },
      distanceNm: 90_000,
    });
    // 30,000 × 3.206 = 96,180 t → 9.618e10 g / (100,000 × 90,000) = 10.6867
    // required = 0.89 × 11.31053 = 10.06637; ratio 10.68667 / 10.06637 = 1.0616, just above 1.06 → D
    expect(result.basis).toBe('GT');
    expect(result.attained).toBeCloseTo(10.68667, 5);
    expect(result.ratio).toBeCloseTo(1.06162, 5);
    expect(result.rating).toBe('D');
  });
});
