import { CREW_RANK, CREW_RANK_LABELS, type CrewRank } from '../common/enums';

/** A crew member of a ship who may have to acknowledge a revision. */
export interface CrewMember {
  userId: string;
  name: string;
  /** Crew rank number 1–10 (CREW_RANK), null when the user's job title names no rank. */
  rank: number | null;
}

/** An acknowledgement given by a user on a ship. */
export interface GivenAcknowledgement {
  userId: string;
  acknowledgedAt: string;
}

/** How complete one ship's acknowledgements are. */
export interface AcknowledgementCompleteness {
  required: number;
  done: number;
  complete: boolean;
  missing: CrewMember[];
  doneMembers: (CrewMember & { acknowledgedAt: string })[];
}

const RANK_BY_LABEL = new Map<string, number>(
  (Object.entries(CREW_RANK_LABELS) as [CrewRank, string][]).map(([key, label]) => [
    label.toLowerCase(),
    CREW_RANK[key],
  ]),
);

/**
 * The crew rank a job title names ("Master", "chief engineer" → 1, 6), null otherwise. Keel has no
 * separate rank field on users: a ship's crew member's rank is the job title of the user.
 */
export function rankOfJobTitle(jobTitle: string | null | undefined): number | null {
  if (!jobTitle) return null;
  return RANK_BY_LABEL.get(jobTitle.trim().toLowerCase()) ?? null;
}

/**
 * Who must acknowledge on a ship: every crew member when `ranks` is empty (acknowledgement by user),
 * else the crew members holding one of those ranks (acknowledgement by rank on board).
 */
export function requiredCrew(crew: readonly CrewMember[], ranks: readonly number[]): CrewMember[] {
  if (ranks.length === 0) return [...crew];
  const wanted = new Set(ranks);
  return crew.filter((c) => c.rank !== null && wanted.has(c.rank));
}

/**
 * One ship's acknowledgement completeness: the required crew, who of them acknowledged, who has not.
 * Acknowledgements by users not (or no longer) required do not count. Sorted by rank, then name.
 */
export function acknowledgementCompleteness(
  crew: readonly CrewMember[],
  ranks: readonly number[],
  given: readonly GivenAcknowledgement[],
): AcknowledgementCompleteness {
  const byUser = new Map(given.map((g) => [g.userId, g.acknowledgedAt]));
  const order = (a: CrewMember, b: CrewMember) =>
    (a.rank ?? 99) - (b.rank ?? 99) || a.name.localeCompare(b.name);
  const required = requiredCrew(crew, ranks).sort(order);
  const missing = required.filter((c) => !byUser.has(c.userId));
  const doneMembers = required
    .filter((c) => byUser.has(c.userId))
    .map((c) => ({ ...c, acknowledgedAt: byUser.get(c.userId)! }));
  return {
    required: required.length,
    done: doneMembers.length,
    complete: missing.length === 0,
    missing,
    doneMembers,
  };
}
