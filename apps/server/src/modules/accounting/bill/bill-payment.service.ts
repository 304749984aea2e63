import {
  applyBillPayment,
  paymentExchangeDifference,
  type BillDetail,
  type PayBill,
  type VendorBillState,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import type { Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { findBankAccount } from '../bank-account/bank-account.repo';
import { assertCanManage } from './bill-entry.service';
import { baseRateOn } from './bill-rate';
import * as repo from './bill.repo';
import { BILL_ENTITY, detailOf } from './bill.service';

/**
 * `POST /accounting/bills/:id/payments` (`manage_bill`): pays a posted bill from an active company bank
 * account in the bill's currency, at the payment date's rate; the exchange difference against the bill's
 * rate is kept. The bill row is locked, so parallel payments are applied one after the other and never
 * pay more than is open (409 naming the open amount; the table's check backs this up).
 */
export async function payBill(db: Db, actor: Actor, id: string, body: PayBill): Promise<BillDetail> {
  return db.transaction(async (tx) => {
    const row = await repo.lockBill(tx, id);
    if (!row) throw notFound('Bill');
    assertCanManage(actor, row.shipId);
    const account = await findBankAccount(tx, body.bankAccountId);
    if (!account || account.ownerType !== 'company' || !account.active)
      throw badRequest('bankAccountId', 'must be an active bank account of the company');
    if (account.currency !== row.currency)
      throw badRequest('bankAccountId', `the account is in ${account.currency}, the bill in ${row.currency}`);
    if (body.paidOn < row.billDate) throw badRequest('paidOn', 'paidOn must not be before the bill date');
    const result = applyBillPayment(
      row.state as VendorBillState,
      row.total,
      row.paidAmount,
      body.amount,
      row.creditedAmount,
    );
    if (!result.ok) throw conflict(`${row.number}: ${result.message}`);
    const { picked } = await baseRateOn(tx, row.currency, body.paidOn, 'paidOn');
    const fx = paymentExchangeDifference(body.amount, row.rate, picked.rate, row.baseCurrency);
    await repo.insertPayment(tx, {
      billId: id,
      paidOn: body.paidOn,
      amount: body.amount,
      bankAccountId: account.id,
      rate: picked.rate,
      rateDate: picked.date,
      rateSource: picked.source,
      amountBase: fx.amountBase,
      exchangeDifference: fx.difference,
      reference: body.reference,
      createdById: actor.id,
      createdByName: actor.name,
    });
    const saved = await repo.updateBill(tx, id, row.version, {
      state: result.state,
      paidAmount: result.paid,
    });
    if (!saved) throw conflict(`${row.number} was changed by someone else; try again`);
    await recordAudit(tx, actor, {
      action: 'pay',
      entity: BILL_ENTITY,
      entityId: id,
      shipId: row.shipId,
      before: { state: row.state, paidAmount: row.paidAmount },
      after: {
        state: result.state,
        paidAmount: result.paid,
        payment: {
          amount: body.amount,
          paidOn: body.paidOn,
          rate: picked.rate,
          exchangeDifference: fx.difference,
        },
      },
    });
    return detailOf(tx, (await repo.findBill(tx, id))!);
  });
}
