import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from './audit.table';

/** One page of audit rows, newest first, with the total matching the filters. */
export async function listAuditRows(
  db: DbOrTx,
  query: { entity?: string; entityId?: string; actorId?: string; offset: number; limit: number },
) {
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.actorId) filters.push(eq(auditLog.actorId, query.actorId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}
