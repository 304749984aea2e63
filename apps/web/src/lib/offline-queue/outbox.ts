import { ApiError } from '../api-error';
import { backoffDelay, classifyFailure } from './retry-policy';
import {
  isStopped,
  type QueuedWrite,
  type QueuedWriteError,
  type QueueStore,
  type WriteRequest,
} from './types';

/** What a form gets back from {@link Outbox.submit}. */
export type SubmitResult = { outcome: 'sent'; data: unknown } | { outcome: 'queued'; entry: QueuedWrite };

type Outcome = SubmitResult | { outcome: 'refused'; error: unknown };

export interface OutboxOptions {
  store: QueueStore;
  /** Sends one entry (method, path, body) with its `Idempotency-Key`; resolves with the server's data. */
  send: (entry: QueuedWrite) => Promise<unknown>;
  /** A fresh random UUID (entry ids and idempotency keys). */
  newId: () => string;
  isOnline?: () => boolean;
  now?: () => number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** How long a form waits for the first attempt before it closes with "kept on this device". */
  formWaitMs?: number;
}

/** Hooks the app plugs in: refresh the lists, tell the user. */
export interface OutboxEvents {
  /** A queued write was saved in the background. */
  onSent?: (entry: QueuedWrite, data: unknown) => void;
  /** The server refused a queued write in the background: the user must edit or discard it. */
  onRefused?: (entry: QueuedWrite) => void;
}

const errorOf = (error: unknown): QueuedWriteError =>
  error instanceof ApiError
    ? { status: error.status, message: error.message, ...(error.details ? { details: error.details } : {}) }
    : { status: 0, message: (error as Error | null)?.message || 'The write could not be sent' };

/** A 409 answering an edit (PATCH/PUT of a record at a `version`): someone changed the record meanwhile. */
const isEditConflict = (entry: QueuedWrite, error: unknown) =>
  entry.method !== 'POST' && error instanceof ApiError && error.status === 409;

/**
 * The signed-in user's queue of writes that must reach the server. Entries are stored before the
 * first attempt (a tab closed mid-request loses nothing), sent one at a time oldest first, retried with
 * back-off and the same `Idempotency-Key` while the answer does not come, and kept as `failed` (an edit refused with 409: `conflict`) with the
 * server's message when it refuses them. A refused entry does not hold up the ones behind it.
 */
export class Outbox {
  private userId: string | null = null;
  private entries: QueuedWrite[] = [];
  private loading: Promise<void> = Promise.resolve();
  private listeners = new Set<() => void>();
  private pumping: Promise<void> | null = null;
  private pumpAgain = false;
  private timer: unknown = null;
  /** Entries whose form waits for the first attempt; `removeOnRefusal` for a brand-new entry. */
  private waiters = new Map<
    string,
    { resolve: (o: Outcome) => void; removeOnRefusal: boolean; entry: QueuedWrite }
  >();
  private events: OutboxEvents = {};
  private readonly isOnline: () => boolean;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly formWaitMs: number;

  constructor(private readonly options: OutboxOptions) {
    this.isOnline =
      options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    this.formWaitMs = options.formWaitMs ?? 20_000;
  }

  setEvents(events: OutboxEvents) {
    this.events = events;
  }

  /** The entries of the signed-in user, oldest first (a new array after every change). */
  getEntries = (): readonly QueuedWrite[] => this.entries;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Entries not yet saved on the server. */
  pendingCount(): number {
    return this.entries.length;
  }

  /** Switches to a user's queue (null after logout): loads it and starts sending. */
  setUser(userId: string | null): Promise<void> {
    if (userId === this.userId) return this.loading;
    this.userId = userId;
    this.stopTimer();
    for (const [id, waiter] of this.waiters)
      waiter.resolve({ outcome: 'queued', entry: this.find(id) ?? waiter.entry });
    this.waiters.clear();
    this.set(userId, []);
    if (!userId) return (this.loading = Promise.resolve());
    // An entry left `sending` by a closed tab may or may not have landed: its retry reuses the key.
    this.loading = this.change(userId, (list) =>
      list.map((e) => (e.state === 'sending' ? { ...e, state: 'waiting' as const } : e)),
    ).then(() => void this.kick());
    return this.loading;
  }

  /**
   * Stores a write, then sends it at once when the link is up and nothing waits ahead of it. Resolves
   * `sent` with the server's data, or `queued` when it stays on the device; throws the server's refusal
   * (a brand-new entry is then dropped: its form is still open with the values).
   * `replaces` edits a queued entry in place (new body, so a new key).
   */
  async submit(request: WriteRequest, { replaces }: { replaces?: string } = {}): Promise<SubmitResult> {
    const userId = this.userId;
    if (!userId) throw new Error('Sign in to save changes');
    await this.loading;
    const key = this.options.newId();
    let entry: QueuedWrite | undefined;
    await this.change(userId, (list) => {
      const fresh = { state: 'waiting' as const, attempts: 0, nextAttemptAt: null, error: null };
      const old = replaces ? list.find((e) => e.id === replaces) : undefined;
      if (old) return list.map((e) => (e === old ? (entry = { ...old, ...request, key, ...fresh }) : e));
      const seq = list.reduce((max, e) => Math.max(max, e.seq), 0) + 1;
      entry = {
        ...request,
        id: this.options.newId(),
        key,
        userId,
        seq,
        createdAt: new Date(this.now()).toISOString(),
        ...fresh,
      };
      return [...list, entry];
    });
    const stored = entry!;
    const ahead = this.entries.some((e) => e.seq < stored.seq && !isStopped(e));
    if (!this.isOnline() || ahead) {
      void this.kick();
      return { outcome: 'queued', entry: stored };
    }
    const outcome = new Promise<Outcome>((resolve) => {
      this.waiters.set(stored.id, { resolve, removeOnRefusal: !replaces, entry: stored });
      // A slow link: the form stops waiting, the attempt goes on in the background.
      this.setTimer(() => {
        if (this.waiters.delete(stored.id))
          resolve({ outcome: 'queued', entry: this.find(stored.id) ?? stored });
      }, this.formWaitMs);
    });
    void this.kick();
    const result = await outcome;
    if (result.outcome === 'refused') throw result.error;
    return result;
  }

