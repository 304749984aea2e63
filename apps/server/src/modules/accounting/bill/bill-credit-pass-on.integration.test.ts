import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActionName,
  BillDetail,
  BillOptions,
  InvoiceDetail,
  InvoiceLine,
  InvoiceSource,
  NotificationListResponse,
  WorkItem,
  WorkQueue,
} from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import {
  DEMO,
  GOOD_PASSWORD,
  createRole,
  createUser,
  dataOf,
  shipsByName,
  unique,
} from '../../../test/fixtures';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { customers } from '../customer/customer.table';
import { billCreditNoteLines } from './bill.table';
import { markBillLinesInvoiced } from './bill-rebill.repo';

/**
 * A vendor credit that arrives after the bill line was put on a customer invoice (docs/accounting-bills.md
 * "Credited after invoicing"): the invoice detail shows, per line, what the vendor credited after invoicing,
 * priced as the line was (in the invoice's currency), less what the invoice's own credit notes took off the
 * line; a credit before invoicing is not counted (the line was offered net of it). The bill's credit note
 * names the invoices it touched. Runs on PGlite and on PostgreSQL.
 */
let t: TestApp;
let accountant: TestSession;
/** Credits invoices of Keel Aurora (create_invoice): told about vendor credits to pass on. */
let invoicer: TestSession;
/** Reads Keel Aurora's invoices only: not told. */
let reader: TestSession;
let aurora: string;
let customerId: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login(DEMO.admin);
  accountant = await t.login(DEMO.accountant);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  const userWith = async (actions: ActionName[]) => {
    const role = await createRole(admin, {
      name: unique('Invoicing'),
      sidebar: ['accounting.invoicing'],
      actions,
    });
    const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId: aurora }] });
    return t.login(user.email, GOOD_PASSWORD);
  };
  invoicer = await userWith(['read_invoices', 'create_invoice']);
  reader = await userWith(['read_invoices']);
  const [customer] = await t.db.select({ id: customers.id }).from(customers).limit(1);
  customerId = customer!.id;
});
afterAll(() => t?.close());

async function postedBill(lines: { description: string; unitPrice: string }[]): Promise<BillDetail> {
  const options = dataOf<BillOptions>(await accountant.get('/accounting/bills/options'));
  const draft = dataOf<BillDetail>(
    await accountant.post('/accounting/bills', {
      vendorId: options.vendors[0]!.id,
      shipId: aurora,
      vendorInvoiceNumber: unique('PASS'),
      billDate: today,
      dueDate: today,
      currency: 'USD',
      lines: lines.map((l) => ({ ...l, quantity: '1', rebillable: true })),
    }),
  );
  return dataOf<BillDetail>(
    await accountant.post(`/accounting/bills/${draft.id}/post`, { version: draft.version }),
  );
}

const creditBill = async (bill: BillDetail, lines: { billLineId: string; amount: string }[]) =>
  dataOf<BillDetail>(
    await accountant.post(`/accounting/bills/${bill.id}/credit`, {
      version: bill.version,
      reason: 'Vendor credit',
      lines,
    }),
  );

async function issuedInvoice(
  currency: string,
  lines: { sourceId: string; exchangeRate?: string; markupPercent?: string }[],
): Promise<InvoiceDetail> {
  const draft = dataOf<InvoiceDetail>(
    await accountant.post('/accounting/invoices', {
      shipId: aurora,
      customerId,
      currency,
      invoiceDate: today,
      vatRate: '10',
      groups: [
        {
          title: 'Port costs',
          lines: lines.map((l) => ({
            sourceType: 'bill_line',
            title: unique('Rebilled'),
            amount: '0',
            currency: 'USD',
            ...l,
          })),
        },
      ],
    }),
  );
  return dataOf<InvoiceDetail>(
    await accountant.post(`/accounting/invoices/${draft.id}/issue`, { version: draft.version }),
  );
}

const invoiceOf = async (id: string) =>
  dataOf<InvoiceDetail>(await accountant.get(`/accounting/invoices/${id}`));
const lineOf = (invoice: InvoiceDetail, sourceId: string): InvoiceLine =>
  invoice.groups.flatMap((g) => g.lines).find((l) => l.sourceId === sourceId)!;

