import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState } from './auth-reducer';

const user = { id: 'u1', name: 'Ada', email: 'ada@keel.demo', isAdmin: true };

describe('auth reducer', () => {
  it('counts as logged in at start when a token is stored', () => {
    expect(initialAuthState('token', user)).toMatchObject({
      isAuthenticated: true,
      user,
      initialLoading: true,
    });
    expect(initialAuthState(null, null)).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('walks through login, error, user change, logout and the end of the initial load', () => {
    let state = initialAuthState(null, null);
    state = authReducer(state, { type: 'LOGIN_START' });
    expect(state.loading).toBe(true);
    state = authReducer(state, { type: 'LOGIN_ERROR', error: 'Login failed' });
    expect(state).toMatchObject({ loading: false, error: 'Login failed', isAuthenticated: false });
    state = authReducer(state, { type: 'LOGIN_SUCCESS', user });
    expect(state).toMatchObject({ isAuthenticated: true, user, error: null });
    state = authReducer(state, { type: 'SET_USER', user: { ...user, name: 'Ada L.' } });
    expect(state.user?.name).toBe('Ada L.');
    state = authReducer(state, { type: 'LOGOUT' });
    expect(state).toMatchObject({ isAuthenticated: false, user: null });
    expect(authReducer(state, { type: 'INITIAL_LOAD_COMPLETE' }).initialLoading).toBe(false);
  });
});
