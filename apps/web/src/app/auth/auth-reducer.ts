import type { TokenUser } from '@keel/domain';

/** Auth state of spec §4. */
export interface AuthState {
  isAuthenticated: boolean;
  user: TokenUser | null;
  /** A login request is running. */
  loading: boolean;
  /** The last login failed, with the message to show. */
  error: string | null;
  /** True until the provider has started. */
  initialLoading: boolean;
}

/** Auth transitions of spec §4. */
export type AuthAction =
  | { type: 'LOGIN_START' }
  | { type: 'LOGIN_SUCCESS'; user: TokenUser | null }
  | { type: 'LOGIN_ERROR'; error: string }
  | { type: 'LOGOUT' }
  | { type: 'SET_USER'; user: TokenUser | null }
  | { type: 'INITIAL_LOAD_COMPLETE' };

/** The state at start: logged in when an access token is stored (spec §4). */
export function initialAuthState(token: string | null, user: TokenUser | null): AuthState {
  return { isAuthenticated: Boolean(token), user, loading: false, error: null, initialLoading: true };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'LOGIN_START':
      return { ...state, loading: true, error: null };
    case 'LOGIN_SUCCESS':
      return { ...state, loading: false, error: null, isAuthenticated: true, user: action.user };
    case 'LOGIN_ERROR':
      return { ...state, loading: false, error: action.error, isAuthenticated: false };
    case 'LOGOUT':
      return { ...state, loading: false, isAuthenticated: false, user: null };
    case 'SET_USER':
      return { ...state, user: action.user };
    case 'INITIAL_LOAD_COMPLETE':
      return { ...state, initialLoading: false };
  }
}
