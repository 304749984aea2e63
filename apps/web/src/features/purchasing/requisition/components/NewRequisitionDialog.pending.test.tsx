import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createRequisitionSchema } from '@keel/domain';
import { outbox } from '../../../../lib/offline-queue';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A } from '../../../../test/fixtures';
import { requisitionWrite } from '../api/create-requisition';
import { aRequisition } from './requisition-test-data';
import { bodyOf, formValuesOf } from './requisition-form';

describe('a requisition entered offline', () => {
  it('is listed as pending, and a refused one reopens with the crew’s lines and the server’s messages', async () => {
    signIn(MASTER);
    const posts: { key: string; body: { title: string } }[] = [];
    let refuse = true;
    stubApi({
      ...accessHandlers(['dashboard', 'purchasing.requisition']),
      'GET /access/ships/me/': () => json({ data: [SHIP_A] }),
      'GET /purchasing/requisitions/categories': () => json({ data: [] }),
      'GET /purchasing/requisitions': () => json({ data: [], page: { total: 0, offset: 0, limit: 25 } }),
      'GET /purchasing/requisitions/totals': () =>
        json({ data: { currency: 'USD', total: '0.00', count: 0, unconverted: [] } }),
      'POST /purchasing/requisitions': ({ init, headers }) => {
        posts.push({
          key: headers['idempotency-key']!,
          body: JSON.parse(String(init.body)) as { title: string },
        });
        return refuse
          ? json(
              {
                message: 'Validation failed',
                details: [{ field: 'lines.0.quantity', message: 'Must be more than 0' }],
              },
              400,
            )
          : json({ data: aRequisition({ title: 'Purifier spares' }) }, 201);
      },
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await outbox.setUser(MASTER.id);
    const values = formValuesOf(null, { shipId: SHIP_A.id });
    values.title = 'Purifier spares';
    Object.assign(values.lines[0]!, {
      description: 'Purifier bowl gasket',
      makerPartNumber: 'ALF-5528',
      quantity: '4',
    });
    const body = createRequisitionSchema.parse({ shipId: SHIP_A.id, ...bodyOf(values) });
    await outbox.submit(requisitionWrite(body, values, SHIP_A.name));

    const user = userEvent.setup();
    renderApp('/purchasing/requisition');
    const notice = await screen.findByRole('alert', { name: 'Pending requisitions' });
    expect(notice).toHaveTextContent('1 requisition entered on this device');
    expect(notice).toHaveTextContent(
      'Requisition “Purifier spares” · Keel Aurora (1 line) — Waiting to send',
    );

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('button', { name: '1 change not saved' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('alert', { name: 'Pending requisitions' })).getByRole('link'));
    const dialog = await screen.findByRole('dialog', { name: 'New requisition' });
    expect(within(dialog).getByText(/not saved by the server: Validation failed/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Purifier spares');
    expect(within(dialog).getByText('Must be more than 0')).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.key).not.toBe(posts[0]!.key);
    await waitFor(() => expect(outbox.getEntries()).toEqual([]));
    online.mockRestore();
  });
});
