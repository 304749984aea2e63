import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { billCreditNoteLines, billCreditNotes, billLines } from './bill.table';

/** A bill's credit notes, oldest first, each with its lines. */
export async function creditNotesOf(db: DbOrTx, billId: string) {
  const notes = await db
    .select()
    .from(billCreditNotes)
    .where(eq(billCreditNotes.billId, billId))
    .orderBy(asc(billCreditNotes.createdAt), asc(billCreditNotes.number));
  if (notes.length === 0) return [];
  const lines = await db
    .select({
      creditNoteId: billCreditNoteLines.creditNoteId,
      billLineId: billCreditNoteLines.billLineId,
      amount: billCreditNoteLines.amount,
    })
    .from(billCreditNoteLines)
    .where(
      inArray(
        billCreditNoteLines.creditNoteId,
        notes.map((n) => n.id),
      ),
    );
  return notes.map((n) => ({ ...n, lines: lines.filter((l) => l.creditNoteId === n.id) }));
}

/** How many credit notes the bill has (for the next note's number). */
export async function countCreditNotes(db: DbOrTx, billId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(billCreditNotes)
    .where(eq(billCreditNotes.billId, billId));
  return row?.n ?? 0;
}

/** Records a credit note with its lines and adds the amounts to the lines' credited amounts. */
export async function insertCreditNote(
  db: DbOrTx,
  values: typeof billCreditNotes.$inferInsert,
  lines: readonly { billLineId: string; amount: string }[],
) {
  const [note] = await db.insert(billCreditNotes).values(values).returning();
  if (!note) throw new Error('the credit note was not written');
  await db
    .insert(billCreditNoteLines)
    .values(lines.map((l) => ({ creditNoteId: note.id, billLineId: l.billLineId, amount: l.amount })));
  for (const l of lines)
    await db
      .update(billLines)
      .set({ creditedAmount: sql`${billLines.creditedAmount} + ${l.amount}::numeric` })
      .where(eq(billLines.id, l.billLineId));
  return note;
}
