import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../test/helpers';

/** A WebSocket stand-in: records what the page sends and lets the test push messages. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const note = (overrides: Partial<Notification> = {}): Notification => ({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'approval_requested',
  title: 'Requisition REQ-2026-0042 waits for your approval',
  body: 'Galley stores for Keel Aurora, submitted by Capt. Jonas Eriksen.',
  link: '/purchasing/requisition/33333333-3333-4333-8333-333333333333',
  entity: 'requisition',
  entityId: '33333333-3333-4333-8333-333333333333',
  shipId: null,
  actorName: 'Capt. Jonas Eriksen',
  createdAt: '2026-11-25T09:05:00.000Z',
  readAt: null,
  ...overrides,
});

function setUp(unread: number, items: Notification[]) {
  signIn(MASTER);
  vi.stubGlobal('WebSocket', FakeSocket);
  const state = { unread, items };
  const api = stubApi({
    ...accessHandlers(['dashboard']),
    'GET /work': () => json({ data: { total: 0, groups: [] } }),
    'GET /notifications/unread-count': () => json({ data: { unread: state.unread } }),
    'GET /notifications': () =>
      json({
        data: state.items,
        page: { total: state.items.length, offset: 0, limit: 10 },
        unread: state.unread,
      }),
    'POST /notifications/read': () => {
      state.unread = 0;
      state.items = state.items.map((n) => ({ ...n, readAt: '2026-11-25T10:00:00.000Z' }));
      return json({ data: { unread: 0 } });
    },
  });
  return { state, ...api };
}

describe('the notification bell', () => {
  it('shows the unread count, lists notifications with links and marks one read', async () => {
    const { calls } = setUp(1, [note()]);
    const user = userEvent.setup();
    renderApp('/');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const link = within(list).getByRole('link', { name: /REQ-2026-0042 waits for your approval/ });
    expect(link).toHaveAttribute('href', '/purchasing/requisition/33333333-3333-4333-8333-333333333333');
    expect(within(list).getByText(/2026\/11\/25 \d{2}:05 · Capt\. Jonas Eriksen/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /Mark read: Requisition REQ-2026-0042/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/notifications/read')?.body).toEqual({
        ids: ['22222222-2222-4222-8222-222222222222'],
      }),
    );
    // The panel is still open (the rest of the page is aria-hidden behind it).
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });

  it('updates live: authenticates the socket with the access token and shows a pushed notification', async () => {
    const { state } = setUp(0, []);
    renderApp('/');
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(FakeSocket.last?.sent.length).toBe(1));
    const socket = FakeSocket.last!;
    expect(socket.url).toMatch(/\/api\/v1\/live$/);
    expect(JSON.parse(socket.sent[0]!)).toMatchObject({ type: 'auth', token: expect.any(String) });
    state.unread = 1;
    state.items = [note()];
    act(() => socket.push({ type: 'notification', notification: note(), unread: 1 }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    act(() => socket.push({ type: 'unread', unread: 0 }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks all read, then offers nothing more to mark', async () => {
    const { calls } = setUp(2, [
      note(),
      note({ id: '44444444-4444-4444-8444-444444444444', title: 'Second' }),
    ]);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/notifications/read')?.body).toEqual({ all: true }),
    );
    expect(await screen.findByRole('button', { name: 'Mark all read' })).toBeDisabled();
    // The panel is still open (the rest of the page is aria-hidden behind it).
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });
});
