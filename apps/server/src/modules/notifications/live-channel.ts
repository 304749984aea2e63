import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The PostgreSQL channel every server instance LISTENs on (plugins/live.ts). */
export const LIVE_CHANNEL = 'keel_live';

/**
 * What travels on {@link LIVE_CHANNEL}: only ids (a NOTIFY payload is limited to 8,000 bytes and
 * may be seen by any session), the listening instance reads the rows it pushes.
 * - `n`: new notifications `ids` for users `u`;
 * - `r`: user `u[0]` read notifications elsewhere (other tabs update their bell);
 * - `w`: the work queues of users `u` may have changed.
 */
export interface LiveSignal {
  t: 'n' | 'r' | 'w';
  u: string[];
  ids?: string[];
}

/** Most user ids per NOTIFY payload (36 bytes each, well under the 8,000-byte limit). */
const CHUNK = 80;

/**
 * Publishes a signal with `pg_notify` inside the caller's transaction: PostgreSQL (and PGlite)
 * deliver it at commit, and never when the transaction rolls back.
 */
export async function publishLive(tx: DbOrTx, signal: LiveSignal): Promise<void> {
  for (let i = 0; i < Math.max(signal.u.length, 1); i += CHUNK) {
    const users = signal.u.slice(i, i + CHUNK);
    if (users.length === 0) return;
    const part: LiveSignal =
      signal.t === 'n'
        ? { t: 'n', u: users, ids: (signal.ids ?? []).slice(i, i + CHUNK) }
        : { t: signal.t, u: users };
    await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(part)})`);
  }
}

/** Reads a payload of {@link LIVE_CHANNEL}; anything else is ignored (null). */
export function parseLiveSignal(payload: string): LiveSignal | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveSignal>;
    if ((value.t === 'n' || value.t === 'r' || value.t === 'w') && Array.isArray(value.u))
      return {
        t: value.t,
        u: value.u.filter((x): x is string => typeof x === 'string'),
        ...(Array.isArray(value.ids)
          ? { ids: value.ids.filter((x): x is string => typeof x === 'string') }
          : {}),
      };
  } catch {
    /* not ours */
  }
  return null;
}
