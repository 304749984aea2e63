import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  applyBillPayment,
  billTotal,
  mulDecimal,
  normalizeVendorInvoiceNumber,
  paymentExchangeDifference,
  roundMoney,
  toDateKey,
  type VendorBillState,
} from '@keel/domain';
import type { Tx } from '../client';
import { recordAudit } from '../../modules/audit/audit.service';
import { bankAccounts } from '../../modules/accounting/bank-account/bank-account.table';
import { prepareLines } from '../../modules/accounting/bill/bill-match';
import { baseRateOn } from '../../modules/accounting/bill/bill-rate';
import * as repo from '../../modules/accounting/bill/bill.repo';
import * as poLines from '../../modules/accounting/bill/bill-po-lines.repo';
import { bills } from '../../modules/accounting/bill/bill.table';
import { recordBilled } from '../../modules/purchasing/purchase-order/purchase-order-billing.flow';
import {
  purchaseOrderLines,
  purchaseOrders,
} from '../../modules/purchasing/purchase-order/purchase-order.table';

const SYSTEM = { id: null, name: 'Demo data' };
const day = (daysAgo: number) => toDateKey(new Date(Date.now() - daysAgo * 86_400_000));

type Order = typeof purchaseOrders.$inferSelect;
type Line = typeof purchaseOrderLines.$inferSelect;

/** Enters a draft bill of `lines` against `order`; returns the bill row. */
async function enter(
  tx: Tx,
  order: Order,
  invoice: string,
  daysAgo: number,
  lines: { line: Line; quantity: string; unitPrice: string }[],
  notes = '',
) {
  const input = lines.length
    ? lines.map((l) => ({
        purchaseOrderLineId: l.line.id,
        description: l.line.description,
        unit: l.line.unit,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        rebillable: false,
      }))
    : [
        {
          purchaseOrderLineId: null,
          description: 'Courier charges',
          unit: 'pcs',
          quantity: '1',
          unitPrice: '85.00',
          rebillable: true,
        },
      ];
  const billDate = day(daysAgo);
  const prepared = await prepareLines(
    tx,
    { id: null, vendorId: order.vendorId, shipId: order.shipId, currency: order.currency, billDate },
    input,
  );
  const total = billTotal(
    prepared.lines.map((l) => l.lineTotal),
    order.currency,
  );
  const { baseCurrency, picked } = await baseRateOn(tx, order.currency, billDate, 'currency');
  const row = await repo.insertBill(tx, {
    number: `BILL-${billDate.slice(0, 4)}-${String(await repo.nextNumber(tx)).padStart(5, '0')}`,
    vendorId: order.vendorId,
    shipId: order.shipId,
    vendorInvoiceNumber: invoice,
    vendorInvoiceKey: normalizeVendorInvoiceNumber(invoice),
    billDate,
    dueDate: day(daysAgo - 30),
    currency: order.currency,
    baseCurrency,
    rate: picked.rate,
    rateDate: picked.date,
    rateSource: picked.source,
    total,
    totalBase: roundMoney(mulDecimal(total, picked.rate), baseCurrency),
    matchStatus: prepared.matched ? 'MATCHED' : 'MISMATCH',
    notes,
    createdByName: SYSTEM.name,
  });
  await repo.replaceLines(tx, row.id, prepared.lines);
  await recordAudit(tx, SYSTEM, {
    action: 'create',
    entity: 'bill',
    entityId: row.id,
    shipId: row.shipId,
    after: { number: row.number, total },
  });
  return row;
}

