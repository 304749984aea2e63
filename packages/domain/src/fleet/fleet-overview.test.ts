import { describe, expect, it } from 'vitest';
import { addVoyageSums, overviewBucket, shipCiiForYear, voyageTotals } from './fleet-overview';
import { fleetOverviewQuerySchema } from './fleet-overview.schema';

describe('voyageTotals', () => {
  it('derives speed, fuel per day and CO₂ from the sums', () => {
    const totals = voyageTotals({
      reports: 3,
      distanceNm: 900,
      hoursSteaming: 72,
      elapsedHours: 72,
      fuelByType: { HFO: 84, MDO_MGO: 3 },
    });
    expect(totals).toMatchObject({ avgSpeedKn: 12.5, days: 3, fuelTonnes: 87, fuelPerDayTonnes: 29 });
    expect(totals.co2ByFuel).toEqual({ HFO: 261.576, MDO_MGO: 9.618 });
    expect(totals.co2Tonnes).toBe(271.194);
  });

  it('gives no speed without steaming and no fuel per day without time', () => {
    const totals = voyageTotals({
      reports: 0,
      distanceNm: 0,
      hoursSteaming: 0,
      elapsedHours: 0,
      fuelByType: {},
    });
    expect(totals).toMatchObject({ avgSpeedKn: null, fuelPerDayTonnes: null, co2Tonnes: 0 });
  });

  it('adds ships in whole grams', () => {
    const one = { reports: 1, distanceNm: 0.1, hoursSteaming: 1, elapsedHours: 24, fuelByType: { HFO: 0.1 } };
    const sum = addVoyageSums(Array.from({ length: 10 }, () => one));
    expect(sum.fuelByType.HFO).toBe(1);
    expect(sum.reports).toBe(10);
  });
});

describe('overviewBucket', () => {
  it('uses days up to two months, weeks up to 400 days, then months', () => {
    expect(overviewBucket('2026-01-01', '2026-03-03')).toBe('day');
    expect(overviewBucket('2026-01-01', '2026-12-31')).toBe('week');
    expect(overviewBucket('2024-01-01', '2026-12-31')).toBe('month');
  });
});

describe('shipCiiForYear', () => {
  const base = { shipType: 'bulk_carrier', dwt: 63500, gt: 36300, year: 2026, today: '2026-11-21' };
  it('rates a ship with distance and fuel, year-to-date while the year runs', () => {
    const cii = shipCiiForYear({ ...base, fuelByType: { HFO: 7000, MDO_MGO: 600 }, distanceNm: 70000 });
    expect(cii.yearToDate).toBe(true);
    expect(cii.attained).toBeCloseTo(((7000 * 3.114 + 600 * 3.206) * 1e6) / (63500 * 70000), 9);
    expect(cii.rating).toMatch(/^[A-E]$/);
    expect(cii.note).toBeNull();
  });

  it('says why it cannot rate', () => {
    expect(shipCiiForYear({ ...base, shipType: 'tug', fuelByType: {}, distanceNm: 10 }).note).toBe(
      'ship type tug has no CII reference line',
    );
    expect(shipCiiForYear({ ...base, dwt: null, fuelByType: {}, distanceNm: 10 }).note).toBe(
      'the ship has no DWT/GT recorded',
    );
    expect(shipCiiForYear({ ...base, fuelByType: { HFO: 1 }, distanceNm: 0 }).note).toBe(
      'no distance reported in 2026',
    );
    expect(shipCiiForYear({ ...base, year: 2035, fuelByType: { HFO: 1 }, distanceNm: 10 }).note).toMatch(
      /no CII reduction factor/,
    );
  });
});

describe('fleetOverviewQuerySchema', () => {
  it('names the field of a wrong period', () => {
    const r = fleetOverviewQuerySchema.safeParse({ from: '2026-05-01', to: '2026-04-01' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['to'], message: 'to must not be before from' });
    const long = fleetOverviewQuerySchema.safeParse({ from: '2020-01-01', to: '2026-04-01' });
    expect(long.error?.issues[0]?.message).toMatch(/at most/);
    expect(fleetOverviewQuerySchema.parse({ from: '2026-01-01', to: '2026-01-01', year: '2026' }).year).toBe(
      2026,
    );
  });
});
