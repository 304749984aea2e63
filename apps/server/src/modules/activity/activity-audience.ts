import { buildAccess, canOpenRecord, type Mention } from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../lib/list-query';
import { foldAccessRows } from '../access/access.service';
import { selectUserAccessRows, type UserAccessRow } from './activity.repo';
import type { OpenedRecord } from './activity-records';

/** Most users the mention autocomplete offers at once. */
export const MENTIONABLE_LIMIT = 20;

/** Groups access rows by user and keeps those who can open the record (same rule as notifications). */
function whoCanOpen(rows: UserAccessRow[], record: OpenedRecord): Mention[] {
  const byUser = new Map<string, UserAccessRow[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const out: Mention[] = [];
  for (const [id, userRows] of byUser) {
    const folded = foldAccessRows(userRows.map((r) => ({ ...r, active: true, session_live: true })));
    if (canOpenRecord(buildAccess(folded), record.entity, record.shipId))
      out.push({ id, name: userRows[0]!.name });
  }
  return out;
}

/**
 * The active users who can open the record (admins, and users with the area's sidebar permission and
 * a role on the record's ship with the detail action), whose name contains `q`; by name, at most 20,
 * the actor left out.
 */
export async function mentionableUsers(
  db: DbOrTx,
  record: OpenedRecord,
  actorId: string,
  q: string | undefined,
): Promise<Mention[]> {
  const rows = await selectUserAccessRows(db, { pattern: q ? containsPattern(q) : null });
  return whoCanOpen(rows, record)
    .filter((u) => u.id !== actorId)
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, MENTIONABLE_LIMIT);
}

/**
 * Splits mentioned user ids into those who can open the record and those who cannot (unknown and
 * inactive users included, with a null name).
 */
export async function checkMentions(db: DbOrTx, record: OpenedRecord, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await selectUserAccessRows(db, { ids: unique });
  const allowed = whoCanOpen(rows, record);
  const allowedIds = new Set(allowed.map((u) => u.id));
  const names = new Map(rows.map((r) => [r.user_id, r.name]));
  const refused = unique
    .filter((id) => !allowedIds.has(id))
    .map((id) => ({ id, name: names.get(id) ?? null }));
  return { allowed, refused };
}
