import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SharedLinkState } from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import { sharedFileLinks } from './shared-link.table';

/** A stored link. */
export type SharedLinkRow = typeof sharedFileLinks.$inferSelect;
/** A new link row. */
export type NewSharedLinkRow = typeof sharedFileLinks.$inferInsert;

/** Inserts a link. */
export async function insertLink(tx: DbOrTx, values: NewSharedLinkRow): Promise<SharedLinkRow> {
  const [row] = await tx.insert(sharedFileLinks).values(values).returning();
  return row!;
}

/** The link with this token hash. */
export async function findByTokenHash(db: DbOrTx, tokenHash: string): Promise<SharedLinkRow | undefined> {
  const [row] = await db.select().from(sharedFileLinks).where(eq(sharedFileLinks.tokenHash, tokenHash));
  return row;
}

/** A link by id, optionally locked for update. */
export async function findLink(db: DbOrTx, id: string, lock = false): Promise<SharedLinkRow | undefined> {
  const query = db.select().from(sharedFileLinks).where(eq(sharedFileLinks.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

function stateCondition(state: SharedLinkState, now: Date): SQL {
  if (state === 'revoked') return isNotNull(sharedFileLinks.revokedAt);
  if (state === 'expired')
    return and(isNull(sharedFileLinks.revokedAt), lte(sharedFileLinks.expiresAt, now))!;
  return and(isNull(sharedFileLinks.revokedAt), gt(sharedFileLinks.expiresAt, now))!;
}

/** One user's links (or everyone's), newest first, optionally of one state or matching a file name/note. */
export async function listLinks(
  db: DbOrTx,
  filter: { createdById: string | null; state?: SharedLinkState; q?: string; now: Date },
  page: { offset: number; limit: number },
): Promise<{ rows: SharedLinkRow[]; total: number }> {
  // createdById null: every user's links (the administrators' view).
  const conditions: SQL[] =
    filter.createdById === null ? [] : [eq(sharedFileLinks.createdById, filter.createdById)];
  if (filter.state) conditions.push(stateCondition(filter.state, filter.now));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(sharedFileLinks.fileName, like), ilike(sharedFileLinks.note, like))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sharedFileLinks)
      .where(where)
      .orderBy(desc(sharedFileLinks.createdAt), desc(sharedFileLinks.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(sharedFileLinks).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks a link revoked (version bumped); undefined when the version is stale. */
export async function revokeLink(
  tx: DbOrTx,
  id: string,
  version: number,
  by: { id: string; name: string },
  now: Date,
): Promise<SharedLinkRow | undefined> {
  const [row] = await tx
    .update(sharedFileLinks)
    .set({
      revokedAt: now,
      revokedById: by.id,
      revokedByName: by.name,
      updatedAt: now,
      version: sql`${sharedFileLinks.version} + 1`,
    })
    .where(and(eq(sharedFileLinks.id, id), eq(sharedFileLinks.version, version)))
    .returning();
  return row;
}

/**
 * Counts one download, only while the link is still usable at `now` (checked in the same statement,
 * so a revocation that commits first wins); undefined when it no longer is.
 */
export async function countDownload(tx: DbOrTx, id: string, now: Date): Promise<SharedLinkRow | undefined> {
  const [row] = await tx
    .update(sharedFileLinks)
    .set({ downloadCount: sql`${sharedFileLinks.downloadCount} + 1`, lastDownloadAt: now })
    .where(
      and(eq(sharedFileLinks.id, id), isNull(sharedFileLinks.revokedAt), gt(sharedFileLinks.expiresAt, now)),
    )
    .returning();
  return row;
}
