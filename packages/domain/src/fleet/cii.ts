import type { CapacityBasis, DdVector, ReferenceLine, ShipType } from './cii-parameters';
import { capacityBasis, ciiReductionFactor, ddVector, referenceLine } from './cii-parameters';
import type { Co2Result, FuelByType } from './emissions';
import { co2FromFuel } from './emissions';

/**
 * The IMO operational Carbon Intensity Indicator (CII) and its A–E rating, as MARPOL Annex VI reg. 28
 * and guidelines G1–G4 (MEPC.352(78)–MEPC.354(78)) define them; parameters in `cii-parameters.ts`.
 * Correction factors and voyage adjustments of G1 §5 (ice class, STS, shuttle tankers…) are not applied.
 * Values are not rounded: round for display only, never before rating.
 */

/** CII ratings, best first. */
export const CII_RATINGS = ['A', 'B', 'C', 'D', 'E'] as const;
/** A CII rating. */
export type CiiRating = (typeof CII_RATINGS)[number];

function requirePositive(field: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${field} must be a positive number`);
}

/**
 * Attained annual operational CII in g-CO₂ per capacity-nautical mile (MEPC.352(78) §3–4):
 * `co2Grams / (capacity × distanceNm)`, capacity being the ship's own DWT or GT (never capped).
 */
export function attainedCii(input: { co2Grams: number; capacity: number; distanceNm: number }): number {
  if (!Number.isFinite(input.co2Grams) || input.co2Grams < 0)
    throw new RangeError('co2Grams must be a number of 0 or more');
  requirePositive('capacity', input.capacity);
  requirePositive('distanceNm', input.distanceNm);
  return input.co2Grams / (input.capacity * input.distanceNm);
}

/** The ship's own capacity for its type: DWT or GT. */
export function shipCapacity(shipType: ShipType, tonnage: { dwt: number; gt: number }): number {
  return capacityBasis(shipType) === 'GT' ? tonnage.gt : tonnage.dwt;
}

/**
 * Reference CII of a ship: `a × Capacity^(−c)` with the MEPC.353(78) line of its type and size
 * (e.g. a bulk carrier of 80,000 DWT: 4745 × 80000^−0.622 ≈ 4.2317).
 */
export function referenceCii(shipType: ShipType, tonnage: { dwt: number; gt: number }): number {
  const size = shipCapacity(shipType, tonnage);
  requirePositive(capacityBasis(shipType).toLowerCase(), size);
  const line = referenceLine(shipType, size);
  return line.a * line.capacity ** -line.c;
}

/** Required CII of `year`: `(1 − Z/100) × CII_ref` (MARPOL Annex VI reg. 28.6, MEPC.338(76)). */
export function requiredCii(reference: number, year: number): number {
  requirePositive('reference', reference);
  return ((100 - ciiReductionFactor(year)) / 100) * reference;
}

/** Relative slack so a ratio landing on a boundary through float noise still counts as on it. */
const BOUNDARY_TOLERANCE = 1e-9;

/**
 * Rating of an attained CII against the required CII and the ship's dd vector (MEPC.354(78)):
 * A when attained/required ≤ exp(d1), B ≤ exp(d2), C ≤ exp(d3), D ≤ exp(d4), else E. A ratio exactly on
 * a boundary takes the better rating.
 */
export function ciiRating(attained: number, required: number, dd: DdVector): CiiRating {
  requirePositive('required', required);
  const ratio = attained / required;
  for (let i = 0; i < dd.length; i += 1) {
    const bound = dd[i] as number;
    if (ratio <= bound * (1 + BOUNDARY_TOLERANCE)) return CII_RATINGS[i] as CiiRating;
  }
  return 'E';
}

/** The attained-CII values bounding the ratings: superior (A|B), lower (B|C), upper (C|D), inferior (D|E). */
export interface CiiBoundaries {
  superior: number;
  lower: number;
  upper: number;
  inferior: number;
}

/** Input of {@link ciiForYear}. */
export interface CiiForYearInput {
  shipType: ShipType;
  dwt: number;
  gt: number;
  year: number;
  /** Fuel burnt in the calendar year, tonnes per type (all fuel, under way or not). */
  fuelByType: FuelByType;
  /** Distance travelled in the calendar year, nautical miles. */
  distanceNm: number;
}

/** The whole CII computation of a ship for a calendar year. */
export interface CiiForYearResult {
  year: number;
  shipType: ShipType;
  basis: CapacityBasis;
  /** The ship's own DWT or GT, used for the attained CII. */
  capacity: number;
  co2: Co2Result;
  attained: number;
  referenceLine: ReferenceLine;
  reference: number;
  /** Z, percent. */
  reductionFactor: number;
  required: number;
  /** attained / required. */
  ratio: number;
  dd: DdVector;
  boundaries: CiiBoundaries;
  rating: CiiRating;
}

/** Attained, reference and required CII, boundaries and rating of a ship for `year`. */
export function ciiForYear(input: CiiForYearInput): CiiForYearResult {
  const { shipType, year } = input;
  const basis = capacityBasis(shipType);
  const capacity = shipCapacity(shipType, input);
  requirePositive(basis.toLowerCase(), capacity);
  const co2 = co2FromFuel(input.fuelByType);
  const attained = attainedCii({ co2Grams: co2.totalGrams, capacity, distanceNm: input.distanceNm });
  const line = referenceLine(shipType, capacity);
  const reference = referenceCii(shipType, input);
  const required = requiredCii(reference, year);
  const dd = ddVector(shipType, capacity);
  return {
    year,
    shipType,
    basis,
    capacity,
    co2,
    attained,
    referenceLine: line,
    reference,
    reductionFactor: ciiReductionFactor(year),
    required,
    ratio: attained / required,
    dd,
    boundaries: {
      superior: dd[0] * required,
      lower: dd[1] * required,
      upper: dd[2] * required,
      inferior: dd[3] * required,
    },
    rating: ciiRating(attained, required, dd),
  };
}
