import { compareDecimal } from '@keel/domain';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { conflict } from '../../../lib/http-error';
import { vendors } from '../../purchasing/vendor/vendor.table';
import { billCreditNoteLines, billLines, bills } from './bill.table';
import { inUuids } from '../../../db/in-uuids';

/** A rebillable, not yet invoiced line of a posted (or paid) bill, for the customer-invoice picker. */
export interface RebillableBillLine {
  id: string;
  billId: string;
  billNumber: string;
  vendorName: string;
  shipId: string;
  billDate: string;
  description: string;
  /** Line amount in `currency` less what credit notes took off it (decimal string). */
  amount: string;
  currency: string;
  /** The bill's rate to the base currency, as on the bill date. */
  rate: string;
}

/** Live bill states whose lines can be rebilled. */
const REBILLABLE_STATES = ['POSTED', 'PARTIALLY_PAID', 'PAID'];

/**
 * Rebillable lines of posted bills not yet on an invoice, optionally of one ship and/or one currency,
 * oldest bill first (at most `limit`, default 200). A line partly credited by bill credit notes is offered
 * at what is left of it (line total − credited), one fully credited not at all (docs/accounting-bills.md
 * "Partial credit notes").
 */
export async function listRebillableBillLines(
  db: DbOrTx,
  filter: { shipId?: string; shipIds?: string[]; currency?: string; limit?: number } = {},
): Promise<RebillableBillLine[]> {
  const where: SQL[] = [
    eq(billLines.rebillable, true),
    isNull(billLines.invoiceLineId),
    inArray(bills.state, REBILLABLE_STATES),
    sql`${billLines.creditedAmount} < ${billLines.lineTotal}`,
  ];
  if (filter.shipId) where.push(eq(bills.shipId, filter.shipId));
  if (filter.shipIds) where.push(inUuids(bills.shipId, filter.shipIds));
  if (filter.currency) where.push(eq(bills.currency, filter.currency));
  return db
    .select({
      id: billLines.id,
      billId: bills.id,
      billNumber: bills.number,
      vendorName: vendors.name,
      shipId: bills.shipId,
      billDate: bills.billDate,
      description: billLines.description,
      amount: sql<string>`(${billLines.lineTotal} - ${billLines.creditedAmount})::text`,
      currency: bills.currency,
      rate: bills.rate,
    })
    .from(billLines)
    .innerJoin(bills, eq(bills.id, billLines.billId))
    .innerJoin(vendors, eq(vendors.id, bills.vendorId))
    .where(and(...where))
    .orderBy(asc(bills.billDate), asc(billLines.position))
    .limit(filter.limit ?? 200);
}

/**
 * Links bill lines to the invoice lines they were put on (`ids[i]` → `invoiceLineIds[i]`), inside the
 * caller's transaction. Locks the lines; refuses (409) a line already invoiced, not rebillable, fully
 * credited, unknown, or of a bill no longer posted — so a source line is invoiced at most once even in parallel.
 * `amounts[i]`, when given, is what the line was priced at (line total − credited, as read before the
 * lock): a credit note written in between makes it a 409 too, so no credit is neither netted nor passed on.
 */
export async function markBillLinesInvoiced(
  tx: Tx,
  ids: string[],
  invoiceLineIds: string[],
  amounts?: readonly string[],
): Promise<void> {
  if (ids.length !== invoiceLineIds.length)
    throw new Error('markBillLinesInvoiced: ids and invoiceLineIds differ');
  if (!ids.length) return;
  const rows = await tx
    .select({
      id: billLines.id,
      rebillable: billLines.rebillable,
      invoiceLineId: billLines.invoiceLineId,
      fullyCredited: sql<boolean>`${billLines.creditedAmount} >= ${billLines.lineTotal}`,
      left: sql<string>`(${billLines.lineTotal} - ${billLines.creditedAmount})::text`,
      state: bills.state,
    })
    .from(billLines)
    .innerJoin(bills, eq(bills.id, billLines.billId))
    .where(inArray(billLines.id, ids))
    .for('update', { of: billLines });
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw conflict(`Bill line ${id} does not exist`);
    if (!row.rebillable) throw conflict(`Bill line ${id} is not rebillable`);
    if (row.invoiceLineId) throw conflict(`Bill line ${id} is already invoiced`);
    if (row.fullyCredited) throw conflict(`Bill line ${id} is fully credited: nothing is left to rebill`);
    if (!REBILLABLE_STATES.includes(row.state))
      throw conflict(`Bill line ${id} belongs to a bill that is not posted`);
  }
  for (const [i, id] of ids.entries()) {
    const priced = amounts?.[i];
    if (priced !== undefined && compareDecimal(byId.get(id)!.left, priced) !== 0)
      throw conflict(`Bill line ${id} was credited by the vendor meanwhile: save again to price it net`);
  }
  for (const [i, id] of ids.entries())
    await tx
      .update(billLines)
      .set({ invoiceLineId: invoiceLineIds[i]!, invoicedAt: sql`now()` })
      .where(eq(billLines.id, id));
}

/** Frees bill lines of invoice lines that were voided or credited (so they can be invoiced again). */
export async function releaseBillLinesInvoiced(tx: Tx, invoiceLineIds: string[]): Promise<void> {
  if (!invoiceLineIds.length) return;
  await tx
    .update(billLines)
    .set({ invoiceLineId: null, invoicedAt: null })
    .where(inArray(billLines.invoiceLineId, invoiceLineIds));
}

/** What vendors credited on bill lines after they were put on these invoice lines (bill currency). */
export interface VendorCreditAfterInvoicing {
  invoiceLineId: string;
  /** Sum of the credit-note lines written while the bill line was on this invoice line. */
  credited: string;
  currency: string;
}

/**
 * Per invoice line of `invoiceLineIds`, the vendor credit its bill line received while on it: the bill
 * credit-note lines linked to the invoice line when they were written (`bill_credit_note_lines.invoice_line_id`,
 * indexed). A credit before invoicing is not among them: the line was offered net of it.
 */
export async function vendorCreditsAfterInvoicing(
  db: DbOrTx,
  invoiceLineIds: readonly string[],
): Promise<VendorCreditAfterInvoicing[]> {
  if (invoiceLineIds.length === 0) return [];
  const rows = await db
    .select({
      invoiceLineId: billCreditNoteLines.invoiceLineId,
      credited: sql<string>`sum(${billCreditNoteLines.amount})::text`,
      currency: bills.currency,
    })
    .from(billCreditNoteLines)
    .innerJoin(billLines, eq(billLines.id, billCreditNoteLines.billLineId))
    .innerJoin(bills, eq(bills.id, billLines.billId))
    .where(inUuids(billCreditNoteLines.invoiceLineId, [...invoiceLineIds]))
    .groupBy(billCreditNoteLines.invoiceLineId, bills.currency);
  return rows.flatMap((r) => (r.invoiceLineId ? [{ ...r, invoiceLineId: r.invoiceLineId }] : []));
}
