/** Part type of an offered or stocked part (spec §3): Genuine 0, OEM 1, Compatible 2. */
export const PART_TYPE = { Genuine: 0, OEM: 1, Compatible: 2 } as const;
/** A part type value. */
export type PartType = (typeof PART_TYPE)[keyof typeof PART_TYPE];

/** Duration units of maintenance intervals (spec §3). */
export const DURATION_UNITS = ['days', 'weeks', 'months'] as const;
/** A duration unit. */
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** Party types of deliveries and expenses (spec §3). */
export const PARTY_TYPES = ['agent', 'vessel', 'office'] as const;
/** A party type. */
export type PartyType = (typeof PARTY_TYPES)[number];

/** Priority value of an urgent requisition (spec §3). */
export const URGENT_PRIORITY = 1;

/** Crew rank numbers (spec §3). */
export const CREW_RANK = {
  master: 1,
  chief_officer: 2,
  second_officer: 3,
  third_officer: 4,
  fourth_officer: 5,
  chief_engineer: 6,
  second_engineer: 7,
  third_engineer: 8,
  fourth_engineer: 9,
  electrician: 10,
} as const;
/** A crew rank key. */
export type CrewRank = keyof typeof CREW_RANK;

/**
 * Rank labels. The spec records the old client labelling the third engineer 'Second Engineer'
 * (a defect); Keel labels it 'Third Engineer' as DOMAIN.md asks.
 */
export const CREW_RANK_LABELS: Record<CrewRank, string> = {
  master: 'Master',
  chief_officer: 'Chief Officer',
  second_officer: 'Second Officer',
  third_officer: 'Third Officer',
  fourth_officer: 'Fourth Officer',
  chief_engineer: 'Chief Engineer',
  second_engineer: 'Second Engineer',
  third_engineer: 'Third Engineer',
  fourth_engineer: 'Fourth Engineer',
  electrician: 'Electrician',
};

/** Date formats of the UI (spec §9). */
export const DATE_FORMAT = 'YYYY/MM/DD';
/** Date-time format of the UI (spec §9). */
export const DATE_TIME_FORMAT = 'YYYY/MM/DD HH:mm';
/** Date picker range (spec §9). */
export const DATE_PICKER_RANGE = { min: '1900-01-01', max: '2099-12-31' } as const;

/** Release line printed at start-up by server and browser (spec §8 shows the old product's line). */
export const KEEL_VERSION = '2026.11.21';
