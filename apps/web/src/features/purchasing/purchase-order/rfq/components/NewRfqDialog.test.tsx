import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../../test/helpers';
import { SHIP_A, pageOf } from '../../../../../test/fixtures';
import { SENT_RFQ, VENDORS } from '../rfq.test-fixtures';

const REQUISITION = '7c0e3c1a-8f2d-4a6b-9c3e-1d2f3a4b5c6d';

function setup() {
  signIn(MASTER);
  return stubApi({
    ...accessHandlers(
      ['dashboard', 'purchasing.purchase_order'],
      ['get_vendor_rfq_overview', 'requesting_for_quotation'],
    ),
    'GET /access/ships/me/': () => json({ data: [SHIP_A] }),
    'GET /purchasing/rfqs': () => json(pageOf([])),
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
            priority: 2,
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
    // The server's search: every vendor whose name contains the text, in name order.
    'GET /purchasing/vendors/': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json(pageOf(VENDORS.filter((v) => v.name.toLowerCase().includes(q))));
    },
    'POST /purchasing/rfqs': () => json({ data: { ...SENT_RFQ, state: 'DRAFT', version: 1 } }, 201),
    [`POST /purchasing/rfqs/${SENT_RFQ.id}/send`]: () => json({ data: { ...SENT_RFQ, invited: 3 } }),
  });
}

async function openDialog() {
  renderApp(`/purchasing/po?tab=quotations&requisition=${REQUISITION}`);
  const dialog = await screen.findByRole('dialog', { name: 'New request for quotation' }, { timeout: 15000 });
  await within(dialog).findByRole('checkbox', { name: /REQ-2026-00007/ });
  return dialog;
}

const chips = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button')
    .filter((b) => b.classList.contains('MuiChip-root'))
    .map((b) => b.textContent);

describe('New RFQ vendor picker', () => {
  it('never offers a chosen vendor again, so Enter adds the next one instead of removing the first', async () => {
    const user = userEvent.setup();
    const api = setup();
    const dialog = await openDialog();
    const input = within(dialog).getByRole('combobox', { name: 'Vendors to invite' });
    await user.type(input, 'Alpha');
    await user.click(await screen.findByRole('option', { name: /Alpha Marine/ }));
    // "Marine" matches all three on the server; the chosen Alpha is not listed (nor highlighted).
    await user.type(input, 'Marine');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Beta Marine (BET, EUR)',
        'Gamma Marine (GAM, EUR)',
      ]),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(input, 'Gamma');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Gamma Marine (GAM, EUR)']),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chips(dialog)).toEqual([
      'Alpha Marine (ALP, EUR)',
      'Beta Marine (BET, EUR)',
      'Gamma Marine (GAM, EUR)',
    ]);

    // "Create and send" asks first, naming every vendor.
    await user.click(within(dialog).getByRole('button', { name: 'Create and send' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Create and send the RFQ?' });
    expect(confirm).toHaveTextContent('Send to 3 vendors: Alpha Marine, Beta Marine and Gamma Marine?');
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/send'))).toBe(true));
    const created = api.calls.find((c) => c.method === 'POST' && c.path === '/purchasing/rfqs');
    expect((created?.body as { vendorIds: string[] }).vendorIds).toEqual(VENDORS.map((v) => v.id));
  });
});
