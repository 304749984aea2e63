import type { BulkAction } from '@keel/domain';
import type { Db } from '../../../db/client';
import { runBulk } from '../../../lib/bulk-action';
import { assertSidebar, shipFilter, type Actor } from '../../access/access.service';
import * as repo from './requisition.repo';
import { approveRequisition } from './requisition-transition.service';
import { REQUISITIONS } from './requisition.service';

/** The number of a requisition the actor may see, else null (a record out of scope stays unnamed). */
export async function requisitionReference(db: Db, actor: Actor, id: string): Promise<string | null> {
  const row = await repo.findRequisition(db, id);
  if (!row) return null;
  const ships = shipFilter(actor);
  return ships === null || ships.includes(row.shipId) ? row.number : null;
}

/**
 * `POST /purchasing/requisitions/bulk/approve`: approves each chosen requisition through
 * {@link approveRequisition} (moderate_requisition on its ship, SUBMITTED → APPROVED, its version, its
 * audit row, one transaction each). Returns one result per requisition.
 */
export async function bulkApproveRequisitions(
  db: Db,
  actor: Actor,
  body: BulkAction,
  onUnexpected: (error: unknown) => void,
) {
  assertSidebar(actor, [REQUISITIONS]);
  return runBulk(
    body.items,
    async (item) => {
      const done = await approveRequisition(db, actor, item.id, item.version);
      return { reference: done.number, version: done.version };
    },
    (id) => requisitionReference(db, actor, id),
    onUnexpected,
  );
}
