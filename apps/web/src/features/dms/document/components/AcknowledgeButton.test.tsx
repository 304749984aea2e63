import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { outbox } from '../../../../lib/offline-queue';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { IDS, SHIP_A, aDocument, aTree, anEffectiveRow } from '../../test/dms-test-data';

function masterApi(state: {
  acknowledged: boolean;
  posts: { key: string; body: unknown }[];
  fail?: boolean;
}) {
  return {
    ...accessHandlers(['dashboard', 'DMS.ism_manual', 'DMS.dcr']),
    'GET /access/ships/me/': () => json({ data: [SHIP_A] }),
    'GET /dms/tree': () => json({ data: aTree(state.acknowledged).filter((n) => n.id !== IDS.alcohol) }),
    [`GET /dms/documents/${IDS.policy}`]: () => json({ data: aDocument() }),
    [`GET /dms/ships/${SHIP_A.id}/effective`]: () => json({ data: [anEffectiveRow(state.acknowledged)] }),
    [`POST /dms/revisions/${IDS.rev2}/acknowledgements`]: ({
      headers,
      init,
    }: {
      headers: Record<string, string>;
      init: RequestInit;
    }) => {
      if (state.fail) return Promise.reject(new TypeError('Failed to fetch'));
      state.posts.push({ key: headers['idempotency-key']!, body: JSON.parse(String(init.body)) });
      state.acknowledged = true;
      return json(
        {
          data: {
            revisionId: IDS.rev2,
            shipId: SHIP_A.id,
            userId: MASTER.id,
            acknowledgedAt: '2026-11-25T10:00:00.000Z',
          },
        },
        201,
      );
    },
    [`GET /activity/dms-document/${IDS.policy}/comments`]: () =>
      json({ data: [], page: { total: 0, offset: 0, limit: 200 } }),
    [`GET /activity/dms-document/${IDS.policy}/attachments`]: () => json({ data: [] }),
  };
}

describe('a ship user acknowledging a document', () => {
  it('sees his ship’s documents to read, acknowledges after confirming, and then sees it acknowledged', async () => {
    signIn(MASTER);
    const state = { acknowledged: false, posts: [] as { key: string; body: unknown }[] };
    stubApi(masterApi(state));
    const user = userEvent.setup();
    renderApp(`/dms/ism?doc=${IDS.policy}`);
    expect(await screen.findByText(/1 to read and acknowledge/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Revisions' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Acknowledge' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('I have read and understood 1.1 revision 2.');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('Acknowledged rev. 2', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(state.posts).toHaveLength(1);
    expect(state.posts[0]!.body).toEqual({ shipId: SHIP_A.id });
    expect(state.posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);

  it('given with no connection, waits on the device and is sent once when the link is back', async () => {
    signIn(MASTER);
    const state = { acknowledged: false, posts: [] as { key: string; body: unknown }[], fail: true };
    stubApi(masterApi(state));
    await outbox.setUser(MASTER.id);
    const user = userEvent.setup();
    renderApp(`/dms/ism?doc=${IDS.policy}`);
    await user.click(await screen.findByRole('button', { name: 'Acknowledge' }, { timeout: 15_000 }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Acknowledge' }),
    );
    expect(
      await screen.findByText('Acknowledgement waiting to send', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Pending acknowledgements' })).toHaveTextContent(
      'Acknowledgement of 1.1 rev. 2',
    );
    expect(state.posts).toHaveLength(0);

    state.fail = false;
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(state.posts).toHaveLength(1), { timeout: 20_000 });
    expect(await screen.findByText('Acknowledged rev. 2', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(outbox.getEntries()).toEqual([]));
    expect(state.posts).toHaveLength(1);
    online.mockRestore();
  }, 90_000);
});
