import { expect, test } from '@playwright/test';
import { logIn, sidebar, storageKeys } from '../support/session';
import { expiredCopyOf } from '../support/tokens';

const isApi = (url: string, path: string) => new URL(url).pathname === `/api/v1${path}`;

test('an expired access token is renewed once, without the user noticing', async ({ page }) => {
  // The dashboard's cards load last (certificates, then maintenance's two job reads, in either order); a
  // request of them still to come when the route below is installed would start a refresh that the reload
  // then aborts, after the server rotated the refresh token (seen: the maintenance card's reads came
  // after the certificates' and the reloaded page was signed out).
  const cardsLoaded = Promise.all([
    page.waitForResponse((r) => isApi(r.url(), '/certificates/due')),
    page.waitForResponse((r) => isApi(r.url(), '/pms/jobs') && r.url().includes('dueWithinDays=')),
    page.waitForResponse((r) => isApi(r.url(), '/pms/jobs') && r.url().includes('overdue=true')),
  ]);
  const { token } = await logIn(page, 'admin');
  await cardsLoaded;
  await page.waitForLoadState('networkidle');
  const expired = expiredCopyOf(token);

  // From now on every request that still carries the login token carries an expired copy instead,
  // so the real server answers 401 'Invalid Token: jwt expired' until the client renews the session.
  let rejected = 0;
  let refreshes = 0;
  await page.route('**/api/v1/**', async (route) => {
    const headers = route.request().headers();
    if (headers['x-auth-token'] === token) {
      rejected += 1;
      await route.continue({ headers: { ...headers, 'x-auth-token': expired } });
    } else await route.continue();
  });
  page.on('request', (request) => {
    if (isApi(request.url(), '/auth/refresh/')) refreshes += 1;
  });

  await page.reload();
  await expect(sidebar(page)).toBeVisible();
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/users');
  await expect(page.getByRole('cell', { name: 'purchaser@keel.demo' })).toBeVisible();

  expect(rejected, 'requests that met the expired token').toBeGreaterThan(0);
  expect(refreshes, 'one refresh for all the rejected requests').toBe(1);
  expect(new URL(page.url()).pathname).not.toBe('/login');
});

test('logging out clears the stored session and returns to the login screen', async ({ page, request }) => {
  const { refreshToken } = await logIn(page, 'accountant');
  expect(
    (await storageKeys(page)).some((k) => k.startsWith('@secure.')),
    'tokens are stored',
  ).toBe(true);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect((await storageKeys(page)).filter((k) => k.startsWith('@secure.'))).toEqual([]);
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  // The session ended on the server too: its refresh token no longer works.
  const refresh = await request.get('/api/v1/auth/refresh/', {
    headers: { 'x-refresh-token': refreshToken },
  });
  expect(refresh.status()).toBe(401);
});

test('on a narrow screen the navigation opens from the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await logIn(page, 'purchaser');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(sidebar(page).getByRole('link').first()).toBeVisible();
});
