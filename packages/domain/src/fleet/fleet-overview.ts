import { calendarDaysBetween } from './calendar-date';
import { ciiForYear } from './cii';
import { SHIP_TYPES, type ShipType } from './cii-parameters';
import { co2FromFuel, sumFuelByType, type FuelByType } from './emissions';
import type { OverviewBucket, ShipCii, VoyageTotals } from './fleet-overview.schema';

/**
 * Pure arithmetic of the fleet overview: the server sums the noon reports in SQL and hands the sums to
 * these functions, which derive speed, fuel per day, CO₂ (emissions.ts) and the CII rating (cii.ts).
 */

/** What SQL adds up over a ship's (or the fleet's) noon reports of a period. */
export interface VoyageSums {
  reports: number;
  distanceNm: number;
  hoursSteaming: number;
  /** Hours since each report's previous report, summed: the time the reports cover. */
  elapsedHours: number;
  fuelByType: FuelByType;
}

/** Sums with nothing in them. */
export const EMPTY_VOYAGE_SUMS: VoyageSums = {
  reports: 0,
  distanceNm: 0,
  hoursSteaming: 0,
  elapsedHours: 0,
  fuelByType: {},
};

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(Number((value * f).toPrecision(12))) / f;
};

/** Fuel tonnes rounded to kilograms, per type. */
function roundFuel(fuel: FuelByType): FuelByType {
  const out: FuelByType = {};
  for (const [type, tonnes] of Object.entries(fuel) as [keyof FuelByType, number][])
    out[type] = round(tonnes, 3);
  return out;
}

/** Adds several sums (e.g. the ships of the fleet); fuel is added in whole grams. */
export function addVoyageSums(list: readonly VoyageSums[]): VoyageSums {
  return {
    reports: list.reduce((n, s) => n + s.reports, 0),
    distanceNm: list.reduce((n, s) => n + s.distanceNm, 0),
    hoursSteaming: list.reduce((n, s) => n + s.hoursSteaming, 0),
    elapsedHours: list.reduce((n, s) => n + s.elapsedHours, 0),
    fuelByType: sumFuelByType(list.map((s) => s.fuelByType)),
  };
}

/**
 * Totals of a period: average speed = distance / hours steaming, fuel per day = fuel / days covered,
 * CO₂ per fuel type with the IMO carbon factors. Distances to 0.1 nm, hours and speed to 0.01, fuel
 * and CO₂ to the kilogram.
 */
export function voyageTotals(sums: VoyageSums): VoyageTotals {
  const fuelByType = roundFuel(sums.fuelByType);
  const co2 = co2FromFuel(fuelByType);
  const fuelTonnes = round(
    Object.values(fuelByType).reduce((n, t) => n + (t ?? 0), 0),
    3,
  );
  const days = sums.elapsedHours / 24;
  return {
    reports: sums.reports,
    distanceNm: round(sums.distanceNm, 1),
    hoursSteaming: round(sums.hoursSteaming, 2),
    avgSpeedKn: sums.hoursSteaming > 0 ? round(sums.distanceNm / sums.hoursSteaming, 2) : null,
    days: round(days, 2),
    fuelByType,
    fuelTonnes,
    fuelPerDayTonnes: days > 0 ? round(fuelTonnes / days, 3) : null,
    co2ByFuel: co2.byFuel,
    co2Tonnes: co2.totalTonnes,
  };
}

/** Chart bucket for a period of calendar days: days up to two months, weeks up to a year and a bit, else months. */
export function overviewBucket(from: string, to: string): OverviewBucket {
  const days = calendarDaysBetween(from, to) + 1;
  if (days <= 62) return 'day';
  if (days <= 400) return 'week';
  return 'month';
}

/** The CII ship type of a stored ship type, or null when it is not one of the CII regime's types. */
export function ciiShipType(shipType: string): ShipType | null {
  return (SHIP_TYPES as readonly string[]).includes(shipType) ? (shipType as ShipType) : null;
}

/** Input of {@link shipCiiForYear}. */
export interface ShipCiiInput {
  shipType: string;
  dwt: number | null;
  gt: number | null;
  year: number;
  /** Fuel burnt in the year (so far), tonnes per type. */
  fuelByType: FuelByType;
  distanceNm: number;
  /** Today's date YYYY-MM-DD: a year not over yet is year-to-date. */
  today: string;
}

/**
 * The attained CII and rating of a ship for a calendar year (cii.ts `ciiForYear`), or the reason it
 * cannot be rated: an unknown ship type, no DWT/GT, no distance, or no reduction factor for the year.
 */
export function shipCiiForYear(input: ShipCiiInput): ShipCii {
  const co2 = co2FromFuel(roundFuel(input.fuelByType));
  const base: ShipCii = {
    year: input.year,
    yearToDate: Number(input.today.slice(0, 4)) <= input.year,
    distanceNm: round(input.distanceNm, 1),
    co2Tonnes: co2.totalTonnes,
    capacity: null,
    basis: null,
    attained: null,
    required: null,
    ratio: null,
    rating: null,
    boundaries: null,
    note: null,
  };
  const shipType = ciiShipType(input.shipType);
  if (!shipType) return { ...base, note: `ship type ${input.shipType} has no CII reference line` };
  if (!input.dwt || !input.gt) return { ...base, note: 'the ship has no DWT/GT recorded' };
  if (!(input.distanceNm > 0)) return { ...base, note: `no distance reported in ${input.year}` };
  try {
    const r = ciiForYear({
      shipType,
      dwt: input.dwt,
      gt: input.gt,
      year: input.year,
      fuelByType: roundFuel(input.fuelByType),
      distanceNm: input.distanceNm,
    });
    return {
      ...base,
      capacity: r.capacity,
      basis: r.basis,
      attained: r.attained,
      required: r.required,
      ratio: r.ratio,
      rating: r.rating,
      boundaries: r.boundaries,
    };
  } catch (error) {
    return { ...base, note: error instanceof RangeError ? error.message : 'the CII could not be computed' };
  }
}

/** CO₂ of one noon report: total and per fuel type, tonnes to the kilogram. */
export function noonReportCo2(fuelConsumed: FuelByType): { co2Tonnes: number; co2ByFuel: FuelByType } {
  const co2 = co2FromFuel(fuelConsumed);
  return { co2Tonnes: co2.totalTonnes, co2ByFuel: co2.byFuel };
}
