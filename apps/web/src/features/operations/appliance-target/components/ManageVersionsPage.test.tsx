import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApplianceCompliance, ApplianceTarget } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A, SHIP_B } from '../../../../test/fixtures';

const TARGET: ApplianceTarget = {
  id: '2d9a8c74-5e3f-4b0a-9c4d-7e8f9a0b1c32',
  type: 'ecdis',
  maker: 'JRC',
  model: 'JAN-9201',
  targetVersion: '02.01.06',
  notes: 'S-100 readiness',
  updatedByName: 'Sven Lindqvist',
  counts: { behind: 1, current: 2, ahead: 0 },
  laggingShips: [{ id: SHIP_A.id, name: SHIP_A.name }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};
const LAGGING: ApplianceCompliance = {
  applianceId: '3e0b9d85-6f4a-4c1b-8d5e-8f9a0b1c2d43',
  shipId: SHIP_A.id,
  shipName: SHIP_A.name,
  type: 'ecdis',
  name: 'ECDIS No. 1',
  maker: 'JRC',
  model: 'JAN-9201',
  softwareVersion: '02.01.04',
  installedOn: '2024-12-01',
  targetId: TARGET.id,
  targetVersion: '02.01.06',
  standing: 'behind',
};
const page = <T,>(data: T[]) => ({ data, page: { total: data.length, offset: 0, limit: 25 } });

describe('version targets screen', () => {
  it('shows the targets with the lagging ships, and sets a new target after checking it', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls, fetchMock } = stubApi({
      ...accessHandlers(['appliance.manage']),
      'GET /access/ships/me/': () => json({ data: [SHIP_A, SHIP_B] }),
      'GET /appliance-targets/': () => json(page([TARGET])),
      'GET /appliance-targets/compliance/': () => json(page([LAGGING])),
      'POST /appliance-targets/': () =>
        json(
          {
            data: {
              ...TARGET,
              id: '4f1c0e96-7a5b-4d2c-9e6f-9a0b1c2d3e54',
              type: 'vdr',
              maker: null,
              model: null,
              targetVersion: '3.2.1',
            },
          },
          201,
        ),
    });
    renderApp('/version/manage');
    const targets = await screen.findByRole('table', { name: 'Target versions' }, { timeout: 10_000 });
    expect(await within(targets).findByText('02.01.06')).toBeInTheDocument();
    expect(within(targets).getByText(SHIP_A.name)).toBeInTheDocument();
    const lagging = screen.getByRole('table', { name: 'Appliances against targets' });
    expect(await within(lagging).findByText('02.01.04 → 02.01.06')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((c) => String(c[0])).find((u) => u.includes('/compliance/'))).toContain(
      'standing=behind',
    );

    await user.click(screen.getByRole('button', { name: 'Set target' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set target version' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Model (optional)' }), 'DM100');
    await user.type(within(dialog).getByRole('textbox', { name: 'Target version' }), 'latest');
    await user.click(within(dialog).getByRole('button', { name: 'Set target' }));
    expect(
      await within(dialog).findByText('Target version must start with a number, e.g. 2.01.04'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^type must be one of ecdis/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: 'Appliance type' }));
    await user.click(await screen.findByRole('option', { name: 'VDR' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Model (optional)' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Target version' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Target version' }), '3.2.1');
    await user.click(within(dialog).getByRole('button', { name: 'Set target' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Set target version' })).not.toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'vdr',
      maker: null,
      model: null,
      targetVersion: '3.2.1',
      notes: '',
    });
  });
});
