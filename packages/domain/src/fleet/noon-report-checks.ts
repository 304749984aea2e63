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

/** The duplicate and gap flags of one report (see {@link noonReportFlagsBetween}). */
export type NeighbourFlags = Omit<NoonReportFlags, 'id' | 'duplicateOfId'>;

const checkedMaxGap = (maxGapHours: number) => {
  if (!Number.isFinite(maxGapHours) || maxGapHours <= 0) throw new RangeError('maxGapHours must be positive');
  return maxGapHours;
};

/**
 * The flags of a report from its own time and the times of the ship's reports just before and just
 * after it (epoch milliseconds; null at either end of the history), with reports of the same instant
 * ordered among themselves: a duplicate shares its instant with a neighbour, and the hours since the
 * previous report are measured from the report just before (0 for the second of two twins).
 */
export function noonReportFlagsBetween(
  previousAt: number | null,
  at: number,
  nextAt: number | null,
  options: NoonReportCheckOptions = {},
): NeighbourFlags {
  const maxGapHours = checkedMaxGap(options.maxGapHours ?? DEFAULT_MAX_REPORT_GAP_HOURS);
  const hoursSincePrevious = previousAt === null ? null : (at - previousAt) / HOUR_MS;
  return {
    duplicate: previousAt === at || nextAt === at,
    gap: hoursSincePrevious !== null && hoursSincePrevious > maxGapHours,
    hoursSincePrevious,
  };
}

/**
 * Flags duplicates (same report time, compared as instants) and gaps (interval above
 * `maxGapHours` since the previous distinct report time) in one ship's reports. The reports may come
 * in any order; the flags come back in the order of `reports`, one per report.
 */
export function checkNoonReports(
  reports: readonly NoonReportTiming[],
  options: NoonReportCheckOptions = {},
): NoonReportFlags[] {
  const maxGapHours = checkedMaxGap(options.maxGapHours ?? DEFAULT_MAX_REPORT_GAP_HOURS);
  const timed = reports.map((report, index) => {
    const at = Date.parse(report.reportTime);
    if (Number.isNaN(at)) throw new RangeError(`reportTime of report ${report.id} is not an ISO time`);
    return { report, index, at };
  });
  const ordered = [...timed].sort((a, b) => a.at - b.at || a.index - b.index);

  const flags: NoonReportFlags[] = new Array<NoonReportFlags>(reports.length);
  let firstOfInstant: { at: number; id: string } | null = null;
  ordered.forEach(({ report, index, at }, i) => {
    const sameAsFirst: boolean = firstOfInstant !== null && firstOfInstant.at === at;
    if (!sameAsFirst) firstOfInstant = { at, id: report.id };
    const previousAt = i > 0 ? ordered[i - 1]!.at : null;
    const nextAt = i + 1 < ordered.length ? ordered[i + 1]!.at : null;
    flags[index] = {
      id: report.id,
      ...noonReportFlagsBetween(previousAt, at, nextAt, { maxGapHours }),
      duplicateOfId: sameAsFirst && firstOfInstant ? firstOfInstant.id : null,
    };
  });
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

/**
 * The message refusing a report at the time of one the ship has: it names that report (time in UTC as
 * YYYY/MM/DD HH:mm, and its voyage) and, for a new report, says how to replace it.
 */
export function duplicateNoonReportMessage(
  reportTime: string,
  voyage: string | null,
  correctable: boolean,
): string {
  const at = reportTime.slice(0, 16).replace('T', ' ').replaceAll('-', '/');
  const existing = `The ship already has a noon report at ${at} UTC (${voyage ? `voyage ${voyage}` : 'no voyage'})`;
  return correctable
    ? `${existing}. Save this report as a correction to replace it.`
    : `${existing}. Delete or correct that report instead.`;
}
