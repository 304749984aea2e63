import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { act, ordersIn, userOnShip } from './purchase-order.test-fixtures';

const BASE = '/purchasing/purchase-orders';

let t: TestApp;
let admin: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
});
afterAll(() => t.close());

type Count = { ship_id: string; state: string; n: number };

/** The counters as `ship|state → n`, zero rows left out. */
async function counters(): Promise<Record<string, number>> {
  const rows = (
    await t.db.execute<Count>(sql`SELECT ship_id, state, n FROM purchase_order_state_counts WHERE n <> 0`)
  ).rows;
  return Object.fromEntries(rows.map((r) => [`${r.ship_id}|${r.state}`, Number(r.n)]));
}

/** The same figures counted from the orders themselves. */
async function counted(): Promise<Record<string, number>> {
  const rows = (
    await t.db.execute<Count>(
      sql`SELECT ship_id, state, count(*)::int AS n FROM purchase_orders GROUP BY ship_id, state`,
    )
  ).rows;
  return Object.fromEntries(rows.map((r) => [`${r.ship_id}|${r.state}`, Number(r.n)]));
}

const totalOf = async (session: TestSession, query: string) => {
  const response = await session.get(`${BASE}/?limit=1${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { page: { total: number } }).page.total;
};

describe('purchase-order counters (the list total without counting every order)', () => {
  it('match the orders after the demo seed, and the list totals agree with a real count', async () => {
    expect(await counters()).toEqual(await counted());
    const all = Number(
      (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM purchase_orders`)).rows[0]!.n,
    );
    expect(all).toBeGreaterThan(10);
    expect(await totalOf(admin, '')).toBe(all);
    const drafts = await ordersIn(admin, 'DRAFT');
    expect(await totalOf(admin, '&state=DRAFT')).toBe(drafts.length);
    const shipId = drafts[0]!.shipId;
    const onShip = Number(
      (
        await t.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM purchase_orders WHERE ship_id = ${shipId}`,
        )
      ).rows[0]!.n,
    );
    expect(await totalOf(admin, `&shipId=${shipId}`)).toBe(onShip);
    // A user limited to one ship gets that ship's total only.
    const local = await userOnShip(t, admin, shipId, ['get_purchase_orders']);
    expect(await totalOf(local, '')).toBe(onShip);
  });

  it('follow each transition: the order leaves one state and enters the next', async () => {
    const draft = (await ordersIn(admin, 'DRAFT'))[0]!;
    const draftsBefore = await totalOf(admin, '&state=DRAFT');
    const cancelledBefore = await totalOf(admin, '&state=CANCELLED');
    const cancel = await act(admin, draft.id, 'cancel', { reason: 'Counted twice in the plan' });
    expect(cancel.statusCode).toBe(200);
    expect(await totalOf(admin, '&state=DRAFT')).toBe(draftsBefore - 1);
    expect(await totalOf(admin, '&state=CANCELLED')).toBe(cancelledBefore + 1);
    expect(await counters()).toEqual(await counted());
  });

  it('follow multi-row inserts, updates that move ship or state, deletes, and a rollback', async () => {
    const before = await counters();
    const asMap = (rows: Count[]) =>
      Object.fromEntries(
        rows.filter((r) => Number(r.n) !== 0).map((r) => [`${r.ship_id}|${r.state}`, Number(r.n)]),
      );
    const otherShip = (
      await t.db.execute<{ id: string }>(
        sql`SELECT id FROM ships WHERE id NOT IN (SELECT ship_id FROM purchase_orders WHERE state = 'DRAFT') LIMIT 1`,
      )
    ).rows[0]!.id;
    await t.db
      .transaction(async (tx) => {
        const check = async () => {
          const kept = (
            await tx.execute<Count>(sql`SELECT ship_id, state, n FROM purchase_order_state_counts`)
          ).rows;
          const real = (
            await tx.execute<Count>(
              sql`SELECT ship_id, state, count(*)::int AS n FROM purchase_orders GROUP BY ship_id, state`,
            )
          ).rows;
          expect(asMap(kept)).toEqual(asMap(real));
        };
        // Copies of the sent and draft orders, inserted in one statement.
        await tx.execute(sql`CREATE TEMP TABLE po_copy ON COMMIT DROP AS
          SELECT * FROM purchase_orders WHERE state IN ('SENT', 'DRAFT')`);
        await tx.execute(sql`UPDATE po_copy SET id = gen_random_uuid(), number = number || '-COPY'`);
        await tx.execute(sql`INSERT INTO purchase_orders SELECT * FROM po_copy`);
        await check();
        await tx.execute(
          sql`UPDATE purchase_orders SET state = 'CONFIRMED' WHERE number LIKE '%-COPY' AND state = 'SENT'`,
        );
        await tx.execute(
          sql`UPDATE purchase_orders SET ship_id = ${otherShip} WHERE number LIKE '%-COPY' AND state = 'DRAFT'`,
        );
        await check();
        const moved = (
          await tx.execute<Count>(
            sql`SELECT ship_id, state, n FROM purchase_order_state_counts WHERE ship_id = ${otherShip} AND state = 'DRAFT'`,
          )
        ).rows;
        expect(Number(moved[0]?.n)).toBeGreaterThan(0);
        await tx.execute(sql`DELETE FROM purchase_orders WHERE number LIKE '%-COPY'`);
        await check();
        throw new Error('roll back');
      })
      .catch((error: Error) => {
        if (error.message !== 'roll back') throw error;
      });
    expect(await counters()).toEqual(before);
    expect(await counters()).toEqual(await counted());
  });
});
