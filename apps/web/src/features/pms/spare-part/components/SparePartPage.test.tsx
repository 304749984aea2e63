import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SparePart } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A } from '../../../../test/fixtures';

const PART: SparePart = {
  id: '0c8f3b1e-2a4d-4e6f-8a1b-3c5d7e9f1a2b',
  shipId: SHIP_A.id,
  shipName: SHIP_A.name,
  catalogueId: null,
  partNumber: '90367-0144',
  name: 'O-ring set, cylinder liner',
  maker: 'MAN Energy Solutions',
  impaCode: '815201',
  partType: 0,
  unit: 'set',
  location: 'ER store, rack A2',
  minimumStock: '6.0000',
  balance: '2.0000',
  belowMinimum: true,
  componentIds: [],
  fits: [],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  version: 3,
};

function setup(actions: string[]) {
  signIn(MASTER);
  return stubApi({
    ...accessHandlers(['dashboard', 'PMS.catalogues', 'purchasing.requisition']),
    'GET /access/actions/me/': () => json({ data: [{ ship_id: SHIP_A.id, actions }] }),
    [`GET /pms/spare-parts/${PART.id}`]: () => json({ data: PART }),
    [`GET /pms/spare-parts/${PART.id}/ledger`]: () =>
      json({ data: [], page: { total: 0, offset: 0, limit: 10 } }),
    [`POST /pms/spare-parts/${PART.id}/requisition`]: () =>
      json({ data: { requisitionId: PART.id, number: 'REQ-2026-00077', quantity: '10' } }, 201),
  });
}

describe('spare part page', () => {
  it('asks the reason of a count before sending it', async () => {
    const user = userEvent.setup();
    const { calls } = setup(['spare_part_read', 'spare_part_management']);
    renderApp(`/PMS/spare-part/${PART.id}`);
    expect(await screen.findByText('Below minimum', {})).toBeInTheDocument();
    expect(
      await screen.findByText('No movements yet: a receipt or a count starts the ledger.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust stock (count)' });
    await user.clear(within(dialog).getByLabelText('Counted stock (set)'));
    await user.type(within(dialog).getByLabelText('Counted stock (set)'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/reason is required: say why the stock differs/i),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/adjust'))).toHaveLength(0);
  }, 30_000);

  it('raises a requisition for a part below minimum', async () => {
    const user = userEvent.setup();
    const { calls } = setup(['spare_part_read', 'spare_part_management']);
    renderApp(`/PMS/spare-part/${PART.id}`);
    await user.click(await screen.findByRole('button', { name: 'Raise requisition' }));
    // The draft opens on the requisition page.
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'GET' && c.path === `/purchasing/requisitions/${PART.id}`)).toBe(
        true,
      ),
    );
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/requisition'))).toHaveLength(1);
  }, 30_000);

  it('shows no stock actions to a reader', async () => {
    setup(['spare_part_read']);
    renderApp(`/PMS/spare-part/${PART.id}`);
    expect(await screen.findByText('ER store, rack A2', {})).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Raise requisition' })).toBeNull();
  }, 30_000);
});
