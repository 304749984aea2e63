import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { LiveMessage } from '@keel/domain';
import { DEMO, shipsByName, unique } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { act, createRequisition } from '../purchasing/requisition/requisition.test-fixtures';

let t: TestApp;
let master: TestSession;
let superintendent: TestSession;
let url: string;
let aurora: string;

/** An open socket and the messages it received, with a way to wait for the next one that matches. */
function connect() {
  const socket = new WebSocket(url);
  const received: LiveMessage[] = [];
  const waiting: { test: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as LiveMessage;
    received.push(message);
    for (const w of [...waiting])
      if (w.test(message)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(message);
      }
  });
  const next = (test: (m: LiveMessage) => boolean) =>
    new Promise<LiveMessage>((resolve) => {
      const found = received.find(test);
      if (found) {
        received.splice(received.indexOf(found), 1);
        resolve(found);
      } else waiting.push({ test, resolve });
    });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { socket, next, opened, closed };
}

beforeAll(async () => {
  t = await createTestApp();
  master = await t.login(DEMO.master);
  superintendent = await t.login(DEMO.superintendent);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/live`;
});
afterAll(() => t.close());

describe('live notifications over the WebSocket', () => {
  it('pushes a new notification to the recipient at commit, and the read count to every tab', async () => {
    const tab = connect();
    await tab.opened;
    tab.socket.send(JSON.stringify({ type: 'auth', token: superintendent.token }));
    const hello = await tab.next((m) => m.type === 'unread');
    expect(hello.type).toBe('unread');

    const created = await createRequisition(master, aurora, { title: unique('Live spares') });
    expect((await act(master, created, 'submit')).statusCode).toBe(200);
    const pushed = await tab.next((m) => m.type === 'notification');
    if (pushed.type !== 'notification') throw new Error('expected a notification');
    expect(pushed.notification).toMatchObject({
      kind: 'approval_requested',
      entityId: created.id,
      link: `/purchasing/requisition/${created.id}`,
    });
    expect(pushed.unread).toBeGreaterThanOrEqual(1);

    await superintendent.post('/notifications/read', { all: true });
    const read = await tab.next((m) => m.type === 'unread' && m.unread === 0);
    expect(read).toEqual({ type: 'unread', unread: 0 });
    tab.socket.close();
  });

  it('pushes nothing to a user the notification is not for', async () => {
    const tab = connect();
    await tab.opened;
    tab.socket.send(JSON.stringify({ type: 'auth', token: master.token }));
    await tab.next((m) => m.type === 'unread');
    const other = connect();
    await other.opened;
    other.socket.send(JSON.stringify({ type: 'auth', token: superintendent.token }));
    await other.next((m) => m.type === 'unread');
    const created = await createRequisition(master, aurora, { title: unique('Not for the master') });
    await act(master, created, 'submit');
    await other.next((m) => m.type === 'notification');
    // A later change that is for the master: the first push the master gets must be that one.
    const detail = (await superintendent.get(`/purchasing/requisitions/${created.id}`)).json() as {
      data: { version: number };
    };
    await act(superintendent, { id: created.id, version: detail.data.version }, 'approve');
    const first = await tab.next((m) => m.type === 'notification');
    if (first.type !== 'notification') throw new Error('expected a notification');
    expect(first.notification).toMatchObject({ kind: 'approved', entityId: created.id });
    tab.socket.close();
    other.socket.close();
  });

  it('closes a socket that authenticates with a bad token, and one that sends no token', async () => {
    const bad = connect();
    await bad.opened;
    bad.socket.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect(await bad.closed).toBe(4401);
    const wrong = connect();
    await wrong.opened;
    wrong.socket.send('hello');
    expect(await wrong.closed).toBe(4401);
  });
});
