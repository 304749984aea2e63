import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { purchaseOrderVendorLinks } from './purchase-order.table';

/** A stored vendor link. */
export type VendorLinkRecord = typeof purchaseOrderVendorLinks.$inferSelect;

/** The newest vendor link of an order. */
export async function latestLink(db: DbOrTx, purchaseOrderId: string): Promise<VendorLinkRecord | undefined> {
  const [row] = await db
    .select()
    .from(purchaseOrderVendorLinks)
    .where(eq(purchaseOrderVendorLinks.purchaseOrderId, purchaseOrderId))
    .orderBy(desc(purchaseOrderVendorLinks.createdAt))
    .limit(1);
  return row;
}

/** The link of a token hash, locked when `lock`. */
export async function linkByHash(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db
    .select()
    .from(purchaseOrderVendorLinks)
    .where(eq(purchaseOrderVendorLinks.tokenHash, tokenHash))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Stores a new link. */
export async function insertLink(db: DbOrTx, values: typeof purchaseOrderVendorLinks.$inferInsert) {
  await db.insert(purchaseOrderVendorLinks).values(values);
}

/** Revokes every live link of an order; returns how many. */
export async function revokeLinks(db: DbOrTx, purchaseOrderId: string, at: Date): Promise<number> {
  const rows = await db
    .update(purchaseOrderVendorLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(purchaseOrderVendorLinks.purchaseOrderId, purchaseOrderId),
        isNull(purchaseOrderVendorLinks.revokedAt),
      ),
    )
    .returning({ id: purchaseOrderVendorLinks.id });
  return rows.length;
}

/** Marks a link viewed / responded. */
export async function touchLink(
  db: DbOrTx,
  id: string,
  values: { viewedAt?: Date; respondedAt?: Date },
): Promise<void> {
  await db.update(purchaseOrderVendorLinks).set(values).where(eq(purchaseOrderVendorLinks.id, id));
}
