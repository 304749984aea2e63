import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SparePart } from '@keel/domain';
import { outbox } from '../../../../lib/offline-queue';
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
  impaCode: null,
  partType: 0,
  unit: 'set',
  location: 'ER store, rack A2',
  minimumStock: '6.0000',
  balance: '8.0000',
  belowMinimum: false,
  componentIds: [],
  fits: [],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  version: 3,
};

describe('a stock receipt entered without a connection', () => {
  it('waits on the device, shows as pending, and is sent once when the link is back', async () => {
    signIn(MASTER);
    const state = { fail: true, posts: [] as { key: string; body: unknown }[] };
    stubApi({
      ...accessHandlers(['dashboard', 'PMS.catalogues']),
      'GET /access/actions/me/': () =>
        json({ data: [{ ship_id: SHIP_A.id, actions: ['spare_part_read', 'spare_part_management'] }] }),
      [`GET /pms/spare-parts/${PART.id}`]: () => json({ data: PART }),
      [`GET /pms/spare-parts/${PART.id}/ledger`]: () =>
        json({ data: [], page: { total: 0, offset: 0, limit: 10 } }),
      [`POST /pms/spare-parts/${PART.id}/receipt`]: ({ headers, init }) => {
        if (state.fail) return Promise.reject(new TypeError('Failed to fetch'));
        state.posts.push({ key: headers['idempotency-key']!, body: JSON.parse(String(init.body)) });
        return json({ data: { ...PART, balance: '10.0000', version: 4 } });
      },
    });
    await outbox.setUser(MASTER.id);
    const user = userEvent.setup();
    renderApp(`/PMS/spare-part/${PART.id}`);
    await user.click(await screen.findByRole('button', { name: 'Receive' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive stock' });
    await user.click(within(dialog).getByLabelText('Quantity (set)'));
    await user.paste('2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const pending = await screen.findByRole(
      'alert',
      { name: 'Pending stock receipts and counts' },
      { timeout: 30_000 },
    );
    expect(pending).toHaveTextContent('90367-0144: receipt of 2 set');
    expect(state.posts).toHaveLength(0);

    state.fail = false;
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(state.posts).toHaveLength(1), { timeout: 20_000 });
    await waitFor(() => expect(outbox.getEntries()).toEqual([]));
    expect(state.posts[0]!.body).toMatchObject({ version: 3, quantity: '2' });
    expect(state.posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(state.posts).toHaveLength(1);
    online.mockRestore();
  }, 90_000);
});
