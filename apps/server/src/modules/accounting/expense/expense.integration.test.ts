import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Expense, ListTotals } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { SAMPLE_PDF } from '../../fleet/certificate/certificate.fixtures';
import { listRebillableExpenses, markExpensesInvoiced } from './expense-billing.service';
import { expenseActualSpend } from './expense-spend.service';
import { createExpense, expenseBody, optionsOf, uploadReceipt } from './expense.fixtures';

let t: TestApp;
let admin: TestSession;
let accountant: TestSession;
let aurora: string;
let category: string;
let agentId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  accountant = await t.login(DEMO.accountant);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  const options = await optionsOf(accountant);
  category = options.categories[0]!.id;
  agentId = options.agents[0]!.id;
  // Dated DKK rates nobody else uses: 0.15 from 2021-03-01, 0.16 from 2021-03-10.
  for (const [date, rate] of [
    ['2021-03-01', '0.15'],
    ['2021-03-10', '0.16'],
  ])
    dataOf(
      await admin.post('/accounting/exchange-rates', {
        from: 'DKK',
        to: 'USD',
        rate,
        date,
        source: 'Test bank',
        type: 'daily',
      }),
    );
});
afterAll(() => t?.close());

const audit = async (id: string): Promise<AuditEntry[]> =>
  (await admin.get(`/audit/?entity=expense&entityId=${id}`)).json<{ data: AuditEntry[] }>().data;

describe('demo data', () => {
  it('holds expenses per ship in several currencies, some rebillable, some with a receipt', async () => {
    const all = (await admin.get('/accounting/expenses?limit=200')).json<{ data: Expense[] }>().data;
    expect(new Set(all.map((e) => e.shipId)).size).toBeGreaterThan(1);
    expect(new Set(all.map((e) => e.currency)).size).toBeGreaterThanOrEqual(5);
    expect(all.some((e) => e.rebillable && e.customerId)).toBe(true);
    const withReceipt = all.find((e) => e.receipt);
    expect(withReceipt?.receipt?.mime).toBe('application/pdf');
    expect((await admin.get(`/accounting/expenses/${withReceipt!.id}/receipt`)).statusCode).toBe(200);
  });
});

describe('expense input', () => {
  it('refuses bad input with 400 naming each field', async () => {
    const response = await accountant.post('/accounting/expenses', {
      ...expenseBody(aurora, category),
      amount: '-3',
      currency: 'EURO',
      partyType: 'agent',
      expenseDate: '2026-13-01',
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json<{ details: { field: string }[] }>().details ?? []).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['amount', 'currency', 'expenseDate', 'agentId']));
    const future = await accountant.post(
      '/accounting/expenses',
      expenseBody(aurora, category, { expenseDate: '2999-01-01' }),
    );
    expect(future.json()).toMatchObject({ details: [{ field: 'expenseDate' }] });
    const unknownCategory = expenseBody(aurora, '00000000-0000-4000-8000-000000000000');
    expect((await accountant.post('/accounting/expenses', unknownCategory)).json()).toMatchObject({
      details: [{ field: 'categoryId', message: 'no such expense category' }],
    });
    const noRate = await accountant.post(
      '/accounting/expenses',
      expenseBody(aurora, category, { currency: 'ISK' }),
    );
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json()).toMatchObject({ details: [{ field: 'currency' }] });
    expect((await accountant.get('/accounting/expenses?sort=bogus')).statusCode).toBe(400);
  });
});

describe('conversion at the dated rate', () => {
  it('converts at the rate of the expense date, keeps rate, date and source, and converts again on change', async () => {
    const e = await createExpense(accountant, aurora, category, {
      currency: 'DKK',
      amount: '1000',
      expenseDate: '2021-03-05',
      partyType: 'agent',
      agentId,
    });
    expect(e).toMatchObject({
      baseCurrency: 'USD',
      rateDate: '2021-03-01',
      rateSource: 'Test bank',
      agentId,
    });
    expect(Number(e.rate)).toBe(0.15);
    expect(e.baseAmount).toMatch(/^150\.00/);
    const moved = dataOf<Expense>(
      await accountant.patch(`/accounting/expenses/${e.id}`, {
        version: e.version,
        expenseDate: '2021-03-12',
      }),
    );
    expect(moved).toMatchObject({ rateDate: '2021-03-10', version: 2 });
    expect(moved.baseAmount).toMatch(/^160\.00/);
    const trail = await audit(e.id);
    expect(trail.map((a) => a.action)).toEqual(['update', 'create']);
    expect(trail[0]).toMatchObject({ shipId: aurora });
  });
});

