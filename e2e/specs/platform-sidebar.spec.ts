import { expect, test, type Browser, type Page } from '@playwright/test';
import { gateRoute } from '@keel/domain';
import { DEMO_USERS, type DemoUser } from '../support/env';
import { accessOf, logIn, sidebar } from '../support/session';
import { decodeJwt } from '../support/tokens';

/** The distinct in-app paths the sidebar links to. */
async function sidebarPaths(page: Page): Promise<string[]> {
  const hrefs = await sidebar(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return [...new Set(hrefs.map((href) => new URL(href).pathname))].sort();
}

/** Every area of the app: what the administrator's sidebar links to. */
async function adminPaths(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'admin');
  const paths = await sidebarPaths(page);
  await context.close();
  return paths;
}

/** Areas a user must not see, beyond what the comparison with the server already covers. */
const MUST_NOT_SEE: Record<DemoUser, RegExp[]> = {
  admin: [],
  superintendent: [/^\/users/, /^\/config/, /^\/accounting/],
  purchaser: [/^\/users/, /^\/config/, /^\/PMS/, /^\/accounting/],
  accountant: [/^\/users/, /^\/config/, /^\/PMS/],
  master: [/^\/users/, /^\/config/, /^\/accounting/],
};

test.describe('sidebar shows each demo user only their areas', () => {
  let everyArea: string[] = [];

  test.beforeAll(async ({ browser }) => {
    everyArea = await adminPaths(browser);
  });

  test('the administrator sees every area, including users and company settings', async () => {
    expect(everyArea).toContain('/');
    expect(everyArea).toContain('/users');
    expect(everyArea).toContain('/config');
    for (const path of everyArea)
      expect(gateRoute(path, null), `${path} is a known route`).not.toBe('not-found');
  });

  for (const user of Object.keys(DEMO_USERS) as DemoUser[]) {
    test(`${user} sees exactly the areas the server grants`, async ({ page, request }) => {
      const { token } = await logIn(page, user);
      const access = await accessOf(request, token, decodeJwt(token).isAdmin === true);
      const shown = await sidebarPaths(page);

      expect(shown.length, 'the sidebar lists at least one area').toBeGreaterThan(0);
      for (const path of shown) expect(gateRoute(path, access), `${user} may open ${path}`).toBe('allow');
      const permitted = everyArea.filter((path) => gateRoute(path, access) === 'allow');
      expect(shown, 'every permitted area is listed, no other').toEqual(permitted);
      for (const forbidden of MUST_NOT_SEE[user])
        expect(
          shown.filter((path) => forbidden.test(path)),
          `${user} sees no ${forbidden}`,
        ).toEqual([]);
    });
  }
});
