import { createHash, randomBytes } from 'node:crypto';
import { SHARED_LINK_TOKEN_BYTES, SHARED_LINK_TOKEN_PATTERN } from '@keel/domain';

/** A new link token: 32 random bytes, base64url (43 characters), and the hash that is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(SHARED_LINK_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** The stored form of a token: sha256, hex. The token itself is never kept. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when a path segment has the shape of a token (anything else is unknown without a lookup). */
export function looksLikeLinkToken(value: string): boolean {
  return SHARED_LINK_TOKEN_PATTERN.test(value);
}
