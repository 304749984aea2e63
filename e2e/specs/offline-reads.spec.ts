import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/env';
import { logIn, type LoginTokens } from '../support/session';

/**
 * Offline reads (docs/offline-reads.md): the service worker keeps the app shell and the last answers of
 * the screens a crew needs at sea, per user. Each test has a browser context of its own, so a service
 * worker and its caches never leak from one test into another.
 */
test.use({ serviceWorkers: 'allow' });

/** Each step reloads the app and, online, also fills the worker's caches: room for a loaded machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

const USER_CACHE = 'keel-api-user-';
const OFFLINE_BANNER = /^Offline — as of \d{4}\/\d\d\/\d\d \d\d:\d\d$/;

/** Waits until the service worker controls the page, so API reads go through it. */
async function underServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** The addresses (path and query) kept in the users' API caches, by cache name. */
function keptAnswers(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async (prefix) => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue;
      const cache = await caches.open(name);
      kept[name] = (await cache.keys()).map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return kept;
  }, USER_CACHE);
}

/** Every kept address, whatever the user. */
async function allKept(page: Page): Promise<string[]> {
  return Object.values(await keptAnswers(page)).flat();
}

/** Waits until an answer whose path starts with `path` is kept. */
async function waitKept(page: Page, path: string) {
  await expect
    .poll(async () => (await allKept(page)).some((kept) => kept.startsWith(path)), {
      message: `${path} kept`,
    })
    .toBe(true);
}

/** Logs in and waits for the service worker; the page is on the dashboard, its reads kept. */
async function logInUnderServiceWorker(page: Page, user: keyof typeof DEMO_USERS): Promise<LoginTokens> {
  const tokens = await logIn(page, user);
  await underServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Good (morning|afternoon|evening)/ })).toBeVisible();
  await waitKept(page, '/api/v1/access/sidebar/me/');
  return tokens;
}

/** The offline banner, by its title. */
const banner = (page: Page) => page.getByText(OFFLINE_BANNER);

test('screens visited online open with no connection after a reload, with "Offline — as of <time>"', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await logInUnderServiceWorker(page, 'master');
  await waitKept(page, '/api/v1/work');

  await page.goto('/purchasing/requisition');
  await page.getByText('REQ-2026-00005').click();
  await expect(page.getByRole('heading', { name: 'REQ-2026-00005' })).toBeVisible();
  const requisitionUrl = new URL(page.url()).pathname;
  await waitKept(page, `/api/v1/purchasing/requisitions/${requisitionUrl.split('/').pop()}`);
  await page.goto('/certificate');
  await expect(page.getByRole('heading', { name: 'Certificates' })).toBeVisible();
  await waitKept(page, '/api/v1/certificates/matrix');
  await page.goto('/reporttable');
  await expect(page.getByRole('table', { name: 'Noon reports' })).toBeVisible();
  await waitKept(page, '/api/v1/noon-reports/');
  await expect(banner(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Noon reports' }).getByRole('row').nth(1)).toBeVisible();

  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Good (morning|afternoon|evening)/ })).toBeVisible();
  await expect(page.getByText('Keel Aurora').first()).toBeVisible();

  await page.goto('/purchasing/requisition');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByText('REQ-2026-00005')).toBeVisible();

  await page.goto(requisitionUrl);
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'REQ-2026-00005' })).toBeVisible();

  await page.goto('/certificate');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Certificates' })).toBeVisible();
  await expect(page.getByText('Keel Aurora').first()).toBeVisible();

  // A screen never opened here says so plainly, inside the app, and never shows an error page.
  await page.goto('/fleet');
  await expect(page.getByText('This screen is not available offline')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  // Back online, the screen fetches again and the banner goes.
  await page.goto('/reporttable');
  await expect(banner(page)).toBeVisible();
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Noon reports' })).toBeVisible();
});

test('kept answers belong to the user: another user\u2019s token never gets them, logout deletes them', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const master = await logInUnderServiceWorker(page, 'master');
  await page.goto('/reporttable');
  await expect(page.getByRole('table', { name: 'Noon reports' })).toBeVisible();
  await waitKept(page, '/api/v1/noon-reports/');
  const kept = await keptAnswers(page);
  expect(Object.keys(kept), 'one cache, for the master').toHaveLength(1);
  const noonAddress = Object.values(kept)
    .flat()
    .find((address) => address.startsWith('/api/v1/noon-reports/'));
  if (!noonAddress) throw new Error('the noon reports answer was not kept');

  const login = await request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS.superintendent, password: DEMO_PASSWORD },
  });
  const other = ((await login.json()) as { data: LoginTokens }).data;

  await context.setOffline(true);
  const read = (token: string) =>
    page.evaluate(
      async ({ address, token }) => {
        const answer = await fetch(address, {
          headers: { 'x-auth-token': token, accept: 'application/json' },
        });
        return { status: answer.status, cachedAt: answer.headers.get('x-keel-cached-at') };
      },
      { address: noonAddress, token },
    );
  const asMaster = await read(master.token);
  expect(asMaster.status).toBe(200);
  expect(asMaster.cachedAt).not.toBeNull();
  // The same address with another user's token: nothing of the master's copy.
  expect(await read(other.token)).toEqual({ status: 503, cachedAt: null });
  await context.setOffline(false);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect.poll(() => keptAnswers(page)).toEqual({});

  // A second user of the same browser: the master's screens are not there for them offline.
  await page.getByLabel('Email', { exact: true }).fill(DEMO_USERS.superintendent);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await waitKept(page, '/api/v1/access/sidebar/me/');
  await context.setOffline(true);
  await page.goto('/reporttable');
  await expect(page.getByText(/not available offline/).first()).toBeVisible();
  await expect(page.getByText('AUR-2608')).toHaveCount(0);
});

test('a session that cannot be renewed deletes the kept answers', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { refreshToken, csrf } = await logInUnderServiceWorker(page, 'master');
  await page.goto('/reporttable');
  await expect(page.getByRole('table', { name: 'Noon reports' })).toBeVisible();
  await waitKept(page, '/api/v1/noon-reports/');

  // The session ends on the server (as after a password change elsewhere): the next read is refused,
  // the renewal fails, and the app forgets the session and everything kept for it.
  const ended = await request.post('/api/v1/auth/logout/', {
    headers: { 'x-refresh-token': refreshToken, 'x-csrf-token': csrf },
    data: {},
  });
  expect(ended.status(), 'logout of the session elsewhere').toBe(200);
  await page.goto('/certificate');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect.poll(() => keptAnswers(page)).toEqual({});
});
