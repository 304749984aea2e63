import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BankAccount, Customer } from '@keel/domain';
import { ADMIN, MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';

const CUSTOMER: Customer = {
  id: '3d1e5f7a-2b4c-4d6e-8f0a-1b2c3d4e5f60',
  name: 'Hanseatic Chartering GmbH',
  addressLines: ['Große Elbstraße 145'],
  city: 'Hamburg',
  postalCode: '22767',
  country: 'DE',
  taxId: 'DE284173659',
  currency: 'EUR',
  paymentTermsDays: 30,
  notes: '',
  active: true,
  contacts: [
    {
      id: '4e2f6a8b-3c5d-4e7f-9a1b-2c3d4e5f6a71',
      name: 'Katrin Vogel',
      role: 'Operations',
      email: 'k.vogel@example.com',
      phone: null,
    },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
};
const url = `/customers/${CUSTOMER.id}`;

describe('customer page', () => {
  it('shows a malformed VAT id under its field without sending, then saves with the version read', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = stubCustomer({
      [`PATCH ${url}`]: () => json({ data: { ...CUSTOMER, paymentTermsDays: 45, version: 4 } }),
    });
    renderApp(url);
    const form = await screen.findByRole('form', { name: 'Customer details' });
    const vat = within(form).getByLabelText('VAT id');
    await user.clear(vat);
    await user.type(vat, 'DE12');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(
      await within(form).findByText('Tax ID must be a DE VAT id: DE followed by 9 digits, e.g. DE123456789'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.clear(vat);
    await user.type(vat, '284 173 659');
    const terms = within(form).getByLabelText('Payment terms');
    await user.clear(terms);
    await user.type(terms, '45');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      version: 3,
      taxId: 'DE284173659',
      paymentTermsDays: 45,
    });
  });

  it('says "changed by someone else" on a 409 and offers a reload', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    stubCustomer({
      [`PATCH ${url}`]: () =>
        json({ message: 'Customer was changed by someone else; reload it and try again' }, 409),
    });
    renderApp(url);
    const form = await screen.findByRole('form', { name: 'Customer details' });
    await user.type(within(form).getByLabelText('City'), ' Altona');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('offers deactivation when the server refuses to delete a referenced customer', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const message = `${CUSTOMER.name} is referenced by invoices or other records and cannot be deleted; deactivate it instead`;
    const { calls } = stubCustomer({
      [`DELETE ${url}`]: () => json({ message }, 409),
      [`PATCH ${url}`]: () => json({ data: { ...CUSTOMER, active: false, version: 4 } }),
    });
    renderApp(url);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete customer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This customer cannot be deleted' });
    expect(within(dialog).getByText(`${message}.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate instead' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ version: 3, active: false }),
    );
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(url);
  });
});

describe('customer page: bank accounts', () => {
  const account: BankAccount = {
    id: '5f3a7b9c-4d6e-4f80-9b2c-3d4e5f6a7b82',
    ownerType: 'customer',
    ownerId: CUSTOMER.id,
    ownerName: CUSTOMER.name,
    bankName: 'Commerzbank',
    country: 'DE',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    accountNumber: null,
    currency: 'EUR',
    isDefault: true,
    active: true,
    notes: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  };
  const accounts = () => json({ data: [account], page: { total: 1, offset: 0, limit: 50 } });

  it('shows the customer’s accounts with the IBAN in groups of four', async () => {
    signIn(ADMIN);
    const { calls } = stubCustomer({ 'GET /accounting/bank-accounts': accounts });
    renderApp(url);
    const list = await screen.findByRole('list', { name: `Bank accounts of ${CUSTOMER.name}` });
    expect(within(list).getByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    expect(within(list).getByText('Commerzbank · COBADEFFXXX')).toBeInTheDocument();
    expect(within(list).getByText('Default')).toBeInTheDocument();
    const request = calls.find((c) => c.path === '/accounting/bank-accounts');
    expect(request).toBeDefined();
  });

  it('shows no accounts card to a user without accounting.bank_accounts', async () => {
    signIn(MASTER);
    const { calls } = stubCustomer({ 'GET /accounting/bank-accounts': accounts });
    renderApp(url);
    expect(await screen.findByRole('form', { name: 'Customer details' })).toBeInTheDocument();
    expect(screen.queryByText('Bank accounts')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/accounting/bank-accounts')).toBe(false);
  });
});

function stubCustomer(extra: Parameters<typeof stubApi>[0]) {
  return stubApi({
    ...accessHandlers(['accounting.customers']),
    [`GET ${url}`]: () => json({ data: CUSTOMER }),
    ...extra,
  });
}
