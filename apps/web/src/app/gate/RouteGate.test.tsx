import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_DENIED_TEXT } from '../error/error-routes';
import { getAccessToken, getRefreshToken } from '../../lib/session';
import { lastSafePage } from './last-safe-page';
import { ADMIN, MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../test/helpers';

const emptyPage = { data: [], page: { total: 0, offset: 0, limit: 25 } };

describe('route gate', () => {
  it('sends a visitor without a stored token to /login', async () => {
    const { router } = renderApp('/users');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens a permitted page and remembers it as the last safe page', async () => {
    signIn(MASTER);
    stubApi({ ...accessHandlers(['dashboard', 'users']), 'GET /users/': () => json(emptyPage) });
    const { router } = renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
    await waitFor(() => expect(lastSafePage()).toBe('/users'));
  });

  it('redirects a denied page to /access-denied with the last safe page', async () => {
    signIn(MASTER);
    sessionStorage.setItem('keel.lastSafePage', '/users');
    stubApi(accessHandlers(['dashboard', 'users']));
    const { router } = renderApp('/config');
    expect(await screen.findByRole('heading', { name: 'Access Error' })).toBeInTheDocument();
    expect(screen.getByText(ACCESS_DENIED_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied');
    expect(router.state.location.state).toEqual({ from: '/users' });
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeInTheDocument();
  });

  it('offers Logout instead of Go Home when the dashboard is not allowed', async () => {
    signIn(MASTER);
    stubApi(accessHandlers(['users']));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Access Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go Home' })).not.toBeInTheDocument();
  });

  it('lets an administrator open /config', async () => {
    signIn(ADMIN);
    stubApi({ ...accessHandlers([]), 'GET /audit/': () => json(emptyPage) });
    renderApp('/config');
    expect(await screen.findByRole('heading', { name: 'Company settings', level: 1 })).toBeInTheDocument();
  });

  it('sends an unknown path to /404', async () => {
    signIn(ADMIN);
    stubApi(accessHandlers([]));
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('forgets the session and goes to /login when an access list cannot be loaded', async () => {
    signIn(MASTER);
    stubApi({
      ...accessHandlers(['dashboard']),
      'GET /access/sidebar/me/': () => json({ message: 'Database is down' }, 500),
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' }, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getAccessToken()).toBeNull();
  });

  it('goes to /login with every token deleted when the session cannot be renewed', async () => {
    signIn(MASTER);
    stubApi({
      'GET /access/sidebar/me/': () => json({ message: 'Invalid Token: jwt expired' }, 401),
      'GET /access/actions/me/': () => json({ message: 'Invalid Token: jwt expired' }, 401),
      'GET /config/': () => json({ message: 'Invalid Token: jwt expired' }, 401),
      'GET /auth/refresh/': () => json({ message: 'Invalid refresh token' }, 401),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });
});
