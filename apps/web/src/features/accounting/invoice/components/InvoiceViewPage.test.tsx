import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceLine } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';

const ID = '3c9e1f2a-7b4d-4e5f-8a6b-1c2d3e4f5a6b';
const L1 = '00000000-0000-4000-8000-0000000000c1';
const L2 = '00000000-0000-4000-8000-0000000000c2';
const B1 = '00000000-0000-4000-8000-0000000000d1';
const B2 = '00000000-0000-4000-8000-0000000000d2';
const G1 = '00000000-0000-4000-8000-0000000000e1';
const C1 = '00000000-0000-4000-8000-0000000000f1';
const SHIP = '00000000-0000-4000-8000-0000000000a1';
const line = (extra: Partial<InvoiceLine>): InvoiceLine => ({
  id: L1,
  sourceType: 'bill_line',
  sourceId: B1,
  title: 'Pilotage',
  amount: '100',
  currency: 'USD',
  exchangeRate: '1',
  rateDate: '2026-11-20',
  rateSource: 'ECB',
  convertedAmount: '100.00',
  markupPercent: '0',
  markupAmount: '0.00',
  lineTotal: '100.00',
  vendorCredit: null,
  ...extra,
});
/** An issued USD invoice: pilotage credited 30 USD by the vendor after invoicing, towage not. */
const invoice: InvoiceDetail = {
  id: ID,
  number: 'INV-2026-00012',
  state: 'ISSUED',
  displayState: 'ISSUED',
  shipId: SHIP,
  shipName: 'Keel Aurora',
  customerId: C1,
  customerName: 'Nordic Charterers',
  currency: 'USD',
  invoiceDate: '2026-11-20',
  dueDate: '2026-12-20',
  subtotal: '150.00',
  vatRate: '0',
  vatAmount: '0.00',
  total: '150.00',
  paidAmount: '0.00',
  creditedAmount: '0.00',
  balance: '150.00',
  reference: '',
  creditNoteNumber: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 2,
  notes: '',
  customerTaxId: null,
  issuedAt: '2026-11-20T10:00:00.000Z',
  creditReason: null,
  voidReason: null,
  groups: [
    {
      id: G1,
      title: 'Port costs',
      subtotal: '150.00',
      lines: [
        line({
          vendorCredit: {
            credited: '30.00',
            currency: 'USD',
            creditedInInvoiceCurrency: '30.00',
            toPassOn: '30.00',
          },
        }),
        line({
          id: L2,
          sourceId: B2,
          title: 'Towage',
          amount: '50',
          convertedAmount: '50.00',
          lineTotal: '50.00',
        }),
      ],
    },
  ],
  payments: [],
  creditedByLine: {},
  creditNotes: [],
};

function stub(shown: InvoiceDetail, extra: Parameters<typeof stubApi>[0] = {}) {
  signIn(ADMIN);
  return stubApi({
    ...extra,
    ...accessHandlers(['dashboard', 'accounting.invoicing'], ['read_invoices', 'create_invoice']),
    [`GET /accounting/invoices/${ID}`]: () => json({ data: shown }),
  });
}

describe('a vendor credit after invoicing on the invoice view', () => {
  it('marks the credited line and passes the credit on through the pre-filled credit-note dialog', async () => {
    const { calls } = stub(invoice, {
      [`POST /accounting/invoices/${ID}/credit`]: () => json({ data: invoice }),
    });
    const user = userEvent.setup();
    renderApp(`/accounting/invoices/view/${ID}`);
    const markers = await screen.findAllByTestId('vendor-credit-marker', {}, { timeout: 15_000 });
    expect(markers.map((m) => m.textContent)).toEqual([
      'Vendor credited 30.00 USD after invoicing — not yet passed on',
    ]);
    const table = screen.getByRole('table', { name: 'Port costs' });
    expect(within(table).getByText('Pilotage').closest('td')).toContainElement(markers[0]!);

    await user.click(screen.getByRole('button', { name: 'Pass on to customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a credit note' });
    const pilotage = within(dialog).getByRole('textbox', { name: 'Credit on Pilotage' });
    expect(pilotage).toHaveValue('30.00');
    expect(within(dialog).getByRole('textbox', { name: 'Credit on Towage' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue(
      'Vendor credit passed on to the customer',
    );
    // The user may change the amount; the server's validation applies.
    await user.clear(pilotage);
    await user.type(pilotage, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    const sent = () =>
      calls.find((c) => c.method === 'POST' && c.path === `/accounting/invoices/${ID}/credit`);
    await waitFor(() => expect(sent()).toBeDefined(), { timeout: 10_000 });
    expect(sent()?.body).toEqual({
      version: 2,
      reason: 'Vendor credit passed on to the customer',
      lines: [{ invoiceLineId: L1, amount: '25' }],
    });
  });

  it('gives the amount in the invoice currency when it differs or was partly passed on', async () => {
    const eur: InvoiceDetail = {
      ...invoice,
      currency: 'EUR',
      groups: [
        {
          ...invoice.groups[0]!,
          lines: [
            line({
              exchangeRate: '0.9',
              markupPercent: '10',
              lineTotal: '99.00',
              vendorCredit: {
                credited: '30.00',
                currency: 'USD',
                creditedInInvoiceCurrency: '29.70',
                toPassOn: '29.70',
              },
            }),
          ],
        },
      ],
    };
    stub(eur);
    renderApp(`/accounting/invoices/view/${ID}`);
    expect(await screen.findByTestId('vendor-credit-marker', {}, { timeout: 15_000 })).toHaveTextContent(
      /^Vendor credited 30\.00 USD after invoicing — 29\.70 EUR not yet passed on$/,
    );
  });

  it('shows neither marker nor button once the credit is passed on', async () => {
    const passed: InvoiceDetail = {
      ...invoice,
      creditedByLine: { [L1]: '30.00' },
      groups: [
        {
          ...invoice.groups[0]!,
          lines: [
            line({
              vendorCredit: {
                credited: '30.00',
                currency: 'USD',
                creditedInInvoiceCurrency: '30.00',
                toPassOn: '0.00',
              },
            }),
          ],
        },
      ],
    };
    stub(passed);
    renderApp(`/accounting/invoices/view/${ID}`);
    await screen.findByRole('button', { name: 'Credit' }, { timeout: 15_000 });
    expect(screen.queryByTestId('vendor-credit-marker')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pass on to customer' })).toBeNull();
  });
});
