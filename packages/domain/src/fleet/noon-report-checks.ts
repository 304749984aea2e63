/**
 * Consistency checks over a ship's noon reports (DOMAIN.md: "a report that duplicates or leaves a
 * gap is flagged"). Noon is local, so with clocks advanced or retarded on passage the interval between
 * two reports is 23–25 h; more than 26 h (by default) means a report is missing.
 */

/** Largest interval between consecutive reports, in hours, that is not a gap. */
export const DEFAULT_MAX_REPORT_GAP_HOURS = 26;

/** What the checks need of a report. */
export interface NoonReportTiming {
  id: string;
  /** ISO 8601 time. */
  reportTime: string;
}

/** Flags of one report. */
export interface NoonReportFlags {
  id: string;
  /** Another report of the ship has the same report time. */
  duplicate: boolean;
  /** For a duplicate: the earliest-listed report of the same time (null on that one itself). */
  duplicateOfId: string | null;
  /** More than the allowed hours passed since the previous report. */
  gap: boolean;
  /** Hours since the previous report (0 for a duplicate); null for the first report. */
  hoursSincePrevious: number | null;
}

/** Options of {@link checkNoonReports}. */
export interface NoonReportCheckOptions {
  /** Interval in hours above which a gap is flagged; 26 by default. */
  maxGapHours?: number;
}

const HOUR_MS = 3_600_000;

/**
 * Flags duplicates (same report time, compared as instants) and gaps (interval above
 * `maxGapHours` since the previous distinct report time) in one ship's reports. The reports may come
 * in any order; the flags come back in the order of `reports`, one per report.
 */
export function checkNoonReports(
  reports: readonly NoonReportTiming[],
  options: NoonReportCheckOptions = {},
): NoonReportFlags[] {
  const maxGapHours = options.maxGapHours ?? DEFAULT_MAX_REPORT_GAP_HOURS;
  if (!Number.isFinite(maxGapHours) || maxGapHours <= 0) throw new RangeError('maxGapHours must be positive');

  const timed = reports.map((report, index) => {
    const at = Date.parse(report.reportTime);
    if (Number.isNaN(at)) throw new RangeError(`reportTime of report ${report.id} is not an ISO time`);
    return { report, index, at };
  });
  const ordered = [...timed].sort((a, b) => a.at - b.at || a.index - b.index);

  const flags: NoonReportFlags[] = new Array<NoonReportFlags>(reports.length);
  const count = new Map<number, number>();
  for (const { at } of ordered) count.set(at, (count.get(at) ?? 0) + 1);

  let previousAt: number | null = null;
  let firstOfInstant: { at: number; id: string } | null = null;
  for (const { report, index, at } of ordered) {
    const duplicate = (count.get(at) ?? 0) > 1;
    const sameAsFirst: boolean = firstOfInstant !== null && firstOfInstant.at === at;
    if (!sameAsFirst) firstOfInstant = { at, id: report.id };
    const hoursSincePrevious: number | null = previousAt === null ? null : (at - previousAt) / HOUR_MS;
    flags[index] = {
      id: report.id,
      duplicate,
      duplicateOfId: sameAsFirst && firstOfInstant ? firstOfInstant.id : null,
      gap: hoursSincePrevious !== null && hoursSincePrevious > maxGapHours,
      hoursSincePrevious,
    };
    previousAt = at;
  }
  return flags;
}

/** How many reports are flagged duplicate and how many open a gap. */
export function countNoonReportFlags(flags: readonly NoonReportFlags[]): {
  duplicates: number;
  gaps: number;
} {
  return {
    duplicates: flags.filter((f) => f.duplicate).length,
    gaps: flags.filter((f) => f.gap).length,
  };
}
