import {
  invoiceBalance,
  invoiceDisplayState,
  isPositiveDecimal,
  normalizeDecimal,
  roundMoney,
  subDecimal,
  sumDecimals,
  toDateKey,
  type Invoice,
  type InvoiceDetail,
  type InvoiceState,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { creditNotesOf } from './credit-note.repo';
import * as repo from './invoice.repo';

const money = (value: string, currency: string) => roundMoney(normalizeDecimal(value), currency);

/** A list row as the API returns it; OVERDUE derived as of `today`. */
export function toInvoiceView(row: repo.InvoicePageRow, today = toDateKey(new Date())): Invoice {
  return {
    id: row.id,
    number: row.number,
    state: row.state as InvoiceState,
    displayState: invoiceDisplayState(row.state as InvoiceState, row.dueDate, today),
    shipId: row.shipId,
    shipName: row.shipName,
    customerId: row.customerId,
    customerName: row.customerName,
    currency: row.currency,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    subtotal: money(row.subtotal, row.currency),
    vatRate: normalizeDecimal(row.vatRate),
    vatAmount: money(row.vatAmount, row.currency),
    total: money(row.total, row.currency),
    paidAmount: money(row.paidAmount, row.currency),
    creditedAmount: money(row.creditedAmount, row.currency),
    balance: ['CREDITED', 'VOID', 'DRAFT'].includes(row.state)
      ? money('0', row.currency)
      : money(invoiceBalance(subDecimal(row.total, row.creditedAmount), row.paidAmount), row.currency),
    reference: row.reference,
    creditNoteNumber: row.creditNoteNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The whole invoice: header, groups with subtotals and priced lines, payments. */
export async function invoiceDetailOf(db: DbOrTx, row: repo.InvoiceListRow): Promise<InvoiceDetail> {
  const { groups, lines, payments } = await repo.partsOf(db, row.id);
  const notes = await creditNotesOf(db, row.id);
  const c = row.currency;
  const creditedByLine: Record<string, string> = {};
  for (const l of lines)
    if (isPositiveDecimal(l.creditedAmount)) creditedByLine[l.id] = money(l.creditedAmount, c);
  return {
    ...toInvoiceView(row),
    notes: row.notes,
    customerTaxId: row.customerTaxId,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    creditReason: row.creditReason,
    voidReason: row.voidReason,
    groups: groups.map((g) => {
      const own = lines.filter((l) => l.groupId === g.id);
      return {
        id: g.id,
        title: g.title,
        subtotal: money(sumDecimals(own.map((l) => l.lineTotal)), c),
        lines: own.map((l) => ({
          id: l.id,
          sourceType: l.sourceType as 'expense' | 'bill_line' | 'free',
          sourceId: l.sourceId,
          title: l.title,
          amount: normalizeDecimal(l.amount),
          currency: l.currency,
          exchangeRate: normalizeDecimal(l.exchangeRate),
          rateDate: l.rateDate,
          rateSource: l.rateSource,
          convertedAmount: money(l.convertedAmount, c),
          markupPercent: normalizeDecimal(l.markupPercent),
          markupAmount: money(l.markupAmount, c),
          lineTotal: money(l.lineTotal, c),
        })),
      };
    }),
    payments: payments.map((p) => ({
      id: p.id,
      date: p.date,
      amount: money(p.amount, c),
      bankAccountId: p.bankAccountId,
      reference: p.reference,
      createdByName: p.createdByName,
      createdAt: p.createdAt.toISOString(),
    })),
    creditedByLine,
    creditNotes: notes.map((n) => ({
      id: n.id,
      number: n.number,
      date: n.date,
      reason: n.reason,
      subtotal: money(n.subtotal, c),
      vatAmount: money(n.vatAmount, c),
      total: money(n.total, c),
      lines: n.lines.map((l) => ({ ...l, amount: money(l.amount, c) })),
      createdByName: n.createdByName,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}
