import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invoiceLines, invoices } from '../invoice/invoice.table';
import { billCreditNoteLines, billCreditNotes, billLines } from './bill.table';

/**
 * A bill's credit notes, oldest first, each with its lines and the customer invoices whose lines it credited
 * after they were invoiced (`invoices`: id, number — null for a draft — and state; a re-saved draft's old
 * lines match none).
 */
export async function creditNotesOf(db: DbOrTx, billId: string) {
  const notes = await db
    .select()
    .from(billCreditNotes)
    .where(eq(billCreditNotes.billId, billId))
    .orderBy(asc(billCreditNotes.createdAt), asc(billCreditNotes.number));
  if (notes.length === 0) return [];
  const noteIds = notes.map((n) => n.id);
  const lines = await db
    .select({
      creditNoteId: billCreditNoteLines.creditNoteId,
      billLineId: billCreditNoteLines.billLineId,
      amount: billCreditNoteLines.amount,
    })
    .from(billCreditNoteLines)
    .where(inArray(billCreditNoteLines.creditNoteId, noteIds));
  const invoiced = await db
    .selectDistinct({
      creditNoteId: billCreditNoteLines.creditNoteId,
      id: invoices.id,
      number: invoices.number,
      state: invoices.state,
    })
    .from(billCreditNoteLines)
    .innerJoin(invoiceLines, eq(invoiceLines.id, billCreditNoteLines.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(inArray(billCreditNoteLines.creditNoteId, noteIds))
    .orderBy(asc(invoices.number));
  return notes.map((n) => ({
    ...n,
    lines: lines.filter((l) => l.creditNoteId === n.id),
    invoices: invoiced
      .filter((i) => i.creditNoteId === n.id)
      .map((i) => ({ id: i.id, number: i.number, state: i.state })),
  }));
}

/** How many credit notes the bill has (for the next note's number). */
export async function countCreditNotes(db: DbOrTx, billId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(billCreditNotes)
    .where(eq(billCreditNotes.billId, billId));
  return row?.n ?? 0;
}

/**
 * Records a credit note with its lines and adds the amounts to the lines' credited amounts. Each note line
 * keeps the customer invoice line its bill line is on at that moment (`invoice_line_id`, read by the
 * same `UPDATE` that takes the line's row lock, so an invoice being written at the same time is either
 * seen or waits): that part of the credit was not netted into the invoice and is offered to pass on.
 */
export async function insertCreditNote(
  db: DbOrTx,
  values: typeof billCreditNotes.$inferInsert,
  lines: readonly { billLineId: string; amount: string }[],
) {
  const [note] = await db.insert(billCreditNotes).values(values).returning();
  if (!note) throw new Error('the credit note was not written');
  const rows: (typeof billCreditNoteLines.$inferInsert)[] = [];
  for (const l of lines) {
    const [line] = await db
      .update(billLines)
      .set({ creditedAmount: sql`${billLines.creditedAmount} + ${l.amount}::numeric` })
      .where(eq(billLines.id, l.billLineId))
      .returning({ invoiceLineId: billLines.invoiceLineId });
    rows.push({
      creditNoteId: note.id,
      billLineId: l.billLineId,
      amount: l.amount,
      invoiceLineId: line?.invoiceLineId ?? null,
    });
  }
  await db.insert(billCreditNoteLines).values(rows);
  return note;
}

/**
 * The customer invoice lines a credit note credited after they were invoiced, with the invoice (id, number
 * — null for a draft —, state, ship), the bill line's description and the amount credited (bill currency).
 */
export async function invoiceLinesCreditedBy(db: DbOrTx, creditNoteId: string) {
  return db
    .select({
      invoiceId: invoices.id,
      number: invoices.number,
      state: invoices.state,
      shipId: invoices.shipId,
      description: billLines.description,
      amount: billCreditNoteLines.amount,
    })
    .from(billCreditNoteLines)
    .innerJoin(billLines, eq(billLines.id, billCreditNoteLines.billLineId))
    .innerJoin(invoiceLines, eq(invoiceLines.id, billCreditNoteLines.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(billCreditNoteLines.creditNoteId, creditNoteId))
    .orderBy(asc(invoices.number), asc(billLines.position));
}
