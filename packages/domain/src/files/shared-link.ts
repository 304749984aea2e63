/** The public download path of a shared file link; the token follows it. */
export const SHARED_LINK_DOWNLOAD_PATH = '/api/v1/file/download/shared/';

/** Longest life of a shared link: 30 days from its creation. */
export const SHARED_LINK_MAX_DAYS = 30;

/** Expiry presets the share dialog offers, in days. */
export const SHARED_LINK_PRESET_DAYS = [1, 7, 30] as const;

/** Bytes of randomness in a link token (base64url: 43 characters). */
export const SHARED_LINK_TOKEN_BYTES = 32;

/** A token as it appears in a link: 43 base64url characters (32 random bytes). */
export const SHARED_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const DAY_MS = 86_400_000;

/** The state of a link at a moment: usable, past its expiry, or withdrawn by its owner or an admin. */
export type SharedLinkState = 'active' | 'expired' | 'revoked';

/** The states in the order the list filter offers them. */
export const SHARED_LINK_STATES: readonly SharedLinkState[] = ['active', 'expired', 'revoked'];

/**
 * The state of a link at `now`: revoked wins over expired (a revoked link stays revoked), and a link
 * is expired from its `expiresAt` instant on.
 */
export function sharedLinkState(
  link: { expiresAt: Date | string; revokedAt: Date | string | null },
  now: Date,
): SharedLinkState {
  if (link.revokedAt !== null) return 'revoked';
  return new Date(link.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

/**
 * Why an expiry is refused, or null when it is fine: it must lie in the future and at most
 * {@link SHARED_LINK_MAX_DAYS} days after `now` (a minute of grace for clocks and slow forms).
 */
export function sharedLinkExpiryProblem(expiresAt: Date | string, now: Date): string | null {
  const at = new Date(expiresAt).getTime();
  if (Number.isNaN(at)) return 'must be a date and time';
  if (at <= now.getTime()) return 'must be in the future';
  if (at > now.getTime() + SHARED_LINK_MAX_DAYS * DAY_MS + 60_000)
    return `must be at most ${SHARED_LINK_MAX_DAYS} days from now`;
  return null;
}

/** The expiry `days` days after `now` (the dialog's presets). */
export function sharedLinkExpiryIn(days: number, now: Date): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
