import {
  ExchangeRateError,
  invoiceTotals,
  pickRate,
  priceInvoiceLine,
  type CreateInvoice,
  type InvoiceSource,
} from '@keel/domain';
import { randomUUID } from 'node:crypto';
import type { DbOrTx, Tx } from '../../../db/client';
import { badRequest } from '../../../lib/http-error';
import {
  listRebillableBillLines,
  markBillLinesInvoiced,
  releaseBillLinesInvoiced,
} from '../bill/bill-rebill.repo';
import { companySettings } from '../../config/approval-tiers.service';
import { ratesBetween } from '../exchange-rate/exchange-rate.service';
import {
  listRebillableExpenses,
  markExpensesInvoiced,
  unmarkExpensesInvoiced,
} from '../expense/expense-billing.service';
import * as repo from './invoice.repo';

/** Most sources the edit page's picker lists at once. */
const SOURCE_LIMIT = 500;

/**
 * The rebillable sources of a ship not on any invoice yet: expenses (to this customer or to nobody yet)
 * and lines of posted vendor bills. No permission check (the caller checks read_invoices on the ship).
 */
export async function rebillableSources(
  db: DbOrTx,
  shipId: string,
  customerId: string | undefined,
): Promise<InvoiceSource[]> {
  const expenses = await listRebillableExpenses(db, {
    shipIds: [shipId],
    ...(customerId ? { customerId, includeUnassigned: true } : {}),
  });
  const billLines = await listRebillableBillLines(db, { shipId, limit: SOURCE_LIMIT });
  return [
    ...expenses.map((e) => ({
      sourceType: 'expense' as const,
      sourceId: e.id,
      shipId: e.shipId,
      date: e.expenseDate,
      title: `${e.categoryName}: ${e.description}`,
      amount: e.amount,
      currency: e.currency,
    })),
    ...billLines.map((b) => ({
      sourceType: 'bill_line' as const,
      sourceId: b.id,
      shipId: b.shipId,
      date: b.billDate,
      title: `${b.vendorName} ${b.billNumber}: ${b.description}`,
      amount: b.amount,
      currency: b.currency,
    })),
  ].slice(0, SOURCE_LIMIT);
}

/** Frees what an invoice's lines hold (expenses and bill lines), e.g. before its lines are replaced. */
export async function releaseInvoiceSources(tx: Tx, invoiceId: string): Promise<void> {
  const { lines } = await repo.partsOf(tx, invoiceId);
  await unmarkExpensesInvoiced(tx, invoiceId);
  await releaseBillLinesInvoiced(
    tx,
    lines.filter((l) => l.sourceType === 'bill_line').map((l) => l.id),
  );
}

/**
 * Writes a draft's groups and lines, priced in the invoice currency at the invoice date's rate (or the
 * line's manual rate), and claims the sources: an expense or bill line is refused (409) when another
 * invoice holds it. Amounts of sources come from the source, never from the client. Returns the totals.
 */
export async function writeDraftLines(
  tx: Tx,
  invoiceId: string,
  body: Pick<CreateInvoice, 'shipId' | 'currency' | 'invoiceDate' | 'vatRate' | 'groups'>,
) {
  const all = body.groups.flatMap((g) => g.lines);
  const expenseIds = all.filter((l) => l.sourceType === 'expense').map((l) => l.sourceId!);
  const billLineIds = all.filter((l) => l.sourceType === 'bill_line').map((l) => l.sourceId!);
  const expenses = expenseIds.length
    ? new Map(
        (await listRebillableExpenses(tx, { ids: expenseIds, shipIds: [body.shipId] })).map((e) => [e.id, e]),
      )
    : new Map();
  const billLines = billLineIds.length
    ? new Map(
        (await listRebillableBillLines(tx, { shipId: body.shipId, limit: 100_000 })).map((b) => [b.id, b]),
      )
    : new Map();
  const currencies = [body.currency, ...all.map((l) => l.currency)];
  for (const e of expenses.values()) currencies.push(e.currency);
  for (const b of billLines.values()) currencies.push(b.currency);
  // The base currency too: a pair with no rate either way is crossed through it (pickRate's `via`).
  const { baseCurrency } = await companySettings(tx);
  currencies.push(baseCurrency);
  const rates = await ratesBetween(tx, currencies, body.invoiceDate);

  await repo.clearGroups(tx, invoiceId);
  const priced: { lines: { lineTotal: string }[] }[] = [];
  const expenseLinks: { expenseId: string; invoiceId: string; invoiceLineId: string }[] = [];
  const billLinks: { id: string; lineId: string; amount: string }[] = [];
  let position = 0;
  for (const [gi, group] of body.groups.entries()) {
    const groupId = await repo.insertGroup(tx, { invoiceId, position: gi, title: group.title });
    const rows = group.lines.map((line, li) => {
      const field = `groups.${gi}.lines.${li}`;
      let amount = line.amount;
      let currency = line.currency;
      if (line.sourceType === 'expense') {
        const source = expenses.get(line.sourceId!);
        if (!source)
          throw badRequest(`${field}.sourceId`, 'is not a rebillable, uninvoiced expense of this ship');
        ({ amount, currency } = source);
      } else if (line.sourceType === 'bill_line') {
        const source = billLines.get(line.sourceId!);
        if (!source)
          throw badRequest(`${field}.sourceId`, 'is not a rebillable, uninvoiced bill line of this ship');
        ({ amount, currency } = source);
      }
      let rate = { rate: line.exchangeRate ?? '', date: body.invoiceDate, source: 'manual' };
      if (!line.exchangeRate) {
        try {
          const picked = pickRate(rates, currency, body.currency, body.invoiceDate, { via: baseCurrency });
          rate = { rate: picked.rate, date: picked.date, source: picked.source };
        } catch (error) {
          if (error instanceof ExchangeRateError) throw badRequest(`${field}.exchangeRate`, error.message);
          throw error;
        }
      }
      const price = priceInvoiceLine(
        { amount, currency, exchangeRate: rate.rate, markupPercent: line.markupPercent },
        body.currency,
      );
      const id = randomUUID();
      if (line.sourceType === 'expense')
        expenseLinks.push({ expenseId: line.sourceId!, invoiceId, invoiceLineId: id });
      if (line.sourceType === 'bill_line') billLinks.push({ id: line.sourceId!, lineId: id, amount });
      return {
        id,
        invoiceId,
        groupId,
        position: position++,
        sourceType: line.sourceType,
        sourceId: line.sourceId,
        title: line.title,
        amount,
        currency,
        exchangeRate: rate.rate,
        rateDate: rate.date,
        rateSource: rate.source,
        ...price,
        markupPercent: line.markupPercent,
      };
    });
    await repo.insertLines(tx, rows);
    priced.push({ lines: rows });
  }
  await markExpensesInvoiced(tx, expenseLinks);
  await markBillLinesInvoiced(
    tx,
    billLinks.map((b) => b.id),
    billLinks.map((b) => b.lineId),
    billLinks.map((b) => b.amount),
  );
  return invoiceTotals(priced, body.vatRate, body.currency);
}
