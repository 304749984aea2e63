import type { TokenUser } from '@keel/domain';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The payload as a {@link TokenUser}, or null: the check of `tokenUserSchema` (the four fields, unknown
 * ones dropped) written out by hand, because this runs at start-up and zod is not part of the first load
 * (docs/bundle-budget-and-first-load.md). `jwt.test.ts` holds it to the schema.
 */
export function readTokenUser(payload: unknown): TokenUser | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { id, name, email, isAdmin } = payload as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof email !== 'string') return null;
  if (typeof isAdmin !== 'boolean') return null;
  return { id, name, email, isAdmin };
}

/**
 * Decodes the access token's payload as the current user (spec §3). The signature is the server's
 * business; the client only reads who it is. A token that cannot be read logs an error and yields
 * no user (spec §8).
 */
export function decodeTokenUser(token: string | null | undefined): TokenUser | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1];
    if (!payload) throw new Error('the token has no payload');
    const user = readTokenUser(JSON.parse(base64UrlDecode(payload)));
    if (!user) throw new Error('the token payload is not a user');
    return user;
  } catch (error) {
    console.error('Could not decode the access token', error);
    return null;
  }
}
