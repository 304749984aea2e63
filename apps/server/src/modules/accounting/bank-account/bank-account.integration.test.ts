import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BankAccount, Customer } from '@keel/domain';
import { DEMO, dataOf, unique } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { isUniqueViolation } from '../../../lib/db-errors';
import { auditOf } from '../../purchasing/purchasing.test-fixtures';
import { bankAccounts } from './bank-account.table';

let t: TestApp;
let admin: TestSession;
let accountant: TestSession;
let customer: Customer;

beforeAll(async () => {
  t = await createTestApp();
  [admin, accountant] = (await Promise.all([DEMO.admin, DEMO.accountant].map((e) => t.login(e)))) as [
    TestSession,
    TestSession,
  ];
  customer = dataOf<Customer>(
    await admin.post('/customers/', {
      name: unique('Bank test customer'),
      addressLines: ['Quay 1'],
      city: 'Oslo',
      country: 'NO',
      taxId: null,
      currency: 'NOK',
    }),
  );
});
afterAll(() => t?.close());

const account = (extra: Record<string, unknown> = {}) => ({
  ownerType: 'customer',
  ownerId: customer.id,
  bankName: 'DNB Bank ASA',
  iban: 'no93 8601 1117 947',
  bic: 'dnbanokk',
  currency: 'NOK',
  ...extra,
});
const list = async (query: string) =>
  (await accountant.get(`/accounting/bank-accounts?${query}`)).json() as {
    data: BankAccount[];
    page: { total: number };
  };

describe('bank accounts', () => {
  it('stores the IBAN electronic and the BIC upper case, takes the country from the IBAN, audits', async () => {
    const response = await accountant.post('/accounting/bank-accounts', account());
    expect(response.statusCode).toBe(201);
    const created = dataOf<BankAccount>(response);
    expect(created).toMatchObject({
      ownerType: 'customer',
      ownerId: customer.id,
      ownerName: customer.name,
      iban: 'NO9386011117947',
      bic: 'DNBANOKK',
      country: 'NO',
      isDefault: false,
      version: 1,
    });
    expect((await auditOf(admin, 'bank_account', created.id))[0]!.action).toBe('create');
    // Found by the IBAN as people type it, spaces and lower case.
    expect((await list('q=no93 8601')).data.map((a) => a.id)).toContain(created.id);
  });

  it('refuses a bad IBAN, a bad BIC, a missing account number and an unknown owner, naming the field', async () => {
    const field = async (body: Record<string, unknown>) => {
      const response = await accountant.post('/accounting/bank-accounts', body);
      expect(response.statusCode).toBe(400);
      return response.json().details[0].field as string;
    };
    expect(await field(account({ iban: 'NO93 8601 1117 948' }))).toBe('iban');
    expect(await field(account({ bic: 'DNBAXXKK' }))).toBe('bic');
    expect(await field(account({ iban: null, country: 'SG' }))).toBe('accountNumber');
    expect(await field(account({ ownerId: '00000000-0000-4000-8000-000000000000' }))).toBe('ownerId');
    expect(await field(account({ ownerType: 'company' }))).toBe('ownerId');
    const singapore = await accountant.post(
      '/accounting/bank-accounts',
      account({ iban: null, country: 'SG', accountNumber: '072-123456-7', bic: 'DBSSSGSG', currency: 'SGD' }),
    );
    expect(dataOf<BankAccount>(singapore)).toMatchObject({
      country: 'SG',
      iban: null,
      accountNumber: '072-123456-7',
    });
  });

  it('keeps one default per owner and currency: a new default takes the flag, the database refuses two', async () => {
    const first = dataOf<BankAccount>(
      await accountant.post('/accounting/bank-accounts', account({ isDefault: true, currency: 'EUR' })),
    );
    const second = dataOf<BankAccount>(
      await accountant.post('/accounting/bank-accounts', account({ isDefault: true, currency: 'EUR' })),
    );
    const mine = (await list(`ownerType=customer&ownerId=${customer.id}&currency=EUR`)).data;
    expect(mine.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
    const demoted = mine.find((a) => a.id === first.id)!;
    expect(demoted.version).toBe(2);
    expect((await auditOf(admin, 'bank_account', first.id)).map((a) => a.action)).toEqual([
      'update',
      'create',
    ]);

    // Patching the old one back to default moves the flag again (with the version read).
    const back = await accountant.patch(`/accounting/bank-accounts/${first.id}`, {
      version: 2,
      isDefault: true,
    });
    expect(dataOf<BankAccount>(back).isDefault).toBe(true);
    const stale = await accountant.patch(`/accounting/bank-accounts/${first.id}`, { version: 2, notes: 'x' });
    expect(stale.statusCode).toBe(409);

    // The partial unique index itself: a second default written past the service is refused.
    const refused = await t.db
      .insert(bankAccounts)
      .values({
        ownerType: 'customer',
        customerId: customer.id,
        bankName: 'Direct',
        country: 'NO',
        iban: 'NO9386011117947',
        currency: 'EUR',
        isDefault: true,
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(refused, 'bank_accounts_one_default_key')).toBe(true);
    // An inactive account does not count: deactivating the default frees the slot.
    const current = (await list(`ownerType=customer&ownerId=${customer.id}&currency=EUR`)).data.find(
      (a) => a.isDefault,
    )!;
    await accountant.patch(`/accounting/bank-accounts/${current.id}`, {
      version: current.version,
      active: false,
    });
    const [{ n }] = (
      await t.db.execute(
        sql`select count(*)::int as n from bank_accounts where customer_id = ${customer.id} and currency = 'EUR' and is_default and active`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(0);
  });

  it('checks IBAN and country together on a change, and deletes at the version read', async () => {
    const created = dataOf<BankAccount>(
      await accountant.post('/accounting/bank-accounts', account({ currency: 'USD' })),
    );
    const url = `/accounting/bank-accounts/${created.id}`;
    const wrong = await accountant.patch(url, { version: 1, iban: null });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toEqual({
      field: 'iban',
      message: 'iban is required for an account in NO',
    });
    const moved = dataOf<BankAccount>(
      await accountant.patch(url, { version: 1, iban: 'DE89 3704 0044 0532 0130 00' }),
    );
    expect(moved).toMatchObject({ iban: 'DE89370400440532013000', country: 'DE', version: 2 });
    expect((await accountant.delete(`${url}?version=1`)).statusCode).toBe(409);
    expect((await accountant.delete(`${url}?version=2`)).statusCode).toBe(204);
    expect((await accountant.get(url)).statusCode).toBe(404);
  });

  it('seeds company, vendor and customer accounts whose IBANs pass ISO 13616', async () => {
    for (const ownerType of ['company', 'vendor', 'customer', 'agent']) {
      const page = await list(`ownerType=${ownerType}&limit=100`);
      expect(page.page.total, ownerType).toBeGreaterThan(0);
    }
    const company = (await list('ownerType=company')).data;
    expect(company.filter((a) => a.currency === 'USD' && a.isDefault)).toHaveLength(1);
    expect(company[0]!.ownerName).toBe('Keel Demo Ship Management AS');
  });
});
