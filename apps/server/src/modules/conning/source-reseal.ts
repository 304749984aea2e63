import { readFileSync } from 'node:fs';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import { notify } from './conning.repo';
import { conningSources } from './conning.table';
import { SOURCES_CHANNEL } from './input-manager';
import { SecretBox } from './source-secret';

/** What `keel reseal-secrets` did (docs/conning-data.md "MQTT login and TLS"). */
export interface ResealReport {
  /** Sources with a stored broker password. */
  examined: number;
  /** Already sealed with the current key: left as they are. */
  current: number;
  /** Opened with the old key (or a former key: the JWT secret) and sealed with the current key. */
  resealed: number;
  /** Stored in clear (before sealing existed): sealed with the current key. */
  sealedFromClear: number;
  /** Ids of the sources whose value neither key opens: left untouched. */
  unreadable: string[];
}

/** The old key opened none of the values the current key cannot open: nothing was changed. */
export class WrongOldKeyError extends Error {}

export interface ResealKeys {
  /** The data key values are sealed with from now on (`KEEL_DATA_KEY` or the data folder's `data-key`). */
  current: string;
  /** The data key they were sealed with before. */
  old: string;
  /** Keys that only open (the JWT secret, which sealed values before the data key existed). */
  formers?: readonly string[];
}

const AUDIT_ACTOR = { id: null, name: 'keel reseal-secrets' };
const WAS = {
  clear: 'in clear',
  'old key': 'sealed with the old key',
  'former key': 'sealed with the JWT secret',
};

/**
 * Re-seals every stored MQTT broker password with the current data key, in one transaction (rows
 * locked): a value the current key opens stays as it is, one the old key (or a former one) opens is
 * sealed again, a clear-text one is sealed, and one nothing opens is named and left untouched. Running it
 * twice changes nothing the second time. When some values cannot be opened and the old key opened none
 * of them, it throws {@link WrongOldKeyError} and rolls back. Each changed source gets an audit row
 * (`reseal`, never the value) and is announced on `keel_conning_sources`, so the instance running the
 * inputs restarts it with the value it can now open.
 */
export async function resealSourcePasswords(db: Db, keys: ResealKeys): Promise<ResealReport> {
  const current = new SecretBox(keys.current);
  const old = new SecretBox(keys.old);
  const former = new SecretBox(keys.old, keys.formers ?? []);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: conningSources.id, shipId: conningSources.shipId, password: conningSources.password })
      .from(conningSources)
      .where(isNotNull(conningSources.password))
      .orderBy(asc(conningSources.id))
      .for('update');
    const report: ResealReport = {
      examined: rows.length,
      current: 0,
      resealed: 0,
      sealedFromClear: 0,
      unreadable: [],
    };
    let openedByOldKey = 0;
    for (const row of rows) {
      const stored = row.password!;
      let plain: string;
      let from: 'clear' | 'old key' | 'former key';
      if (!SecretBox.isSealed(stored)) {
        plain = stored;
        from = 'clear';
      } else if (opens(current, stored)) {
        report.current += 1;
        continue;
      } else {
        const byOld = tryOpen(old, stored);
        const opened = byOld ?? tryOpen(former, stored);
        if (opened === undefined) {
          report.unreadable.push(row.id);
          continue;
        }
        plain = opened;
        from = byOld !== undefined ? 'old key' : 'former key';
        if (byOld !== undefined) openedByOldKey += 1;
      }
      await tx
        .update(conningSources)
        .set({ password: current.seal(plain) })
        .where(and(eq(conningSources.id, row.id), eq(conningSources.password, stored)));
      if (from === 'clear') report.sealedFromClear += 1;
      else report.resealed += 1;
      await recordAudit(tx, AUDIT_ACTOR, {
        action: 'reseal',
        entity: 'conning_source',
        entityId: row.id,
        shipId: row.shipId,
        after: { password: `(sealed with the current data key; was ${WAS[from]})` },
      });
      await notify(tx, SOURCES_CHANNEL, row.id);
    }
    if (report.unreadable.length > 0 && openedByOldKey === 0)
      throw new WrongOldKeyError(
        `The old key opens none of the ${report.unreadable.length} stored password(s) that the current key ` +
          `cannot open (sources ${report.unreadable.join(', ')}): a wrong old key, or values sealed with ` +
          `yet another key (enter those passwords again). Nothing was changed.`,
      );
    return report;
  });
}

function tryOpen(box: SecretBox, stored: string): string | undefined {
  try {
    return box.open(stored);
  } catch {
    return undefined;
  }
}

const opens = (box: SecretBox, stored: string) => tryOpen(box, stored) !== undefined;

/**
 * The old data key for `keel reseal-secrets`: read from `file` (`--old-key-file`, e.g. a copy of the data
 * folder's former `data-key`) or from `KEEL_OLD_DATA_KEY`, never from the command line itself (it would
 * show in the shell history and the process list). Surrounding white space is ignored.
 */
export function oldDataKeyOf(file: string | undefined, env: NodeJS.ProcessEnv): string {
  const fromEnv = env.KEEL_OLD_DATA_KEY;
  if (file !== undefined && fromEnv !== undefined)
    throw new Error('Give the old key once: --old-key-file or KEEL_OLD_DATA_KEY, not both');
  const key = (file !== undefined ? readFileSync(file, 'utf8') : (fromEnv ?? '')).trim();
  if (file === undefined && fromEnv === undefined)
    throw new Error('The old data key is needed: --old-key-file FILE or the KEEL_OLD_DATA_KEY variable');
  if (key === '') throw new Error(file !== undefined ? `${file} is empty` : 'KEEL_OLD_DATA_KEY is empty');
  return key;
}
