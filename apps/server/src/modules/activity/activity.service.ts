import {
  describeAuditRow,
  type ActivityEntity,
  type ActivityEntry,
  type ActivityListQuery,
} from '@keel/domain';
import type { Db } from '../../db/client';
import { allShips, type Actor } from '../access/access.service';
import { recordTimeline } from '../audit/audit.service';
import { openRecord } from './activity-records';

/**
 * `GET /activity/:entity/:id`: what happened to a record, in words, newest first, paged — from its
 * audit rows and those of its comments and attachments. Needs the record's own read check. Ship ids
 * in changed fields are shown by name.
 */
export async function listActivity(
  db: Db,
  actor: Actor,
  entity: ActivityEntity,
  id: string,
  query: ActivityListQuery,
) {
  await openRecord(db, actor, entity, id);
  const { rows, total } = await recordTimeline(db, entity, id, query);
  const names = new Map((await allShips(db)).map((s) => [s.id.toLowerCase(), s.name]));
  const data: ActivityEntry[] = rows.map((row) => {
    const described = describeAuditRow(row, entity, names);
    return { id: row.id, at: row.at.toISOString(), action: row.action, ...described };
  });
  return { data, page: { total, offset: query.offset, limit: query.limit } };
}
