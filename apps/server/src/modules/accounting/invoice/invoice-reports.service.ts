import {
  AGEING_BUCKETS,
  normalizeDecimal,
  roundMoney,
  toDateKey,
  type AgeingQuery,
  type AgeingReport,
  type InvoiceListQuery,
  type InvoiceSource,
  type ListTotals,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { assertSidebar, type Actor } from '../../access/access.service';
import { totalInBaseCurrency } from '../../purchasing/list-totals.service';
import { rebillableSources } from './invoice-lines.service';
import { ageingRolledUp, sumOpenInvoicesRolledUp, totalsFromRollUp } from './invoice-ageing.repo';
import { sumInvoicesRolledUp, totalsFromStateRollUp } from './invoice-totals.repo';
import * as repo from './invoice.repo';
import { INVOICING, assertCanRead, assertCanWrite, listScope, readableShips } from './invoice.service';
import { INVOICE_EXPORT_LIMIT } from './invoice.export';
import { toInvoiceView } from './invoice.view';

/** `GET /accounting/invoices/totals`: the filtered invoices' total in the base currency (all pages). */
export async function invoiceTotals(db: Db, actor: Actor, query: InvoiceListQuery): Promise<ListTotals> {
  const { filter } = listScope(actor, query);
  // Ships, customer and states from the totals roll-up; open-only filters with due dates (overdue) from the
  // AR roll-up; others (a search, closed invoices by due date) over the invoices.
  const sums = totalsFromStateRollUp(filter)
    ? await sumInvoicesRolledUp(db, filter)
    : totalsFromRollUp(filter)
      ? await sumOpenInvoicesRolledUp(db, filter)
      : await repo.sumInvoices(db, filter);
  return totalInBaseCurrency(
    db,
    sums.map((s) => ({ currency: s.currency, total: s.total, n: s.n })),
  );
}

/** The filtered invoices for the Excel export (same filters and sort, no paging). */
export async function exportInvoices(db: Db, actor: Actor, query: InvoiceListQuery) {
  const { filter, sort } = listScope(actor, query);
  const { rows, total } = await repo.listInvoices(db, filter, {
    sort,
    offset: 0,
    limit: INVOICE_EXPORT_LIMIT,
  });
  const today = toDateKey(new Date());
  // Counted: the workbook notes "First n of total" when the export stops at its limit.
  return { rows: rows.map((r) => toInvoiceView(r, today)), total: total ?? rows.length };
}

/**
 * `GET /accounting/invoices/ageing`: open receivables (ISSUED, PARTIALLY_PAID) per customer and currency,
 * by days past due: current, 1–30, 31–60, 61–90, > 90; summed in SQL over the actor's readable ships from
 * the trigger-kept roll-up `ar_open_balances` (invoice-ageing.repo.ts).
 */
export async function arAgeing(db: Db, actor: Actor, query: AgeingQuery): Promise<AgeingReport> {
  assertSidebar(actor, [INVOICING]);
  if (query.shipId) assertCanRead(actor, query.shipId);
  const asOf = query.asOf ?? toDateKey(new Date());
  const rows = await ageingRolledUp(
    db,
    {
      shipIds: readableShips(actor),
      ...(query.shipId ? { shipId: query.shipId } : {}),
      ...(query.customerId ? { customerId: query.customerId } : {}),
    },
    asOf,
  );
  const m = (v: string, c: string) => roundMoney(normalizeDecimal(v), c);
  return {
    asOf,
    buckets: [...AGEING_BUCKETS],
    rows: rows.map((r) => ({
      ...r,
      current: m(r.current, r.currency),
      d1to30: m(r.d1to30, r.currency),
      d31to60: m(r.d31to60, r.currency),
      d61to90: m(r.d61to90, r.currency),
      over90: m(r.over90, r.currency),
      total: m(r.total, r.currency),
    })),
  };
}

/** `GET /accounting/invoices/sources?shipId=&customerId=`: what the edit page may pick (create_invoice on the ship). */
export async function invoiceSources(
  db: Db,
  actor: Actor,
  shipId: string,
  customerId: string | undefined,
): Promise<InvoiceSource[]> {
  assertCanWrite(actor, shipId);
  return rebillableSources(db, shipId, customerId);
}

/** `GET /accounting/invoices/customers`: the active customers an invoice may be addressed to. */
export async function invoiceCustomers(db: Db, actor: Actor) {
  assertSidebar(actor, [INVOICING]);
  return repo.customerOptions(db);
}
