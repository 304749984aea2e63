import { and, count, eq, gt, gte, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/user.table';
import { loginAttempts, refreshTokens } from './session.table';
import { invalidateAccessCache } from '../access/access-cache';

/** The user with this (lower-cased) e-mail, with the password hash. */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The user's token fields by id. */
export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
      active: users.active,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Failed attempts for an e-mail and for an IP address within the window. */
export async function countRecentFailures(db: DbOrTx, email: string, ip: string, windowSeconds: number) {
  const since = sql`now() - make_interval(secs => ${windowSeconds})`;
  const [byEmail] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.email, email), eq(loginAttempts.success, false), gt(loginAttempts.at, since)),
    );
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.at, since)));
  return { byEmail: byEmail?.n ?? 0, byIp: byIp?.n ?? 0 };
}

/** Records one login attempt; a success clears that e-mail's failures. */
export async function recordLoginAttempt(db: DbOrTx, email: string, ip: string, success: boolean) {
  if (success)
    await db
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, false)));
  await db.insert(loginAttempts).values({ email, ip, success });
}

/** Stores a new refresh token (hash only). */
export async function insertRefreshToken(
  db: DbOrTx,
  row: {
    familyId: string;
    userId: string;
    tokenHash: string;
    expiresAt: Date;
    userAgent?: string;
    ip?: string;
  },
) {
  await db.insert(refreshTokens).values(row);
}

/** The stored refresh token with this hash. */
export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** The refresh token with this id, as stored now. */
export async function findRefreshTokenById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
  return row;
}

/**
 * Whether a token of the family issued after `token` (by the database's clock, which set both) has
 * been used. The token itself is left out: its time reads back cut to the millisecond.
 */
export async function familyUsedAfter(db: DbOrTx, token: { id: string; familyId: string; createdAt: Date }) {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, token.familyId),
        ne(refreshTokens.id, token.id),
        gte(refreshTokens.createdAt, token.createdAt),
        isNotNull(refreshTokens.usedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Marks a refresh token used, atomically: false when it was already used or revoked (reuse). */
export async function markRefreshTokenUsed(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Revokes every token of a session family. */
export async function revokeFamily(db: DbOrTx, familyId: string) {
  invalidateAccessCache();
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every session of a user (password reset, deactivation). */
export async function revokeUserSessions(db: DbOrTx, userId: string) {
  invalidateAccessCache();
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Sets the last-login time. */
export async function touchLastLogin(db: DbOrTx, userId: string) {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}
