import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/env';
import { logIn, sidebar } from '../support/session';

/** Types a UTC time into the report time picker (YYYY/MM/DD HH:mm, section by section). */
async function typeReportTime(dialog: Locator, page: Page, at: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  await dialog.getByRole('group', { name: /Report time \(UTC\)/ }).click();
  await page.keyboard.press('Home');
  await page.keyboard.type(
    `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}`,
  );
}

test('the master enters a noon report: voyage and ROB carried forward, "Required" under a missing field, degrees and minutes accepted, a second report at the same time saved as a correction', async ({
  page,
}) => {
  // Two reports entered field by field, on a machine shared with the server: the multi-step budget.
  test.setTimeout(90_000);
  await logIn(page, 'master');
  await sidebar(page).getByRole('link', { name: 'Noon reports' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/reporttable');
  await expect(page.getByRole('table', { name: 'Noon reports' })).toBeVisible();

  await page.getByRole('button', { name: 'New report' }).click();
  const dialog = page.getByRole('dialog', { name: 'New noon report' });
  // The ship's last report gives the voyage and the fuel remaining on board.
  await expect(dialog.getByText(/Voyage and ROB carried forward from the report of/)).toBeVisible();
  await expect(dialog.getByLabel('Voyage', { exact: true })).not.toHaveValue('');
  const carriedRob = Number(await dialog.getByLabel('HFO ROB', { exact: true }).inputValue());
  expect(carriedRob).toBeGreaterThan(0);

  const voyage = `E2E-${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const at = new Date(Date.UTC(2035, 0, 1 + (Date.now() % 300), 4, Date.now() % 60));
  await typeReportTime(dialog, page, at);
  await dialog.getByLabel('Voyage', { exact: true }).fill(voyage);
  await dialog.getByRole('textbox', { name: /^Latitude/ }).fill("06°30.0'S");
  await dialog.getByRole('textbox', { name: /^Longitude/ }).fill('104° 12.0′ E');
  await dialog.getByRole('textbox', { name: /^Hours steaming/ }).fill('24');
  await dialog.getByRole('textbox', { name: /^Average speed/ }).fill('12.1');
  await dialog.getByRole('textbox', { name: /^HFO consumed/ }).fill('26.4');
  // The ROB follows the consumption.
  await expect(dialog.getByLabel('HFO ROB', { exact: true })).toHaveValue(
    String(Math.round((carriedRob - 26.4) * 1000) / 1000),
  );
  await dialog.getByRole('textbox', { name: /^Wind force/ }).fill('4');
  await dialog.getByRole('textbox', { name: /^Sea state/ }).fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();

  const distance = dialog.getByRole('textbox', { name: /^Distance/ });
  await expect(distance).toHaveAttribute('aria-invalid', 'true');
  await expect(distance).toHaveAttribute('aria-describedby', /.+/);
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();

  await distance.fill('290.4');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/noon-reports/',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(201);
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Voyage' }).fill(voyage);
  const table = page.getByRole('table', { name: 'Noon reports' });
  const row = table.getByRole('row').filter({ hasText: voyage });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('290.4');
  await expect(row).toContainText('06°30.0′S');
  await expect(row).toContainText('HFO 26.40');
  await expect(row).toContainText('82.21'); // 26.4 t HFO × 3.114 t CO₂/t

  // A second report at the same time is refused, naming the first; saved as a correction it replaces it.
  await page.getByRole('button', { name: 'New report' }).click();
  await expect(dialog.getByLabel('Voyage', { exact: true })).toHaveValue(voyage);
  await typeReportTime(dialog, page, at);
  await dialog.getByRole('textbox', { name: /^Latitude/ }).fill('-6.51');
  await dialog.getByRole('textbox', { name: /^Longitude/ }).fill('104.2');
  await dialog.getByRole('textbox', { name: /^Distance/ }).fill('291.5');
  await dialog.getByRole('textbox', { name: /^Hours steaming/ }).fill('24');
  await dialog.getByRole('textbox', { name: /^Average speed/ }).fill('12.15');
  await dialog.getByRole('textbox', { name: /^HFO consumed/ }).fill('26.4');
  await dialog.getByRole('textbox', { name: /^Wind force/ }).fill('4');
  await dialog.getByRole('textbox', { name: /^Sea state/ }).fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'already has a noon report at' })).toContainText(
    `(voyage ${voyage})`,
  );
  const corrected = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/noon-reports/',
  );
  await dialog.getByRole('button', { name: 'Save as correction' }).click();
  expect((await corrected).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('291.5');
});

test("the master asking for another ship's reports is refused", async ({ page, request }) => {
  const login = await request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS.superintendent, password: DEMO_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const ships = await request.get('/api/v1/access/ships/me/', { headers: { 'x-auth-token': token } });
  const borealis = ((await ships.json()) as { data: { id: string; name: string }[] }).data.find(
    (s) => s.name === 'Keel Borealis',
  )!;

  const tokens = await logIn(page, 'master');
  const api = await request.get(`/api/v1/noon-reports/?shipId=${borealis.id}`, {
    headers: { 'x-auth-token': tokens.token },
  });
  expect(api.status()).toBe(403);

  await page.goto(`/reporttable/${borealis.id}`);
  await expect(page.getByText('403 · Access Error')).toBeVisible();
  await expect(page.getByText('You have no access to this ship')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Noon reports' }).getByText('Keel Borealis')).toHaveCount(0);

  await page.getByRole('link', { name: 'My reports' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/reporttable');
  await expect(page.getByRole('table', { name: 'Noon reports' }).getByRole('row')).not.toHaveCount(1);
});
