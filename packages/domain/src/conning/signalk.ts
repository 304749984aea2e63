import type { ConningValue } from './nmea';
import { isPosition } from './model';
import type { SignalKDelta } from './conning.schema';
import { isValidPath } from './paths';

/** A value taken from a Signal K delta: path, value, its time (ms, when the delta had one) and source label. */
export interface DeltaValue extends ConningValue {
  timestamp: number | null;
  source: string | null;
}

function sourceLabel(update: SignalKDelta['updates'][number]): string | null {
  if (update.$source) return update.$source;
  const s = update.source;
  if (!s) return null;
  const label = [s.label, s.talker ?? s.src].filter((x) => typeof x === 'string' && x).join('.');
  return label || null;
}

/**
 * The values of a Signal K delta Keel keeps: numbers (SI already), positions `{ latitude, longitude }`
 * and short strings; objects other than a position, bad paths and non-finite numbers are dropped.
 * A path-less value whose object holds several values (Signal K's `""` path) is dropped too.
 */
export function deltaValues(delta: SignalKDelta): DeltaValue[] {
  const out: DeltaValue[] = [];
  for (const update of delta.updates) {
    const parsed = update.timestamp ? Date.parse(update.timestamp) : NaN;
    const timestamp = Number.isFinite(parsed) ? parsed : null;
    const source = sourceLabel(update);
    for (const { path, value } of update.values) {
      if (!isValidPath(path)) continue;
      if (typeof value === 'number' && Number.isFinite(value)) out.push({ path, value, timestamp, source });
      else if (isPosition(value))
        out.push({
          path,
          value: { latitude: value.latitude, longitude: value.longitude },
          timestamp,
          source,
        });
      else if (typeof value === 'string' && value.length <= 200) out.push({ path, value, timestamp, source });
    }
  }
  return out;
}
