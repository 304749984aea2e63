import { recordTitleOf, type AuditEntry, type AuditListQuery } from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import { assertAdmin, type Actor } from '../access/access.service';
import { latestShapesOf, listAuditRows, listRecordTimelineRows } from './audit.repo';
import { auditLog } from './audit.table';

/** Who made a change: a signed-in user, or the system (seed, CLI). */
export interface AuditActor {
  id: string | null;
  name: string | null;
}

/** A change to record. `before`/`after` are the record's API shape (never secrets). */
export interface AuditChange {
  action: string;
  entity: string;
  entityId: string | null;
  shipId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row; call it inside the change's own transaction. */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    shipId: change.shipId ?? null,
    before: change.before === undefined ? null : toJson(change.before),
    after: change.after === undefined ? null : toJson(change.after),
  });
}

function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_k, v: unknown) => (v instanceof Date ? v.toISOString() : v)));
}

/**
 * `GET /audit/`: the audit trail, newest first, filtered by entity, record and actor. Administrators
 * only (the trail shows every change in the company).
 */
export async function listAudit(db: DbOrTx, actor: Actor, query: AuditListQuery) {
  assertAdmin(actor, 'read the audit trail');
  const { rows, total } = await listAuditRows(db, {
    ...(query.entity ? { entity: query.entity } : {}),
    ...(query.entityId ? { entityId: query.entityId } : {}),
    ...(query.actorId ? { actorId: query.actorId } : {}),
    offset: query.offset,
    limit: query.limit,
  });
  const titles = await recordTitles(db, rows);
  const data: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorName: r.actorName,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    recordTitle: titles.get(r.id) ?? null,
    shipId: r.shipId,
    before: r.before,
    after: r.after,
  }));
  return { data, page: { total, offset: query.offset, limit: query.limit } };
}

/**
 * For other modules' record histories: the audit rows of one record, newest first, at most `limit`.
 * No permission check — the calling service checks that the actor may read the record.
 */
export async function auditTrailOf(db: DbOrTx, entity: string, entityId: string, limit = 100) {
  const { rows } = await listAuditRows(db, { entity, entityId, offset: 0, limit });
  return rows;
}

const TITLE_KEYS = ['number', 'title', 'name', 'email', 'code', 'reportTime'] as const;

/** A comment's or attachment's title: what it is and the record it belongs to. */
function activityTitleOf(entity: string, shape: unknown): string | null {
  const record = (shape ?? {}) as { recordTitle?: unknown; name?: unknown };
  if (typeof record.recordTitle !== 'string') return null;
  if (entity === 'record_comment') return `Comment on ${record.recordTitle}`;
  const file = typeof record.name === 'string' ? `${record.name} on ` : '';
  return `Attachment ${file}${record.recordTitle}`;
}

/**
 * The record titles of audit rows by row id ("Requisition REQ-2026-0012", "Ship Keel Aurora"): from
 * the row's own before/after, else from the newest row of the same record that names it (one query
 * for the whole page).
 */
async function recordTitles(
  db: DbOrTx,
  rows: { id: string; entity: string; entityId: string | null; before: unknown; after: unknown }[],
) {
  const titles = new Map<string, string>();
  const missing: { id: string; entity: string; entityId: string }[] = [];
  for (const r of rows) {
    const title =
      r.entity === 'record_comment' || r.entity === 'record_attachment'
        ? activityTitleOf(r.entity, r.after ?? r.before)
        : (recordTitleOf(r.entity, r.after) ?? recordTitleOf(r.entity, r.before));
    if (title) titles.set(r.id, title);
    else if (r.entityId) missing.push({ id: r.id, entity: r.entity, entityId: r.entityId });
  }
  if (missing.length > 0) {
    const unique = [...new Map(missing.map((m) => [`${m.entity}|${m.entityId}`, m])).values()];
    const shapes = await latestShapesOf(db, unique, TITLE_KEYS);
    const byRecord = new Map(
      shapes.map((s) => [`${s.entity}|${s.entity_id}`, recordTitleOf(s.entity, s.shape)]),
    );
    for (const m of missing) {
      const title = byRecord.get(`${m.entity}|${m.entityId}`);
      if (title) titles.set(m.id, title);
    }
  }
  return titles;
}

/**
 * For the activity card: one page of a record's timeline rows (its own audit rows and its comments'
 * and attachments'), newest first. No permission check — the calling service opened the record.
 */
export function recordTimeline(
  db: DbOrTx,
  entity: string,
  entityId: string,
  page: { offset: number; limit: number },
) {
  return listRecordTimelineRows(db, { entity, entityId, ...page });
}
