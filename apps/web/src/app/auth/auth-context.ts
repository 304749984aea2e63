import { createContext, useContext } from 'react';
import type { LoginRequest } from '@keel/domain';
import { ApiError } from '../../lib/api-error';
import type { AuthState } from './auth-reducer';

/** The session as the screens see it. */
export interface AuthContextValue extends AuthState {
  /** Posts the credentials; on success stores the tokens and goes to `/`. */
  login: (credentials: LoginRequest) => Promise<boolean>;
  /** Ends the session on the server (failure ignored), forgets it here and goes to `/login`. */
  logout: () => Promise<void>;
  /** Forgets the session on this device without asking the server, and goes to `/login`. */
  endSession: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session; throws outside the AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** Message of a failed login (spec §8). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return error.serverMessage || 'Login failed';
  return 'An unknown error occurred';
}
