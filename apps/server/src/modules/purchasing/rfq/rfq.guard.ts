import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import { assertCan, assertShipInScope, type Actor } from '../../access/access.service';
import * as repo from './rfq.repo';

/** The sidebar permission of every RFQ route (spec §6: `/purchasing/po`). */
export const PURCHASE_ORDERS = 'purchasing.purchase_order' as const;

/** Loads an RFQ the actor may see: 404 unknown, 403 ship out of scope or `action` missing on that ship. */
export async function loadRfq(
  db: DbOrTx,
  actor: Actor,
  id: string,
  action: 'get_vendor_rfq_overview' | 'requesting_for_quotation' | 'get_quotes',
) {
  const row = await repo.findRfq(db, id);
  if (!row) throw notFound('RFQ');
  assertShipInScope(actor, row.shipId);
  assertCan(actor, [action], { shipId: row.shipId });
  return row;
}
