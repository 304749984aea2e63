import { createHmac } from 'node:crypto';
import { E2E_JWT_SECRET } from './env';

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The claims of a JWT (no signature check: the spec only reads tokens the server gave it). */
export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error(`not a JWT: ${token.slice(0, 20)}…`);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * An HS256 access token with the same claims as `token` ({id, name, email, isAdmin, sid}) but expired
 * a minute ago, signed with the e2e server's secret: the server answers it with 401
 * 'Invalid Token: jwt expired', exactly as it would a token that aged out.
 */
export function expiredCopyOf(token: string): string {
  const { id, name, email, isAdmin, sid } = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ id, name, email, isAdmin, sid, iat: now - 960, exp: now - 60 }));
  const signature = createHmac('sha256', E2E_JWT_SECRET).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