  /** Drops an entry for good (the user confirmed). */
  async discard(id: string): Promise<void> {
    if (this.userId)
      await this.change(this.userId, (list) => list.filter((e) => e.id !== id || e.state === 'sending'));
  }

  /**
   * Sends a refused entry again as it is (a refusal created nothing, so it gets a new key). Not an edit
   * in conflict: the same version would be refused again — it is reopened on the current record instead.
   */
  async resend(id: string): Promise<void> {
    if (!this.userId) return;
    const key = this.options.newId();
    await this.change(this.userId, (list) =>
      list.map((e) =>
        e.id === id && e.state === 'failed'
          ? { ...e, key, state: 'waiting' as const, attempts: 0, nextAttemptAt: null, error: null }
          : e,
      ),
    );
    await this.kick();
  }

  /** The link is back (or the user asked): forget the back-off and send now. */
  async sendNow(): Promise<void> {
    if (!this.userId) return;
    await this.change(this.userId, (list) =>
      list.map((e) => (e.state === 'waiting' ? { ...e, nextAttemptAt: null } : e)),
    );
    await this.kick();
  }

  /** Runs the sender until the queue is empty, offline, refused-only or backing off. */
  kick(): Promise<void> {
    if (this.pumping) {
      this.pumpAgain = true;
      return this.pumping;
    }
    this.pumping = this.pump().finally(() => {
      this.pumping = null;
      if (this.pumpAgain) {
        this.pumpAgain = false;
        void this.kick();
      }
    });
    return this.pumping;
  }

  private async pump(): Promise<void> {
    this.stopTimer();
    const userId = this.userId;
    while (userId && userId === this.userId && this.isOnline()) {
      const next = this.entries.find((e) => !isStopped(e));
      if (!next) return;
      const wait = (next.nextAttemptAt ?? 0) - this.now();
      if (wait > 0) {
        this.timer = this.setTimer(() => void this.kick(), wait);
        return;
      }
      await this.attempt(next);
    }
  }

  private async attempt(entry: QueuedWrite): Promise<void> {
    const userId = entry.userId;
    // Read from the store, not the screen's copy: the entry may have been discarded or edited meanwhile.
    const found: { entry?: QueuedWrite } = {};
    await this.change(userId, (list) =>
      list.map((e) =>
        e.id === entry.id ? (found.entry = { ...e, state: 'sending' as const, attempts: e.attempts + 1 }) : e,
      ),
    );
    const sending = found.entry;
    if (!sending) return;
    try {
      const data = await this.options.send(sending);
      const waiter = this.takeWaiter(entry.id);
      await this.change(userId, (list) => list.filter((e) => e.id !== entry.id));
      if (waiter) waiter.resolve({ outcome: 'sent', data });
      else this.events.onSent?.(sending, data);
    } catch (error) {
      const waiter = this.takeWaiter(entry.id);
      if (classifyFailure(error) === 'retry') {
        const waiting = {
          ...sending,
          state: 'waiting' as const,
          nextAttemptAt: this.now() + backoffDelay(sending.attempts, this.random),
          error: errorOf(error),
        };
        await this.change(userId, (list) => list.map((e) => (e.id === entry.id ? waiting : e)));
        waiter?.resolve({ outcome: 'queued', entry: waiting });
        return;
      }
      // An edit refused with 409: the record changed since the user's values were made — a conflict.
      const state = isEditConflict(sending, error) ? ('conflict' as const) : ('failed' as const);
      const failed = { ...sending, state, nextAttemptAt: null, error: errorOf(error) };
      const drop = waiter?.removeOnRefusal ?? false;
      await this.change(userId, (list) =>
        drop ? list.filter((e) => e.id !== entry.id) : list.map((e) => (e.id === entry.id ? failed : e)),
      );
      if (waiter) waiter.resolve({ outcome: 'refused', error });
      else this.events.onRefused?.(failed);
    }
  }

  /** The form still waiting for this entry's answer, if it has not given up. */
  private takeWaiter(id: string) {
    const waiter = this.waiters.get(id);
    this.waiters.delete(id);
    return waiter;
  }

  private find(id: string) {
    return this.entries.find((e) => e.id === id);
  }

  private stopTimer() {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  /** Changes a user's stored queue; the screens see it when that user is the signed-in one. */
  private async change(userId: string, change: (list: QueuedWrite[]) => QueuedWrite[]) {
    const next = await this.options.store.update(userId, (list) =>
      change(list).sort((a, b) => a.seq - b.seq),
    );
    this.set(userId, next);
  }

  private set(userId: string | null, entries: QueuedWrite[]) {
    if (userId !== this.userId) return;
    this.entries = entries;
    for (const listener of this.listeners) listener();
  }
}
