/**
 * Marine fuel grades a bunker supplier prices. Residual and distillate grades follow ISO 8217
 * (RMG 380, RMD 80, DMA, DMB; the B-grade bio blends of ISO 8217:2024); LNG follows ISO 23306.
 * Sulphur limits: 0.50 % outside emission control areas (MARPOL Annex VI, 2020), 0.10 % inside them,
 * 3.50 % only for ships with an exhaust-gas cleaning system (scrubber).
 */
export const FUEL_GRADES = ['VLSFO', 'HSFO', 'ULSFO', 'MGO', 'MDO', 'B24', 'LNG'] as const;
/** A fuel grade code. */
export type FuelGrade = (typeof FUEL_GRADES)[number];

/** What each grade is. */
export interface FuelGradeInfo {
  /** Short label with the sulphur limit, as bunker desks quote it. */
  label: string;
  /** The specification it is delivered to. */
  specification: string;
  /** Largest sulphur content in % m/m, as a decimal string. */
  maxSulphurPercent: string;
}

/** Labels and specifications of the fuel grades. */
export const FUEL_GRADE_INFO: Readonly<Record<FuelGrade, FuelGradeInfo>> = {
  VLSFO: { label: 'VLSFO 0.5%S', specification: 'ISO 8217 RMG 380', maxSulphurPercent: '0.50' },
  HSFO: { label: 'HSFO 3.5%S', specification: 'ISO 8217 RMG 380', maxSulphurPercent: '3.50' },
  ULSFO: { label: 'ULSFO 0.1%S', specification: 'ISO 8217 RMD 80', maxSulphurPercent: '0.10' },
  MGO: { label: 'MGO DMA 0.1%S', specification: 'ISO 8217 DMA', maxSulphurPercent: '0.10' },
  MDO: { label: 'MDO DMB', specification: 'ISO 8217 DMB', maxSulphurPercent: '0.50' },
  B24: {
    label: 'B24 bio-blend 0.5%S',
    specification: 'ISO 8217:2024 B24 (24 % FAME)',
    maxSulphurPercent: '0.50',
  },
  LNG: { label: 'LNG', specification: 'ISO 23306', maxSulphurPercent: '0.00' },
};

/** The display label of a grade, e.g. `VLSFO 0.5%S`. */
export function fuelGradeLabel(grade: FuelGrade): string {
  return FUEL_GRADE_INFO[grade].label;
}
