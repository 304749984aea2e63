import { expect, test, type Page } from '@playwright/test';
import { addCalendarDays, utcToday } from '@keel/domain';
import { logIn } from '../support/session';

/** Picks an option of an MUI select or autocomplete by the field's label. */
async function choose(page: Page, label: string, option: string | RegExp, typed?: string) {
  const box = page.getByRole('combobox', { name: label });
  if (typed) await box.fill(typed);
  else await box.click();
  await page.getByRole('option', { name: option }).click();
}

test('create a supplier, add a port and prices, and see the newest valid price', async ({
  page,
  request,
}) => {
  const { token, csrf } = await logIn(page, 'purchaser');
  const name = `Nordic Bunker Partners ${Date.now().toString(36)}`;

  await page.getByRole('link', { name: 'Bunker suppliers' }).first().click();
  await expect(page.getByRole('table', { name: 'Bunker suppliers' })).toBeVisible();
  await page.getByRole('button', { name: 'New supplier' }).click();
  const create = page.getByRole('dialog', { name: 'New bunker supplier' });
  await create.getByLabel('Name').fill(name);
  await choose(page, 'Country', 'Norway (NO)', 'Norw');
  await create.getByLabel('Website').fill('www.nordicbunker.example.com');
  await create.getByRole('button', { name: 'Create supplier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  const supplierId = new URL(page.url()).pathname.split('/').pop()!;

  // A port: the LOCODE is checked before it is sent.
  await page.getByRole('tab', { name: /Ports/ }).click();
  await page.getByRole('button', { name: 'Add port' }).click();
  const portDialog = page.getByRole('dialog', { name: 'Add port' });
  await portDialog.getByLabel('UN/LOCODE').fill('OSLO');
  await portDialog.getByLabel('Port name').fill('Oslo');
  await portDialog.getByRole('button', { name: 'Add port' }).click();
  await expect(portDialog.getByText(/locode must be a UN\/LOCODE/)).toBeVisible();
  await portDialog.getByLabel('UN/LOCODE').fill('no osl');
  await portDialog.getByRole('button', { name: 'Add port' }).click();
  await expect(portDialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Ports served' }).getByRole('cell', { name: 'NOOSL', exact: true }),
  ).toBeVisible();

  // A price through the form (valid from today) …
  await page.getByRole('tab', { name: 'Prices' }).click();
  await page.getByRole('button', { name: 'Add price' }).click();
  const priceDialog = page.getByRole('dialog', { name: 'Add price' });
  await choose(page, 'Grade', /^MGO DMA 0\.1%S/);
  await priceDialog.getByLabel('Price per metric tonne').fill('-5');
  await priceDialog.getByRole('button', { name: 'Add price' }).click();
  await expect(priceDialog.getByText('price must be greater than 0')).toBeVisible();
  await priceDialog.getByLabel('Price per metric tonne').fill('712.50');
  await priceDialog.getByRole('button', { name: 'Add price' }).click();
  await expect(priceDialog).toBeHidden();

  // … and an older quotation entered afterwards (through the API): it goes to the history only.
  const older = await request.post(`/api/v1/bunker-suppliers/${supplierId}/prices`, {
    headers: { 'x-auth-token': token, 'x-csrf-token': csrf },
    data: {
      portLocode: 'NOOSL',
      grade: 'MGO',
      price: '698.00',
      validFrom: addCalendarDays(utcToday(), -7),
      source: 'Broker indication',
    },
  });
  expect(older.status()).toBe(201);
  await page.reload();

  const current = page.getByRole('table', { name: 'Current prices' });
  await expect(current.getByRole('row', { name: 'NOOSL MGO 712.50' })).toBeVisible();
  await expect(current.getByText('USD 712.50')).toBeVisible();
  await expect(current.getByText('USD 698.00')).toHaveCount(0);

  const history = page.getByRole('table', { name: 'Price history' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('USD 712.50');
  await expect(history.getByRole('row').nth(1)).toContainText('Current');
  await expect(history.getByRole('row').nth(2)).toContainText('USD 698.00');
  await expect(history.getByRole('row').nth(2)).not.toContainText('Current');

  // The list finds the supplier by its port and shows the priced grade.
  await page.goto('/supplier_bunker?port=NOOSL');
  const row = page.getByRole('row', { name: `Open ${name}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('MGO DMA 0.1%S');
});