describe('a vendor credit after the line was invoiced', () => {
  it('shows what is left to pass on, in the invoice currency, until the invoice credits it', async () => {
    const bill = await postedBill([
      { description: 'Pilotage', unitPrice: '100' },
      { description: 'Towage', unitPrice: '100' },
      { description: 'Mooring', unitPrice: '50' },
    ]);
    const [pilotage, towage, mooring] = bill.lines;
    // Credited before invoicing: offered (and invoiced) net, so never offered again to pass on.
    const before = await creditBill(bill, [{ billLineId: mooring!.id, amount: '10' }]);
    expect(before.creditNotes[0]!.invoices).toEqual([]);

    const usd = await issuedInvoice('USD', [{ sourceId: pilotage!.id }, { sourceId: mooring!.id }]);
    expect(lineOf(usd, mooring!.id).amount).toBe('40');
    // A EUR invoice at 0.9 EUR per USD with a 10 % markup.
    const eur = await issuedInvoice('EUR', [
      { sourceId: towage!.id, exchangeRate: '0.9', markupPercent: '10' },
    ]);
    expect(lineOf(eur, towage!.id).lineTotal).toBe('99.00');
    expect(lineOf(usd, pilotage!.id).vendorCredit ?? null).toBeNull();
    expect(lineOf(usd, mooring!.id).vendorCredit ?? null).toBeNull();

    const credited = await creditBill(before, [
      { billLineId: pilotage!.id, amount: '30' },
      { billLineId: towage!.id, amount: '30' },
      { billLineId: mooring!.id, amount: '5' },
    ]);
    // Whoever credits the ship's invoices is told, once per invoice, with a link; a reader is not.
    const notices = ((await invoicer.get('/notifications')).json() as NotificationListResponse).data.filter(
      (n) => n.kind === 'vendor_credit_to_pass_on',
    );
    expect(notices.map((n) => n.title).sort()).toEqual(
      [`Vendor credit to pass on: ${usd.number}`, `Vendor credit to pass on: ${eur.number}`].sort(),
    );
    const usdNotice = notices.find((n) => n.title.endsWith(usd.number!))!;
    expect(usdNotice.link).toBe(`/accounting/invoices/view/${usd.id}`);
    expect(usdNotice.body).toContain('credited USD 35.00 on Pilotage, Mooring after it was invoiced');
    const readerNotices = ((await reader.get('/notifications')).json() as NotificationListResponse).data;
    expect(readerNotices.some((n) => n.kind === 'vendor_credit_to_pass_on')).toBe(false);
    // The bill's note names the customer invoices it touched.
    expect(
      credited.creditNotes[1]!.invoices.map((i) => i.number).sort((a, b) => a!.localeCompare(b!)),
    ).toEqual([usd.number, eur.number].sort((a, b) => a!.localeCompare(b!)));
    expect(credited.creditNotes[1]!.invoices.every((i) => i.state === 'ISSUED')).toBe(true);

    let usdNow = await invoiceOf(usd.id);
    expect(lineOf(usdNow, pilotage!.id).vendorCredit).toEqual({
      credited: '30.00',
      currency: 'USD',
      creditedInInvoiceCurrency: '30.00',
      toPassOn: '30.00',
    });
    // Only the 5 credited after invoicing; the 10 before was already netted.
    expect(lineOf(usdNow, mooring!.id).vendorCredit).toMatchObject({ credited: '5.00', toPassOn: '5.00' });
    // 30 USD × 0.9 = 27.00 EUR, + 10 % markup = 29.70 EUR.
    let eurNow = await invoiceOf(eur.id);
    expect(lineOf(eurNow, towage!.id).vendorCredit).toEqual({
      credited: '30.00',
      currency: 'USD',
      creditedInInvoiceCurrency: '29.70',
      toPassOn: '29.70',
    });

    // Passing part of it on leaves the rest; passing all of it leaves 0.
    const usdLine = lineOf(usdNow, pilotage!.id);
    const part = await accountant.post(`/accounting/invoices/${usd.id}/credit`, {
      version: usdNow.version,
      reason: 'Vendor credit passed on',
      lines: [{ invoiceLineId: usdLine.id, amount: '20' }],
    });
    expect(part.statusCode).toBe(200);
    usdNow = await invoiceOf(usd.id);
    expect(lineOf(usdNow, pilotage!.id).vendorCredit?.toPassOn).toBe('10.00');
    await accountant.post(`/accounting/invoices/${usd.id}/credit`, {
      version: usdNow.version,
      reason: 'Vendor credit passed on',
      lines: [
        { invoiceLineId: usdLine.id, amount: '10' },
        { invoiceLineId: lineOf(usdNow, mooring!.id).id, amount: '5' },
      ],
    });
    usdNow = await invoiceOf(usd.id);
    expect(lineOf(usdNow, pilotage!.id).vendorCredit?.toPassOn).toBe('0.00');
    expect(lineOf(usdNow, mooring!.id).vendorCredit?.toPassOn).toBe('0.00');

    const eurLine = lineOf(eurNow, towage!.id);
    const passed = await accountant.post(`/accounting/invoices/${eur.id}/credit`, {
      version: eurNow.version,
      reason: 'Vendor credit passed on',
      lines: [{ invoiceLineId: eurLine.id, amount: eurLine.vendorCredit!.toPassOn }],
    });
    expect(passed.statusCode).toBe(200);
    eurNow = await invoiceOf(eur.id);
    expect(lineOf(eurNow, towage!.id).vendorCredit?.toPassOn).toBe('0.00');
    expect(eurNow.creditedByLine[eurLine.id]).toBe('29.70');
  });

  it('lists the invoice in "My work" of whoever credits it until the credit is passed on, to the last cent', async () => {
    const bill = await postedBill([{ description: 'Berth dues', unitPrice: '200' }]);
    const [berth] = bill.lines;
    // 200 USD at 1 EUR with a 0.005 % markup: 200.00 + 0.01 = 200.01 EUR.
    const invoice = await issuedInvoice('EUR', [
      { sourceId: berth!.id, exchangeRate: '1', markupPercent: '0.005' },
    ]);
    expect(lineOf(invoice, berth!.id).lineTotal).toBe('200.01');
    const waiting = async (session: TestSession) => {
      const work = dataOf<WorkQueue>(await session.get('/work'));
      const items = dataOf<WorkItem[]>(await session.get('/work/items?kind=invoice_vendor_credit&limit=100'));
      return {
        group: work.groups.find((g) => g.kind === 'invoice_vendor_credit'),
        item: items.find((i) => i.id === invoice.id),
      };
    };
    expect((await waiting(invoicer)).item).toBeUndefined();

    // 99.99 USD credited: the markup on it is 0.0049995 EUR, rounded to 0.005000 (four more places) and then
    // to 0.01, so 100.00 EUR is to pass on — one rounding straight to cents would say 99.99.
    await creditBill(bill, [{ billLineId: berth!.id, amount: '99.99' }]);
    const line = lineOf(await invoiceOf(invoice.id), berth!.id);
    expect(line.vendorCredit?.toPassOn).toBe('100.00');
    let mine = await waiting(invoicer);
    expect(mine.group?.count).toBeGreaterThan(0);
    expect(mine.item).toMatchObject({
      link: `/accounting/invoices/view/${invoice.id}`,
      title: invoice.number,
      shipId: aurora,
    });
    expect(mine.item!.subtitle).toContain('EUR 100.00 to pass on');
    // A reader of the ship's invoices who cannot credit them has no such work.
    expect((await waiting(reader)).group).toBeUndefined();

    // Passing on 99.99 leaves a cent, on the invoice and in the queue; the last cent clears both.
    let now = await invoiceOf(invoice.id);
    await accountant.post(`/accounting/invoices/${invoice.id}/credit`, {
      version: now.version,
      reason: 'Vendor credit passed on',
      lines: [{ invoiceLineId: line.id, amount: '99.99' }],
    });
    now = await invoiceOf(invoice.id);
    expect(lineOf(now, berth!.id).vendorCredit?.toPassOn).toBe('0.01');
    mine = await waiting(invoicer);
    expect(mine.item!.subtitle).toContain('EUR 0.01 to pass on');
    await accountant.post(`/accounting/invoices/${invoice.id}/credit`, {
      version: now.version,
      reason: 'Vendor credit passed on',
      lines: [{ invoiceLineId: line.id, amount: '0.01' }],
    });
    expect(lineOf(await invoiceOf(invoice.id), berth!.id).vendorCredit?.toPassOn).toBe('0.00');
    expect((await waiting(invoicer)).item).toBeUndefined();
  });

  it('passes nothing on once the invoice is voided', async () => {
    const bill = await postedBill([{ description: 'Launch hire', unitPrice: '80' }]);
    const [launch] = bill.lines;
    const invoice = await issuedInvoice('USD', [{ sourceId: launch!.id }]);
    await creditBill(bill, [{ billLineId: launch!.id, amount: '20' }]);
    expect(lineOf(await invoiceOf(invoice.id), launch!.id).vendorCredit?.toPassOn).toBe('20.00');
    const voided = await accountant.post(`/accounting/invoices/${invoice.id}/void`, {
      version: invoice.version,
      reason: 'Wrong customer',
    });
    expect(voided.statusCode).toBe(200);
    expect(lineOf(await invoiceOf(invoice.id), launch!.id).vendorCredit ?? null).toBeNull();
    // Freed by the void, the line is offered again net of the whole credit.
    const sources = dataOf<InvoiceSource[]>(
      await accountant.get(`/accounting/invoices/sources?shipId=${aurora}`),
    );
    expect(sources.find((s) => s.sourceId === launch!.id)?.amount).toMatch(/^60(\.0+)?$/);
  });

  it('refuses to link a bill line whose credit changed after it was priced', async () => {
    const bill = await postedBill([{ description: 'Garbage removal', unitPrice: '50' }]);
    const [line] = bill.lines;
    await creditBill(bill, [{ billLineId: line!.id, amount: '15' }]);
    // Priced at 50 (read before the credit), linked after it: a 409, not a silently lost credit.
    await expect(
      t.db.transaction((tx) =>
        markBillLinesInvoiced(tx, [line!.id], ['00000000-0000-4000-8000-000000000001'], ['50']),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    // Priced at what is left (35), it links (rolled back by the sentinel error, so nothing stays).
    const linked = new Error('linked');
    await expect(
      t.db.transaction(async (tx) => {
        await markBillLinesInvoiced(tx, [line!.id], ['00000000-0000-4000-8000-000000000001'], ['35']);
        throw linked;
      }),
    ).rejects.toBe(linked);
  });

  it('migration 0061 links the notes written before it by their dates', async () => {
    const bill = await postedBill([
      { description: 'Agency fee', unitPrice: '60' },
      { description: 'Fresh water', unitPrice: '40' },
    ]);
    const [agency, water] = bill.lines;
    const early = await creditBill(bill, [{ billLineId: water!.id, amount: '4' }]);
    const invoice = await issuedInvoice('USD', [{ sourceId: agency!.id }, { sourceId: water!.id }]);
    await creditBill(early, [
      { billLineId: agency!.id, amount: '6' },
      { billLineId: water!.id, amount: '3' },
    ]);
    // As before the migration: no note line knows its invoice line.
    const lineIds = [agency!.id, water!.id];
    const unlink = () =>
      t.db.execute(
        sql`UPDATE ${billCreditNoteLines} SET invoice_line_id = NULL WHERE bill_line_id IN (${sql.join(
          lineIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    await unlink();
    expect(lineOf(await invoiceOf(invoice.id), agency!.id).vendorCredit ?? null).toBeNull();
    const migration = readFileSync(
      new URL('../../../../drizzle/0061_accounting_bill_credit_invoice_line.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('UPDATE'));
    await t.db.execute(sql.raw(backfill));
    const after = await invoiceOf(invoice.id);
    expect(lineOf(after, agency!.id).vendorCredit?.toPassOn).toBe('6.00');
    // The 4 credited before invoicing stays netted; only the 3 after it is offered.
    expect(lineOf(after, water!.id).vendorCredit).toMatchObject({ credited: '3.00', toPassOn: '3.00' });
  });
});
