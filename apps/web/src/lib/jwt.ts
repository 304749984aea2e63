import { tokenUserSchema, type TokenUser } from '@keel/domain';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes);
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
    return tokenUserSchema.parse(JSON.parse(base64UrlDecode(payload)));
  } catch (error) {
    console.error('Could not decode the access token', error);
    return null;
  }
}