describe('optimistic locking and delete', () => {
  it('answers 409 on a stale version and deletes with an audit row', async () => {
    const e = await createExpense(accountant, aurora, category);
    dataOf(await accountant.patch(`/accounting/expenses/${e.id}`, { version: 1, description: 'First' }));
    const stale = await accountant.patch(`/accounting/expenses/${e.id}`, {
      version: 1,
      description: 'Second',
    });
    expect(stale.statusCode).toBe(409);
    expect((await accountant.delete(`/accounting/expenses/${e.id}?version=1`)).statusCode).toBe(409);
    expect((await accountant.delete(`/accounting/expenses/${e.id}?version=2`)).statusCode).toBe(204);
    expect((await audit(e.id)).map((a) => a.action)).toEqual(['delete', 'update', 'create']);
  });
});

describe('receipt', () => {
  it('stores the receipt with its sniffed type and sha256, serves it back, refuses other content', async () => {
    const e = await createExpense(accountant, aurora, category);
    const text = await uploadReceipt(accountant, e.id, 1, {
      name: 'r.pdf',
      content: Buffer.from('not a pdf at all'),
    });
    expect(text.statusCode).toBe(415);
    const stale = await uploadReceipt(accountant, e.id, 7, { name: 'r.pdf', content: SAMPLE_PDF });
    expect(stale.statusCode).toBe(409);
    const view = dataOf<Expense>(
      await uploadReceipt(accountant, e.id, 1, { name: 'Receipt 12.pdf', content: SAMPLE_PDF }),
    );
    expect(view.receipt).toMatchObject({
      name: 'Receipt 12.pdf',
      mime: 'application/pdf',
      size: SAMPLE_PDF.length,
      sha256: createHash('sha256').update(SAMPLE_PDF).digest('hex'),
    });
    const download = await accountant.get(`/accounting/expenses/${e.id}/receipt`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect((await audit(e.id))[0]).toMatchObject({ action: 'attach_receipt' });
  });
});

describe('list, totals and invoicing links', () => {
  it('filters, totals in the base currency and marks an expense invoiced once', async () => {
    const tag = `Tag-${Date.now().toString(36)}`;
    const a = await createExpense(accountant, aurora, category, {
      description: `${tag} launch`,
      currency: 'DKK',
      amount: '200',
      expenseDate: '2021-03-11',
      rebillable: true,
    });
    await createExpense(accountant, aurora, category, { description: `${tag} water`, amount: '10.25' });
    const list = (await accountant.get(`/accounting/expenses?q=${tag}&rebillable=true`)).json<{
      data: Expense[];
    }>();
    expect(list.data.map((x) => x.id)).toEqual([a.id]);
    const totals = dataOf<ListTotals>(await accountant.get(`/accounting/expenses/totals?q=${tag}`));
    expect(totals).toMatchObject({ currency: 'USD', total: '42.25', count: 2 });

    const open = await listRebillableExpenses(t.db, { shipIds: [aurora], currency: 'DKK' });
    expect(open.map((x) => x.id)).toContain(a.id);
    const link = { expenseId: a.id, invoiceId: crypto.randomUUID(), invoiceLineId: crypto.randomUUID() };
    await t.db.transaction((tx) => markExpensesInvoiced(tx, [link]));
    await expect(t.db.transaction((tx) => markExpensesInvoiced(tx, [link]))).rejects.toThrow(
      /already invoiced/,
    );
    expect((await listRebillableExpenses(t.db, { ids: [a.id] })).length).toBe(0);
    const locked = await accountant.patch(`/accounting/expenses/${a.id}`, { version: 2, amount: '300' });
    expect(locked.statusCode).toBe(409);
    expect((await accountant.get(`/accounting/expenses?q=${tag}&invoiced=true`)).json()).toMatchObject({
      page: { total: 1 },
    });

    const spend = await expenseActualSpend(t.db, { shipIds: [aurora], year: 2021, categoryId: category });
    expect(spend).toEqual([
      { shipId: aurora, categoryId: category, baseCurrency: 'USD', amount: expect.any(String) },
    ]);
    const all2021 = dataOf<ListTotals>(
      await accountant.get(
        `/accounting/expenses/totals?shipId=${aurora}&categoryId=${category}&from=2021-01-01&to=2021-12-31`,
      ),
    );
    expect(Number(spend[0]!.amount)).toBeCloseTo(Number(all2021.total), 2);
  });

  it('exports the filtered list as a workbook', async () => {
    const response = await accountant.get('/accounting/expenses/export.xlsx?currency=DKK');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
