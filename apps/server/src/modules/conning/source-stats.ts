import type { ConningSourceStats } from '@keel/domain';

/** Live counters of one running input: sentences, values, errors by reason, last seen, connection. */
export class SourceStats {
  running = false;
  connected = false;
  sentences = 0;
  values = 0;
  errors: Record<string, number> = {};
  lastSeenAt: number | null = null;
  lastError: string | null = null;

  /** One good sentence (or delta) received now. */
  sentence() {
    this.sentences++;
    this.lastSeenAt = Date.now();
  }

  /** One refused input, by reason (`checksum`, `format`, `unsupported`, `parse`, …). */
  error(reason: string) {
    this.errors[reason] = (this.errors[reason] ?? 0) + 1;
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
