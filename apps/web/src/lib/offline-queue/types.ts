import type { FieldDetail } from '../api-error';

/**
 * Where a queued write stands: waiting for its turn (or the link), on the wire, refused by the server
 * (`failed`), or an edit the server refused with 409 because someone changed the record meanwhile
 * (`conflict`). `failed` and `conflict` wait for the user: they are never retried on their own.
 */
export type QueuedWriteState = 'waiting' | 'sending' | 'failed' | 'conflict';

/** True for an entry that waits for the user (refused or in conflict) rather than for the link. */
export const isStopped = (entry: { state: QueuedWriteState }) =>
  entry.state === 'failed' || entry.state === 'conflict';

/** The answer that stopped or delayed a write, as the server (or the missing link) gave it. */
export interface QueuedWriteError {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  message: string;
  details?: FieldDetail[];
}

/** A write as a form hands it to the queue. Everything in it is stored in IndexedDB, so it must be plain JSON. */
export interface WriteRequest {
  /** Which record this is (`noon-report`, `requisition`, …): list screens show the pending ones of their kind. */
  kind: string;
  /** What the user sees in the pending list ("Noon report 25 Nov 12:00 UTC · Keel Aurora"). */
  label: string;
  method: 'POST' | 'PUT' | 'PATCH';
  /** API path under /api/v1. */
  path: string;
  body: unknown;
  /**
   * An edit (PATCH/PUT): the record's `version` the user's values were made on (also in the body). The
   * server answers 409 when the record changed since; the entry then becomes `conflict`, kept with the values.
   */
  version?: number;
  /** The screen that reopens the form from this entry (`?outbox=<id>` is added). */
  editPath: string;
  /** The form's own values, to reopen it exactly as the user left it. */
  draft?: unknown;
  /**
   * An edit: the form's values when it was opened (the record at `version`). After a conflict only the
   * fields the user changed from these are laid over the current record ({@link reapplyChanges}).
   */
  base?: unknown;
  /** react-query keys to refresh once the write is saved. */
  invalidates?: readonly (readonly unknown[])[];
  /** Small facts list screens show beside the entry (ship, report time). */
  meta?: Record<string, string>;
}

/** A write kept on the device until the server has answered it. */
export interface QueuedWrite extends WriteRequest {
  /** Stable id of the entry (links and React keys). */
  id: string;
  /** The `Idempotency-Key` every attempt of this body carries; a new key only when the body is edited. */
  key: string;
  userId: string;
  /** Order of the queue: entries are sent oldest first. */
  seq: number;
  createdAt: string;
  state: QueuedWriteState;
  attempts: number;
  /** Epoch ms before which the entry is not retried (back-off); null to send at once. */
  nextAttemptAt: number | null;
  /** The last failure: for `failed` what the user must fix, for `waiting` why the last try did not land. */
  error: QueuedWriteError | null;
}

/** Where a user's queue is kept (IndexedDB in the browser, memory in tests or when IndexedDB is blocked). */
export interface QueueStore {
  load(userId: string): Promise<QueuedWrite[]>;
  /** Reads, changes and writes a user's queue in one transaction. */
  update(userId: string, change: (entries: QueuedWrite[]) => QueuedWrite[]): Promise<QueuedWrite[]>;
}

/**
 * An edit re-applied after a conflict: the record's current form values with the fields the user changed
 * (`draft` differs from `base`, the values the edit started from) laid over them — other people's changes
 * to the other fields are kept. Without a `base` the user's values are taken whole.
 */
export function reapplyChanges<V extends object>(current: V, draft: V, base: V | undefined): V {
  if (!base) return draft;
  const changed = Object.entries(draft).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify((base as Record<string, unknown>)[key]),
  );
  return { ...current, ...Object.fromEntries(changed) };
}
