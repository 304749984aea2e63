import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Customer } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, unique } from '../../../test/fixtures';

let t: TestApp;
let admin: TestSession;
let accountant: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  [admin, accountant] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.accountant)]);
});
afterAll(() => t?.close());

const good = {
  name: 'Skagerrak Chartering AS',
  addressLines: ['Dronning Mauds gate 3', ''],
  city: 'Oslo',
  postalCode: '0250',
  country: 'no',
  taxId: 'NO 923 609 016 MVA',
  currency: 'usd',
  paymentTermsDays: 21,
  contacts: [
    {
      name: 'Ingrid Dahl',
      role: 'Finance',
      email: 'Ingrid.Dahl@skagerrak.example.com',
      phone: '+47 22 00 11 22',
    },
  ],
};
const names = (r: { json: () => unknown }) => (r.json() as { data: Customer[] }).data.map((c) => c.name);
const newCustomer = async (body: Record<string, unknown> = {}) =>
  dataOf<Customer>(
    await accountant.post('/customers/', { ...good, name: unique('Customer'), taxId: null, ...body }),
  );
const auditOf = async (id: string) => (await admin.get(`/audit/?entityId=${id}`)).json().data;

describe('GET /customers/', () => {
  it('lists the demo customers by name with search, active filter, sort and paging', async () => {
    const first = (await accountant.get('/customers/?limit=3')).json();
    expect(first.page).toEqual({ total: 8, offset: 0, limit: 3 });
    expect(names({ json: () => first })).toEqual([
      'Aegean Dry Cargo Charterers S.A.',
      'Baltic Timber Charterers OÜ',
      'Gulf Coast Grain Shippers Inc.',
    ]);
    expect(first.data[0]).toMatchObject({
      country: 'GR',
      taxId: 'EL099871234',
      paymentTermsDays: 45,
      contacts: [{ name: 'Nikos Papadakis' }, { name: 'Eleni Georgiou' }],
    });
    expect(names(await accountant.get('/customers/?q=rotterdam'))).toEqual([
      'Rotterdam Product Tankers Pool B.V.',
    ]);
    expect(names(await accountant.get('/customers/?q=DK318'))).toEqual(['Nordhavn Bulk Pool A/S']);
    expect(names(await accountant.get('/customers/?active=false'))).toEqual(['Baltic Timber Charterers OÜ']);
    expect((await accountant.get('/customers/?active=true')).json().page.total).toBe(7);
    expect(names(await accountant.get('/customers/?country=sg'))).toEqual([
      'Orient Pacific Chartering Pte Ltd',
    ]);
    const byTerms = (await accountant.get('/customers/?sort=-paymentTermsDays&limit=2')).json()
      .data as Customer[];
    expect(byTerms.map((c) => c.paymentTermsDays)).toEqual([60, 45]);
  });

  it('answers 400 naming the parameter', async () => {
    const sort = await accountant.get('/customers/?sort=taxId');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toMatch(/^Sort must be one of name, country/);
    expect((await accountant.get('/customers/?active=yes')).json().details[0].field).toBe(
      'querystring.active',
    );
    expect((await accountant.get('/customers/?country=XX')).json().details[0].field).toBe(
      'querystring.country',
    );
  });
});

describe('POST /customers/ and GET /customers/:id', () => {
  it('creates a customer (201), normalised, with contacts and an audit row', async () => {
    const response = await accountant.post('/customers/', good);
    expect(response.statusCode).toBe(201);
    const created = response.json().data as Customer;
    expect(created).toMatchObject({
      name: 'Skagerrak Chartering AS',
      addressLines: ['Dronning Mauds gate 3'],
      country: 'NO',
      taxId: 'NO 923 609 016 MVA',
      currency: 'USD',
      paymentTermsDays: 21,
      active: true,
      version: 1,
      contacts: [{ name: 'Ingrid Dahl', email: 'ingrid.dahl@skagerrak.example.com' }],
    });
    expect((await accountant.get(`/customers/${created.id}`)).json()).toEqual({ data: created });
    expect(await auditOf(created.id)).toMatchObject([
      {
        action: 'create',
        entity: 'customer',
        actorName: 'Marco Bianchi',
        after: { name: 'Skagerrak Chartering AS' },
      },
    ]);
  });

  it('checks an EU VAT id against the country, stores it compact and refuses a duplicate', async () => {
    const de = await newCustomer({ country: 'DE', taxId: 'de 811 907 980', currency: 'EUR' });
    expect(de.taxId).toBe('DE811907980');
    const dup = await accountant.post('/customers/', {
      ...good,
      name: 'Other',
      country: 'DE',
      taxId: 'DE811907980',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A customer with the tax id DE811907980 already exists');
  });

  it('answers 400 naming the field: bad VAT id, currency, country, terms, contact — and writes nothing', async () => {
    const before = (await accountant.get('/customers/')).json().page.total;
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [
        { country: 'NL', taxId: 'NL12345678B01' },
        'taxId',
        'taxId must be a NL VAT id: NL followed by 9 digits, B and 2 digits, e.g. NL123456789B01',
      ],
      [{ country: 'FR', taxId: 'DE811907980' }, 'taxId', /^taxId must be a FR VAT id/],
      [{ taxId: 'x'.repeat(31) }, 'taxId', 'taxId must be at most 30 characters'],
      [{ currency: 'XYZ' }, 'currency', 'currency must be an ISO 4217 currency code such as USD'],
      [{ currency: 'dollar' }, 'currency', 'currency must be an ISO 4217 currency code such as USD'],
      [{ country: 'EU' }, 'country', /ISO 3166-1 alpha-2/],
      [
        { paymentTermsDays: 400 },
        'paymentTermsDays',
        'paymentTermsDays must be a whole number of days from 0 to 365',
      ],
      [{ paymentTermsDays: -3 }, 'paymentTermsDays', /0 to 365/],
      [{ addressLines: [' '] }, 'addressLines', /at least one line/],
      [{ city: '' }, 'city', 'city is required'],
      [
        { contacts: [{ name: 'X', email: 'x@' }] },
        'contacts.0.email',
        'email must be a valid e-mail address',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await accountant.post('/customers/', { ...good, name: unique('Bad'), ...body });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().details[0].field).toBe(field);
      expect(response.json().details[0].message).toMatch(message);
    }
    expect((await accountant.get('/customers/')).json().page.total).toBe(before);
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await accountant.get('/customers/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Customer not found' });
  });
});

