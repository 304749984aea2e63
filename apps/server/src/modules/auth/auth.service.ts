import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, type LoginRequest, type TokenUser } from '@keel/domain';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import * as repo from './auth.repo';

/** Tokens handed to the client after login or refresh. */
export interface SessionTokens {
  token: string;
  refreshToken: string;
  csrf: string;
}

/** Where a request came from, kept with its refresh token. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

async function issueSession(ctx: AppContext, user: TokenUser, familyId: string, client: ClientInfo) {
  const refreshToken = randomToken();
  await repo.insertRefreshToken(ctx.database.db, {
    familyId,
    userId: user.id,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + ctx.config.refreshTokenTtl * 1000),
    ip: client.ip,
    ...(client.userAgent ? { userAgent: client.userAgent.slice(0, 300) } : {}),
  });
  return {
    token: ctx.tokens.issueAccessToken(user, familyId),
    refreshToken,
    csrf: ctx.tokens.csrfFor(familyId),
  } satisfies SessionTokens;
}

/**
 * Signs a user in. Unknown e-mail and wrong password give the same answer after the same work
 * (an argon2 verification either way). Repeated failures per e-mail or per address answer 429.
 */
export async function login(ctx: AppContext, body: LoginRequest, client: ClientInfo): Promise<SessionTokens> {
  const { db } = ctx.database;
  const { loginMaxFailures, loginWindowSeconds } = ctx.config;
  const failures = await repo.countRecentFailures(db, body.email, client.ip, loginWindowSeconds);
  if (failures.byEmail >= loginMaxFailures || failures.byIp >= loginMaxFailures * 4) {
    const minutes = Math.ceil(loginWindowSeconds / 60);
    throw new HttpError(429, `Too many failed login attempts. Try again in ${minutes} minutes.`);
  }
  const user = await repo.findUserByEmail(db, body.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !ok) {
    await repo.recordLoginAttempt(db, body.email, client.ip, false);
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  }
  if (!user.active) throw new HttpError(401, AUTH_MESSAGES.inactive);
  await repo.recordLoginAttempt(db, body.email, client.ip, true);
  await repo.touchLastLogin(db, user.id);
  return issueSession(ctx, user, randomUUID(), client);
}

/**
 * How long after its use a refresh token may be presented again by a client racing itself: two tabs
 * of the app renewing at the same moment, or a page reloaded while its renewal was in flight (the
 * server rotated the token, the page never stored the new one). Such a second presentation gets a new
 * pair in the same family, as long as no token issued since has been used; anything else is reuse.
 */
export const REFRESH_RACE_GRACE_MS = 10_000;

/**
 * Exchanges a refresh token for new tokens. Each refresh token is good once: presenting a used or
 * revoked one ends its whole family, because someone else holds a copy — except a presentation racing
 * the token's own use (see {@link REFRESH_RACE_GRACE_MS}).
 */
export async function refresh(ctx: AppContext, presented: string | undefined, client: ClientInfo) {
  const { db } = ctx.database;
  if (!presented) throw new HttpError(401, AUTH_MESSAGES.noRefreshToken);
  const stored = await repo.findRefreshToken(db, hashToken(presented));
  if (!stored) throw new HttpError(401, AUTH_MESSAGES.invalidRefresh);
  if (stored.revokedAt) throw new HttpError(401, AUTH_MESSAGES.invalidRefresh);
  if (!(await repo.markRefreshTokenUsed(db, stored.id)) && !(await racingItsOwnUse(db, stored))) {
    await repo.revokeFamily(db, stored.familyId);
    throw new HttpError(401, AUTH_MESSAGES.reusedRefresh);
  }
  if (stored.expiresAt.getTime() <= Date.now()) throw new HttpError(401, 'Refresh token expired');
  const user = await repo.findUserById(db, stored.userId);
  if (!user?.active) {
    await repo.revokeFamily(db, stored.familyId);
    throw new HttpError(401, AUTH_MESSAGES.inactive);
  }
  return issueSession(ctx, user, stored.familyId, client);
}

/**
 * A used refresh token presented again within the grace period of its use, while none of the tokens
 * its family received after it has been used: the same client racing itself, not a stolen copy.
 */
async function racingItsOwnUse(
  db: DbOrTx,
  stored: { id: string; familyId: string; createdAt: Date },
): Promise<boolean> {
  const current = await repo.findRefreshTokenById(db, stored.id);
  if (!current?.usedAt || current.revokedAt) return false;
  if (Date.now() - current.usedAt.getTime() > REFRESH_RACE_GRACE_MS) return false;
  return !(await repo.familyUsedAfter(db, stored));
}

/** Ends the session family of a refresh token; the CSRF token of that family must come with it. */
export async function logout(ctx: AppContext, presented: string | undefined, csrf: string | undefined) {
  const { db } = ctx.database;
  if (!presented) throw new HttpError(401, AUTH_MESSAGES.noRefreshToken);
  const stored = await repo.findRefreshToken(db, hashToken(presented));
  if (!stored) throw new HttpError(401, AUTH_MESSAGES.invalidRefresh);
  if (!ctx.tokens.checkCsrf(stored.familyId, csrf)) throw new HttpError(403, AUTH_MESSAGES.csrf);
  await repo.revokeFamily(db, stored.familyId);
}

/**
 * Ends every session of a user (password reset, deactivation): their refresh tokens stop working
 * and their access tokens are refused on the next request. Call it inside the change's transaction.
 */
export async function endUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await repo.revokeUserSessions(db, userId);
}
