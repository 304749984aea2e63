import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@keel/domain';
import { api } from '../../lib/api-client';
import { decodeTokenUser } from '../../lib/jwt';
import { loadAuthSchemas } from '../../lib/lazy-schemas';
import { clearSession, getAccessToken, getRefreshToken, storeSession } from '../../lib/session';
import { clearAccessCache } from '../access/access-cache';
import { clearOfflineData } from '../offline/offline-wiring';
import { AuthContext, loginErrorMessage, type AuthContextValue } from './auth-context';
import { authReducer, initialAuthState } from './auth-reducer';

/**
 * The session (spec §4): login, logout, the current user decoded from the access token, and the
 * API client's hooks — a failed session renewal ends here with a trip to /login.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(authReducer, null, () => {
    const token = getAccessToken();
    return initialAuthState(token, decodeTokenUser(token));
  });

  useEffect(() => {
    dispatch({ type: 'INITIAL_LOAD_COMPLETE' });
  }, []);

  const forget = useCallback(() => {
    clearSession();
    clearAccessCache();
    void clearOfflineData();
    queryClient.clear();
    dispatch({ type: 'LOGOUT' });
  }, [queryClient]);

  useEffect(() => {
    api.setSessionHandlers({
      onSessionEnded: () => {
        forget();
        navigate('/login', { replace: true });
      },
      onTokensRefreshed: (tokens) => dispatch({ type: 'SET_USER', user: decodeTokenUser(tokens.token) }),
    });
    return () => api.setSessionHandlers({});
  }, [forget, navigate]);

  const login = useCallback(
    async (credentials: LoginRequest) => {
      dispatch({ type: 'LOGIN_START' });
      try {
        // The schema (zod) loads beside the request; usually it is here already (the login page
        // prefetches the signed-in frame, which imports it).
        const { data } = await api.post('/auth/', credentials, {
          schema: loadAuthSchemas().then((m) => m.loginResponseSchema),
          skipSessionRenewal: true,
        });
        clearAccessCache();
        await clearOfflineData();
        queryClient.clear();
        storeSession(data);
        dispatch({ type: 'LOGIN_SUCCESS', user: decodeTokenUser(data.token) });
        navigate('/', { replace: true });
        return true;
      } catch (error) {
        dispatch({ type: 'LOGIN_ERROR', error: loginErrorMessage(error) });
        return false;
      }
    },
    [navigate, queryClient],
  );

  const logout = useCallback(async () => {
    const refreshToken = getRefreshToken();
    if (refreshToken) {
      try {
        await api.post(
          '/auth/logout/',
          {},
          { headers: { 'x-refresh-token': refreshToken }, skipSessionRenewal: true },
        );
      } catch {
        // The session ends on this device whatever the server says.
      }
    }
    forget();
    navigate('/login', { replace: true });
  }, [forget, navigate]);

  const endSession = useCallback(() => {
    forget();
    navigate('/login', { replace: true });
  }, [forget, navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, logout, endSession }),
    [state, login, logout, endSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
