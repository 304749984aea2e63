/**
 * Regulatory parameters of the IMO Carbon Intensity Indicator (MARPOL Annex VI reg. 28):
 * - ship types and capacity (DWT or GT): 2022 CII guidelines G1, resolution MEPC.352(78) §4.2 —
 *   DWT for bulk carriers, tankers, container ships, gas and LNG carriers, general cargo ships,
 *   refrigerated cargo carriers and combination carriers; GT for ro-ro cargo ships (vehicle carriers),
 *   ro-ro cargo ships, ro-ro passenger ships and cruise passenger ships;
 * - reference lines CII_ref = a · Capacity^(−c): 2022 CII reference lines guidelines G2, resolution
 *   MEPC.353(78) Table 1 (supersedes MEPC.337(76); combination carrier line revised to 5119 / 0.622,
 *   ro-ro passenger high-speed craft to SOLAS chapter X given their own a = 4196);
 * - reduction factors Z: resolution MEPC.338(76) Table 1 for 2020–2026 (1 %, 2 %, 3 % for 2020–2022
 *   are the footnoted business-as-usual values), MEPC.400(83) for 2027–2030;
 * - rating boundaries exp(d1)…exp(d4): 2022 CII rating guidelines G4, resolution MEPC.354(78) Table 1.
 *   G4 gives no row for high-speed craft, which take the ro-ro passenger ship row.
 */

/** Ship types of the CII regime. */
export const SHIP_TYPES = [
  'bulk_carrier',
  'gas_carrier',
  'tanker',
  'container_ship',
  'general_cargo_ship',
  'refrigerated_cargo_carrier',
  'combination_carrier',
  'lng_carrier',
  'ro_ro_vehicle_carrier',
  'ro_ro_cargo_ship',
  'ro_ro_passenger_ship',
  'ro_ro_passenger_hsc',
  'cruise_passenger_ship',
] as const;
/** A CII ship type. */
export type ShipType = (typeof SHIP_TYPES)[number];

/** Labels of the ship types, as MEPC.353(78) names them. */
export const SHIP_TYPE_LABELS: Record<ShipType, string> = {
  bulk_carrier: 'Bulk carrier',
  gas_carrier: 'Gas carrier',
  tanker: 'Tanker',
  container_ship: 'Container ship',
  general_cargo_ship: 'General cargo ship',
  refrigerated_cargo_carrier: 'Refrigerated cargo carrier',
  combination_carrier: 'Combination carrier',
  lng_carrier: 'LNG carrier',
  ro_ro_vehicle_carrier: 'Ro-ro cargo ship (vehicle carrier)',
  ro_ro_cargo_ship: 'Ro-ro cargo ship',
  ro_ro_passenger_ship: 'Ro-ro passenger ship',
  ro_ro_passenger_hsc: 'Ro-ro passenger ship (high-speed craft, SOLAS chapter X)',
  cruise_passenger_ship: 'Cruise passenger ship',
};

/** The tonnage a CII is measured against. */
export type CapacityBasis = 'DWT' | 'GT';

const GT_TYPES: readonly ShipType[] = [
  'ro_ro_vehicle_carrier',
  'ro_ro_cargo_ship',
  'ro_ro_passenger_ship',
  'ro_ro_passenger_hsc',
  'cruise_passenger_ship',
];

/** Whether a ship type's CII uses deadweight or gross tonnage (MEPC.352(78) §4.2). */
export function capacityBasis(shipType: ShipType): CapacityBasis {
  return GT_TYPES.includes(shipType) ? 'GT' : 'DWT';
}

/** One reference line of MEPC.353(78) Table 1, chosen for a ship's size. */
export interface ReferenceLine {
  a: number;
  c: number;
  /** The capacity the line is evaluated at (the ship's DWT/GT, or the table's fixed value). */
  capacity: number;
  basis: CapacityBasis;
  /** The size band of the table row, e.g. "279,000 DWT and above". */
  band: string;
}

/**
 * The reference line of a ship (MEPC.353(78) Table 1). `size` is the ship's DWT or GT as its type
 * requires. The fixed capacities (bulk carriers ≥ 279,000 DWT → 279,000; LNG carriers < 65,000 DWT
 * → 65,000; vehicle carriers ≥ 57,700 GT → 57,700) apply to the reference line only, never to the
 * attained CII, which always uses the ship's own capacity.
 */
