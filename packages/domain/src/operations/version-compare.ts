/**
 * Comparison of the software and firmware versions onboard appliances report (IACS UR E26 register).
 *
 * Makers write versions in many ways: `2.01.04`, `V5.12`, `05.12.0001`, `4.3.2b`, `3.1 SP2`,
 * `6.0.0-rc.2`, `1.4.0+build.77`. The comparator is "semver-ish":
 *
 * - Case, surrounding blanks and a leading `v` / `ver` / `version` are ignored.
 * - Build metadata after `+` is ignored (as in SemVer 2.0 §10).
 * - The numeric core is the leading run of dot-separated numbers, compared part by part as numbers of
 *   any count (`5.10` > `5.9`, `05.12` = `5.12`); missing parts count as 0 (`1.2` = `1.2.0`).
 * - What follows the core is the suffix. A *pre-release* suffix sorts before the bare release: one
 *   that starts with `dev`, `alpha`, `beta`, `pre`, `preview`, `rc`, `snapshot` or `m<digit>`
 *   (milestone), `a<digit>` / `b<digit>` (alpha / beta, as in `2.0b1`), or any other suffix introduced with `-` (as in SemVer). Every other suffix is a
 *   *post-release* marker and sorts after the bare release: a patch letter (`4.3.2b`), a service pack
 *   (`SP2`), a patch or hotfix (`p1`, `hotfix 3`), a revision (`r2`) or a build (`build 2045`).
 *   `-sp1`, `-patch2`, `-hotfix`, `-build7`, `-r2` and `-u1` keep their post-release meaning.
 * - Two suffixes of the same kind are compared identifier by identifier (split at `.`, `-`, `_`,
 *   blanks and letter/digit boundaries): numbers numerically, words by the pre-release order
 *   dev < alpha < beta < pre/preview < rc < snapshot… then alphabetically; a number sorts before a
 *   word, and a shorter list that is a prefix of a longer one sorts first.
 * - A value without a numeric core sorts before every value that has one.
 */

/** Result of a comparison: negative, zero or positive like `Array.prototype.sort` comparators. */
export type VersionOrder = -1 | 0 | 1;

/** A version split for comparison. */
export interface ParsedVersion {
  /** The numeric core, e.g. `[2, 1, 4]`; empty when the value has none. */
  core: number[];
  /** `release` (no suffix), `pre` (sorts before the release) or `post` (sorts after it). */
  kind: 'pre' | 'release' | 'post';
  /** Suffix identifiers, numbers as numbers, words lower-case. */
  suffix: (number | string)[];
}

const PRE_RANK: Record<string, number> = {
  dev: 0,
  snapshot: 0,
  alpha: 1,
  a: 1,
  m: 2,
  beta: 3,
  b: 3,
  pre: 4,
  preview: 4,
  rc: 5,
  cr: 5,
};
const PRE_START = /^(dev|alpha|beta|preview|pre|rc|cr|snapshot|[abm](?=\d))(?![a-z])/;
const POST_START =
  /^(sp|service ?pack|patch|p(?=\d)|hotfix|hf|fix|update|u(?=\d)|revision|rev|r(?=\d)|build)/;

function identifiers(suffix: string): (number | string)[] {
  const parts = suffix.match(/\d+|[a-z]+/g) ?? [];
  return parts.map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** Splits a version into numeric core, suffix kind and suffix identifiers (see the module notes). */
export function parseSoftwareVersion(value: string): ParsedVersion {
  let text = value.trim().toLowerCase();
  text = text.replace(/\+.*$/, '').trim();
  text = text.replace(/^(version|ver|v)\s*\.?\s*(?=\d)/, '');
  const match = /^\d+(?:\.\d+)*/.exec(text);
  const core = match ? match[0].split('.').map(Number) : [];
  const rest = text.slice(match ? match[0].length : 0);
  const dashed = /^\s*-/.test(rest);
  const suffixText = rest.replace(/^[\s.\-_]+/, '');
  if (!suffixText) return { core, kind: 'release', suffix: [] };
  const suffix = identifiers(suffixText);
  if (suffix.length === 0) return { core, kind: 'release', suffix: [] };
  let kind: ParsedVersion['kind'];
  if (PRE_START.test(suffixText)) kind = 'pre';
  else if (POST_START.test(suffixText)) kind = 'post';
  else kind = dashed ? 'pre' : 'post';
  return { core, kind, suffix };
}

function sign(n: number): VersionOrder {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

function compareWords(a: string, b: string): number {
  const ra = PRE_RANK[a];
  const rb = PRE_RANK[b];
  if (ra !== undefined && rb !== undefined && ra !== rb) return ra - rb;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareSuffix(a: (number | string)[], b: (number | string)[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const x = a[i]!;
    const y = b[i]!;
    if (typeof x === 'number' && typeof y === 'number') {
      if (x !== y) return x - y;
    } else if (typeof x === 'number') return -1;
    else if (typeof y === 'number') return 1;
    else {
      const c = compareWords(x, y);
      if (c !== 0) return c;
    }
  }
  return a.length - b.length;
}

const KIND_ORDER = { pre: 0, release: 1, post: 2 } as const;

/**
 * Compares two appliance software versions: -1 when `a` is older, 0 when they are the same version,
 * 1 when `a` is newer. Total and consistent, so it can sort a list.
 *
 * @example compareVersions('5.9', '5.10') // -1
 * @example compareVersions('1.2', '1.2.0') // 0
 * @example compareVersions('2.0.0-rc.1', '2.0.0') // -1
 * @example compareVersions('4.3.2b', '4.3.2') // 1
 */
export function compareVersions(a: string, b: string): VersionOrder {
  const pa = parseSoftwareVersion(a);
  const pb = parseSoftwareVersion(b);
  if ((pa.core.length === 0) !== (pb.core.length === 0)) return pa.core.length === 0 ? -1 : 1;
  const n = Math.max(pa.core.length, pb.core.length);
  for (let i = 0; i < n; i += 1) {
    const d = (pa.core[i] ?? 0) - (pb.core[i] ?? 0);
    if (d !== 0) return sign(d);
  }
  if (pa.kind !== pb.kind) return sign(KIND_ORDER[pa.kind] - KIND_ORDER[pb.kind]);
  return sign(compareSuffix(pa.suffix, pb.suffix));
}

/** Whether a value looks like a version: an optional `v`, then a number first (`2.01`, `V5.12 SP1`). */
export function isVersionString(value: string): boolean {
  return /^\s*(version|ver|v)?\s*\.?\s*\d/i.test(value);
}

/** How an installed version stands against its target. */
export const VERSION_STANDINGS = ['behind', 'current', 'ahead', 'no_target'] as const;
/** `behind` (older than the target), `current`, `ahead` (newer) or `no_target`. */
export type VersionStanding = (typeof VERSION_STANDINGS)[number];

/** Labels of the standings for the UI. */
export const VERSION_STANDING_LABELS: Record<VersionStanding, string> = {
  behind: 'Behind target',
  current: 'On target',
  ahead: 'Ahead of target',
  no_target: 'No target',
};

/** Where `installed` stands against `target` (`no_target` when there is none). */
export function versionStanding(installed: string, target: string | null | undefined): VersionStanding {
  if (!target) return 'no_target';
  const order = compareVersions(installed, target);
  return order < 0 ? 'behind' : order > 0 ? 'ahead' : 'current';
}
