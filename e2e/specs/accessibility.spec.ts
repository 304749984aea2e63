import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '../support/env';
import { logIn, sidebar } from '../support/session';

/**
 * Accessibility (issue 11, defect 8): axe-core on every screen — each sidebar route of the
 * administrator and of a master, the login page, and the public vendor offer and vendor purchase
 * order pages — in the light and the dark theme. Any 'serious' or 'critical' violation fails the
 * test; the failure lists each one by screen, theme, rule and target.
 */

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

interface Finding {
  screen: string;
  theme: Theme;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/** Waits until the screen has drawn its data: no spinner or skeleton left, the network quiet. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')).toHaveCount(0, {
    timeout: 15_000,
  });
  // Fades and transitions finished: axe reads colours, and a half-faded text has too little contrast.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}

/** The serious and critical violations of the page as it is now. */
async function audit(page: Page, screen: string, theme: Theme): Promise<Finding[]> {
  await settled(page);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      screen,
      theme,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? v.help,
    }));
}

function report(findings: Finding[]): string {
  return findings
    .map((f) => `${f.screen} [${f.theme}] ${f.rule} (${f.impact}): ${f.targets.join(' | ')} — ${f.summary}`)
    .join('\n');
}

/** Sets the theme the app reads at start-up, for every page opened afterwards in this context. */
async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((t) => window.localStorage.setItem('theme', t), theme);
}

/** Switches the open screen to the other theme with the top bar's switch (no reload). */
async function switchTheme(page: Page, to: Theme): Promise<void> {
  await page.getByRole('button', { name: `Switch to ${to} theme` }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
}

/** The sidebar routes of the signed-in user. */
async function sidebarPaths(page: Page, who: string): Promise<string[]> {
  const links = sidebar(page).getByRole('link');
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const paths = [...new Set(hrefs)].filter((p) => p.startsWith('/'));
  expect(paths.length, `${who} sidebar routes`).toBeGreaterThan(1);
  return paths;
}

/**
 * Opens `path` inside the running app, as the router does for a link: the history entry changes and the router
 * hears `popstate` (no reload: a full page load per screen cost the spec most of its time — the HTML, the
 * entry, the frame and the access lists again — and is what the other specs cover).
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  const target = path.split('?')[0]!;
  // `/…/first` links (conning insight) open the first ship and replace the address with its id.
  const opened = (pathname: string) =>
    pathname === target ||
    (target.endsWith('/first') && pathname.startsWith(target.slice(0, -'first'.length)));
  await expect(page).toHaveURL((url) => opened(url.pathname));
}

/**
 * Audits each route in both themes, opened in the running app: in the theme the previous screen left, then
 * (switched in place with the top bar's button) in the other one, so every screen is read in light and dark.
 */
async function auditRoutes(page: Page, who: string, paths: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  let theme: Theme = (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
  for (const path of paths) {
    await openInApp(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    findings.push(...(await audit(page, `${who} ${path}`, theme)));
    theme = theme === 'light' ? 'dark' : 'light';
    await switchTheme(page, theme);
    findings.push(...(await audit(page, `${who} ${path}`, theme)));
  }
  return findings;
}

async function apiLogin(request: APIRequestContext, user: DemoUser) {
  const response = await request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS[user], password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { token, csrf } = ((await response.json()) as { data: { token: string; csrf: string } }).data;
  return { 'x-auth-token': token, 'x-csrf-token': csrf };
}

/** The first public link of that kind in the outbox (seeded RFQ invitations; a PO the spec sends). */
async function outboxLink(request: APIRequestContext, kind: string, page: 'offer' | 'purchase-order') {
  const admin = await apiLogin(request, 'admin');
  const answer = await request.get(`/api/v1/mail/outbox?kind=${kind}&limit=20`, { headers: admin });
  expect(answer.status()).toBe(200);
  const messages = ((await answer.json()) as { data: { text: string }[] }).data;
  const pattern = new RegExp(`https?://[^\\s]+(/vendor/${page}\\?token=[^\\s]+)`);
  const match = messages.map((m) => pattern.exec(m.text)).find(Boolean);
  expect(match, `a ${kind} e-mail with a vendor link`).toBeTruthy();
  return match![1]!;
}

/** Sends an approved purchase order of the seed to its vendor through the API, so its link is in the outbox. */
async function sendApprovedOrder(request: APIRequestContext): Promise<void> {
  const purchaser = await apiLogin(request, 'purchaser');
  const list = await request.get('/api/v1/purchasing/purchase-orders/?state=APPROVED&limit=5', {
    headers: purchaser,
  });
  const orders = ((await list.json()) as { data: { id: string; version: number }[] }).data;
  expect(orders.length, 'an approved purchase order in the seed').toBeGreaterThan(0);
  const order = orders[0]!;
  const sent = await request.post(`/api/v1/purchasing/purchase-orders/${order.id}/send`, {
    headers: purchaser,
    data: { version: order.version, expiresInDays: 14 },
  });
  expect(sent.status(), 'send the purchase order').toBe(200);
}

test('no serious accessibility violation on the public pages, in both themes', async ({ page, request }) => {
  test.setTimeout(180_000);
  const offer = await outboxLink(request, 'rfq_invitation', 'offer');
  await sendApprovedOrder(request);
  const order = await outboxLink(request, 'purchase_order', 'purchase-order');
  const findings: Finding[] = [];
  await page.goto('/login');
  for (const theme of THEMES) {
    await useTheme(page, theme);
    for (const [screen, url] of [
      ['login', '/login'],
      ['vendor offer', offer],
      ['vendor purchase order', order],
    ] as const) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading').first()).toBeVisible();
      findings.push(...(await audit(page, screen, theme)));
    }
  }
  expect(report(findings), 'serious or critical axe violations').toBe('');
});

// Each signed-in user's sidebar screens split into parts, so the workers share the work: the administrator
// sees every route (four parts); a master's screens in two (one test ran past 5 minutes under load).
const SIGNED_IN: { user: DemoUser; whose: string; parts: number }[] = [
  { user: 'admin', whose: "the administrator's", parts: 4 },
  { user: 'master', whose: "a master's", parts: 2 },
];
for (const { user, whose, parts } of SIGNED_IN)
  for (let part = 0; part < parts; part++) {
    test(`no serious accessibility violation on ${whose} screens (part ${part + 1} of ${parts}), in both themes`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await logIn(page, user);
      const paths = (await sidebarPaths(page, user)).filter((_, i) => i % parts === part);
      const findings = await auditRoutes(page, user, paths);
      expect(report(findings), 'serious or critical axe violations').toBe('');
    });
  }
