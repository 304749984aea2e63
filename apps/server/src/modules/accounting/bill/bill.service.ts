import {
  BILL_SORT_FIELDS,
  billOpenAmount,
  convertUnitPrice,
  isBillOverdue,
  normalizeDecimal,
  toDateKey,
  type ApAgeingRow,
  type BillDetail,
  type BillLineMatchStatus,
  type BillListQuery,
  type BillSummary,
  type VendorBillState,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import { and, asc, eq } from 'drizzle-orm';
import {
  assertCan,
  assertShipInScope,
  assertSidebar,
  myShips,
  shipFilter,
  type Actor,
} from '../../access/access.service';
import { companySettings } from '../../config/approval-tiers.service';
import { allExpenseCategories } from '../../purchasing/expense-category/expense-category.service';
import { vendors } from '../../purchasing/vendor/vendor.table';
import { bankAccounts } from '../bank-account/bank-account.table';
import { apAgeingRows } from './bill-ageing.repo';
import { creditNotesOf } from './bill-credit.repo';
import { billListTotals } from './bill-totals.repo';
import * as repo from './bill.repo';
import * as poLines from './bill-po-lines.repo';

/** The sidebar permission of the bills list and edit page. */
export const BILLS = 'accounting.bills' as const;
/** The audit entity name. */
export const BILL_ENTITY = 'bill';

/** A list row as shown. */
export function toSummary(row: repo.BillListRow, today = toDateKey(new Date())): BillSummary {
  const state = row.state as VendorBillState;
  return {
    id: row.id,
    number: row.number,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    shipId: row.shipId,
    shipName: row.shipName,
    vendorInvoiceNumber: row.vendorInvoiceNumber,
    billDate: row.billDate,
    dueDate: row.dueDate,
    state,
    currency: row.currency,
    total: normalizeDecimal(row.total),
    totalBase: normalizeDecimal(row.totalBase),
    paidAmount: normalizeDecimal(row.paidAmount),
    openAmount: normalizeDecimal(billOpenAmount(state, row.total, row.paidAmount, row.creditedAmount)),
    matchStatus: row.matchStatus === 'MISMATCH' ? 'MISMATCH' : 'MATCHED',
    overdue: isBillOverdue(state, row.dueDate, today),
    version: row.version,
  };
}

/**
 * Why a line does not match, in the figures of today: for an over-billed line the quantity received and
 * what other posted bills already billed of it; for a price variance the price in the PO's currency
 * against the PO's. Null for a matched line or one without a PO line.
 */
function lineMatchMessage(
  line: { matchStatus: string; quantity: string; unitPrice: string; purchaseOrderLineId: string | null },
  poRate: string,
  poUnitPrice: string | null,
  receivedQuantity: string | null,
  elsewhere: Map<string, string>,
): string | null {
  if (!line.purchaseOrderLineId) return null;
  if (line.matchStatus === 'OVER_BILLED') {
    const other = normalizeDecimal(elsewhere.get(line.purchaseOrderLineId) ?? '0');
    return `Billed ${normalizeDecimal(line.quantity)}; ${normalizeDecimal(receivedQuantity ?? '0')} received, ${other} of them on other posted bills`;
  }
  if (line.matchStatus === 'PRICE_VARIANCE' && poUnitPrice)
    return `Unit price ${normalizeDecimal(convertUnitPrice(line.unitPrice, poRate))} above the PO price ${normalizeDecimal(poUnitPrice)} beyond the tolerance`;
  return null;
}

/** The whole bill as its pages show it. */
export async function detailOf(db: DbOrTx, row: repo.BillRow): Promise<BillDetail> {
  // One after the other: a transaction's client runs one query at a time.
  const lines = await repo.linesOfBill(db, row.id);
  const payments = await repo.paymentsOf(db, row.id);
  const notes = await creditNotesOf(db, row.id);
  // What the other posted bills took of an over-billed line's PO line: "billed 6, received 9" alone reads
  // as a match; the message says where the rest went.
  const overBilled = lines.filter((l) => l.line.matchStatus === 'OVER_BILLED' && l.line.purchaseOrderLineId);
  const elsewhere = await poLines.billedQuantities(
    db,
    overBilled.map((l) => l.line.purchaseOrderLineId!),
    row.id,
  );
  // The note that left nothing to credit (the reversal).
  const credit = row.state === 'REVERSED' ? notes.at(-1) : undefined;
  const duplicate = await repo.findDuplicate(db, row.vendorId, row.vendorInvoiceKey, row.id);
  return {
    ...toSummary(row),
    categoryId: row.categoryId,
    baseCurrency: row.baseCurrency,
    rate: normalizeDecimal(row.rate),
    rateDate: row.rateDate,
    rateSource: row.rateSource,
    poCurrency: row.poCurrency,
    poRate: normalizeDecimal(row.poRate),
    poRateDate: row.poRateDate,
    poRateSource: row.poRateSource,
    notes: row.notes,
    mismatchReason: row.mismatchReason,
    duplicateOverrideReason: row.duplicateOverrideReason,
    cancelReason: row.cancelReason,
    postedAt: row.postedAt?.toISOString() ?? null,
    postedByName: row.postedByName,
    lines: lines.map(({ line, purchaseOrderNumber, poUnitPrice, receivedQuantity }) => ({
      id: line.id,
      position: line.position,
      purchaseOrderId: line.purchaseOrderId,
      purchaseOrderNumber,
      purchaseOrderLineId: line.purchaseOrderLineId,
      description: line.description,
      unit: line.unit,
      quantity: normalizeDecimal(line.quantity),
      unitPrice: normalizeDecimal(line.unitPrice),
      lineTotal: normalizeDecimal(line.lineTotal),
      matchStatus: line.matchStatus as BillLineMatchStatus,
      matchMessage: lineMatchMessage(line, row.poRate, poUnitPrice, receivedQuantity, elsewhere),
      poUnitPrice: poUnitPrice ? normalizeDecimal(poUnitPrice) : null,
      convertedUnitPrice: line.purchaseOrderLineId
        ? normalizeDecimal(convertUnitPrice(line.unitPrice, row.poRate))
        : null,
      receivedQuantity: receivedQuantity ? normalizeDecimal(receivedQuantity) : null,
      creditedAmount: normalizeDecimal(line.creditedAmount),
      rebillable: line.rebillable,
      invoiced: line.invoiceLineId !== null,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      paidOn: p.paidOn,
      amount: normalizeDecimal(p.amount),
      bankAccountId: p.bankAccountId,
      rate: normalizeDecimal(p.rate),
      amountBase: normalizeDecimal(p.amountBase),
      exchangeDifference: normalizeDecimal(p.exchangeDifference),
      reference: p.reference,
      createdByName: p.createdByName,
    })),
    creditNote: credit
      ? {
          number: credit.number,
          issuedOn: credit.issuedOn,
          amount: normalizeDecimal(credit.amount),
          reason: credit.reason,
        }
      : null,
    creditedAmount: normalizeDecimal(row.creditedAmount),
    creditNotes: notes.map((n) => ({
      id: n.id,
      number: n.number,
      issuedOn: n.issuedOn,
      amount: normalizeDecimal(n.amount),
      reason: n.reason,
      lines: n.lines.map((l) => ({ billLineId: l.billLineId, amount: normalizeDecimal(l.amount) })),
      invoices: n.invoices,
    })),
    duplicateOf: duplicate?.number ?? null,
  };
}

/** The list filter of a query, limited to the actor's ships. */
export function filterOf(actor: Actor, query: BillListQuery): repo.BillFilter {
  return {
    shipIds: shipFilter(actor),
    today: toDateKey(new Date()),
    ...(query.vendorId ? { vendorId: query.vendorId } : {}),
    ...(query.shipId ? { shipId: query.shipId } : {}),
    ...(query.state ? { state: query.state } : {}),
    ...(query.dueFrom ? { dueFrom: query.dueFrom } : {}),
    ...(query.dueTo ? { dueTo: query.dueTo } : {}),
    ...(query.overdue ? { overdue: query.overdue === 'true' } : {}),
    ...(query.q ? { pattern: containsPattern(query.q) } : {}),
  };
}

/** Checks the list's permissions: sidebar `accounting.bills` and action `read_bill` on some ship. */
function assertCanList(actor: Actor) {
  assertSidebar(actor, [BILLS]);
  assertCan(actor, ['read_bill']);
}

/**
 * `GET /accounting/bills`: filters vendor, ship, state, due dates, overdue and search; sort; paging (the
 * totals are `billTotals`, asked once per filter rather than with every page). Only the first page is
 * counted unless `count=true` asks (`count=false` skips it there too): a later page answers
 * `page.counted: false` with `total` = the rows up to it plus 1 when more follow (a lower bound; the web
 * shows the total it got with the first page).
 */
export async function listBills(db: Db, actor: Actor, query: BillListQuery) {
  assertCanList(actor);
  // Newest first unless asked otherwise (as the list screen asks).
  const sort = sortOf(query.sort ?? '-billDate', BILL_SORT_FIELDS, 'billDate');
  const count = query.count ? query.count === 'true' : query.offset === 0;
  const result = await repo.listBills(
    db,
    filterOf(actor, query),
    { sort, offset: query.offset, limit: query.limit },
    count,
  );
  const today = toDateKey(new Date());
  const page =
    result.total === null
      ? { total: query.offset + result.rows.length + (result.more ? 1 : 0), counted: false }
      : { total: result.total, totalCapped: result.capped, counted: true };
  return {
    data: result.rows.map((r) => toSummary(r, today)),
    page: { ...page, offset: query.offset, limit: query.limit },
  };
}

/** `GET /accounting/bills/totals`: count, totals and open amounts in the base currency over every page. */
export async function billTotals(db: Db, actor: Actor, query: BillListQuery) {
  assertCanList(actor);
  // Filters of ships, vendor and state from the totals roll-up, others over the bills (bill-totals.repo.ts).
  const sums = await billListTotals(db, filterOf(actor, query));
  return {
    count: sums.count,
    totalBase: normalizeDecimal(sums.totalBase),
    openBase: normalizeDecimal(sums.openBase),
  };
}

/** `GET /accounting/bills/ageing`: open amounts per vendor in the AP ageing buckets (base currency). */
export async function apAgeing(db: Db, actor: Actor, query: BillListQuery): Promise<ApAgeingRow[]> {
  assertCanList(actor);
  const rows = await apAgeingRows(db, filterOf(actor, { ...query, state: undefined, overdue: undefined }));
  return rows.map((r) => ({
    vendorId: r.vendorId,
    vendorName: r.vendorName,
    current: normalizeDecimal(r.current),
    d1to30: normalizeDecimal(r.d1to30),
    d31to60: normalizeDecimal(r.d31to60),
    d61to90: normalizeDecimal(r.d61to90),
    over90: normalizeDecimal(r.over90),
    total: normalizeDecimal(r.total),
  }));
}

/** The bill row after the single-bill read check (`read_single_bill` on its ship; also the activity card). */
export async function loadBill(db: DbOrTx, actor: Actor, id: string): Promise<repo.BillRow> {
  const row = await repo.findBill(db, id);
  if (!row) throw notFound('Bill');
  assertShipInScope(actor, row.shipId);
  assertCan(actor, ['read_single_bill'], { shipId: row.shipId });
  return row;
}

/** `GET /accounting/bills/:id`: the bill with lines, payments and credit note (`read_single_bill`). */
export async function getBill(db: Db, actor: Actor, id: string): Promise<BillDetail> {
  return detailOf(db, await loadBill(db, actor, id));
}

/** `GET /accounting/bills/billable-lines`: delivered PO lines of a vendor on a ship (`manage_bill`). */
export async function billableLines(db: Db, actor: Actor, vendorId: string, shipId: string) {
  assertSidebar(actor, [BILLS]);
  assertShipInScope(actor, shipId);
  assertCan(actor, ['manage_bill'], { shipId });
  const rows = await poLines.billablePoLines(db, vendorId, shipId);
  return rows.map((r) => ({
    ...r,
    quantity: normalizeDecimal(r.quantity),
    unitPrice: normalizeDecimal(r.unitPrice),
    receivedQuantity: normalizeDecimal(r.receivedQuantity),
    billedQuantity: normalizeDecimal(r.billedQuantity),
  }));
}

/**
 * `GET /accounting/bills/options`: what the bill pages pick from — active vendors, the company's active
 * bank accounts, the actor's ships and the base currency (sidebar `accounting.bills`).
 */
export async function billOptions(db: Db, actor: Actor) {
  assertSidebar(actor, [BILLS]);
  const vendorRows = await db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(eq(vendors.active, true))
    .orderBy(asc(vendors.name))
    .limit(2000);
  const accounts = await db
    .select({
      id: bankAccounts.id,
      bankName: bankAccounts.bankName,
      iban: bankAccounts.iban,
      currency: bankAccounts.currency,
    })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.ownerType, 'company'), eq(bankAccounts.active, true)))
    .orderBy(asc(bankAccounts.bankName));
  const ships = await myShips(db, actor);
  const { baseCurrency } = await companySettings(db);
  const categories = await allExpenseCategories(db);
  return {
    vendors: vendorRows,
    bankAccounts: accounts,
    ships: ships.map((s) => ({ id: s.id, name: s.name })),
    categories: categories.map((c) => ({ id: c.id, code: c.code, name: c.name })),
    baseCurrency,
  };
}
