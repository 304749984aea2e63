import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BillOptions, BillSummary } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';

const TOTAL = 60;
const row = (i: number): BillSummary => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  number: `BILL-2026-${String(i).padStart(5, '0')}`,
  vendorId: 'v-1',
  vendorName: 'Baltic Chandlers',
  shipId: 'ship-1',
  shipName: 'Keel Aurora',
  vendorInvoiceNumber: `INV-${i}`,
  billDate: '2026-03-01',
  dueDate: '2026-04-01',
  state: 'POSTED',
  currency: 'USD',
  total: '10',
  totalBase: '10',
  paidAmount: '0',
  openAmount: '10',
  matchStatus: 'MATCHED',
  overdue: false,
  version: 1,
});
const options: BillOptions = {
  vendors: [{ id: 'v-1', name: 'Baltic Chandlers' }],
  bankAccounts: [],
  ships: [{ id: 'ship-1', name: 'Keel Aurora' }],
  categories: [],
  baseCurrency: 'USD',
};

describe('bills list paging', () => {
  it('never counts in the list: the pager shows the count of the totals, on every page', async () => {
    signIn(ADMIN);
    const asked: string[] = [];
    stubApi({
      ...accessHandlers(['dashboard', 'accounting.bills'], ['read_bill']),
      'GET /accounting/bills': ({ url }) => {
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
      'GET /accounting/bills/totals': () =>
        json({ data: { count: TOTAL, totalBase: '600', openBase: '600' } }),
      'GET /accounting/bills/options': () => json({ data: options }),
    });
    const user = userEvent.setup();
    renderApp('/accounting/bills');
    expect(await screen.findByText('1–25 of 60', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('BILL-2026-00026', {}, { timeout: 10_000 })).toBeInTheDocument();
    // The list's own answers are lower bounds (26, then 51): the 60 is the totals' count.
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
    // Neither page asked the list to count (the totals count every row of the filter anyway).
    expect([...new Set(asked)]).toEqual(['0:false', '25:false']);
  });
});
