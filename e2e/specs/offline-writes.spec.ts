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

interface ReportRead {
  id: string;
  version: number;
  avgSpeedKn: string | number | null;
  remarks: string | null;
}

/** Opens the report of `voyage` from the list (filtered by its voyage). */
async function openReport(page: Page, voyage: string): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Voyage' }).fill(voyage);
  await page
    .getByRole('table', { name: 'Noon reports' })
    .getByRole('row')
    .filter({ hasText: voyage })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Noon report .* UTC$/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an edit made offline waits on the device and is saved once; an edit overtaken meanwhile is a conflict with the values kept', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const tokens = await logIn(page, 'master');
  const patches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && new URL(r.url()).pathname.startsWith(NOON_REPORTS))
      patches.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.goto('/reporttable');
  await expect(page.getByRole('table', { name: 'Noon reports' })).toBeVisible();
  const voyage = `EDT-${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const created = await enterReport(page, voyage, uniqueTime(3));
  await created.getByRole('button', { name: 'Save' }).click();
  await expect(created).toBeHidden();
  const [report] = await reportsOf(page, tokens.token, voyage);
  expect(report, 'the report saved online').toBeTruthy();
  const id = report!.id;
  const read = () => apiGet<ReportRead>(page.request, tokens.token, `/noon-reports/${id}`);
  const { version } = await read();

  // Offline: the edit is kept on the device with its key, shown as pending, sent once when the link is back.
  let dialog = await openReport(page, voyage);
  await context.setOffline(true);
  await dialog.getByRole('textbox', { name: /^Average speed/ }).fill('13');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '1 change waiting to send' })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Pending noon reports' })).toContainText(
    'Edit of noon report',
  );
  expect(patches).toEqual([]);
  await context.setOffline(false);
  await expect(page.getByText(/Edit of noon report .* sent$/)).toBeVisible({ timeout: 20_000 });
  expect(patches).toHaveLength(1);
  expect(patches[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(await read()).toMatchObject({ version: version + 1 });
  expect(Number((await read()).avgSpeedKn)).toBe(13);

  // Someone changes the report while this edit waits offline: the replay gets 409, kept as a conflict.
  dialog = await openReport(page, voyage);
  const ashore = await page.request.patch(`/api/v1/noon-reports/${id}`, {
    headers: { 'x-auth-token': tokens.token, 'x-csrf-token': tokens.csrf },
    data: { version: version + 1, remarks: 'Changed ashore' },
  });
  expect(ashore.status()).toBe(200);
  await context.setOffline(true);
  await dialog.getByRole('textbox', { name: /^Average speed/ }).fill('14');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await context.setOffline(false);
  const indicator = page.getByRole('button', { name: '1 change not saved' });
  await expect(indicator).toBeVisible({ timeout: 20_000 });
  await indicator.click();
  const pending = page.getByRole('dialog', { name: 'Changes waiting to send' });
  await expect(pending.getByRole('listitem')).toContainText('Conflict');
  await pending.getByRole('button', { name: 'Show my values' }).click();
  await expect(pending.getByRole('region', { name: /Your values of/ })).toContainText('avgSpeedKn: 14');
  await pending.getByRole('button', { name: 'Open and re-apply' }).click();
  dialog = page.getByRole('dialog', { name: /^Noon report .* UTC$/ });
  await expect(dialog.getByRole('alert', { name: 'Edit in conflict' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Average speed/ })).toHaveValue('14');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /change/ })).toBeHidden();
  const after = await read();
  expect(after.version).toBe(version + 3);
  expect(Number(after.avgSpeedKn)).toBe(14);
  // Only the field the user changed was re-applied: the change made ashore is kept.
  expect(after.remarks).toBe('Changed ashore');
});
