import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/env';
import { logIn, sidebar } from '../support/session';

test('the master enters a noon report: a missing field is named under it, the completed report shows in the table', async ({
  page,
}) => {
  await logIn(page, 'master');
  await sidebar(page).getByRole('link', { name: 'Noon reports' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/reporttable');
  await expect(page.getByRole('table', { name: 'Noon reports' })).toBeVisible();

  await page.getByRole('button', { name: 'New report' }).click();
  const dialog = page.getByRole('dialog', { name: 'New noon report' });
  const voyage = `E2E-${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await dialog.getByLabel('Voyage', { exact: true }).fill(voyage);
  await dialog.getByLabel('Latitude', { exact: true }).fill('-6.5');
  await dialog.getByLabel('Longitude', { exact: true }).fill('104.2');
  await dialog.getByLabel('Hours steaming', { exact: true }).fill('24');
  await dialog.getByLabel('Average speed', { exact: true }).fill('12.1');
  await dialog.getByLabel('HFO consumed', { exact: true }).fill('26.4');
  await dialog.getByLabel('HFO ROB', { exact: true }).fill('905.2');
  await dialog.getByLabel('Wind force', { exact: true }).fill('4');
  await dialog.getByLabel('Sea state', { exact: true }).fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();

  const distance = dialog.getByLabel('Distance', { exact: true });
  await expect(dialog.getByText('Distance must be a number of 0 or more')).toBeVisible();
  await expect(distance).toHaveAttribute('aria-invalid', 'true');

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
  await expect(row).toContainText('HFO 26.40');
  await expect(row).toContainText('82.21'); // 26.4 t HFO × 3.114 t CO₂/t
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
