import { api, newIdempotencyKey } from '../api-client';
import { Outbox } from './outbox';
import { defaultStore } from './store';

/** How long one attempt may take over a slow satellite link before it counts as lost and is retried. */
export const SEND_TIMEOUT_MS = 90_000;

/** The application's queue of writes (see docs/offline-writes.md). */
export const outbox = new Outbox({
  store: defaultStore(),
  newId: newIdempotencyKey,
  send: (entry) =>
    api.request(entry.path, {
      method: entry.method,
      body: entry.body,
      idempotencyKey: entry.key,
      // api-client adds the key to POSTs itself; an edit (PATCH/PUT) carries it here.
      ...(entry.method === 'POST' ? {} : { headers: { 'idempotency-key': entry.key } }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    }),
});

// The link is back: send at once instead of waiting for the back-off timer.
if (typeof window !== 'undefined') window.addEventListener('online', () => void outbox.sendNow());

export type { QueuedWrite, WriteRequest } from './types';
export { isStopped, reapplyChanges } from './types';
export type { SubmitResult } from './outbox';
