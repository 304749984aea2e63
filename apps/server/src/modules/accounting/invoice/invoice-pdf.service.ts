import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { findShips, type Actor } from '../../access/access.service';
import { companySettings } from '../../config/approval-tiers.service';
import { bankAccounts } from '../bank-account/bank-account.table';
import { findCustomer } from '../customer/customer.repo';
import { notFound } from '../../../lib/http-error';
import { renderCreditNotePdf } from './credit-note.pdf';
import { renderInvoicePdf } from './invoice.pdf';
import { getInvoice } from './invoice.service';

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * `GET /accounting/invoices/:id/pdf` (read_invoices on the invoice's ship): the A4 invoice with the
 * company's default bank account in the invoice currency and the customer's address and VAT id.
 */
export async function invoicePdf(db: Db, actor: Actor, id: string) {
  const invoice = await getInvoice(db, actor, id);
  const { companyName, invoiceAddress, vatId } = await companySettings(db);
  const customer = await findCustomer(db, invoice.customerId);
  const [ship] = await findShips(db, [invoice.shipId]);
  const [bank] = await db
    .select({
      bankName: bankAccounts.bankName,
      iban: bankAccounts.iban,
      bic: bankAccounts.bic,
      accountNumber: bankAccounts.accountNumber,
      currency: bankAccounts.currency,
    })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.ownerType, 'company'),
        eq(bankAccounts.currency, invoice.currency),
        eq(bankAccounts.isDefault, true),
        eq(bankAccounts.active, true),
      ),
    )
    .limit(1);
  const bytes = await renderInvoicePdf(invoice, {
    companyName,
    companyAddress: linesOf(invoiceAddress),
    companyVatId: vatId,
    customerAddress: customer
      ? [
          ...customer.addressLines,
          [customer.postalCode, customer.city].filter(Boolean).join(' '),
          customer.country,
        ]
      : [],
    shipImo: ship?.imo ?? null,
    bank: bank ?? null,
    generatedAt: new Date(),
  });
  return { fileName: `${invoice.number ?? `draft-${invoice.id.slice(0, 8)}`}.pdf`, bytes };
}

/**
 * `GET /accounting/invoices/:id/credit-notes/:noteId/pdf` (read_invoices on the invoice's ship): the A4
 * credit note, in the invoice PDF's style, with the company's and the customer's VAT ids.
 */
export async function creditNotePdf(db: Db, actor: Actor, id: string, noteId: string) {
  const invoice = await getInvoice(db, actor, id);
  const note = invoice.creditNotes.find((n) => n.id === noteId);
  if (!note) throw notFound('Credit note');
  const { companyName, invoiceAddress, vatId } = await companySettings(db);
  const customer = await findCustomer(db, invoice.customerId);
  const bytes = await renderCreditNotePdf(invoice, note, {
    companyName,
    companyAddress: linesOf(invoiceAddress),
    companyVatId: vatId,
    customerAddress: customer
      ? [
          ...customer.addressLines,
          [customer.postalCode, customer.city].filter(Boolean).join(' '),
          customer.country,
        ]
      : [],
    generatedAt: new Date(),
  });
  return { fileName: `${note.number}.pdf`, bytes };
}
