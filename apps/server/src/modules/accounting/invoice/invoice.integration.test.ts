import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toDateKey, type AgeingReport, type InvoiceDetail, type InvoiceSource } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, createRole, createUser, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { customers } from '../customer/customer.table';

/**
 * Customer invoices end to end on one app: drafts from rebillable expenses at the dated rate, the
 * invoiced-once rule, every state transition with its guard, audit rows, the overdue filter and the
 * AR ageing, and the permission matrix (sidebar, read_invoices vs create_invoice per ship).
 */
let t: TestApp;
let admin: TestSession;
let accountant: TestSession;
let reader: TestSession;
let aurora: string;
let customerId: string;
const URL = '/accounting/invoices';
const today = toDateKey(new Date());

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  accountant = await t.login(DEMO.accountant);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  const [customer] = await t.db.select({ id: customers.id }).from(customers).limit(1);
  customerId = customer!.id;
  const role = await createRole(admin, {
    name: unique('Invoice reader'),
    sidebar: ['accounting.invoicing'],
    actions: ['read_invoices'],
  });
  const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId: aurora }] });
  reader = await t.login(user.email, 'correct-horse-battery');
});
afterAll(() => t?.close());

const freeLine = (amount: string, currency = 'USD', extra: Record<string, unknown> = {}) => ({
  sourceType: 'free',
  title: unique('Agency fee'),
  amount,
  currency,
  ...extra,
});
const draft = (lines: unknown[], extra: Record<string, unknown> = {}) => ({
  shipId: aurora,
  customerId,
  currency: 'USD',
  invoiceDate: today,
  groups: [{ title: 'Port costs', lines }],
  ...extra,
});
const create = async (body: unknown) => dataOf<InvoiceDetail>(await accountant.post(URL, body));
const act = async (inv: InvoiceDetail, verb: string, body: Record<string, unknown> = {}) =>
  accountant.post(`${URL}/${inv.id}/${verb}`, { version: inv.version, ...body });

