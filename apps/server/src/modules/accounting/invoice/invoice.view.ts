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
  type InvoiceVendorCredit,
  vendorCreditToPassOn,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { vendorCreditsAfterInvoicing } from '../bill/bill-rebill.repo';
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

/** States whose lines still stand for what the customer owes (a void or fully credited invoice passes nothing on). */
const PASS_ON_STATES: readonly string[] = ['DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID'];

/**
 * Per line sourced from a bill line: what the vendor credited on it after it was invoiced, priced as the
 * line was, less the invoice's own credits on the line (`vendorCreditToPassOn`); lines without such a
 * credit are left out.
 */
async function vendorCreditsOf(
  db: DbOrTx,
  row: repo.InvoiceListRow,
  lines: readonly repo.InvoiceLineRow[],
): Promise<Map<string, InvoiceVendorCredit>> {
  const result = new Map<string, InvoiceVendorCredit>();
  if (!PASS_ON_STATES.includes(row.state)) return result;
  const sourced = lines.filter((l) => l.sourceType === 'bill_line');
  const credits = await vendorCreditsAfterInvoicing(
    db,
    sourced.map((l) => l.id),
  );
  for (const credit of credits) {
    const line = sourced.find((l) => l.id === credit.invoiceLineId);
    if (!line || !isPositiveDecimal(credit.credited)) continue;
    const passOn = vendorCreditToPassOn({
      credited: credit.credited,
      currency: credit.currency,
      exchangeRate: line.exchangeRate,
      markupPercent: line.markupPercent,
      invoiceCurrency: row.currency,
      lineTotal: line.lineTotal,
      lineCredited: line.creditedAmount,
    });
    result.set(line.id, {
      credited: money(passOn.credited, credit.currency),
      currency: credit.currency,
      creditedInInvoiceCurrency: money(passOn.creditedInInvoiceCurrency, row.currency),
      toPassOn: money(passOn.toPassOn, row.currency),
    });
  }
  return result;
}

/** The whole invoice: header, groups with subtotals and priced lines, payments. */
export async function invoiceDetailOf(db: DbOrTx, row: repo.InvoiceListRow): Promise<InvoiceDetail> {
  const { groups, lines, payments } = await repo.partsOf(db, row.id);
  const notes = await creditNotesOf(db, row.id);
  const vendorCredits = await vendorCreditsOf(db, row, lines);
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
          vendorCredit: vendorCredits.get(l.id) ?? null,
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
