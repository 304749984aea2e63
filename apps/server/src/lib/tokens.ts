import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { AUTH_MESSAGES, type TokenUser } from '@keel/domain';
import { HttpError } from './http-error';

/** The access token's claims: the user (spec §3) plus the session family id. */
export interface AccessClaims extends TokenUser {
  sid: string;
}

/** Signs and checks access tokens (HS256 JWT) and derives CSRF tokens. Stateless: any instance can verify. */
export class TokenService {
  private readonly sign: (payload: Record<string, unknown>) => string;
  private readonly verify: (token: string) => AccessClaims & { exp: number };

  constructor(
    private readonly secret: string,
    readonly accessTtlSeconds: number,
  ) {
    this.sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: accessTtlSeconds * 1000 });
    this.verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 }) as never;
  }

  /**
   * A new access token for `user` in session family `sid`. The random `jti` makes every token
   * unique: a refresh within the same second as the login would otherwise mint the very same
   * string (same claims, same `iat`), and a renewed token could not be told from the one it replaced.
   */
  issueAccessToken(user: TokenUser, sid: string): string {
    const jti = randomBytes(12).toString('base64url');
    return this.sign({ id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin, sid, jti });
  }

  /** Checks an access token; throws 401 with the spec's messages. */
  verifyAccessToken(token: string): AccessClaims {
    try {
      const c = this.verify(token);
      if (typeof c.id !== 'string' || typeof c.sid !== 'string')
        throw new HttpError(401, AUTH_MESSAGES.invalidToken);
      return { id: c.id, name: c.name, email: c.email, isAdmin: c.isAdmin === true, sid: c.sid };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof TokenError && error.code === TokenError.codes.expired)
        throw new HttpError(401, AUTH_MESSAGES.expired);
      const reason =
        error instanceof TokenError ? error.code.replace('FAST_JWT_', '').toLowerCase() : 'malformed';
      throw new HttpError(401, `${AUTH_MESSAGES.invalidToken}: ${reason.replaceAll('_', ' ')}`);
    }
  }

  /** The CSRF token of a session family: an HMAC of its id, so no server state is needed. */
  csrfFor(sid: string): string {
    return createHmac('sha256', this.secret).update(`csrf:${sid}`).digest('base64url');
  }

  /** True when `presented` is the CSRF token of `sid` (constant-time comparison). */
  checkCsrf(sid: string, presented: string | undefined): boolean {
    if (!presented) return false;
    const want = Buffer.from(this.csrfFor(sid));
    const have = Buffer.from(presented);
    return want.length === have.length && timingSafeEqual(want, have);
  }
}

/** A new opaque random token (refresh tokens, vendor links): 256 bits, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token, as stored in the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