describe('drafts from rebillable expenses', () => {
  it('converts two foreign-currency expenses at the dated rate, marks up, and invoices each once', async () => {
    const sources = dataOf<InvoiceSource[]>(await accountant.get(`${URL}/sources?shipId=${aurora}`));
    const foreign = sources.filter((s) => s.sourceType === 'expense' && s.currency !== 'USD').slice(0, 2);
    expect(foreign.length).toBe(2);
    const lines = foreign.map((s, i) => ({
      sourceType: 'expense',
      sourceId: s.sourceId,
      title: s.title,
      // The client's amount is ignored: a source line takes the source's amount.
      amount: '1',
      currency: s.currency,
      markupPercent: i === 0 ? '10' : '0',
    }));
    const inv = await create(draft(lines, { vatRate: '0' }));
    expect(inv.state).toBe('DRAFT');
    expect(inv.number).toBeNull();
    const [first, second] = inv.groups[0]!.lines;
    expect(Number(first!.amount)).toBe(Number(foreign[0]!.amount));
    expect(first!.rateDate <= today).toBe(true);
    expect(first!.rateSource).not.toBe('manual');
    // converted = amount × rate, to the cent; markup 10 % of it; subtotal = sum of line totals.
    const converted = (Number(first!.amount) * Number(first!.exchangeRate)).toFixed(2);
    expect(first!.convertedAmount).toBe(converted);
    expect(first!.markupAmount).toBe((Number(converted) * 0.1).toFixed(2));
    expect(inv.total).toBe((Number(first!.lineTotal) + Number(second!.lineTotal)).toFixed(2));

    // Invoiced once: the sources left the picker, and a second draft claiming one is refused.
    const after = dataOf<InvoiceSource[]>(await accountant.get(`${URL}/sources?shipId=${aurora}`));
    expect(after.some((s) => s.sourceId === foreign[0]!.sourceId)).toBe(false);
    const again = await accountant.post(URL, draft([lines[0]]));
    expect(again.statusCode).toBe(400);
    expect(JSON.stringify(again.json())).toContain('groups.0.lines.0.sourceId');

    // Deleting the draft frees them.
    expect((await accountant.delete(`${URL}/${inv.id}?version=${inv.version}`)).statusCode).toBe(204);
    const freed = dataOf<InvoiceSource[]>(await accountant.get(`${URL}/sources?shipId=${aurora}`));
    expect(freed.some((s) => s.sourceId === foreign[0]!.sourceId)).toBe(true);
  });

  it('keeps a manual rate, names a missing rate and a bad amount by field', async () => {
    const inv = await create(
      draft([freeLine('100', 'EUR', { exchangeRate: '1.25', markupPercent: '5' })], { vatRate: '20' }),
    );
    expect(inv.groups[0]!.lines[0]).toMatchObject({
      convertedAmount: '125.00',
      markupAmount: '6.25',
      lineTotal: '131.25',
      rateSource: 'manual',
    });
    expect(inv).toMatchObject({ subtotal: '131.25', vatAmount: '26.25', total: '157.50' });
    const missing = await accountant.post(URL, draft([freeLine('10', 'XOF')]));
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('groups.0.lines.0.exchangeRate');
    const bad = await accountant.post(URL, draft([freeLine('1,5')]));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('groups.0.lines.0.amount');
    const stale = await accountant.put(`${URL}/${inv.id}`, {
      ...draft([freeLine('1')]),
      version: inv.version + 1,
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('workflow', () => {
  it('issues with the next number, takes payments without over-paying, credits and voids', async () => {
    let inv = await create(draft([freeLine('100.00'), freeLine('50.00')]));
    inv = dataOf<InvoiceDetail>(await act(inv, 'issue'));
    expect(inv.number).toMatch(new RegExp(`^INV-${new Date().getUTCFullYear()}-\\d{5}$`));
    expect(inv.state).toBe('ISSUED');
    expect((await act(inv, 'issue')).statusCode).toBe(409);
    expect(
      (await accountant.put(`${URL}/${inv.id}`, { ...draft([freeLine('1')]), version: inv.version }))
        .statusCode,
    ).toBe(409);

    const pay = (amount: string) => act(inv, 'payments', { date: today, amount });
    inv = dataOf<InvoiceDetail>(await pay('40'));
    expect(inv).toMatchObject({ state: 'PARTIALLY_PAID', paidAmount: '40.00', balance: '110.00' });
    const over = await pay('110.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().details).toEqual([{ field: 'amount', message: expect.stringContaining('balance') }]);
    const voided = await act(inv, 'void', { reason: 'wrong customer' });
    expect(voided.statusCode).toBe(409);
    inv = dataOf<InvoiceDetail>(await pay('110'));
    expect(inv).toMatchObject({ state: 'PAID', balance: '0.00' });
    inv = dataOf<InvoiceDetail>(await act(inv, 'credit', { reason: 'Charter dispute settled' }));
    expect(inv.state).toBe('CREDITED');
    expect(inv.creditNoteNumber).toMatch(/^CN-\d{4}-\d{5}$/);

    let other = await create(draft([freeLine('10')]));
    other = dataOf<InvoiceDetail>(await act(other, 'issue'));
    const [a, b] = [inv.number!, other.number!].map((n) => Number(n.slice(-5)));
    expect(b).toBe(a! + 1);
    other = dataOf<InvoiceDetail>(await act(other, 'void', { reason: 'duplicate' }));
    expect(other.state).toBe('VOID');
    expect((await act(other, 'payments', { date: today, amount: '1' })).statusCode).toBe(409);

    const audit = (await admin.get(`/audit/?entity=invoice&entityId=${inv.id}&limit=50`)).json();
    expect(audit.data.map((r: { action: string }) => r.action).sort()).toEqual(
      ['create', 'credit', 'issue', 'pay', 'pay'].sort(),
    );

    const pdf = await accountant.get(`${URL}/${inv.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('derives OVERDUE, filters by it and ages the open amount', async () => {
    const past = addDays(today, -45);
    let inv = await create(draft([freeLine('70.00')], { invoiceDate: past, dueDate: addDays(past, 10) }));
    inv = dataOf<InvoiceDetail>(await act(inv, 'issue'));
    expect(inv.displayState).toBe('OVERDUE');
    const list = (await accountant.get(`${URL}?state=OVERDUE&customerId=${customerId}&limit=200`)).json();
    expect(list.data.some((r: { id: string }) => r.id === inv.id)).toBe(true);
    expect(list.data.every((r: { displayState: string }) => r.displayState === 'OVERDUE')).toBe(true);
    const ageing = dataOf<AgeingReport>(await accountant.get(`${URL}/ageing?customerId=${customerId}`));
    const row = ageing.rows.find((r) => r.currency === 'USD')!;
    expect(Number(row.d31to60)).toBeGreaterThanOrEqual(70);
    const xlsx = await accountant.get(`${URL}/ageing/export.xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect((await accountant.get(`${URL}/export.xlsx?overdue=true`)).statusCode).toBe(200);
    const totals = (await accountant.get(`${URL}/totals?state=OVERDUE`)).json().data;
    expect(totals.currency).toBe('USD');
  });
});

describe('permissions', () => {
  it('refuses users without accounting.invoicing on every route', async () => {
    const inv = await create(draft([freeLine('5')]));
    for (const who of [DEMO.purchaser, DEMO.master, DEMO.superintendent]) {
      const s = await t.login(who);
      for (const [method, url] of [
        ['GET', URL],
        ['GET', `${URL}/${inv.id}`],
        ['GET', `${URL}/${inv.id}/pdf`],
        ['GET', `${URL}/ageing`],
        ['POST', URL],
        ['POST', `${URL}/${inv.id}/issue`],
      ] as const) {
        const body = url === URL ? draft([freeLine('1')]) : { version: inv.version };
        const r = await s.request(method, url, method === 'POST' ? body : undefined);
        expect(r.statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('lets read_invoices read but not write, on its own ship only', async () => {
    const inv = await create(draft([freeLine('5')]));
    expect((await reader.get(`${URL}/${inv.id}`)).statusCode).toBe(200);
    expect((await reader.get(`${URL}/${inv.id}/pdf`)).statusCode).toBe(200);
    const write = await reader.post(`${URL}/${inv.id}/issue`, { version: inv.version });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toContain('create_invoice');
    expect((await reader.post(URL, draft([freeLine('1')]))).statusCode).toBe(403);
    const others = (await shipsByName(t)).all.find((s) => s.id !== aurora)!;
    const foreign = await create(draft([freeLine('5')], { shipId: others.id }));
    expect((await reader.get(`${URL}/${foreign.id}`)).statusCode).toBe(403);
    const list = (await reader.get(`${URL}?limit=200`)).json();
    expect(list.data.every((r: { shipId: string }) => r.shipId === aurora)).toBe(true);
  });
});
