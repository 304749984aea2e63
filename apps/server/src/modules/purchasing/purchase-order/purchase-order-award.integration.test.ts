import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { PurchaseOrderDetail } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { auditOf } from '../purchasing.test-fixtures';
import { requisitionLines } from '../requisition/requisition.table';
import { awardableQuotes, type AwardableQuote } from '../rfq/rfq.flow';
import { rfqs } from '../rfq/rfq.table';
import { combinedDiscount } from './purchase-order-award.service';
import { readOrder, userOnShip } from './purchase-order.test-fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let superintendent: TestSession;
let rfq: typeof rfqs.$inferSelect;
let quotes: AwardableQuote[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  purchaser = await t.login(DEMO.purchaser);
  superintendent = await t.login(DEMO.superintendent);
  const sent = await t.db.select().from(rfqs).where(eq(rfqs.state, 'SENT'));
  for (const candidate of sent) {
    const found = await t.db.transaction((tx) => awardableQuotes(tx, candidate.id));
    if (found.length >= 2) {
      rfq = candidate;
      quotes = found;
      break;
    }
  }
});
afterAll(() => t.close());

const award = (session: TestSession, body: unknown) => session.post(`/purchasing/rfqs/${rfq.id}/award`, body);

/** The cheapest offer per RFQ line (by unit price in its own currency — enough to spread the award). */
function choice() {
  const byLine = new Map<string, { quoteLineId: string; vendorId: string }>();
  quotes.forEach((q, i) =>
    q.lines.forEach((l) => {
      if (!byLine.has(l.rfqLineId) || i % 2 === l.position % 2)
        byLine.set(l.rfqLineId, { quoteLineId: l.id, vendorId: q.vendorId });
    }),
  );
  return [...byLine.entries()].map(([rfqLineId, v]) => ({
    rfqLineId,
    quoteLineId: v.quoteLineId,
    vendorId: v.vendorId,
  }));
}

describe('award an RFQ', () => {
  it('combines a line discount with the quote discount exactly', () => {
    expect(combinedDiscount('10', '5')).toBe('14.5');
    expect(combinedDiscount('0', '0')).toBe('0');
    expect(combinedDiscount('12.5', '3.75')).toBe('15.7812');
  });

  it('checks the action on the RFQ’s ship and the body, naming the field', async () => {
    expect(rfq, 'a seeded RFQ with two submitted quotes').toBeTruthy();
    const lines = choice().map(({ rfqLineId, quoteLineId }) => ({ rfqLineId, quoteLineId }));
    expect((await award(superintendent, { version: rfq.version, lines })).statusCode).toBe(403);
    const ships = await shipsByName(t);
    const other = ships.all.find((s) => s.id !== rfq.shipId)!;
    const elsewhere = await userOnShip(t, admin, other.id, ['create_purchase_order', 'get_purchase_orders']);
    const wrongShip = await award(elsewhere, { version: rfq.version, lines });
    expect(wrongShip.statusCode).toBe(403);
    expect(wrongShip.json().message).toBe('You have no access to this ship');
    const bad = await award(purchaser, {
      version: rfq.version,
      lines: [{ rfqLineId: lines[0]!.rfqLineId, quoteLineId: rfq.id }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('lines.0.quoteLineId');
    const mismatch =
      lines.length > 1
        ? await award(purchaser, {
            version: rfq.version,
            lines: [{ rfqLineId: lines[1]!.rfqLineId, quoteLineId: lines[0]!.quoteLineId }],
          })
        : null;
    if (mismatch) expect(mismatch.json().details[0].message).toBe('this quote line answers another RFQ line');
    const [still] = await t.db.select().from(rfqs).where(eq(rfqs.id, rfq.id));
    expect(still!.state).toBe('SENT');
  });

  it('creates one draft per vendor with the quote lines, orders the requisition lines and awards the RFQ', async () => {
    const picked = choice();
    const reqLineIds = quotes
      .flatMap((q) => q.lines)
      .filter((l) => picked.some((p) => p.quoteLineId === l.id))
      .map((l) => l.requisitionLineId);
    const before = await t.db.select().from(requisitionLines).where(inArray(requisitionLines.id, reqLineIds));
    const response = await award(purchaser, {
      version: rfq.version,
      lines: picked.map(({ rfqLineId, quoteLineId }) => ({ rfqLineId, quoteLineId })),
    });
    const { purchaseOrders } = dataOf<{ purchaseOrders: { id: string; number: string }[] }>(response);
    expect(purchaseOrders).toHaveLength(new Set(picked.map((p) => p.vendorId)).size);
    const orders: PurchaseOrderDetail[] = [];
    for (const o of purchaseOrders) orders.push(await readOrder(purchaser, o.id));
    for (const po of orders) {
      expect(po).toMatchObject({
        state: 'DRAFT',
        revision: 1,
        rfqId: rfq.id,
        rfqNumber: rfq.number,
        createdByName: 'Priya Nair',
      });
      expect(po.number).toMatch(/^PO-\d{4}-\d{5}$/);
      expect(Number(po.rate)).toBeGreaterThan(0);
      const quote = quotes.find((q) => q.vendorId === po.vendorId)!;
      expect(po.currency).toBe(quote.currency);
      expect(po.lines.every((l) => l.requisitionLineId && l.quoteLineId)).toBe(true);
      const audit = await auditOf(admin, 'purchase_order', po.id);
      expect(audit[0]!.action).toBe('award');
    }
    expect(orders.flatMap((o) => o.lines)).toHaveLength(picked.length);
    const after = await t.db.select().from(requisitionLines).where(inArray(requisitionLines.id, reqLineIds));
    for (const line of after) {
      const was = before.find((b) => b.id === line.id)!;
      const ordered = orders.flatMap((o) => o.lines).find((l) => l.requisitionLineId === line.id)!;
      expect(Number(line.orderedQuantity)).toBeCloseTo(
        Number(was.orderedQuantity) + Number(ordered.quantity),
        4,
      );
    }
    const [awarded] = await t.db.select().from(rfqs).where(eq(rfqs.id, rfq.id));
    expect(awarded!.state).toBe('AWARDED');
    const again = await award(purchaser, {
      version: rfq.version,
      lines: picked.map(({ rfqLineId, quoteLineId }) => ({ rfqLineId, quoteLineId })),
    });
    expect(again.statusCode).toBe(409);
  });
});
