import type { ConningSourceStats } from '@keel/domain';

/** Live counters of one running input: sentences, values, errors by reason, last seen, connection. */
export class SourceStats {
  running = false;
  connected = false;
  sentences = 0;
  values = 0;
  errors: Record<string, number> = {};
  lastSeenAt: number | null = null;
  /** The input's last failure (lost connection, refused login, cannot start) until it recovers. */
  lastError: string | null = null;

  /** One good sentence (or delta) received now: the source works, so an earlier failure is over. */
  sentence() {
    this.sentences++;
    this.lastSeenAt = Date.now();
    if (this.lastError !== null) this.lastError = null;
  }

  /** One refused input, by reason (`checksum`, `format`, `unsupported`, `parse`, …). */
  error(reason: string) {
    this.errors[reason] = (this.errors[reason] ?? 0) + 1;
  }

  /** The input failed (shown as `lastError` until it connects again or reads a good sentence). */
  fail(error: unknown) {
    this.lastError = error instanceof Error ? error.message : String(error);
  }

  /**
   * The input is connected (again): its last failure is over. A connected input is running, even in the
   * moment between its connect event and its start resolving (a reader never sees connected, not running).
   */
  up() {
    this.running = true;
    this.connected = true;
    this.lastError = null;
  }

  /** The input is (re)starting: nothing of the previous run is shown as current. */
  restart() {
    this.running = false;
    this.connected = false;
    this.lastError = null;
  }

  /** The counters as the API answers them. */
  view(): ConningSourceStats {
    return {
      running: this.running,
      connected: this.connected,
      sentences: this.sentences,
      values: this.values,
      errors: { ...this.errors },
      lastSeenAt: this.lastSeenAt === null ? null : new Date(this.lastSeenAt).toISOString(),
      lastError: this.lastError,
    };
  }
}
