import type { AuditEntry, AuditListQuery } from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import { assertAdmin, type Actor } from '../access/access.service';
import { listAuditRows } from './audit.repo';
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
  const data: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorName: r.actorName,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
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
