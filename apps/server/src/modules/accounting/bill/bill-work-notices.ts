import { formatDayUtc, formatMoney, type BillDetail } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import type { AuditActor } from '../../audit/audit.service';
import { notify, usersWithActions } from '../../notifications/notify';
import { BILL_ENTITY } from './bill.service';

/**
 * Tells those who must act on a vendor bill (issue 13 "Work and activity"): the users holding
 * `read_single_bill` and `manage_bill` on its ship — the same as the "My work" kinds `bill_to_post`,
 * `bill_mismatch` and `bill_to_pay` — except the actor. A new draft asks to be posted, or, when its lines
 * do not match their POs, to have the mismatch resolved (kind `bill_to_post`, linked to the edit page); a
 * posted bill asks to be paid (`bill_to_pay`, linked to the view page). Runs in the writing transaction,
 * after its audit row.
 */
export async function noticeBillToAct(
  tx: DbOrTx,
  actor: AuditActor,
  bill: BillDetail,
  step: 'post' | 'pay',
): Promise<void> {
  const amount = formatMoney(bill.total, bill.currency);
  const title =
    step === 'pay'
      ? `Vendor bill to pay: ${bill.number}`
      : bill.matchStatus === 'MISMATCH'
        ? `Vendor bill mismatch to resolve: ${bill.number}`
        : `Vendor bill to post: ${bill.number}`;
  await notify(tx, actor, {
    kind: step === 'pay' ? 'bill_to_pay' : 'bill_to_post',
    recipientIds: await usersWithActions(tx, ['read_single_bill', 'manage_bill'], bill.shipId),
    title,
    body: `${bill.vendorName} invoice ${bill.vendorInvoiceNumber}, ${amount}, due ${formatDayUtc(bill.dueDate)}`,
    link: step === 'pay' ? `/accounting/bills/view/${bill.id}` : `/accounting/bills/${bill.id}`,
    entity: BILL_ENTITY,
    entityId: bill.id,
    shipId: bill.shipId,
  });
}