/** Posts a bill (with a reason when it does not match) and bills its PO. */
async function post(tx: Tx, bill: typeof bills.$inferSelect, order: Order, mismatchReason: string | null) {
  await repo.updateBill(tx, bill.id, bill.version, {
    state: 'POSTED',
    mismatchReason,
    postedAt: new Date(),
    postedByName: SYSTEM.name,
  });
  const ids = (await poLines.poLinesOfOrder(tx, order.id)).map((l) => l.id);
  await recordBilled(
    tx,
    {
      purchaseOrderId: order.id,
      amountDelta: bill.total,
      billedQuantities: await poLines.billedQuantities(tx, ids, null),
      billNumber: bill.number,
    },
    SYSTEM,
  );
  await recordAudit(tx, SYSTEM, {
    action: 'post',
    entity: 'bill',
    entityId: bill.id,
    shipId: bill.shipId,
    before: { state: 'DRAFT' },
    after: { state: 'POSTED', mismatchReason },
  });
  return (await repo.lockBill(tx, bill.id))!;
}

/**
 * Demo vendor bills for the delivered demo POs: an exact match posted and paid; a short delivery billed
 * in full, posted with a reason and unpaid; a price variance left as a draft to resolve; and a second
 * bill with the first one's vendor invoice number written differently, refused as a duplicate (draft).
 */
export async function seedBills(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(bills);
  if ((existing?.n ?? 0) > 0) return;
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(inArray(purchaseOrders.state, ['DELIVERED', 'PARTIALLY_DELIVERED']))
    .orderBy(asc(purchaseOrders.number))
    .limit(1);
  if (!order) return;
  const lines = await tx
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, order.id))
    .orderBy(asc(purchaseOrderLines.position));
  const received = lines.filter((l) => Number(l.deliveredQuantity) >= 2);
  if (received.length === 0) return;
  const half = (l: Line) => String(Math.floor(Number(l.deliveredQuantity) / 2));
  // A price variance (8 % above the PO price), left as a draft: a mismatch to resolve.
  await enter(
    tx,
    order,
    'PV-88120',
    12,
    received.slice(0, 1).map((line) => ({
      line,
      quantity: half(line),
      unitPrice: roundMoney(mulDecimal(line.unitPrice, '1.08'), order.currency),
    })),
    'Vendor charged 8 % above the PO price.',
  );
  // Half of what was received, billed exactly: posted and paid.
  const exact = await enter(
    tx,
    order,
    'INV-2026-0417',
    40,
    received.map((line) => ({ line, quantity: half(line), unitPrice: line.unitPrice })),
  );
  await payInFull(tx, await post(tx, exact, order, null));
  // The rest billed as ordered although the delivery was short: over-billed, posted with a reason, unpaid.
  const rest = await enter(
    tx,
    order,
    'SD-55102',
    20,
    received.map((line) => ({
      line,
      quantity: String(Number(line.quantity) - Number(half(line))),
      unitPrice: line.unitPrice,
    })),
  );
  await post(tx, rest, order, 'Short delivery: the vendor sends the rest with the next supply at no charge.');
  // The first bill's number again, written differently: refused as a duplicate, left as a draft.
  await enter(
    tx,
    order,
    'inv 2026 0417',
    5,
    [],
    `Posting refused: the vendor's invoice number is already on bill ${exact.number}.`,
  );
}

/** Pays a posted bill in full from the company's account in its currency, ten days ago. */
async function payInFull(tx: Tx, bill: typeof bills.$inferSelect) {
  const [account] = await tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.ownerType, 'company'), eq(bankAccounts.currency, bill.currency)))
    .limit(1);
  if (!account) return;
  const paidOn = day(10);
  const paid = applyBillPayment(bill.state as VendorBillState, bill.total, bill.paidAmount, bill.total);
  if (!paid.ok) return;
  const { picked } = await baseRateOn(tx, bill.currency, paidOn, 'paidOn');
  const fx = paymentExchangeDifference(bill.total, bill.rate, picked.rate, bill.baseCurrency);
  await repo.insertPayment(tx, {
    billId: bill.id,
    paidOn,
    amount: bill.total,
    bankAccountId: account.id,
    rate: picked.rate,
    rateDate: picked.date,
    rateSource: picked.source,
    amountBase: fx.amountBase,
    exchangeDifference: fx.difference,
    reference: 'Demo transfer',
    createdByName: SYSTEM.name,
  });
  await repo.updateBill(tx, bill.id, bill.version, { state: paid.state, paidAmount: paid.paid });
}
