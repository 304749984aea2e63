import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invoiceCreditNoteLines, invoiceCreditNotes } from './credit-note.table';
import { invoiceLines } from './invoice.table';

/** An invoice's credit notes, oldest first, each with its lines (invoice line id, title, net amount). */
export async function creditNotesOf(db: DbOrTx, invoiceId: string) {
  const notes = await db
    .select()
    .from(invoiceCreditNotes)
    .where(eq(invoiceCreditNotes.invoiceId, invoiceId))
    .orderBy(asc(invoiceCreditNotes.createdAt), asc(invoiceCreditNotes.number));
  if (notes.length === 0) return [];
  const lines = await db
    .select({
      creditNoteId: invoiceCreditNoteLines.creditNoteId,
      invoiceLineId: invoiceCreditNoteLines.invoiceLineId,
      title: invoiceLines.title,
      amount: invoiceCreditNoteLines.amount,
      position: invoiceLines.position,
    })
    .from(invoiceCreditNoteLines)
    .innerJoin(invoiceLines, eq(invoiceLines.id, invoiceCreditNoteLines.invoiceLineId))
    .where(
      inArray(
        invoiceCreditNoteLines.creditNoteId,
        notes.map((n) => n.id),
      ),
    )
    .orderBy(asc(invoiceLines.position));
  return notes.map((n) => ({
    ...n,
    lines: lines
      .filter((l) => l.creditNoteId === n.id)
      .map((l) => ({ invoiceLineId: l.invoiceLineId, title: l.title, amount: l.amount })),
  }));
}

/** The VAT already credited on an invoice (sum of its credit notes' VAT). */
export async function creditedVatOf(db: DbOrTx, invoiceId: string): Promise<string> {
  const [row] = await db
    .select({ vat: sql<string>`coalesce(sum(${invoiceCreditNotes.vatAmount}), 0)::text` })
    .from(invoiceCreditNotes)
    .where(eq(invoiceCreditNotes.invoiceId, invoiceId));
  return row?.vat ?? '0';
}

/** Writes a credit note and its lines, and adds each line's amount to the invoice line's credited amount. */
export async function insertCreditNote(
  db: DbOrTx,
  values: typeof invoiceCreditNotes.$inferInsert,
  lines: { invoiceLineId: string; amount: string }[],
): Promise<string> {
  const [note] = await db.insert(invoiceCreditNotes).values(values).returning({ id: invoiceCreditNotes.id });
  await db
    .insert(invoiceCreditNoteLines)
    .values(lines.map((l) => ({ creditNoteId: note!.id, invoiceLineId: l.invoiceLineId, amount: l.amount })));
  for (const l of lines)
    await db
      .update(invoiceLines)
      .set({ creditedAmount: sql`${invoiceLines.creditedAmount} + ${l.amount}::numeric` })
      .where(eq(invoiceLines.id, l.invoiceLineId));
  return note!.id;
}
