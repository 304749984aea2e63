import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SparePart } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A, SHIP_B } from '../../../../test/fixtures';

const ENGINE = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', code: '601', name: 'Main engine' };
const PART: SparePart = {
  id: '0c8f3b1e-2a4d-4e6f-8a1b-3c5d7e9f1a2b',
  shipId: SHIP_A.id,
  shipName: SHIP_A.name,
  catalogueId: null,
  partNumber: '90367-0144',
  name: 'O-ring set, cylinder liner',
  maker: 'MAN Energy Solutions',
  impaCode: null,
  partType: 0,
  unit: 'set',
  location: 'ER store, rack A2',
  minimumStock: '6.0000',
  balance: '8.0000',
  belowMinimum: false,
  componentIds: [ENGINE.id],
  fits: [ENGINE],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  version: 3,
};
const ship = (s: { id: string; name: string; imo: string }) => ({ ...s, family: 'Ultramax bulk carriers' });

function setup() {
  signIn(MASTER);
  return stubApi({
    ...accessHandlers(['dashboard', 'PMS.catalogues']),
    'GET /access/actions/me/': () =>
      json({
        data: [SHIP_A, SHIP_B].map((s) => ({
          ship_id: s.id,
          actions: ['spare_part_read', 'spare_part_management'],
        })),
      }),
    'GET /access/ships/me/': () => json({ data: [ship(SHIP_A), ship(SHIP_B)] }),
    [`GET /pms/spare-parts/${PART.id}`]: () => json({ data: PART }),
    [`GET /pms/spare-parts/${PART.id}/ledger`]: () =>
      json({ data: [], page: { total: 0, offset: 0, limit: 10 } }),
    [`POST /pms/spare-parts/${PART.id}/duplicate`]: () =>
      json({ data: { ...PART, id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', partNumber: '90367-0145' } }, 201),
    [`POST /pms/spare-parts/${PART.id}/copy`]: () =>
      json(
        {
          message: 'Invalid input',
          details: [{ field: 'partNumber', message: '90367-0144 is already a part here' }],
        },
        400,
      ),
  });
}

describe('spare part dialogs (spec §4)', () => {
  it('duplicates under a new part number, naming the empty field first', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderApp(`/PMS/spare-part/${PART.id}`);
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: `Duplicate ${PART.partNumber}` });
    await user.clear(within(dialog).getByLabelText(/New part number/));
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByText(/part number is required/i)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByLabelText(/New part number/));
    await user.paste('90367-0145');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      version: 3,
      partNumber: '90367-0145',
      name: PART.name,
    });
  }, 60_000);

  it('asks for the target of a move, and shows the server refusing a copy', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderApp(`/PMS/spare-part/${PART.id}`);
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    const move = await screen.findByRole('dialog', { name: `Move ${PART.partNumber}` });
    expect(within(move).getByRole('combobox', { name: /From component/ })).toHaveTextContent(
      '601 Main engine',
    );
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    expect(await within(move).findByText(/to component must be the id of a component/i)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(move).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Copy to ship' }));
    const copy = await screen.findByRole('dialog', { name: /Copy .* to another ship/ });
    await user.click(within(copy).getByRole('combobox', { name: /Ship/ }));
    await user.click(await screen.findByRole('option', { name: SHIP_B.name }));
    await user.click(within(copy).getByRole('button', { name: 'Copy' }));
    expect(await within(copy).findByText(/already a part here/)).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/copy'))!.body).toEqual({
      version: 3,
      shipId: SHIP_B.id,
      componentIds: [],
    });
  }, 60_000);
});
