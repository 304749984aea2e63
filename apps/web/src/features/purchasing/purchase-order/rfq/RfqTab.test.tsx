import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RfqSummary } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A, pageOf } from '../../../../test/fixtures';

const REQUISITION = '7c0e3c1a-8f2d-4a6b-9c3e-1d2f3a4b5c6d';
const RFQ: RfqSummary = {
  id: '8d0e3c1a-8f2d-4a6b-9c3e-1d2f3a4b5c6d',
  number: 'RFQ-2026-00042',
  shipId: SHIP_A.id,
  shipName: SHIP_A.name,
  state: 'SENT',
  deadline: '2026-12-01T12:00:00.000Z',
  currency: 'USD',
  deliveryPort: 'NLRTM',
  deliveryFrom: null,
  deliveryTo: null,
  requisitionNumbers: ['REQ-2026-00007'],
  urgent: false,
  invited: 3,
  viewed: 1,
  quoted: 1,
  declined: 1,
  createdAt: '2026-11-20T08:00:00.000Z',
  createdByName: 'Priya Nair',
  sentAt: '2026-11-20T08:05:00.000Z',
  version: 2,
};

function setup() {
  signIn(MASTER);
  const queries: URLSearchParams[] = [];
  const api = stubApi({
    ...accessHandlers(
      ['dashboard', 'purchasing.purchase_order'],
      ['get_vendor_rfq_overview', 'requesting_for_quotation'],
    ),
    'GET /access/ships/me/': () => json({ data: [SHIP_A] }),
    'GET /purchasing/rfqs': ({ url }) => {
      queries.push(url.searchParams);
      return json(pageOf([RFQ]));
    },
    [`GET /purchasing/requisitions/${REQUISITION}`]: () =>
      json({ data: { id: REQUISITION, shipId: SHIP_A.id, state: 'APPROVED', number: 'REQ-2026-00007' } }),
    'GET /purchasing/requisitions': () =>
      json(
        pageOf([
          {
            id: REQUISITION,
            number: 'REQ-2026-00007',
            title: 'Fuel valve overhaul',
            lineCount: 2,
            priority: 1,
            deliveryPort: 'NLRTM',
            shipId: SHIP_A.id,
            shipName: SHIP_A.name,
            department: 'engine',
            requiredBy: null,
            categoryId: null,
            categoryCode: null,
            categoryName: null,
            state: 'APPROVED',
            estimatedAmount: null,
            currency: null,
            createdByName: null,
            createdAt: '2026-11-19T08:00:00.000Z',
            submittedAt: null,
            updatedAt: '2026-11-19T08:00:00.000Z',
            version: 3,
          },
        ]),
      ),
    'GET /purchasing/vendors/': () => json(pageOf([])),
  });
  return { ...api, queries };
}

describe('RFQ tab', () => {
  it('lists RFQs with the replies and sends the state filter to the server', async () => {
    const user = userEvent.setup();
    const { queries } = setup();
    renderApp('/purchasing/po?tab=quotations');
    const table = await screen.findByRole('table', { name: 'Requests for quotation' });
    expect(await within(table).findByText('RFQ-2026-00042')).toBeInTheDocument();
    expect(within(table).getByText('1 quoted · 1 declined / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Awarded' }));
    await waitFor(() => expect(queries.at(-1)?.get('state')).toBe('AWARDED'));
  });

  it('opens "New RFQ" with the requisition of the URL preselected on its ship', async () => {
    setup();
    renderApp(`/purchasing/po?tab=quotations&requisition=${REQUISITION}`);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'New request for quotation' },
      { timeout: 5000 },
    );
    const box = await within(dialog).findByRole('checkbox', { name: /REQ-2026-00007 · Fuel valve overhaul/ });
    expect(box).toBeChecked();
    expect(within(dialog).getByLabelText('Delivery port')).toHaveValue('NLRTM');
    // The deadline is a 24-hour YYYY/MM/DD HH:mm picker (five days ahead at noon), the window YYYY/MM/DD.
    const deadline = within(dialog).getByRole('group', { name: 'Reply deadline' });
    expect(deadline.textContent).toMatch(/\d{4}\/\d{2}\/\d{2} 12:00/);
    expect(within(dialog).getByText('Your local time')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Delivery from' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Delivery to' })).toBeInTheDocument();
  });
});
