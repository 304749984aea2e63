import {
  applyBillEvent,
  billedInOrderCurrency,
  checkPostBill,
  negateDecimal,
  type BillDetail,
  type BillReason,
  type PostBill,
  type VendorBillState,
} from '@keel/domain';
import type { Db, Tx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, conflict } from '../../../lib/http-error';
import type { Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { recordBilled } from '../../purchasing/purchase-order/purchase-order-billing.flow';
import { creditBill } from './bill-credit.service';
import { lockForChange } from './bill-entry.service';
import { prepareLines } from './bill-match';
import * as repo from './bill.repo';
import * as poLines from './bill-po-lines.repo';
import { BILL_ENTITY, detailOf } from './bill.service';
import { noticeBillToAct } from './bill-work-notices';

/**
 * Moves every PO on the bill through the purchasing flow: `sign` 1 on posting, -1 on a reversal. The
 * PO's billed amount is in its currency: the bill's lines of that PO at the bill's stored `poRate`
 * (1 when the bill is in the PO's currency), so a reversal takes off exactly what posting added.
 */
async function moveOrders(
  tx: Tx,
  actor: Actor,
  bill: { id: string; number: string; poRate: string; poCurrency: string | null; currency: string },
  sign: 1 | -1,
) {
  const lines = (await repo.linesOfBill(tx, bill.id)).map((l) => l.line);
  const orderIds = [
    ...new Set(lines.map((l) => l.purchaseOrderId).filter((id): id is string => !!id)),
  ].sort();
  for (const orderId of orderIds) {
    const mine = lines.filter((l) => l.purchaseOrderId === orderId);
    const amount = billedInOrderCurrency(
      mine.map((l) => l.lineTotal),
      bill.poRate,
      bill.poCurrency ?? bill.currency,
    );
    const poLineIds = (await poLines.poLinesOfOrder(tx, orderId)).map((l) => l.id);
    await recordBilled(
      tx,
      {
        purchaseOrderId: orderId,
        amountDelta: sign === 1 ? amount : negateDecimal(amount),
        billedQuantities: await poLines.billedQuantities(tx, poLineIds, null),
        billNumber: bill.number,
      },
      actor,
    );
  }
}

/**
 * `POST /accounting/bills/:id/post` (`manage_bill`): the lines are matched again; a mismatch needs
 * `mismatchReason`, a duplicate vendor invoice number is refused naming the earlier bill unless
 * `duplicateOverrideReason` is given (400 naming the field). Posting moves the POs (BILLED / CLOSED) and
 * their billed amount, which the budget counts as actual spend instead of committed.
 */
export async function postBill(db: Db, actor: Actor, id: string, body: PostBill): Promise<BillDetail> {
  try {
    return await db.transaction(async (tx) => {
      const row = await lockForChange(tx, actor, id, body.version);
      const result = applyBillEvent(row.state as VendorBillState, 'post');
      if (!result.ok) throw conflict(result.message);
      const stored = (await repo.linesOfBill(tx, id)).map((l) => l.line);
      const { lines, matched, conversion } = await prepareLines(
        tx,
        row,
        stored.map((l) => ({ ...l, quantity: l.quantity, unitPrice: l.unitPrice })),
      );
      await repo.setLineStatuses(
        tx,
        stored.map((l, i) => ({ id: l.id, status: lines[i]!.matchStatus })),
      );
      const duplicate = await repo.findDuplicate(tx, row.vendorId, row.vendorInvoiceKey, id);
      const check = checkPostBill({
        matched,
        mismatchReason: body.mismatchReason ?? null,
        duplicateOf: duplicate?.number ?? null,
        duplicateOverrideReason: body.duplicateOverrideReason ?? null,
      });
      if (!check.ok) throw badRequest(check.field, check.message);
      await repo.updateBill(tx, id, row.version, {
        state: result.to,
        matchStatus: matched ? 'MATCHED' : 'MISMATCH',
        ...conversion,
        mismatchReason: matched ? null : body.mismatchReason!,
        duplicateOverrideReason: duplicate ? body.duplicateOverrideReason! : null,
        postedAt: new Date(),
        postedById: actor.id,
        postedByName: actor.name,
      });
      await moveOrders(tx, actor, { ...row, ...conversion }, 1);
      const after = await detailOf(tx, (await repo.findBill(tx, id))!);
      await recordAudit(tx, actor, {
        action: 'post',
        entity: BILL_ENTITY,
        entityId: id,
        shipId: row.shipId,
        before: { state: row.state },
        after: {
          state: after.state,
          matchStatus: after.matchStatus,
          mismatchReason: after.mismatchReason,
          duplicateOf: duplicate?.number ?? null,
          duplicateOverrideReason: after.duplicateOverrideReason,
        },
      });
      if (after.state === 'POSTED') await noticeBillToAct(tx, actor, after, 'pay');
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'bills_vendor_invoice_live_key'))
      throw conflict('Another bill with this vendor invoice number was posted at the same time; reload');
    throw error;
  }
}

/**
 * `POST /accounting/bills/:id/reverse` (`manage_bill`): a posted bill with nothing paid is reversed by a
 * credit note of everything left on it (after partial notes, the rest); its POs lose the billed amount
 * (back to committed) and state. The credit path: `bill-credit.service.ts`.
 */
export async function reverseBill(db: Db, actor: Actor, id: string, body: BillReason): Promise<BillDetail> {
  return creditBill(db, actor, id, body, true);
}
