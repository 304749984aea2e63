import { expect, test } from '@playwright/test';
import { apiHeaders } from '../support/rfq';
import { apiGet, logIn } from '../support/session';

/**
 * PMS component trees in a real browser (docs/pms-components.md): the superintendent applies a catalogue
 * to a ship and finds the copy in the ship's tree; the master of Keel Aurora enters a running-hours
 * reading on the main engine, and is refused another ship's tree.
 */
test('the superintendent applies a catalogue to a ship and finds its components there', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36).slice(-6);
  const headers = await apiHeaders(request, 'superintendent');
  const catalogue = await request.post('/api/v1/pms/catalogues', {
    headers,
    data: { name: `E2E catalogue ${stamp}`, family: 'Ultramax bulk carriers' },
  });
  expect(catalogue.status()).toBe(201);
  const catalogueId = ((await catalogue.json()) as { data: { id: string } }).data.id;
  const template = await request.post('/api/v1/pms/components', {
    headers,
    data: { catalogueId, code: `990.${stamp}`, name: `Sewage treatment plant ${stamp}`, critical: true },
  });
  expect(template.status()).toBe(201);

  const { token } = await logIn(page, 'superintendent');
  const ships = await apiGet<{ id: string; name: string }[]>(request, token, '/access/ships/me/');
  const borealis = ships.find((s) => s.name === 'Keel Borealis')!.id;
  await page.goto('/PMS/catalogue');
  await page.getByRole('combobox', { name: 'Catalogue' }).click();
  await page.getByRole('option', { name: `E2E catalogue ${stamp}` }).click();
  await expect(page.getByRole('tree', { name: /Templates of/ })).toContainText(
    `Sewage treatment plant ${stamp}`,
  );
  await page.getByRole('button', { name: 'Apply to a ship' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply E2E catalogue ${stamp}` });
  await dialog.getByRole('combobox', { name: 'Ship' }).click();
  await page.getByRole('option', { name: 'Keel Borealis' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('1 component copied to the ship')).toBeVisible();

  await page.goto(`/PMS/manage/${borealis}`);
  await page.getByRole('textbox', { name: 'Search code, name, maker, serial' }).fill(stamp);
  const tree = page.getByRole('tree', { name: 'Components of the ship' });
  await tree.getByText(`Sewage treatment plant ${stamp}`).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `990.${stamp} Sewage treatment plant ${stamp}` }),
  ).toBeVisible();
  await expect(page.getByText('From catalogue')).toBeVisible();
});

test('the master enters a running-hours reading on his ship and is refused another ship', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await logIn(page, 'master');
  const ships = await apiGet<{ id: string; name: string }[]>(request, token, '/access/ships/me/');
  expect(ships.map((s) => s.name)).toEqual(['Keel Aurora']);
  await page.getByRole('link', { name: 'Maintenance' }).first().click();
  await page
    .getByRole('link', { name: /Keel Aurora/ })
    .first()
    .click(); // the ship's card (the job counts below link it too)
  await page.getByRole('textbox', { name: 'Search code, name, maker, serial' }).fill('main engine');
  await page
    .getByRole('tree', { name: 'Components of the ship' })
    .getByText('Main engine', { exact: true })
    .click();
  const hours = page.getByTestId('current-hours');
  await expect(hours).toHaveText(/^[\d,]+ h$/);
  const before = Number((await hours.textContent())!.replace(/[^\d]/g, ''));
  const form = page.getByRole('form', { name: 'New reading of Running hours' });
  await form.getByRole('spinbutton', { name: 'Hours' }).fill(String(before + 12));
  await form.getByRole('button', { name: 'Save reading' }).click();
  await expect(hours).toHaveText(`${(before + 12).toLocaleString('en')} h`);
  await form.getByRole('spinbutton', { name: 'Hours' }).fill(String(before));
  await form.getByRole('button', { name: 'Save reading' }).click();
  await expect(form.getByText(/running hours never go down/)).toBeVisible();

  // Another ship's tree: the server refuses it, and the page says so.
  const admin = await apiHeaders(request, 'admin');
  const all = (
    (await (await request.get('/api/v1/access/ships/me/', { headers: admin })).json()) as {
      data: { id: string; name: string }[];
    }
  ).data;
  const borealis = all.find((s) => s.name === 'Keel Borealis')!.id;
  const refused = await request.get(`/api/v1/pms/ships/${borealis}/components`, {
    headers: { 'x-auth-token': token },
  });
  expect(refused.status()).toBe(403);
  await page.goto(`/PMS/manage/${borealis}`);
  await expect(page.getByText('You have no access to this ship')).toBeVisible();
});
