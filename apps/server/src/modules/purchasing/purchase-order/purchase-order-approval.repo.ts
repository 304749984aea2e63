import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { purchaseOrderApprovals, purchaseOrderRevisions } from './purchase-order.table';

/* A purchase order's approvals per revision and its frozen earlier revisions (queries only). */

/** The approvals of one revision, oldest first. */
export async function approvalsOf(db: DbOrTx, purchaseOrderId: string, revision: number) {
  return db
    .select()
    .from(purchaseOrderApprovals)
    .where(
      and(
        eq(purchaseOrderApprovals.purchaseOrderId, purchaseOrderId),
        eq(purchaseOrderApprovals.revision, revision),
      ),
    )
    .orderBy(asc(purchaseOrderApprovals.createdAt));
}

/** Records an approval. */
export async function insertApproval(db: DbOrTx, values: typeof purchaseOrderApprovals.$inferInsert) {
  await db.insert(purchaseOrderApprovals).values(values);
}

/** Voids the approvals of a revision (a money edit after approval). */
export async function deleteApprovals(db: DbOrTx, purchaseOrderId: string, revision: number): Promise<void> {
  await db
    .delete(purchaseOrderApprovals)
    .where(
      and(
        eq(purchaseOrderApprovals.purchaseOrderId, purchaseOrderId),
        eq(purchaseOrderApprovals.revision, revision),
      ),
    );
}

/** Frozen earlier revisions, newest first. */
export async function revisionsOf(db: DbOrTx, purchaseOrderId: string) {
  return db
    .select()
    .from(purchaseOrderRevisions)
    .where(eq(purchaseOrderRevisions.purchaseOrderId, purchaseOrderId))
    .orderBy(desc(purchaseOrderRevisions.revision));
}

/** Stores a frozen revision. */
export async function insertRevision(db: DbOrTx, values: typeof purchaseOrderRevisions.$inferInsert) {
  await db.insert(purchaseOrderRevisions).values(values);
}
