/**
 * Stock never goes negative under truly parallel uses (PostgreSQL only, `*.postgres.test.ts`: each
 * transaction runs on its own pooled connection, which the embedded PGlite cannot give). Each use is one
 * conditional UPDATE of the part's balance; racing uses queue on the row lock and each sees what the
 * previous one left, and the CHECK (balance >= 0) refuses anything that slips past (docs/pms-spare-parts.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { SparePart } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { useSpareParts } from './spare-part-stock.service';
import { pmsSpareParts, pmsStockLedger } from './spare-part.table';
import { createPart } from './spare-part.test-fixtures';

let t: TestApp;
let master: TestSession;
let aurora: string;

beforeAll(async () => {
  t = await createTestApp();
  master = await t.login(DEMO.master);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(() => t.close());

describe('parallel uses of one part (PostgreSQL)', () => {
  it('take exactly the stock there is; the rest are refused naming the part', async () => {
    const part = await createPart(master, aurora);
    dataOf<SparePart>(
      await master.post(`/pms/spare-parts/${part.id}/receipt`, { version: part.version, quantity: '10' }),
    );
    const uses = Array.from({ length: 16 }, () =>
      t.db.transaction((tx) =>
        useSpareParts(tx, {
          shipId: aurora,
          jobCompletionId: crypto.randomUUID(),
          parts: [{ sparePartId: part.id, quantity: '1' }],
          userId: null,
        }),
      ),
    );
    const results = await Promise.allSettled(uses);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(refused).toHaveLength(6);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 400,
        message: expect.stringContaining(
          `${part.partNumber} O-ring, cylinder liner lower: only 0 pcs in stock`,
        ),
      });
    const [row] = await t.db
      .select({ balance: pmsSpareParts.balance })
      .from(pmsSpareParts)
      .where(eq(pmsSpareParts.id, part.id));
    expect(row!.balance).toBe('0.0000');
    const [uses_] = await t.db
      .select({ n: count() })
      .from(pmsStockLedger)
      .where(and(eq(pmsStockLedger.sparePartId, part.id), eq(pmsStockLedger.kind, 'use')));
    expect(uses_!.n).toBe(10);
  });

  it('the CHECK refuses a negative balance written any other way', async () => {
    const part = await createPart(master, aurora);
    await expect(
      t.db.update(pmsSpareParts).set({ balance: '-1' }).where(eq(pmsSpareParts.id, part.id)),
    ).rejects.toMatchObject({ cause: { code: '23514', constraint: 'pms_spare_parts_balance_check' } });
  });
});
