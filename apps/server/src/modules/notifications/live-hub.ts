import type { WebSocket } from 'ws';
import type { LiveMessage } from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import type { LiveSignal } from './live-channel';
import * as repo from './notification.repo';
import { toNotification } from './notification.service';

/** One open socket of a signed-in user; `check` re-validates the user's session before each push. */
export interface LiveClient {
  socket: WebSocket;
  userId: string;
  /** Resolves false when the token expired or the session ended: the socket is closed instead. */
  check: () => Promise<boolean>;
}

/**
 * The open sockets of this server instance, by user. Holds no state that matters across instances:
 * a signal from any instance (PostgreSQL NOTIFY) reaches every hub, and each pushes to its own sockets.
 */
export class LiveHub {
  private readonly clients = new Map<string, Set<LiveClient>>();

  constructor(private readonly db: DbOrTx) {}

  /** Adds a socket; returns the function that removes it. */
  add(client: LiveClient): () => void {
    const set = this.clients.get(client.userId) ?? new Set<LiveClient>();
    set.add(client);
    this.clients.set(client.userId, set);
    return () => {
      set.delete(client);
      if (set.size === 0 && this.clients.get(client.userId) === set) this.clients.delete(client.userId);
    };
  }

  /** How many sockets are open (for tests and logs). */
  get size(): number {
    let n = 0;
    for (const set of this.clients.values()) n += set.size;
    return n;
  }

  /** Every socket, for the heartbeat and for closing. */
  *sockets(): Iterable<WebSocket> {
    for (const set of this.clients.values()) for (const c of set) yield c.socket;
  }

  /** Pushes what a signal means to the sockets of its users on this instance. */
  async deliver(signal: LiveSignal): Promise<void> {
    const local = signal.u.filter((u) => this.clients.has(u));
    if (local.length === 0) return;
    if (signal.t === 'w') {
      for (const u of local) await this.send(u, () => ({ type: 'work' }));
      return;
    }
    if (signal.t === 'r') {
      for (const u of local) {
        const unread = await repo.countNotifications(this.db, u, true);
        await this.send(u, () => ({ type: 'unread', unread }));
      }
      return;
    }
    const rows = await repo.selectNotificationsByIds(this.db, signal.ids ?? [], local);
    for (const row of rows) {
      const unread = await repo.countNotifications(this.db, row.recipientId, true);
      const notification = toNotification(row);
      await this.send(row.recipientId, () => ({ type: 'notification', notification, unread }));
    }
  }

  private async send(userId: string, message: () => LiveMessage): Promise<void> {
    const set = this.clients.get(userId);
    if (!set) return;
    const text = JSON.stringify(message());
    for (const client of [...set]) {
      if (!(await client.check())) {
        client.socket.close(4401, 'Sign in again');
        continue;
      }
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(text);
    }
  }
}
