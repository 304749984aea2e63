import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import type { BillDetail, BillOptions } from '@keel/domain';
import {
  ADMIN,
  MASTER,
  accessHandlers,
  captureDownloads,
  json,
  renderApp,
  signIn,
  stubApi,
} from '../../../../test/helpers';

const ID = '5d4a3f9e-1c2b-4a5d-9e8f-0a1b2c3d4e5f';
const line = {
  purchaseOrderId: 'po-1',
  purchaseOrderNumber: 'PO-2019-00007',
  unit: 'pcs',
  quantity: '10',
  receivedQuantity: '10',
  matchMessage: null,
  rebillable: false,
  invoiced: false,
  creditedAmount: '0',
};
/** A USD bill on a EUR PO, matched at 1 USD = 0.9 EUR. */
const bill: BillDetail = {
  id: ID,
  number: 'BILL-2019-00001',
  vendorId: 'v-1',
  vendorName: 'Baltic Chandlers',
  shipId: 'ship-1',
  shipName: 'Keel Aurora',
  vendorInvoiceNumber: 'FX-1',
  billDate: '2019-03-15',
  dueDate: '2019-04-15',
  state: 'DRAFT',
  currency: 'USD',
  total: '342',
  totalBase: '342',
  paidAmount: '0',
  openAmount: '0',
  matchStatus: 'MISMATCH',
  overdue: false,
  version: 1,
  categoryId: null,
  baseCurrency: 'USD',
  rate: '1',
  rateDate: null,
  rateSource: null,
  poCurrency: 'EUR',
  poRate: '0.9',
  poRateDate: '2019-03-11',
  poRateSource: 'ECB',
  notes: '',
  mismatchReason: null,
  duplicateOverrideReason: null,
  cancelReason: null,
  postedAt: null,
  postedByName: null,
  lines: [
    {
      ...line,
      id: 'l-1',
      position: 1,
      purchaseOrderLineId: 'pol-1',
      description: 'Rope',
      unitPrice: '22.2',
      lineTotal: '222',
      matchStatus: 'MATCHED',
      poUnitPrice: '20',
      convertedUnitPrice: '19.98',
    },
    {
      ...line,
      id: 'l-2',
      position: 2,
      purchaseOrderLineId: 'pol-2',
      description: 'Shackle',
      unitPrice: '12',
      lineTotal: '120',
      matchStatus: 'PRICE_VARIANCE',
      poUnitPrice: '10',
      convertedUnitPrice: '10.8',
      matchMessage: 'Unit price 10.8 above the PO price 10 beyond the tolerance',
    },
  ],
  payments: [],
  creditNote: null,
  creditedAmount: '0',
  creditNotes: [],
  duplicateOf: null,
};
const options: BillOptions = {
  vendors: [{ id: 'v-1', name: 'Baltic Chandlers' }],
  bankAccounts: [],
  ships: [{ id: 'ship-1', name: 'Keel Aurora' }],
  categories: [],
  baseCurrency: 'USD',
};

function stub(extra: Parameters<typeof stubApi>[0] = {}, shown: BillDetail = bill) {
  signIn(ADMIN);
  return stubApi({
    ...extra,
    ...accessHandlers(['dashboard', 'accounting.bills'], ['read_single_bill', 'manage_bill']),
    [`GET /accounting/bills/${ID}`]: () => json({ data: shown }),
    'GET /accounting/bills/options': () => json({ data: options }),
    'GET /accounting/bills/billable-lines': () => json({ data: [] }),
  });
}

describe('a bill in another currency than its PO', () => {
  it('the view page shows the rate used and each line’s price in the PO currency beside the PO price', async () => {
    stub();
    renderApp(`/accounting/bills/view/${ID}`);
    const note = await screen.findByTestId('bill-po-rate', {}, { timeout: 15_000 });
    expect(note).toHaveTextContent('1 USD = 0.9 EUR');
    expect(note).toHaveTextContent('(ECB)');
    const table = screen.getByRole('table', { name: 'Bill lines' });
    const prices = within(table).getAllByTestId('line-prices');
    expect(prices.map((p) => p.textContent)).toEqual([
      '22.2 USD = 19.98 EUR / PO 20 EUR',
      '12 USD = 10.8 EUR / PO 10 EUR',
    ]);
    // Why the second line does not match, under its chip.
    expect(
      within(table).getByText('Unit price 10.8 above the PO price 10 beyond the tolerance'),
    ).toBeInTheDocument();
  });

  it('shows the amount in the base currency only for a bill in another currency', async () => {
    stub();
    renderApp(`/accounting/bills/view/${ID}`);
    await screen.findByTestId('bill-total', {}, { timeout: 15_000 });
    // A USD bill of a USD company: no "342 USD at 1" line.
    expect(screen.queryByTestId('bill-total-base')).toBeNull();
  });

  it('shows a foreign-currency bill’s amount in the base currency with its rate and date', async () => {
    stub({}, { ...bill, currency: 'NOK', totalBase: '31.72', rate: '0.0927', rateDate: '2026-11-02' });
    renderApp(`/accounting/bills/view/${ID}`);
    expect(await screen.findByTestId('bill-total-base', {}, { timeout: 15_000 })).toHaveTextContent(
      /^31\.72 USD at 0\.0927 \(2026\/11\/02\)$/,
    );
  });

  it('the edit page shows the rate and the saved lines’ converted and PO prices', async () => {
    stub();
    renderApp(`/accounting/bills/${ID}`);
    const note = await screen.findByTestId('bill-po-rate', {}, { timeout: 15_000 });
    expect(note).toHaveTextContent('1 USD = 0.9 EUR');
    const prices = await screen.findAllByTestId('line-prices');
    expect(prices.map((p) => p.textContent)).toEqual([
      '22.2 USD = 19.98 EUR / PO 20 EUR',
      '12 USD = 10.8 EUR / PO 10 EUR',
    ]);
  });
});

