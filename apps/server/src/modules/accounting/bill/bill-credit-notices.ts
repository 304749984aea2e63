import { formatMoney, sumDecimals } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import type { AuditActor } from '../../audit/audit.service';
import { notify, usersWithActions } from '../../notifications/notify';
import { invoiceLinesCreditedBy } from './bill-credit.repo';

/**
 * Tells those who credit the ship's customer invoices (`create_invoice` there, and able to open the invoice)
 * that a bill credit note touched lines already invoiced: one `vendor_credit_to_pass_on` notice per invoice,
 * linked to the invoice view, where the amount to pass on is offered (docs/accounting-bills.md "Credited after
 * invoicing"). Runs in the credit's transaction, after its audit row; the actor is not told (the credit
 * dialog shows it).
 */
export async function noticeVendorCreditToPassOn(
  tx: DbOrTx,
  actor: AuditActor,
  note: { id: string; number: string },
  bill: { number: string; currency: string },
): Promise<void> {
  const lines = await invoiceLinesCreditedBy(tx, note.id);
  const byInvoice = new Map<string, typeof lines>();
  for (const l of lines) byInvoice.set(l.invoiceId, [...(byInvoice.get(l.invoiceId) ?? []), l]);
  for (const [invoiceId, own] of byInvoice) {
    const first = own[0]!;
    const amount = formatMoney(sumDecimals(own.map((l) => l.amount)), bill.currency);
    await notify(tx, actor, {
      kind: 'vendor_credit_to_pass_on',
      recipientIds: await usersWithActions(tx, ['create_invoice'], first.shipId),
      title: `Vendor credit to pass on: ${first.number ?? 'draft invoice'}`,
      body: `${note.number} (bill ${bill.number}) credited ${amount} on ${own
        .map((l) => l.description)
        .join(', ')} after it was invoiced`,
      link: `/accounting/invoices/view/${invoiceId}`,
      entity: 'invoice',
      entityId: invoiceId,
      shipId: first.shipId,
    });
  }
}
