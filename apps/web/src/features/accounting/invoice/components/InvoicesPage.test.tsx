import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';

const TOTAL = 60;
const row = (i: number): Invoice => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  number: `INV-2026-${String(i).padStart(5, '0')}`,
  state: 'ISSUED',
  displayState: 'ISSUED',
  shipId: '00000000-0000-4000-8000-00000000aaaa',
  shipName: 'Keel Aurora',
  customerId: '00000000-0000-4000-8000-00000000bbbb',
  customerName: 'Nordic Charterers',
  currency: 'USD',
  invoiceDate: '2026-03-01',
  dueDate: '2026-04-01',
  subtotal: '10',
  vatRate: '0',
  vatAmount: '0',
  total: '10',
  paidAmount: '0',
  creditedAmount: '0',
  balance: '10',
  reference: '',
  creditNoteNumber: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  version: 1,
});

describe('invoices list paging', () => {
  it('never counts in the list: the pager shows the count of the totals, on every page', async () => {
    signIn(ADMIN);
    const asked: string[] = [];
    stubApi({
      ...accessHandlers(['dashboard', 'accounting.invoicing'], ['read_invoices']),
      'GET /accounting/invoices': ({ url }) => {
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? 25);
        const counted = url.searchParams.get('count') === 'true';
        asked.push(`${offset}:${url.searchParams.get('count')}`);
        const rows = Array.from({ length: Math.min(limit, TOTAL - offset) }, (_, k) => row(offset + k + 1));
        const more = offset + rows.length < TOTAL;
        return json({
          data: rows,
          page: counted
            ? { total: TOTAL, totalCapped: false, counted: true, offset, limit }
            : { total: offset + rows.length + (more ? 1 : 0), counted: false, offset, limit },
        });
      },
      'GET /accounting/invoices/totals': () =>
        json({ data: { currency: 'USD', total: '600', count: TOTAL, unconverted: [] } }),
      'GET /accounting/invoices/customers': () => json({ data: [] }),
    });
    const user = userEvent.setup();
    renderApp('/accounting/invoices');
    expect(await screen.findByText('1–25 of 60', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('INV-2026-00026', {}, { timeout: 10_000 })).toBeInTheDocument();
    // The list's own answers are lower bounds (26, then 51): the 60 is the totals' count.
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
    // Neither page asked the list to count (the totals count every row of the filter anyway).
    expect([...new Set(asked)]).toEqual(['0:false', '25:false']);
  });

  it('shows the page’s lower bound with "+" while the totals have no count', async () => {
    signIn(ADMIN);
    stubApi({
      ...accessHandlers(['dashboard', 'accounting.invoicing'], ['read_invoices']),
      'GET /accounting/invoices': () =>
        json({
          data: Array.from({ length: 25 }, (_, k) => row(k + 1)),
          page: { total: 26, counted: false, offset: 0, limit: 25 },
        }),
      'GET /accounting/invoices/totals': () => json({ message: 'down' }, 500),
      'GET /accounting/invoices/customers': () => json({ data: [] }),
    });
    renderApp('/accounting/invoices');
    expect(await screen.findByText('1–25 of 26+', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
