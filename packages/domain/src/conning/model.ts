/**
 * The live model's rules: when a value is stale, and which source's value a path shows (primary,
 * then secondary, … — failover when a better source has gone stale).
 */
import type { ConningValue } from './nmea';

/** Timeout used while a path's interval is not yet known (one sample seen). */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** A value is stale after this many of its observed intervals. */
export const TIMEOUT_INTERVALS = 5;
/** Shortest timeout, so a burst of samples does not make a value stale at once. */
export const MIN_TIMEOUT_MS = 2_000;

/** The source name the built-in simulator's values carry (the display and the settings show it). */
export const SIMULATOR_SOURCE_NAME = 'Simulator';
/** The simulator's priority: below the configurable 1–4, so a real source takes over while fresh. */
export const SIMULATOR_PRIORITY = 5;

/** One source's latest value of a path. */
export interface ConningSample {
  path: string;
  value: ConningValue['value'];
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** Stable key of the source (configured source id, `simulator`, `signalk-http:<token>`, …). */
  sourceKey: string;
  /** What the display shows as the source (source name and talker). */
  source: string;
  /** 1 = primary, 2 = secondary, …: lower wins while fresh. */
  priority: number;
  /** Observed interval between this source's samples of the path (ms), null until two were seen. */
  intervalMs: number | null;
  /** Per-path timeout set on the source (ms), overriding 5× the interval. */
  timeoutMs?: number | null;
}

/** The timeout of a sample: its override, else 5× the observed interval (at least 2 s), else 30 s. */
export function timeoutOf(sample: Pick<ConningSample, 'intervalMs' | 'timeoutMs'>): number {
  if (sample.timeoutMs) return sample.timeoutMs;
  if (sample.intervalMs === null) return DEFAULT_TIMEOUT_MS;
  return Math.max(MIN_TIMEOUT_MS, TIMEOUT_INTERVALS * sample.intervalMs);
}

/** True when the sample is older than its timeout at `now`. */
export function isStale(sample: Pick<ConningSample, 'timestamp' | 'intervalMs' | 'timeoutMs'>, now: number) {
  return now - sample.timestamp > timeoutOf(sample);
}

/**
 * The next observed interval after a new sample at `timestamp`: a smoothed mean of the gaps (so one
 * late sample does not double the timeout), the first gap as it is. A gap ≤ 0 keeps the old value.
 */
export function nextInterval(previous: Pick<ConningSample, 'timestamp' | 'intervalMs'>, timestamp: number) {
  const gap = timestamp - previous.timestamp;
  if (gap <= 0) return previous.intervalMs;
  if (previous.intervalMs === null) return gap;
  return Math.round(previous.intervalMs * 0.8 + gap * 0.2);
}

/** What a path shows: the chosen sample, whether it is stale, and whether a failover is in effect. */
export interface EffectiveValue {
  sample: ConningSample;
  stale: boolean;
  /** A better-priority source of this path is stale and a lower one is shown instead. */
  failover: boolean;
}

/**
 * Chooses the sample a path shows among its sources: the best priority (then newest) among the fresh
 * ones; when none is fresh, the newest of all, stale. `failover` when a fresh sample of a worse
 * priority is shown because a better one went stale.
 */
export function effectiveValue(samples: readonly ConningSample[], now: number): EffectiveValue | null {
  if (samples.length === 0) return null;
  const best = Math.min(...samples.map((s) => s.priority));
  const fresh = samples.filter((s) => !isStale(s, now));
  if (fresh.length === 0) {
    const newest = samples.reduce((a, b) => (b.timestamp > a.timestamp ? b : a));
    return { sample: newest, stale: true, failover: false };
  }
  const chosen = fresh.reduce((a, b) =>
    b.priority < a.priority || (b.priority === a.priority && b.timestamp > a.timestamp) ? b : a,
  );
  return { sample: chosen, stale: false, failover: chosen.priority > best };
}

/** Position values as Signal K has them: `{ latitude, longitude }` in degrees, both in range. */
export function isPosition(value: unknown): value is { latitude: number; longitude: number } {
  if (typeof value !== 'object' || value === null) return false;
  const { latitude, longitude } = value as Record<string, unknown>;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}
