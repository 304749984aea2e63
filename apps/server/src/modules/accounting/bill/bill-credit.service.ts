import {
  CREDITABLE_BILL_STATES,
  addDecimal,
  billStateAfterCredit,
  billedInOrderCurrency,
  isPositiveDecimal,
  negateDecimal,
  planBillCredit,
  subDecimal,
  sumDecimals,
  toDateKey,
  type BillDetail,
  type CreditBill,
  type VendorBillState,
} from '@keel/domain';
import type { Db, Tx } from '../../../db/client';
import { badRequest, conflict } from '../../../lib/http-error';
import type { Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { recordBilled } from '../../purchasing/purchase-order/purchase-order-billing.flow';
import { lockForChange } from './bill-entry.service';
import { noticeVendorCreditToPassOn } from './bill-credit-notices';
import { countCreditNotes, insertCreditNote } from './bill-credit.repo';
import * as repo from './bill.repo';
import * as poLines from './bill-po-lines.repo';
import { BILL_ENTITY, detailOf } from './bill.service';

type BillLine = Awaited<ReturnType<typeof repo.linesOfBill>>[number]['line'];

/**
 * Takes the credited PO lines off their orders' billed amounts (in each PO's currency at the bill's
 * `po_rate`): billed before the note − billed after it, so the notes of a fully credited bill take off
 * exactly what posting added. Runs after the bill's state is written (a REVERSED bill's quantities no
 * longer count for the PO's state).
 */
async function creditOrders(
  tx: Tx,
  actor: Actor,
  bill: { number: string; poRate: string; poCurrency: string | null; currency: string },
  lines: readonly BillLine[],
  credit: ReadonlyMap<string, string>,
) {
  const orderIds = [...new Set(lines.map((l) => l.purchaseOrderId).filter((id): id is string => !!id))];
  for (const orderId of orderIds.sort()) {
    const mine = lines.filter((l) => l.purchaseOrderId === orderId);
    if (!mine.some((l) => credit.has(l.id))) continue;
    const currency = bill.poCurrency ?? bill.currency;
    const left = (extra: (l: BillLine) => string) =>
      billedInOrderCurrency(
        mine.map((l) => subDecimal(subDecimal(l.lineTotal, l.creditedAmount), extra(l))),
        bill.poRate,
        currency,
      );
    const before = left(() => '0');
    const after = left((l) => credit.get(l.id) ?? '0');
    const poLineIds = (await poLines.poLinesOfOrder(tx, orderId)).map((l) => l.id);
    await recordBilled(
      tx,
      {
        purchaseOrderId: orderId,
        amountDelta: negateDecimal(subDecimal(before, after)),
        billedQuantities: await poLines.billedQuantities(tx, poLineIds, null),
        billNumber: bill.number,
      },
      actor,
    );
  }
}

/**
 * A credit note of a posted bill (in one transaction, the bill row locked): `lines` credits amounts of
 * some lines (at most what is left on each, and in all at most the open amount: 400 naming the field), none
 * credits everything left. The bill's open amount, the AP roll-up and the budget (PO lines through the PO's
 * billed amount, PO-less lines through `credited_unordered`) drop by the note; the bill becomes REVERSED only
 * once fully credited, PAID when payments and credits cover it. `reversal` (the reverse route) asks for a
 * bill with nothing paid and credits everything left.
 */
export async function creditBill(
  db: Db,
  actor: Actor,
  id: string,
  body: CreditBill,
  reversal = false,
): Promise<BillDetail> {
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, actor, id, body.version);
    const state = row.state as VendorBillState;
    if (!CREDITABLE_BILL_STATES.includes(state) || (reversal && state !== 'POSTED'))
      throw conflict(
        `${reversal ? 'Only a posted bill with nothing paid can be reversed' : 'Only a posted bill not fully paid can be credited'}; ${row.number} is ${row.state}`,
      );
    if (reversal && isPositiveDecimal(row.paidAmount))
      throw conflict(`${row.number} has payments; it cannot be reversed`);
    const lines = (await repo.linesOfBill(tx, id)).map((l) => l.line);
    const open = subDecimal(subDecimal(row.total, row.paidAmount), row.creditedAmount);
    const planned = planBillCredit({
      currency: row.currency,
      lines: lines.map((l) => ({ id: l.id, lineTotal: l.lineTotal, creditedAmount: l.creditedAmount })),
      open,
      request: reversal ? undefined : body.lines,
    });
    if (!planned.ok) throw badRequest(planned.field, planned.message);
    const { plan } = planned;
    const credit = new Map(plan.lines.map((l) => [l.billLineId, l.amount]));
    const credited = addDecimal(row.creditedAmount, plan.total);
    const unordered = sumDecimals(
      lines.filter((l) => !l.purchaseOrderId).map((l) => credit.get(l.id) ?? '0'),
    );
    const to = billStateAfterCredit(state, row.total, row.paidAmount, credited);
    const count = await countCreditNotes(tx, id);
    const number = count === 0 ? `CN-${row.number}` : `CN-${row.number}-${count + 1}`;
    const note = await insertCreditNote(
      tx,
      {
        billId: id,
        number,
        issuedOn: toDateKey(new Date()),
        amount: plan.total,
        reason: body.reason,
        createdById: actor.id,
        createdByName: actor.name,
      },
      plan.lines,
    );
    await repo.updateBill(tx, id, row.version, {
      state: to,
      creditedAmount: credited,
      creditedUnordered: addDecimal(row.creditedUnordered, unordered),
    });
    await creditOrders(tx, actor, row, lines, credit);
    await recordAudit(tx, actor, {
      action: reversal ? 'reverse' : 'credit',
      entity: BILL_ENTITY,
      entityId: id,
      shipId: row.shipId,
      before: { state: row.state, creditedAmount: row.creditedAmount },
      after: {
        state: to,
        creditedAmount: credited,
        creditNote: number,
        amount: plan.total,
        reason: body.reason,
      },
    });
    await noticeVendorCreditToPassOn(tx, actor, note, row);
    return detailOf(tx, (await repo.findBill(tx, id))!);
  });
}
