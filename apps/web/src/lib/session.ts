import { secureGet, secureRemove, secureSet } from './secure-storage';

/** Secure-storage keys of the session (spec §3); the library prefixes them with `@secure.`. */
export const SESSION_KEYS = {
  accessToken: 'token',
  refreshToken: 'refreshToken',
  csrfToken: 'csrf',
} as const;

/** The three tokens of a session. */
export interface SessionTokens {
  token: string;
  refreshToken: string;
  csrf: string;
}

export const getAccessToken = () => secureGet(SESSION_KEYS.accessToken);
export const getRefreshToken = () => secureGet(SESSION_KEYS.refreshToken);
export const getCsrfToken = () => secureGet(SESSION_KEYS.csrfToken);

/** Stores the tokens of a login or a refresh. */
export function storeSession(tokens: SessionTokens): void {
  secureSet(SESSION_KEYS.accessToken, tokens.token);
  secureSet(SESSION_KEYS.refreshToken, tokens.refreshToken);
  secureSet(SESSION_KEYS.csrfToken, tokens.csrf);
}

/** Deletes all three tokens (logout, failed refresh, failed access load). */
export function clearSession(): void {
  secureRemove(SESSION_KEYS.accessToken);
  secureRemove(SESSION_KEYS.refreshToken);
  secureRemove(SESSION_KEYS.csrfToken);
}

/** Removes only the access token (spec §6: failure loading the access lists). */
export function removeAccessToken(): void {
  secureRemove(SESSION_KEYS.accessToken);
}
