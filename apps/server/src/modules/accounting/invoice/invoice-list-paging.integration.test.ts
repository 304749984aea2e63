import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { InvoiceListResponse } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO } from '../../../test/fixtures';
import * as repo from './invoice.repo';

/**
 * The invoices list counts only on its first page, as the bills list (docs/accounting-invoices.md "List
 * cost"): page 2 holds the right rows (the same as one long read of the same order) and runs no count
 * statement — checked on the statements the repository sends — and answers `counted: false` with a
 * lower-bound total; `count=true` counts any page, `count=false` skips the first page's count. Runs on
 * PGlite and on PostgreSQL.
 */
let t: TestApp;
let accountant: TestSession;
let customerId: string;
const N = 60;

beforeAll(async () => {
  t = await createTestApp();
  accountant = await t.login(DEMO.accountant);
  const created = await t.db.execute<{ id: string }>(sql`
    INSERT INTO customers (name, address_lines, city, country, currency, payment_terms_days)
    VALUES ('Paging Test Charterers', ARRAY['Quay 2'], 'Antwerp', 'BE', 'USD', 30)
    RETURNING id`);
  customerId = created.rows[0]!.id;
  // Two invoices a day and one created_at for all, so the id tie-break decides.
  await t.db.execute(sql`
    INSERT INTO invoices (number, ship_id, customer_id, state, currency, invoice_date, due_date, total,
      base_currency, total_base, created_at)
    SELECT 'PAGE-' || lpad(g::text, 4, '0'), (SELECT id FROM ships ORDER BY name LIMIT 1), ${customerId},
      'ISSUED', 'USD', DATE '2026-02-01' + (g / 2), DATE '2026-03-01' + (g / 2), g, 'USD', g,
      TIMESTAMPTZ '2026-02-01 00:00:00+00'
    FROM generate_series(1, ${N}::int) g`);
});
afterAll(() => t?.close());

async function list(query: string) {
  const res = await accountant.get(`/accounting/invoices?customerId=${customerId}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as InvoiceListResponse;
}

/** The repository on a handle that records each statement it sends. */
function recording() {
  const dialect = new PgDialect();
  const statements: string[] = [];
  const db = {
    execute: (statement: SQL) => {
      statements.push(dialect.sqlToQuery(statement).sql);
      return t.db.execute(statement);
    },
  } as unknown as DbOrTx;
  return { db, statements, counts: () => statements.filter((s) => /count\(\*\)/i.test(s)).length };
}

describe('invoices list paging', () => {
  it('counts the first page only; page 2 is the next rows of the same order', async () => {
    const all = await list(`&limit=${N}`);
    expect(all.page).toMatchObject({ total: N, totalCapped: false, counted: true });
    const numbers = all.data.map((i) => i.number);
    expect(new Set(numbers).size).toBe(N);

    const first = await list('&limit=25');
    expect(first.page).toMatchObject({ total: N, counted: true, offset: 0 });
    expect(first.data.map((i) => i.number)).toEqual(numbers.slice(0, 25));

    const second = await list('&limit=25&offset=25');
    expect(second.data.map((i) => i.number)).toEqual(numbers.slice(25, 50));
    // Not counted: the rows up to this page and one more (more follow).
    expect(second.page).toEqual({ total: 51, counted: false, offset: 25, limit: 25 });

    const last = await list('&limit=25&offset=50');
    expect(last.data.map((i) => i.number)).toEqual(numbers.slice(50));
    expect(last.page).toMatchObject({ total: N, counted: false });

    // Another order pages the same way (soonest due first).
    const byDue = (await list(`&limit=${N}&sort=dueDate`)).data.map((i) => i.number);
    expect(byDue[0]).toBe('PAGE-0001');
    expect((await list('&limit=25&offset=25&sort=dueDate')).data.map((i) => i.number)).toEqual(
      byDue.slice(25, 50),
    );

    // A search (the customer joined inside the deferred join) and the customer-name order page the same way.
    const byNumber = (await list(`&limit=${N}&sort=-number&q=page`)).data.map((i) => i.number);
    expect(byNumber.length).toBe(N);
    expect((await list('&limit=25&offset=25&sort=-number&q=page')).data.map((i) => i.number)).toEqual(
      byNumber.slice(25, 50),
    );
    const byCustomer = (await list(`&limit=${N}&sort=customerName`)).data.map((i) => i.number);
    expect((await list('&limit=25&offset=25&sort=customerName')).data.map((i) => i.number)).toEqual(
      byCustomer.slice(25, 50),
    );

    // Asked: a later page is counted; the first page may skip its count.
    expect((await list('&limit=25&offset=25&count=true')).page).toMatchObject({ total: N, counted: true });
    expect((await list('&limit=25&count=false')).page).toMatchObject({ total: 26, counted: false });
    expect((await accountant.get(`/accounting/invoices?count=maybe`)).statusCode).toBe(400);
  });

  it('sends no count statement for page 2, one for page 1', async () => {
    const filter: repo.InvoiceFilter = { shipIds: null, customerId };
    const page = (offset: number) => ({
      sort: { field: 'createdAt' as const, desc: true },
      offset,
      limit: 25,
    });
    const one = recording();
    const p1 = await repo.listInvoices(one.db, filter, page(0), true);
    expect([one.statements.length, one.counts(), p1.total, p1.more]).toEqual([2, 1, N, true]);
    const two = recording();
    const p2 = await repo.listInvoices(two.db, filter, page(25), false);
    // A later page finds its ids first (deferred join), then reads only its rows.
    expect(two.statements[0]).toMatch(/FROM \(SELECT "invoices"\."id" FROM "invoices"/);
    expect(one.statements[0]).not.toMatch(/FROM \(SELECT/);
    expect([two.statements.length, two.counts(), p2.total, p2.rows.length, p2.more]).toEqual([
      1,
      0,
      null,
      25,
      true,
    ]);
    expect(p2.rows.map((r) => r.number)).toEqual(
      (await repo.listInvoices(t.db, filter, { ...page(0), limit: N })).rows
        .map((r) => r.number)
        .slice(25, 50),
    );
  });
});