describe('a partial credit note of a posted bill', () => {
  it('sends the amount of the line credited and the reason; lists the notes', async () => {
    const posted: BillDetail = { ...bill, state: 'POSTED', openAmount: '342', matchStatus: 'MATCHED' };
    const note = {
      id: 'n-1',
      number: 'CN-BILL-2019-00001',
      issuedOn: '2019-03-20',
      amount: '22.2',
      reason: 'Two coils damaged',
      lines: [{ billLineId: 'l-1', amount: '22.2' }],
      invoices: [],
    };
    const credited: BillDetail = {
      ...posted,
      creditedAmount: '22.2',
      openAmount: '319.8',
      creditNotes: [note],
    };
    const { calls } = stub(
      { [`POST /accounting/bills/${ID}/credit`]: () => json({ data: credited }) },
      posted,
    );
    const user = userEvent.setup();
    renderApp(`/accounting/bills/view/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Credit' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit note for BILL-2019-00001' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Credit on line 1' }), '22.2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Two coils damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
    const sent = () => calls.find((c) => c.method === 'POST' && c.path === `/accounting/bills/${ID}/credit`);
    await waitFor(() => expect(sent()).toBeDefined(), { timeout: 10_000 });
    expect(sent()?.body).toEqual({
      version: 1,
      reason: 'Two coils damaged',
      lines: [{ billLineId: 'l-1', amount: '22.2' }],
    });
    expect(await screen.findByTestId('bill-credit-note')).toHaveTextContent(
      /^CN-BILL-2019-00001 · \S+ · 22\.20 USD · line 1 22\.2 · Two coils damaged$/,
    );
  });
});

describe('the PDF of a bill credit note', () => {
  it('downloads a listed note under the server’s file name', async () => {
    const note = {
      id: '00000000-0000-4000-8000-0000000000a1',
      number: 'CN-BILL-2019-00001',
      issuedOn: '2019-03-20',
      amount: '22.2',
      reason: 'Two coils damaged',
      lines: [{ billLineId: 'l-1', amount: '22.2' }],
      invoices: [],
    };
    const credited: BillDetail = {
      ...bill,
      state: 'POSTED',
      matchStatus: 'MATCHED',
      creditedAmount: '22.2',
      openAmount: '319.8',
      creditNotes: [note],
    };
    const asked: string[] = [];
    stub(
      {
        [`GET /accounting/bills/${ID}/credit-notes/${note.id}/pdf`]: ({ url }) => {
          asked.push(url.pathname);
          return new Response('%PDF-1.7', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename="${note.number}.pdf"`,
            },
          });
        },
      },
      credited,
    );
    const { saved } = captureDownloads();
    const user = userEvent.setup();
    renderApp(`/accounting/bills/view/${ID}`);
    await user.click(
      await screen.findByRole('button', { name: `PDF of ${note.number}` }, { timeout: 15_000 }),
    );
    await waitFor(() => expect(saved.map((f) => f.download)).toEqual([`${note.number}.pdf`]), {
      timeout: 10_000,
    });
    expect(asked).toHaveLength(1);
  });
});

describe('a bill credit note on lines already invoiced', () => {
  const invoiceId = '00000000-0000-4000-8000-0000000000b2';
  const note = {
    id: 'n-2',
    number: 'CN-BILL-2019-00001',
    issuedOn: '2019-03-20',
    amount: '30',
    reason: 'Pilot late',
    lines: [{ billLineId: 'l-1', amount: '30' }],
    invoices: [{ id: invoiceId, number: 'INV-2026-00012', state: 'ISSUED' }],
  };
  const posted: BillDetail = { ...bill, state: 'POSTED', openAmount: '342', matchStatus: 'MATCHED' };
  const credited: BillDetail = { ...posted, creditedAmount: '30', openAmount: '312', creditNotes: [note] };

  it('says which customer invoice to pass it on to, linked, after crediting and on the view', async () => {
    stub({ [`POST /accounting/bills/${ID}/credit`]: () => json({ data: credited }) }, posted);
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderApp(`/accounting/bills/view/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Credit' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit note for BILL-2019-00001' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Credit on line 1' }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Pilot late');
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'CN-BILL-2019-00001 recorded. It credits lines already invoiced: pass it on to the customer on INV-2026-00012',
      ),
    );
    const affected = await screen.findByTestId('credit-note-invoices');
    expect(affected).toHaveTextContent(
      /^Credited after invoicing — pass it on to the customer on INV-2026-00012$/,
    );
    expect(within(affected).getByRole('link', { name: 'INV-2026-00012' })).toHaveAttribute(
      'href',
      `/accounting/invoices/view/${invoiceId}`,
    );
  });

  it('names the invoice without a link for a user who cannot open invoices', async () => {
    signIn(MASTER);
    stubApi({
      ...accessHandlers(['dashboard', 'accounting.bills'], ['read_single_bill']),
      [`GET /accounting/bills/${ID}`]: () => json({ data: credited }),
      'GET /accounting/bills/options': () => json({ data: options }),
    });
    renderApp(`/accounting/bills/view/${ID}`);
    const affected = await screen.findByTestId('credit-note-invoices', {}, { timeout: 15_000 });
    expect(affected).toHaveTextContent('INV-2026-00012');
    expect(within(affected).queryByRole('link')).toBeNull();
  });
});
