import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, logIn } from '../support/session';

/**
 * Writes that survive (issue 12): a noon report entered with no connection is kept on the device, shown
 * as pending and sent once when the link is back; a report whose answer is lost mid-request is retried
 * with the same Idempotency-Key and saved once.
 */

const NOON_REPORTS = '/api/v1/noon-reports/';
const isReportPost = (url: URL, method: string) => method === 'POST' && url.pathname === NOON_REPORTS;

/** A report time no other test uses (the ship refuses two reports at one time). */
function uniqueTime(salt: number): Date {
  const n = Date.now() + salt;
  return new Date(Date.UTC(2036 + (n % 7), n % 12, 1 + (n % 27), n % 24, n % 60));
}

/** Opens "New report" and fills a whole report for `voyage` at `at`. */
async function enterReport(page: Page, voyage: string, at: Date): Promise<Locator> {
  await page.getByRole('button', { name: 'New report' }).click();
  const dialog = page.getByRole('dialog', { name: 'New noon report' });
  const pad = (n: number) => String(n).padStart(2, '0');
  await dialog.getByRole('group', { name: /Report time \(UTC\)/ }).click();
  await page.keyboard.press('Home');
  await page.keyboard.type(
    `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}`,
  );
  await dialog.getByLabel('Voyage', { exact: true }).fill(voyage);
  const fields: [RegExp, string][] = [
    [/^Latitude/, '-6.5'],
    [/^Longitude/, '104.2'],
    [/^Distance/, '288.5'],
    [/^Hours steaming/, '24'],
    [/^Average speed/, '12'],
    [/^Wind force/, '4'],
    [/^Sea state/, '3'],
  ];
  for (const [name, value] of fields) await dialog.getByRole('textbox', { name }).fill(value);
  return dialog;
}

/** Enters and saves a report that cannot reach the server now: the form closes, the report is kept. */
async function saveReportKeptOnDevice(page: Page, prefix: string, salt: number): Promise<string> {
  const voyage = `${prefix}-${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const dialog = await enterReport(page, voyage, uniqueTime(salt));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/is kept on this device and sent as soon as the connection allows/),
  ).toBeVisible();
  return voyage;
}

/** The master's reports of `voyage`, read through the API. */
const reportsOf = (page: Page, token: string, voyage: string) =>
  apiGet<{ id: string }[]>(page.request, token, `/noon-reports/?voyage=${encodeURIComponent(voyage)}`);

test('a noon report entered offline waits on the device, shown as pending, and is saved once when the link is back', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const tokens = await logIn(page, 'master');
  const keys: string[] = [];
  page.on('request', (r) => {
    if (isReportPost(new URL(r.url()), r.method())) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.goto('/reporttable');
  await expect(page.getByRole('table', { name: 'Noon reports' })).toBeVisible();
  // The form's code is loaded once while online (the crew has used it before).
  await page.getByRole('button', { name: 'New report' }).click();
  await expect(page.getByText(/Voyage and ROB carried forward/)).toBeVisible();
  await page.getByRole('dialog', { name: 'New noon report' }).getByRole('button', { name: 'Cancel' }).click();

  await context.setOffline(true);
  const voyage = await saveReportKeptOnDevice(page, 'OFF', 1);
  const indicator = page.getByRole('button', { name: '1 change waiting to send' });
  await expect(indicator).toBeVisible();
  const notice = page.getByRole('alert', { name: 'Pending noon reports' });
  await expect(notice).toContainText('1 noon report entered on this device, not yet saved on the server');
  await expect(notice).toContainText('Keel Aurora');
  await indicator.click();
  const pending = page.getByRole('dialog', { name: 'Changes waiting to send' });
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  await expect(pending.getByRole('listitem')).toContainText('Waiting');
  await pending.getByRole('button', { name: 'Close' }).click();
  expect(keys).toEqual([]);

  await context.setOffline(false);
  await expect(notice).toBeHidden({ timeout: 20_000 });
  await expect(indicator).toBeHidden();
  await expect(page.getByText(/Noon report .* sent$/)).toBeVisible();
  expect(await reportsOf(page, tokens.token, voyage)).toHaveLength(1);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  // The list shows it once.
  await page.getByRole('textbox', { name: 'Voyage' }).fill(voyage);
  await expect(
    page.getByRole('table', { name: 'Noon reports' }).getByRole('row').filter({ hasText: voyage }),
  ).toHaveCount(1);
});

test('a noon report whose answer is lost mid-request is retried with the same key and saved once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tokens = await logIn(page, 'master');
  await page.goto('/reporttable');
  await expect(page.getByRole('table', { name: 'Noon reports' })).toBeVisible();

  const attempts: { key: string; status: number | null }[] = [];
  await page.route(`**${NOON_REPORTS}`, async (route) => {
    const request = route.request();
    if (!isReportPost(new URL(request.url()), request.method())) return route.fallback();
    const key = request.headers()['idempotency-key'] ?? '';
    if (!attempts.length) {
      // The request reaches the server and is saved there; the browser never gets the answer.
      const answer = await route.fetch();
      attempts.push({ key, status: answer.status() });
      return route.abort('connectionreset');
    }
    const answer = await route.fetch();
    attempts.push({ key, status: answer.status() });
    return route.fulfill({ response: answer });
  });

  const voyage = await saveReportKeptOnDevice(page, 'CUT', 2);
  // The retry after the back-off (about 2 s) gets the first answer again: saved once.
  await expect(page.getByText(/Noon report .* sent$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert', { name: 'Pending noon reports' })).toBeHidden();
  expect(attempts).toHaveLength(2);
  expect(attempts[0]!.status).toBe(201);
  expect(attempts[1]!.key).toBe(attempts[0]!.key);
  expect([200, 201]).toContain(attempts[1]!.status);
  expect(await reportsOf(page, tokens.token, voyage)).toHaveLength(1);
});