describe('PATCH /customers/:id', () => {
  it('edits with the version read and answers 409 for a stale one', async () => {
    const customer = await newCustomer();
    const updated = dataOf<Customer>(
      await accountant.patch(`/customers/${customer.id}`, { version: 1, paymentTermsDays: 0, contacts: [] }),
    );
    expect(updated).toMatchObject({ version: 2, paymentTermsDays: 0, contacts: [] });
    const stale = await accountant.patch(`/customers/${customer.id}`, { version: 1, city: 'Bergen' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Customer was changed by someone else; reload it and try again');
    const audit = await auditOf(customer.id);
    expect(audit[0]).toMatchObject({
      action: 'update',
      before: { version: 1, paymentTermsDays: 21 },
      after: { version: 2, paymentTermsDays: 0 },
    });
    expect(
      dataOf<Customer>(
        await accountant.patch(`/customers/${customer.id}`, { version: 2, city: customer.city }),
      ).version,
    ).toBe(2);
  });

  it('checks the stored tax id against a new country (400 naming taxId) and takes a fitting one', async () => {
    const customer = await newCustomer({ country: 'US', taxId: '98-7654321' });
    const moved = await accountant.patch(`/customers/${customer.id}`, { version: 1, country: 'IT' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().details).toEqual([
      { field: 'taxId', message: 'taxId must be a IT VAT id: IT followed by 11 digits, e.g. IT12345678901' },
    ]);
    const ok = dataOf<Customer>(
      await accountant.patch(`/customers/${customer.id}`, {
        version: 1,
        country: 'IT',
        taxId: '12345678903',
      }),
    );
    expect(ok).toMatchObject({ country: 'IT', taxId: 'IT12345678903', version: 2 });
    const cleared = dataOf<Customer>(
      await accountant.patch(`/customers/${customer.id}`, { version: 2, taxId: '' }),
    );
    expect(cleared.taxId).toBeNull();
  });

  it('deactivates and reactivates, with audit actions naming it', async () => {
    const customer = await newCustomer();
    expect(
      dataOf<Customer>(await accountant.patch(`/customers/${customer.id}`, { version: 1, active: false }))
        .active,
    ).toBe(false);
    expect(
      dataOf<Customer>(await accountant.patch(`/customers/${customer.id}`, { version: 2, active: true }))
        .active,
    ).toBe(true);
    expect((await auditOf(customer.id)).map((a: { action: string }) => a.action)).toEqual([
      'reactivate',
      'deactivate',
      'create',
    ]);
  });
});

describe('DELETE /customers/:id', () => {
  it('deletes an unreferenced customer with the current version, keeping it in the audit', async () => {
    const customer = await newCustomer();
    expect((await accountant.delete(`/customers/${customer.id}?version=2`)).statusCode).toBe(409);
    expect((await accountant.delete(`/customers/${customer.id}?version=1`)).statusCode).toBe(204);
    expect((await accountant.get(`/customers/${customer.id}`)).statusCode).toBe(404);
    expect((await auditOf(customer.id))[0]).toMatchObject({
      action: 'delete',
      before: { name: customer.name },
    });
  });

  it('refuses (409) to delete a customer another record refers to, and offers deactivation', async () => {
    await t.db.execute(
      sql`CREATE TABLE test_invoices (id serial PRIMARY KEY, customer_id uuid NOT NULL REFERENCES customers(id))`,
    );
    const customer = await newCustomer();
    await t.db.execute(sql`INSERT INTO test_invoices (customer_id) VALUES (${customer.id})`);
    const response = await accountant.delete(`/customers/${customer.id}?version=1`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `${customer.name} is referenced by invoices or other records and cannot be deleted; deactivate it instead`,
    );
    const still = dataOf<Customer>(await accountant.get(`/customers/${customer.id}`));
    expect(still.contacts).toHaveLength(1);
    expect((await auditOf(customer.id)).map((a: { action: string }) => a.action)).toEqual(['create']);
    await t.db.execute(sql`DROP TABLE test_invoices`);
  });
});
