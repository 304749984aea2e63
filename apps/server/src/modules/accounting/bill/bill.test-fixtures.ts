import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dataOf, unique } from '../../../test/fixtures';
import type { TestSession } from '../../../test/test-app';
import { purchasingCommitmentYears } from '../../purchasing/overview/commitment.table';
import type { TestOrder } from '../../purchasing/delivery/delivery.test-fixtures';
import { purchaseOrders } from '../../purchasing/purchase-order/purchase-order.table';

/** A ship's budget figures for one category and year: committed (open POs) and actual spend, rounded to cents. */
export async function budgetSpend(db: Db, shipId: string, categoryId: string, year: number) {
  const [row] = await db
    .select({
      committed: sql<string>`coalesce(sum(${purchasingCommitmentYears.purchaseOrders}), 0)::numeric(20,2)::text`,
      actual: sql<string>`coalesce(sum(${purchasingCommitmentYears.actual}), 0)::numeric(20,2)::text`,
    })
    .from(purchasingCommitmentYears)
    .where(
      and(
        eq(purchasingCommitmentYears.shipId, shipId),
        eq(purchasingCommitmentYears.categoryId, categoryId),
        eq(purchasingCommitmentYears.year, year),
      ),
    );
  return { committed: Number(row!.committed), actual: Number(row!.actual) };
}

/** A company USD bank account (a valid IBAN) to pay bills from; its id. */
export async function companyBankAccount(admin: TestSession): Promise<string> {
  return dataOf<{ id: string }>(
    await admin.post('/accounting/bank-accounts', {
      ownerType: 'company',
      bankName: unique('Bank'),
      iban: 'GB82 WEST 1234 5698 7654 32',
      currency: 'USD',
    }),
  ).id;
}

/** One bill line against line `i` of a test order. */
export type BillEntryLine = { i: number; quantity: string; unitPrice: string };

/** Enters a USD bill dated today for the order's vendor and the ship, one line per `lines` entry. */
export async function enterBill(
  db: Db,
  shipId: string,
  session: TestSession,
  o: TestOrder,
  lines: BillEntryLine[],
  number = unique('INV'),
) {
  const today = new Date().toISOString().slice(0, 10);
  const [order] = await db
    .select({ vendorId: purchaseOrders.vendorId })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, o.purchaseOrderId));
  return session.post('/accounting/bills', {
    vendorId: order!.vendorId,
    shipId,
    vendorInvoiceNumber: number,
    billDate: today,
    dueDate: today,
    currency: 'USD',
    lines: lines.map((l) => ({
      purchaseOrderLineId: o.lineIds[l.i],
      description: `line ${l.i}`,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
    })),
  });
}
