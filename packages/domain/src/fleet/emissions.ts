import { z } from 'zod';

/**
 * CO₂ from fuel burnt, with the IMO carbon factors Cf (t-CO₂ per t-fuel) of the 2018 EEDI calculation
 * guidelines (resolution MEPC.308(73), table in §2.2.1; unchanged in MEPC.364(79)), which the CII
 * guidelines G1 (MEPC.352(78) §4.1) use for the annual CO₂ mass.
 *
 * Fuel tonnes are physical quantities and travel as numbers; results are rounded to 3 decimals
 * (kilograms). Sums are taken over whole kilograms (integers), so a total is exactly the sum of the
 * parts it is shown with.
 */

/** Fuel types of the IMO carbon-factor table. VLSFO/LSFO is reported as HFO or LFO by its ISO 8217 grade. */
export const FUEL_TYPES = [
  'HFO',
  'LFO',
  'MDO_MGO',
  'LNG',
  'LPG_PROPANE',
  'LPG_BUTANE',
  'METHANOL',
  'ETHANOL',
] as const;
/** A fuel type. */
export type FuelType = (typeof FUEL_TYPES)[number];

/** Labels of the fuel types. */
export const FUEL_TYPE_LABELS: Record<FuelType, string> = {
  HFO: 'Heavy fuel oil (HFO)',
  LFO: 'Light fuel oil (LFO)',
  MDO_MGO: 'Diesel / gas oil (MDO/MGO)',
  LNG: 'Liquefied natural gas (LNG)',
  LPG_PROPANE: 'LPG (propane)',
  LPG_BUTANE: 'LPG (butane)',
  METHANOL: 'Methanol',
  ETHANOL: 'Ethanol',
};

/**
 * Carbon factors Cf in t-CO₂/t-fuel, kept as integers of kg-CO₂/t-fuel so products stay exact:
 * diesel/gas oil 3.206, LFO 3.151, HFO 3.114, propane 3.000, butane 3.030, LNG 2.750, methanol 1.375,
 * ethanol 1.913 (MEPC.308(73)).
 */
export const CARBON_FACTOR_KG_PER_TONNE: Record<FuelType, number> = {
  HFO: 3114,
  LFO: 3151,
  MDO_MGO: 3206,
  LNG: 2750,
  LPG_PROPANE: 3000,
  LPG_BUTANE: 3030,
  METHANOL: 1375,
  ETHANOL: 1913,
};

/** Carbon factor Cf of `fuel` in t-CO₂ per t-fuel (e.g. 3.114 for HFO). */
export function carbonFactor(fuel: FuelType): number {
  return CARBON_FACTOR_KG_PER_TONNE[fuel] / 1000;
}

/** A fuel type field. */
export const fuelTypeSchema = z.enum(FUEL_TYPES, {
  error: `fuel type must be one of ${FUEL_TYPES.join(', ')}`,
});

/** Fuel quantities in tonnes per fuel type (types not burnt are left out). */
export type FuelByType = Partial<Record<FuelType, number>>;

/** Rounds a non-negative quantity to an integer after removing binary floating noise (x.4999999… → x.5). */
function roundHalfUp(value: number): number {
  return Math.round(Number(value.toPrecision(12)));
}

function checkTonnes(fuel: string, tonnes: number): void {
  if (!Number.isFinite(tonnes) || tonnes < 0)
    throw new RangeError(`fuel tonnes of ${fuel} must be a finite number of 0 or more`);
}

/** CO₂ in whole kilograms from `tonnes` of `fuel`. */
export function co2Kilograms(fuel: FuelType, tonnes: number): number {
  checkTonnes(fuel, tonnes);
  return roundHalfUp(tonnes * CARBON_FACTOR_KG_PER_TONNE[fuel]);
}

/** CO₂ in tonnes (3 decimals) from `tonnes` of `fuel`: 100 t HFO → 311.4 t CO₂. */
export function co2Tonnes(fuel: FuelType, tonnes: number): number {
  return co2Kilograms(fuel, tonnes) / 1000;
}

/** CO₂ of a fuel mix: per fuel type and in total, tonnes with 3 decimals, and the total in grams. */
export interface Co2Result {
  byFuel: FuelByType;
  totalTonnes: number;
  /** Total in grams, the unit of the CII numerator. */
  totalGrams: number;
}

/** CO₂ of the fuel burnt per type (MEPC.352(78) §4.1: M = Σ FCj × Cf,j). */
export function co2FromFuel(fuelByType: FuelByType): Co2Result {
  const byFuel: FuelByType = {};
  let totalKg = 0;
  for (const fuel of FUEL_TYPES) {
    const tonnes = fuelByType[fuel];
    if (tonnes === undefined) continue;
    const kg = co2Kilograms(fuel, tonnes);
    byFuel[fuel] = kg / 1000;
    totalKg += kg;
  }
  return { byFuel, totalTonnes: totalKg / 1000, totalGrams: totalKg * 1000 };
}

/**
 * Adds fuel quantities per type across several records (e.g. the noon reports of a year). The sum is
 * taken in whole grams, so adding 0.1 t ten times gives exactly 1 t.
 */
export function sumFuelByType(records: readonly FuelByType[]): FuelByType {
  const grams = new Map<FuelType, number>();
  for (const record of records) {
    for (const fuel of FUEL_TYPES) {
      const tonnes = record[fuel];
      if (tonnes === undefined) continue;
      checkTonnes(fuel, tonnes);
      grams.set(fuel, (grams.get(fuel) ?? 0) + roundHalfUp(tonnes * 1_000_000));
    }
  }
  const total: FuelByType = {};
  for (const [fuel, g] of grams) total[fuel] = g / 1_000_000;
  return total;
}
