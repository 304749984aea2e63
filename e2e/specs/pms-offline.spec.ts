import { expect, test, type Page } from '@playwright/test';
import { apiHeaders } from '../support/rfq';
import { apiGet, logIn } from '../support/session';

/**
 * PMS at sea (issue 12, docs/pms-components.md): a running-hours reading entered with no connection is
 * kept on the device, shown as pending, sent once when the link is back (one POST with its
 * Idempotency-Key) and saved once. The component and counter are this test's own (no shared seed record).
 */
test('a running-hours reading entered offline is pending, then saved once when the link is back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-6);
  const headers = await apiHeaders(request, 'superintendent');
  const ships = await apiGet<{ id: string; name: string }[]>(
    request,
    headers['x-auth-token'],
    '/access/ships/me/',
  );
  const aurora = ships.find((s) => s.name === 'Keel Aurora')!.id;
  const component = await request.post('/api/v1/pms/components', {
    headers,
    data: { shipId: aurora, code: `994.${stamp}`, name: `Emergency generator ${stamp}` },
  });
  expect(component.status()).toBe(201);
  const componentId = ((await component.json()) as { data: { id: string } }).data.id;
  const counter = await request.post(`/api/v1/pms/components/${componentId}/counters`, {
    headers,
    data: { name: 'Running hours' },
  });
  expect(counter.status()).toBe(201);
  const counterId = ((await counter.json()) as { data: { id: string } }).data.id;

  const tokens = await logIn(page, 'master');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/v1/pms/counters/${counterId}/readings`)
      posts.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.goto(`/PMS/manage/${aurora}`);
  await page.getByRole('textbox', { name: 'Search code, name, maker, serial' }).fill(stamp);
  await page
    .getByRole('tree', { name: 'Components of the ship' })
    .getByText(`Emergency generator ${stamp}`)
    .click();
  const hours = page.getByTestId('current-hours');
  await expect(hours).toHaveText('0 h');

  await context.setOffline(true);
  const form = page.getByRole('form', { name: 'New reading of Running hours' });
  await form.getByRole('spinbutton', { name: 'Hours' }).fill('37');
  await form.getByRole('button', { name: 'Save reading' }).click();
  await expect(page.getByRole('button', { name: '1 change waiting to send' })).toBeVisible();
  await expect(page.getByText(/1 running-hours reading entered on this device/)).toBeVisible();
  expect(posts).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: '1 change waiting to send' })).toBeHidden({
    timeout: 30_000,
  });
  await expect(page.getByText(/1 running-hours reading entered on this device/)).toBeHidden();
  await expect(hours).toHaveText('37 h', { timeout: 20_000 });
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
  const readings = await apiGet<{ hours: number }[]>(
    page.request,
    tokens.token,
    `/pms/counters/${counterId}/readings`,
  );
  expect(readings.filter((r) => r.hours === 37)).toHaveLength(1);
});

test.describe('PMS screens read at sea', () => {
  // The offline reads come from the service worker's kept answers (docs/offline-reads.md).
  test.use({ serviceWorkers: 'allow' });
  const slow = expect.configure({ timeout: 30_000 });
  const banner = (page: Page) => page.getByText(/^Offline — as of \d{4}\/\d\d\/\d\d \d\d:\d\d$/);

  /** Waits until an answer whose path and query start with `prefix` is kept by the service worker. */
  async function waitKept(page: Page, prefix: string) {
    await slow
      .poll(
        () =>
          page.evaluate(async (start) => {
            for (const name of await caches.keys()) {
              if (!name.startsWith('keel-api-user-')) continue;
              const keys = await (await caches.open(name)).keys();
              if (keys.some((r) => (new URL(r.url).pathname + new URL(r.url).search).startsWith(start)))
                return true;
            }
            return false;
          }, prefix),
        { message: `${prefix} kept` },
      )
      .toBe(true);
  }

  test("a ship's tree, jobs, a job and a spare part open with no connection after a visit", async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const tokens = await logIn(page, 'master');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.reload();
    await waitKept(page, '/api/v1/access/sidebar/me/');
    const ships = await apiGet<{ id: string; name: string }[]>(
      page.request,
      tokens.token,
      '/access/ships/me/',
    );
    const aurora = ships.find((s) => s.name === 'Keel Aurora')!.id;
    const [job] = await apiGet<{ id: string; title: string }[]>(
      page.request,
      tokens.token,
      `/pms/jobs?shipId=${aurora}&limit=1`,
    );
    const [part] = await apiGet<{ id: string; partNumber: string; name: string }[]>(
      page.request,
      tokens.token,
      `/pms/spare-parts?shipId=${aurora}&limit=1`,
    );
    const top = await apiGet<{ code: string; name: string }[]>(
      page.request,
      tokens.token,
      `/pms/ships/${aurora}/components?parent=root`,
    );
    const tree = page.getByRole('tree', { name: 'Components of the ship' });

    // Online: each screen once, until its answers are kept.
    await page.goto(`/PMS/manage/${aurora}`);
    await slow(tree.getByText(top[0]!.name, { exact: true }).first()).toBeVisible();
    await waitKept(page, `/api/v1/pms/ships/${aurora}/components`);
    await page.goto(`/PMS/manage/${aurora}?tab=jobs`);
    await slow(page.getByText(job!.title).first()).toBeVisible();
    await waitKept(page, '/api/v1/pms/jobs?');
    await page.goto(`/PMS/job/${job!.id}`);
    await slow(page.getByRole('heading', { level: 1 })).toContainText(job!.title);
    await waitKept(page, `/api/v1/pms/jobs/${job!.id}`);
    await page.goto(`/PMS/spare-part/${part!.id}`);
    await slow(page.getByRole('heading', { level: 1 })).toContainText(part!.name);
    await waitKept(page, `/api/v1/pms/spare-parts/${part!.id}`);
    await expect(banner(page)).toHaveCount(0);

    // Offline: the same screens from the kept answers, under the offline banner.
    await context.setOffline(true);
    await page.reload();
    await slow(banner(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(part!.name);
    await page.goto(`/PMS/job/${job!.id}`);
    await slow(banner(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(job!.title);
    await page.goto(`/PMS/manage/${aurora}?tab=jobs`);
    await slow(banner(page)).toBeVisible();
    await expect(page.getByText(job!.title).first()).toBeVisible();
    await page.goto(`/PMS/manage/${aurora}`);
    await slow(banner(page)).toBeVisible();
    await expect(tree.getByText(top[0]!.name, { exact: true }).first()).toBeVisible();
    await context.setOffline(false);
  });
});
