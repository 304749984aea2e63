import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toDateKey, type InvoiceDetail, type Notification } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, signInWithRole, unique } from '../../../test/fixtures';
import { customers } from '../customer/customer.table';
import { runOverdueNotices } from './invoice-overdue-notices.service';

/**
 * "Invoices overdue" notices (issue 13 "Work and activity"): an issued invoice that fell overdue is told
 * once to the ship's invoicers (read_invoices + create_invoice), not to a reader; an invoice overdue for
 * longer than the backlog, a paid one and one not yet due are not notified.
 */
let t: TestApp;
let admin: TestSession;
let accountant: TestSession;
let aurora: string;
let customerId: string;
const URL = '/accounting/invoices';
const today = toDateKey(new Date());

beforeAll(async () => {
  t = await createTestApp();
  [admin, accountant] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.accountant)]);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  const [customer] = await t.db.select({ id: customers.id }).from(customers).limit(1);
  customerId = customer!.id;
});
afterAll(() => t?.close());

async function issued(dueDate: string, amount = '100'): Promise<InvoiceDetail> {
  const draft = dataOf<InvoiceDetail>(
    await accountant.post(URL, {
      shipId: aurora,
      customerId,
      currency: 'USD',
      invoiceDate: addDays(dueDate, -30),
      dueDate,
      groups: [
        {
          title: 'Port call',
          lines: [{ sourceType: 'free', title: unique('Agency'), amount, currency: 'USD' }],
        },
      ],
    }),
  );
  return dataOf<InvoiceDetail>(await accountant.post(`${URL}/${draft.id}/issue`, { version: draft.version }));
}

const userWith = (actions: string[]): Promise<TestSession> =>
  signInWithRole(t, admin, { sidebar: ['accounting.invoicing'], actions, shipId: aurora });

const overdueNotices = async (s: TestSession, ids: string[]) =>
  ((await s.get('/notifications?limit=100')).json() as { data: Notification[] }).data
    .filter((n) => n.kind === 'invoice_overdue' && ids.includes(n.entityId))
    .map((n) => [n.entityId, n.title, n.link]);

describe('invoice overdue notices', () => {
  it('tells the invoicers once when an invoice falls overdue', async () => {
    const invoicer = await userWith(['read_invoices', 'create_invoice']);
    const reader = await userWith(['read_invoices']);
    const fresh = await issued(addDays(today, -1), '1234.5');
    const old = await issued(addDays(today, -20));
    const notYet = await issued(addDays(today, 5));
    const paid = await issued(addDays(today, -2), '40');
    const payment = await accountant.post(`${URL}/${paid.id}/payments`, { date: today, amount: '40' });
    expect(payment.statusCode).toBeLessThan(300);
    const ids = [fresh.id, old.id, notYet.id, paid.id];

    const first = await runOverdueNotices(t.db);
    expect(first.ran).toBe(true);
    expect(first.notified).toBeGreaterThanOrEqual(1);
    expect(await overdueNotices(invoicer, ids)).toEqual([
      [fresh.id, `Invoice overdue: ${fresh.number}`, `/accounting/invoices/view/${fresh.id}`],
    ]);
    expect(await overdueNotices(reader, ids)).toEqual([]);
    const [notice] = (
      (await invoicer.get('/notifications?limit=100')).json() as { data: Notification[] }
    ).data.filter((n) => n.entityId === fresh.id);
    expect(notice!.body).toMatch(
      new RegExp(`: USD 1,234\\.50 open, was due ${fresh.dueDate.replaceAll('-', '/')}$`),
    );

    // Once per due date: a second run sends nothing more.
    expect(await runOverdueNotices(t.db)).toEqual({ ran: true, notified: 0 });
    expect(await overdueNotices(invoicer, ids)).toHaveLength(1);

    // The day after the not-yet-due invoice falls due, it is told in turn.
    await runOverdueNotices(t.db, addDays(today, 6));
    expect((await overdueNotices(invoicer, ids)).map((n) => n[0])).toEqual([notYet.id, fresh.id]);
  });
});