export function referenceLine(shipType: ShipType, size: number): ReferenceLine {
  const basis = capacityBasis(shipType);
  const line = (a: number, c: number, band: string, capacity = size): ReferenceLine => ({
    a,
    c,
    capacity,
    basis,
    band,
  });
  switch (shipType) {
    case 'bulk_carrier':
      return size >= 279_000
        ? line(4745, 0.622, '279,000 DWT and above', 279_000)
        : line(4745, 0.622, 'less than 279,000 DWT');
    case 'gas_carrier':
      return size >= 65_000
        ? line(14405e7, 2.071, '65,000 DWT and above')
        : line(8104, 0.639, 'less than 65,000 DWT');
    case 'tanker':
      return line(5247, 0.61, 'all');
    case 'container_ship':
      return line(1984, 0.489, 'all');
    case 'general_cargo_ship':
      return size >= 20_000
        ? line(31948, 0.792, '20,000 DWT and above')
        : line(588, 0.3885, 'less than 20,000 DWT');
    case 'refrigerated_cargo_carrier':
      return line(4600, 0.557, 'all');
    case 'combination_carrier':
      return line(5119, 0.622, 'all');
    case 'lng_carrier':
      if (size >= 100_000) return line(9.827, 0, '100,000 DWT and above');
      if (size >= 65_000) return line(14479e10, 2.673, '65,000 DWT and above, less than 100,000 DWT');
      return line(14779e10, 2.673, 'less than 65,000 DWT', 65_000);
    case 'ro_ro_vehicle_carrier':
      if (size >= 57_700) return line(3627, 0.59, '57,700 GT and above', 57_700);
      if (size >= 30_000) return line(3627, 0.59, '30,000 GT and above, less than 57,700 GT');
      return line(330, 0.329, 'less than 30,000 GT');
    case 'ro_ro_cargo_ship':
      return line(1967, 0.485, 'all');
    case 'ro_ro_passenger_ship':
      return line(2023, 0.46, 'all');
    case 'ro_ro_passenger_hsc':
      return line(4196, 0.46, 'high-speed craft designed to SOLAS chapter X');
    case 'cruise_passenger_ship':
      return line(930, 0.383, 'all');
  }
}

/** The four rating boundary factors exp(d1)…exp(d4) of MEPC.354(78) Table 1. */
export type DdVector = readonly [d1: number, d2: number, d3: number, d4: number];

/** The dd vector of a ship (MEPC.354(78) Table 1); `size` is its DWT or GT as its type requires. */
export function ddVector(shipType: ShipType, size: number): DdVector {
  switch (shipType) {
    case 'bulk_carrier':
      return [0.86, 0.94, 1.06, 1.18];
    case 'gas_carrier':
      return size >= 65_000 ? [0.81, 0.91, 1.12, 1.44] : [0.85, 0.95, 1.06, 1.25];
    case 'tanker':
      return [0.82, 0.93, 1.08, 1.28];
    case 'container_ship':
      return [0.83, 0.94, 1.07, 1.19];
    case 'general_cargo_ship':
      return [0.83, 0.94, 1.06, 1.19];
    case 'refrigerated_cargo_carrier':
      return [0.78, 0.91, 1.07, 1.2];
    case 'combination_carrier':
      return [0.87, 0.96, 1.06, 1.14];
    case 'lng_carrier':
      return size >= 100_000 ? [0.89, 0.98, 1.06, 1.13] : [0.78, 0.92, 1.1, 1.37];
    case 'ro_ro_vehicle_carrier':
      return [0.86, 0.94, 1.06, 1.16];
    case 'ro_ro_cargo_ship':
      return [0.76, 0.89, 1.08, 1.27];
    case 'ro_ro_passenger_ship':
    case 'ro_ro_passenger_hsc':
      return [0.76, 0.92, 1.14, 1.3];
    case 'cruise_passenger_ship':
      return [0.87, 0.95, 1.06, 1.16];
  }
}

/**
 * Reduction factor Z (% below the 2019 reference line) per year: MEPC.338(76) for 2020–2026,
 * MEPC.400(83) for 2027–2030.
 */
export const CII_REDUCTION_FACTORS: Readonly<Record<number, number>> = {
  2020: 1,
  2021: 2,
  2022: 3,
  2023: 5,
  2024: 7,
  2025: 9,
  2026: 11,
  2027: 13.625,
  2028: 16.25,
  2029: 18.875,
  2030: 21.5,
};

/** Z of `year` in percent; throws a RangeError for a year without an adopted factor. */
export function ciiReductionFactor(year: number): number {
  const z = CII_REDUCTION_FACTORS[year];
  if (z === undefined) throw new RangeError(`no CII reduction factor is adopted for ${year}`);
  return z;
}
