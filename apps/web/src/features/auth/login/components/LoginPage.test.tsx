import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAccessToken, getCsrfToken, getRefreshToken } from '../../../../lib/session';
import { ADMIN, accessHandlers, fakeJwt, json, renderApp, stubApi } from '../../../../test/helpers';

async function submit(email = 'admin@keel.demo', password = 'keel-demo') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login', () => {
  it('shows the server message when the login is refused', async () => {
    stubApi({ 'POST /auth/': () => json({ message: 'Invalid email or password' }, 401) });
    renderApp('/login');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("shows 'Login failed' when the server gives no message", async () => {
    stubApi({ 'POST /auth/': () => new Response('', { status: 500 }) });
    renderApp('/login');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it("shows 'An unknown error occurred' when no answer comes", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/login');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred');
  });

  it('validates the e-mail with the domain schema before posting', async () => {
    const { calls } = stubApi({});
    renderApp('/login');
    await submit('not-an-email');
    expect(await screen.findByText('email must be a valid e-mail address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('stores the three tokens, decodes the user and opens the dashboard', async () => {
    const token = fakeJwt(ADMIN);
    const { calls } = stubApi({
      ...accessHandlers(['dashboard']),
      'POST /auth/': () => json({ data: { token, refreshToken: 'r-1', csrf: 'c-1' } }),
    });
    const { router } = renderApp('/login');
    await submit();
    expect(await screen.findByRole('heading', { name: /Ada/, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getAccessToken()).toBe(token);
    expect(getRefreshToken()).toBe('r-1');
    expect(getCsrfToken()).toBe('c-1');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/',
      body: { email: 'admin@keel.demo', password: 'keel-demo' },
    });
  });

  it('logs out: tells the server with both tokens, forgets them and returns to /login', async () => {
    const user = userEvent.setup();
    const token = fakeJwt(ADMIN);
    const { calls } = stubApi({
      ...accessHandlers(['dashboard']),
      'POST /auth/': () => json({ data: { token, refreshToken: 'r-1', csrf: 'c-1' } }),
      'POST /auth/logout/': () => json({ message: 'Invalid refresh token' }, 401),
    });
    const { router } = renderApp('/login');
    await submit();
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const logout = calls.find((c) => c.path === '/auth/logout/');
    expect(logout?.headers).toMatchObject({ 'x-refresh-token': 'r-1', 'x-csrf-token': 'c-1' });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getCsrfToken()).toBeNull();
  });
});
