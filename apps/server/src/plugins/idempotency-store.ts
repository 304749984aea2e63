import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys as keys } from './idempotency.table';

/** Whose key, for which method and route: the row's primary key. */
export interface IdempotencyScope {
  owner: string;
  method: string;
  route: string;
  key: string;
}

/** A stored answer: status, the headers worth replaying and the serialized body. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/** What a request with a key may do. */
export type ClaimResult =
  | { kind: 'claimed'; claim: string }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch' }
  | { kind: 'running'; retryAfterSeconds: number };

export interface IdempotencyStoreOptions {
  /** How long a stored answer is kept (at least 24 hours by the brief). */
  ttlSeconds: number;
  /** How long a claim holds without being renewed: a crashed request's key is free again after this. */
  leaseSeconds: number;
}

const later = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** The `idempotency_keys` table's operations (see idempotency.table.ts for the row's life). */
export function idempotencyStore(db: Db, options: IdempotencyStoreOptions) {
  const thisKey = (s: IdempotencyScope, claim?: string) =>
    and(
      eq(keys.owner, s.owner),
      eq(keys.method, s.method),
      eq(keys.route, s.route),
      eq(keys.key, s.key),
      claim === undefined ? undefined : eq(keys.claim, claim),
    );

  /**
   * One atomic statement takes the key: a new row, or an existing one that has expired, or a claim whose
   * lease ran out (its request crashed) for the same fingerprint. Anything else is left as it is.
   */
  async function take(scope: IdempotencyScope, fingerprint: string): Promise<string | null> {
    const claim = randomUUID();
    const fresh = {
      fingerprint,
      claim,
      status: null,
      headers: null,
      body: null,
      createdAt: sql`now()`,
      lockedUntil: later(options.leaseSeconds),
      expiresAt: later(options.ttlSeconds),
    };
    const rows = await db
      .insert(keys)
      .values({ ...scope, ...fresh })
      .onConflictDoUpdate({
        target: [keys.owner, keys.method, keys.route, keys.key],
        set: fresh,
        setWhere: or(
          lte(keys.expiresAt, sql`now()`),
          and(isNull(keys.status), lte(keys.lockedUntil, sql`now()`), eq(keys.fingerprint, fingerprint)),
        ),
      })
      .returning({ claim: keys.claim });
    return rows[0]?.claim === claim ? claim : null;
  }

  async function claim(scope: IdempotencyScope, fingerprint: string): Promise<ClaimResult> {
    // A row released between the two statements (its request failed) is taken on the next round.
    for (let round = 0; round < 3; round += 1) {
      const taken = await take(scope, fingerprint);
      if (taken) return { kind: 'claimed', claim: taken };
      const [row] = await db
        .select({
          fingerprint: keys.fingerprint,
          status: keys.status,
          headers: keys.headers,
          body: keys.body,
          leaseLeft: sql<string>`extract(epoch from (${keys.lockedUntil} - now()))`,
        })
        .from(keys)
        .where(thisKey(scope));
      if (!row) continue;
      if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (row.status !== null)
        return { kind: 'replay', answer: { status: row.status, headers: row.headers ?? {}, body: row.body } };
      const left = Math.ceil(Number(row.leaseLeft));
      return { kind: 'running', retryAfterSeconds: Math.min(Math.max(left, 1), options.leaseSeconds) };
    }
    return { kind: 'running', retryAfterSeconds: 1 };
  }

  return {
    claim,
    /** Extends a running request's lease (called while it runs). */
    async renew(scope: IdempotencyScope, claim: string): Promise<void> {
      await db
        .update(keys)
        .set({ lockedUntil: later(options.leaseSeconds) })
        .where(and(thisKey(scope, claim), isNull(keys.status)));
    },
    /** Stores the answer under the claim; false when the claim was lost (its lease ran out and was taken). */
    async complete(scope: IdempotencyScope, claim: string, answer: StoredAnswer): Promise<boolean> {
      const rows = await db
        .update(keys)
        .set({
          status: answer.status,
          headers: answer.headers,
          body: answer.body,
          lockedUntil: sql`now()`,
          expiresAt: later(options.ttlSeconds),
        })
        .where(and(thisKey(scope, claim), isNull(keys.status)))
        .returning({ claim: keys.claim });
      return rows.length === 1;
    },
    /** Frees the key for a retry (the request failed and created nothing). */
    async release(scope: IdempotencyScope, claim: string): Promise<void> {
      await db.delete(keys).where(and(thisKey(scope, claim), isNull(keys.status)));
    },
    /** Deletes every expired row; returns how many. */
    async purgeExpired(): Promise<number> {
      const rows = await db
        .delete(keys)
        .where(lte(keys.expiresAt, sql`now()`))
        .returning({ key: keys.key });
      return rows.length;
    },
  };
}

/** The store's operations. */
export type IdempotencyStore = ReturnType<typeof idempotencyStore>;
