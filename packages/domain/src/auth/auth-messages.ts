/**
 * Exact messages of spec §7/§8 and the issue. In a file without zod: the web app's start-up code reads
 * them, and zod is not part of its first load (docs/bundle-budget-and-first-load.md).
 */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  noToken: 'Access Denied, No token provided',
  expired: 'Invalid Token: jwt expired',
  invalidToken: 'Invalid Token',
  noRefreshToken: 'Refresh token required',
  invalidRefresh: 'Invalid refresh token',
  reusedRefresh: 'Refresh token already used; the session has been ended for safety',
  csrf: 'Invalid or missing CSRF token',
  inactive: 'This account is deactivated',
  sessionEnded: 'This session has ended; sign in again',
  tooMany: 'Too many failed login attempts. Try again later.',
} as const;
