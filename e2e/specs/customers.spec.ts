import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/session';

/** Picks an option of an MUI autocomplete by the field's label. */
async function choose(page: Page, label: string, option: string, typed: string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test('create a customer, edit it with a validation error shown, and find it in the list', async ({
  page,
}) => {
  await logIn(page, 'accountant');
  const suffix = Date.now().toString(36);
  const name = `Elbe Charter Partners ${suffix}`;
  const vat = `DE${String(Date.now()).slice(-9)}`;

  await page.getByRole('link', { name: 'Customers' }).first().click();
  await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Address line 1').fill('Große Elbstraße 10');
  await dialog.getByLabel('Postal code').fill('22767');
  await dialog.getByLabel('City').fill('Hamburg');
  await choose(page, 'Country', 'Germany (DE)', 'Germ');
  await dialog.getByLabel('VAT id').fill(vat);
  await choose(page, 'Invoice currency', 'EUR — Euro', 'EUR');
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();

  // Edit: a malformed German VAT id and terms over a year are refused under their fields.
  const details = page.getByRole('form', { name: 'Customer details' });
  await details.getByLabel('VAT id').fill('DE12345');
  await details.getByLabel('Payment terms').fill('400');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(
    details.getByText('Tax ID must be a DE VAT id: DE followed by 9 digits, e.g. DE123456789'),
  ).toBeVisible();
  await expect(details.getByText('Payment terms must be a whole number of days from 0 to 365')).toBeVisible();

  await details.getByLabel('VAT id').fill(vat.toLowerCase().replace(/^de/, 'de '));
  await details.getByLabel('Payment terms').fill('45');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Customer saved')).toBeVisible();
  await expect(details.getByLabel('VAT id')).toHaveValue(vat);
  await expect(page.getByText(`${vat} · EUR, 45 days net`)).toBeVisible();

  // The list shows it, found by its tax id.
  await page.getByRole('link', { name: 'Back to customers' }).click();
  await page.getByRole('searchbox', { name: 'Search name, city or tax id' }).fill(vat);
  const row = page.getByRole('row', { name: `Open ${name}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Hamburg');
  await expect(row).toContainText('45 d');
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row')).toHaveCount(2);
});
