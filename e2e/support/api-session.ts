import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from './env';

/** A demo user signed in over the API: the access and CSRF tokens, and the ships the user may see. */
export interface ApiSession {
  token: string;
  csrf: string;
  ships: { id: string; name: string }[];
}

/** Signs `user` in over the API (as the web app does) and reads the user's ships. */
export async function apiSession(
  request: APIRequestContext,
  user: keyof typeof DEMO_USERS,
): Promise<ApiSession> {
  const login = await request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS[user], password: DEMO_PASSWORD },
  });
  if (!login.ok()) throw new Error(`sign-in of ${user} failed: ${login.status()} ${await login.text()}`);
  const { token, csrf } = ((await login.json()) as { data: { token: string; csrf: string } }).data;
  const ships = await request.get('/api/v1/access/ships/me/', { headers: { 'x-auth-token': token } });
  return { token, csrf, ships: ((await ships.json()) as { data: ApiSession['ships'] }).data };
}
