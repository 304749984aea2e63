import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@keel/domain';
import { API, createTestApp, decodeJwt, type TestApp } from '../../test/test-app';
import { DEMO, GOOD_PASSWORD } from '../../test/fixtures';
import { hashToken } from '../../lib/tokens';
import { REFRESH_RACE_GRACE_MS } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const login = (email: string, password: string, ip = '127.0.0.1') =>
  t.inject({ method: 'POST', url: `${API}/auth/`, payload: { email, password }, remoteAddress: ip });
const refresh = (refreshToken?: string) =>
  t.inject({
    method: 'GET',
    url: `${API}/auth/refresh/`,
    headers: refreshToken ? { 'x-refresh-token': refreshToken } : {},
  });

describe('POST /auth/ (login)', () => {
  it('answers 200 with the access, refresh and CSRF tokens', async () => {
    const response = await login(DEMO.admin, 'keel-demo');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data).sort()).toEqual(['csrf', 'refreshToken', 'token']);
    expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(body.data.csrf).toMatch(/^[\w-]{43}$/);
  });

  it('puts id, name, email and the admin flag into the JWT payload', async () => {
    const admin = await t.login(DEMO.admin);
    const master = await t.login(DEMO.master);
    const claims = decodeJwt<Record<string, unknown>>(admin.token);
    expect(claims).toMatchObject({ name: 'Ada Admin', email: DEMO.admin, isAdmin: true });
    expect(claims.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(claims).sort()).toEqual([
      'email',
      'exp',
      'iat',
      'id',
      'isAdmin',
      'jti',
      'name',
      'sid',
    ]);
    expect(decodeJwt(master.token)).toMatchObject({
      name: 'Capt. Jonas Eriksen',
      email: DEMO.master,
      isAdmin: false,
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(15 * 60);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await login('  Admin@Keel.DEMO ', 'keel-demo');
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 "Invalid email or password" for a wrong password and for an unknown e-mail alike', async () => {
    const wrongPassword = await login(DEMO.accountant, 'not-the-password', '10.1.0.1');
    const unknownEmail = await login('nobody@keel.demo', 'keel-demo', '10.1.0.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const response = await login('not-an-email', 'x');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'E-mail must be a valid e-mail address',
      details: [{ field: 'email', message: 'email must be a valid e-mail address' }],
    });
    const empty = await t.inject({ method: 'POST', url: `${API}/auth/`, payload: { email: DEMO.admin } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Password is required');
  });

  it('answers 429 after 5 failures for one e-mail, even with the right password, while other users still sign in', async () => {
    const email = 'purchaser@keel.demo';
    for (let i = 0; i < 5; i++) {
      const response = await login(email, `wrong-${i}`, `10.2.0.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(email, 'keel-demo', '10.2.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many failed login attempts. Try again in 15 minutes.' });
    expect((await login(DEMO.superintendent, 'keel-demo', '10.2.0.1')).statusCode).toBe(200);
  });

  it('answers 429 to an address after 20 failures across many e-mails', async () => {
    const ip = '10.3.0.7';
    for (let i = 0; i < 20; i++)
      expect((await login(`guess-${i}@example.com`, 'password', ip)).statusCode).toBe(401);
    const blocked = await login(DEMO.accountant, 'keel-demo', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many failed login attempts. Try again in 15 minutes.' });
    expect((await login(DEMO.accountant, 'keel-demo', '10.3.0.8')).statusCode).toBe(200);
  });
});

describe('GET /auth/refresh/ (rotation)', () => {
  it('gives new tokens for a refresh token, and the new access token works', async () => {
    const session = await t.login(DEMO.superintendent);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(['csrf', 'refreshToken', 'token']);
    expect(data.refreshToken).not.toBe(session.refreshToken);
    expect(data.csrf).toBe(session.csrf);
    expect(decodeJwt<{ sid: string }>(data.token).sid).toBe(session.user.sid);
    expect((await t.session(data).get('/access/sidebar/me/')).statusCode).toBe(200);
  });

  it('on reuse of an old refresh token answers 401 and ends the whole family, the newest token too', async () => {
    const session = await t.login(DEMO.superintendent);
    const first = (await refresh(session.refreshToken)).json().data;
    const second = (await refresh(first.refreshToken)).json().data;

    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: AUTH_MESSAGES.reusedRefresh });

    const newest = await refresh(second.refreshToken);
    expect(newest.statusCode).toBe(401);
    expect(newest.json()).toEqual({ message: 'Invalid refresh token' });
    const access = await t.session(second).get('/access/sidebar/me/');
    expect(access.statusCode).toBe(401);
    expect(access.json()).toEqual({ message: AUTH_MESSAGES.sessionEnded });
  });

  it('leaves other sessions of the same user alone', async () => {
    const stolen = await t.login(DEMO.accountant);
    const other = await t.login(DEMO.accountant);
    const next = (await refresh(stolen.refreshToken)).json().data;
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
    const reuse = await refresh(stolen.refreshToken);
    expect(reuse.json()).toEqual({ message: AUTH_MESSAGES.reusedRefresh });
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('gives a second pair of the same session to a token presented again while its successor is unused (two tabs renewing at once)', async () => {
    const session = await t.login(DEMO.superintendent);
    const [a, b] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [first, second] = [a.json().data, b.json().data];
    expect(first.refreshToken).not.toBe(second.refreshToken);
    expect(decodeJwt<{ sid: string }>(second.token).sid).toBe(session.user.sid);
    // Both tabs go on renewing, each with its own token.
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
    // Once a later token was used, the first one is plain reuse again and ends the session.
    const late = await refresh(session.refreshToken);
    expect(late.json()).toEqual({ message: AUTH_MESSAGES.reusedRefresh });
    expect((await t.session(second).get('/access/sidebar/me/')).statusCode).toBe(401);
  });

  it('treats a used token presented again after the grace period as reuse, even with its successor unused', async () => {
    const session = await t.login(DEMO.superintendent);
    const next = (await refresh(session.refreshToken)).json().data;
    await t.db.execute(
      sql`UPDATE refresh_tokens SET used_at = used_at - ${`${REFRESH_RACE_GRACE_MS + 1000} milliseconds`}::interval
          WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = ${hashToken(session.refreshToken)})
            AND used_at IS NOT NULL`,
    );
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: AUTH_MESSAGES.reusedRefresh });
    expect((await refresh(next.refreshToken)).json()).toEqual({ message: 'Invalid refresh token' });
  });

  it('answers 401 without a refresh token and for an unknown one', async () => {
    const none = await refresh();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Refresh token required' });
    const unknown = await refresh('x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Invalid refresh token' });
  });
});

describe('POST /auth/logout/', () => {
  it('revokes the family: its refresh token and its access token stop working', async () => {
    const session = await t.login(DEMO.superintendent);
    const response = await t.inject({
      method: 'POST',
      url: `${API}/auth/logout/`,
      headers: { 'x-refresh-token': session.refreshToken, 'x-csrf-token': session.csrf },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    const again = await refresh(session.refreshToken);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'Invalid refresh token' });
    const access = await session.get('/access/actions/me/');
    expect(access.statusCode).toBe(401);
    expect(access.json()).toEqual({ message: 'This session has ended; sign in again' });
  });

  it('refuses without the CSRF token of the session (403) and keeps the session', async () => {
    const session = await t.login(DEMO.superintendent);
    const response = await t.inject({
      method: 'POST',
      url: `${API}/auth/logout/`,
      headers: { 'x-refresh-token': session.refreshToken },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Invalid or missing CSRF token' });
    expect((await session.get('/access/sidebar/me/')).statusCode).toBe(200);
  });
});

describe('the access token (x-auth-token)', () => {
  it('answers 401 "Access Denied, No token provided" without a token', async () => {
    const response = await t.inject({ method: 'GET', url: `${API}/access/actions/me/` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Access Denied, No token provided' });
  });

  it('answers 401 "Invalid Token: jwt expired" for an expired token', async () => {
    const session = await t.login(DEMO.master);
    const sign = createSigner({ key: t.ctx.config.jwtSecret, algorithm: 'HS256' });
    const now = Math.floor(Date.now() / 1000);
    const { iat: _iat, exp: _exp, ...claims } = session.user;
    const expired = sign({ ...claims, iat: now - 3600, exp: now - 60 });
    const response = await t.inject({
      method: 'GET',
      url: `${API}/access/actions/me/`,
      headers: { 'x-auth-token': expired },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid Token: jwt expired' });
  });

  it('answers 401 for a garbage token and for one signed with another key', async () => {
    const garbage = await t.inject({
      method: 'GET',
      url: `${API}/access/actions/me/`,
      headers: { 'x-auth-token': 'garbage' },
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toEqual({ message: 'Invalid Token: malformed' });
    const session = await t.login(DEMO.master);
    const forged = createSigner({ key: 'another-secret-another-secret-another-secret', algorithm: 'HS256' })({
      ...session.user,
      isAdmin: true,
    });
    const response = await t.inject({
      method: 'GET',
      url: `${API}/access/actions/me/`,
      headers: { 'x-auth-token': forged },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid Token: invalid signature' });
  });

  it('refuses a state-changing request without or with a wrong x-csrf-token (403) and changes nothing', async () => {
    const admin = await t.login(DEMO.admin);
    const body = { name: 'Csrf Probe', email: 'csrf-probe@example.com', password: GOOD_PASSWORD };
    const without = await t.inject({
      method: 'POST',
      url: `${API}/users/`,
      headers: { 'x-auth-token': admin.token },
      payload: body,
    });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({ message: 'Invalid or missing CSRF token' });
    const other = await t.login(DEMO.admin);
    const wrong = await admin.request('POST', '/users/', body, { 'x-csrf-token': other.csrf });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'Invalid or missing CSRF token' });
    expect((await admin.get('/users/?q=csrf-probe')).json().page.total).toBe(0);
    expect((await admin.post('/users/', body)).statusCode).toBe(201);
  });
});
