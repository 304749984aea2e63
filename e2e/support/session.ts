import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { buildAccess, type Access } from '@keel/domain';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './env';

/** The tokens the server handed out at login. */
export interface LoginTokens {
  token: string;
  refreshToken: string;
  csrf: string;
}

/**
 * Signs in through the login form and waits for the landing page. Returns the tokens from the
 * login answer so a spec can call the API as the same user.
 */
export async function logIn(page: Page, user: DemoUser): Promise<LoginTokens> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_USERS[user]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/auth/',
  );
  await page.getByRole('button', { name: 'Log in' }).click();
  const response = await answer;
  expect(response.status(), 'login answer').toBe(200);
  const body = (await response.json()) as { data: LoginTokens };
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  return body.data;
}

/** The sidebar navigation of the signed-in layout. */
export function sidebar(page: Page) {
  return page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link') })
    .first();
}

/** GET an `/api/v1` path as the holder of `token`; returns `data` of the envelope. */
export async function apiGet<T>(request: APIRequestContext, token: string, apiPath: string): Promise<T> {
  const response = await request.get(`/api/v1${apiPath}`, { headers: { 'x-auth-token': token } });
  expect(response.status(), `GET /api/v1${apiPath}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The user's access as the server reports it: admin flag (from the token), sidebar and per-ship actions. */
export async function accessOf(request: APIRequestContext, token: string, isAdmin: boolean): Promise<Access> {
  const [sidebarPermissions, shipActions] = await Promise.all([
    apiGet<string[]>(request, token, '/access/sidebar/me/'),
    apiGet<{ ship_id: string; actions: string[] }[]>(request, token, '/access/actions/me/'),
  ]);
  return buildAccess({ isAdmin, sidebar: sidebarPermissions, shipActions });
}

/** The keys of the page's localStorage. */
export function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage));
}

/**
 * Dismisses the success toasts (they sit at the top right, over a dialog's close button, and pause while the
 * pointer is on them) and waits until none is left. A toast that closed by itself on a slow run is fine.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.locator('.Toastify__toast .Toastify__close-button');
  for (let i = await close.count(); i > 0; i--)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 30_000 });
}
