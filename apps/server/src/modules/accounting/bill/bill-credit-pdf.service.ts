import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import type { Actor } from '../../access/access.service';
import { companySettings } from '../../config/approval-tiers.service';
import { vendorById } from '../../purchasing/vendor/vendor.service';
import { renderBillCreditNotePdf } from './bill-credit-note.pdf';
import { getBill } from './bill.service';

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * `GET /accounting/bills/:id/credit-notes/:noteId/pdf` (`read_single_bill` on the bill's ship, as the
 * view page): the A4 credit note of a bill in the invoice PDFs' style, with the company's VAT id and the
 * vendor's address. 404 when the note is not one of this bill's.
 */
export async function billCreditNotePdf(db: Db, actor: Actor, id: string, noteId: string) {
  const bill = await getBill(db, actor, id);
  const note = bill.creditNotes.find((n) => n.id === noteId);
  if (!note) throw notFound('Credit note');
  const { companyName, invoiceAddress, vatId } = await companySettings(db);
  const vendor = await vendorById(db, bill.vendorId);
  const bytes = await renderBillCreditNotePdf(bill, note, {
    companyName,
    companyAddress: linesOf(invoiceAddress),
    companyVatId: vatId,
    vendorAddress: vendor
      ? [...vendor.addressLines, [vendor.postalCode, vendor.city].filter(Boolean).join(' '), vendor.country]
      : [],
    generatedAt: new Date(),
  });
  return { fileName: `${note.number}.pdf`, bytes };
}
