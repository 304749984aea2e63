import { expect, test } from '@playwright/test';
import { logIn, sidebar } from '../support/session';

/**
 * Purchasing master data in a real browser: a purchaser creates a vendor, a sub-category in the
 * expense category tree and a budget with an uneven monthly split, and sees each of them.
 */

const suffix = () =>
  `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 90 + 10)}`.toUpperCase();

test('a purchaser creates a vendor with a port and sees it', async ({ page }) => {
  await logIn(page, 'purchaser');
  const code = `E2E-${suffix()}`;
  const name = `Maasvlakte Ship Supply ${code}`;
  await page.goto('/purchasing/vendor');
  await expect(page.getByRole('row', { name: 'Open Nordsea Marine Supply BV' })).toBeVisible();
  await page.getByRole('button', { name: 'New vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'New vendor' });

  // The domain schema checks the form before anything is sent.
  await dialog.getByRole('button', { name: 'Create vendor' }).click();
  await expect(dialog.getByText('email is required')).toBeVisible();

  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await dialog.getByRole('combobox', { name: 'Categories supplied' }).click();
  await page.getByRole('option', { name: 'Deck stores' }).click();
  await page.getByRole('option', { name: 'Engine spares' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByLabel('E-mail for RFQs and orders').fill('rfq@maasvlakte-supply.example');
  await dialog.getByLabel('Address').fill('Europaweg 875');
  await dialog.getByLabel('City').fill('Rotterdam');
  await dialog.getByRole('combobox', { name: 'Country' }).fill('Netherlands');
  await page.getByRole('option', { name: 'Netherlands (NL)' }).click();
  await dialog.getByRole('button', { name: 'Add port' }).click();
  await dialog.getByLabel('Port 1 LOCODE').fill('nlrtm');
  await dialog.getByLabel('Port 1 name').fill('Rotterdam');
  await dialog.getByRole('button', { name: 'Create vendor' }).click();

  await expect(page).toHaveURL(/\/purchasing\/vendor\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ports served' })).toContainText('Rotterdam (NLRTM)');
  await expect(page.getByText(code, { exact: true }).first()).toBeVisible();

  await page.goto(`/purchasing/vendor?q=${code}`);
  await expect(page.getByRole('row', { name: `Open ${name}` })).toBeVisible();
});

test('a purchaser adds a sub-category under a parent in the tree', async ({ page }) => {
  await logIn(page, 'purchaser');
  // Time-based like the vendor's code: a retry or a rerun on the same database never meets its own code.
  const code = `2X${suffix()}`;
  await page.goto('/purchasing/expenseCategory');
  await expect(page.getByRole('treeitem', { name: '200 Engine spares' })).toBeVisible();
  await page.getByRole('button', { name: 'Add sub-category to 200 Engine spares' }).click();
  const form = page.getByRole('form', { name: 'New sub-category of 200 Engine spares' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Name').fill('Deck cranes');
  await form.getByRole('button', { name: 'Save' }).click();

  const item = page.getByRole('treeitem', { name: `${code} Deck cranes` });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('aria-level', '2');
  // The new category sits under its parent: collapsing the parent hides it.
  await page.getByRole('button', { name: 'Collapse 200 Engine spares' }).click();
  await expect(item).toBeHidden();
});

test('a purchaser creates a budget with an uneven monthly split and sees it', async ({ page }) => {
  await logIn(page, 'purchaser');
  const year = String(new Date().getFullYear() + 1);
  await page.goto('/budgets');
  await page.getByRole('button', { name: 'New budget' }).click();
  const dialog = page.getByRole('dialog', { name: 'New budget' });
  await dialog.getByRole('combobox', { name: 'Ship' }).click();
  await page.getByRole('option', { name: 'Keel Aurora' }).click();
  await dialog.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: year }).click();
  await dialog.getByRole('combobox', { name: 'Expense category' }).fill('Deck tools');
  await page.getByRole('option', { name: '130 Deck tools & hardware' }).click();
  await dialog.getByLabel('Amount', { exact: true }).fill('12000');

  await dialog.getByRole('button', { name: 'Distribute evenly' }).click();
  await expect(dialog.getByLabel('Jan amount')).toHaveValue('1000.00');
  await expect(dialog.getByRole('status')).toContainText('add up to the budget amount');

  // A dry-dock in May: most of the money goes there; the editor shows what is left over.
  await dialog.getByLabel('May amount').fill('6500');
  await expect(dialog.getByRole('status')).toContainText('more than the amount');
  for (const month of ['Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'])
    await dialog.getByLabel(`${month} amount`).fill('500');
  await expect(dialog.getByRole('status')).toContainText('add up to the budget amount (USD 12,000.00)');
  await dialog.getByRole('button', { name: 'Create budget' }).click();

  await expect(page).toHaveURL(/\/budgets\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Keel Aurora · 130 Deck tools & hardware' }),
  ).toBeVisible();
  await expect(page.getByText('USD 12,000.00').first()).toBeVisible();
  const months = page
    .getByRole('list', { name: 'Monthly distribution' })
    .or(page.getByLabel('Monthly distribution'));
  await expect(months).toContainText('May6,500.00');
  await expect(months).toContainText('Jan500.00');
  await expect(page.getByRole('table', { name: 'Revisions' })).toContainText('Initial budget');

  await page.goto(`/budgets?year=${year}`);
  await expect(
    page.getByRole('row', { name: `Open Keel Aurora 130 Deck tools & hardware ${year}` }),
  ).toBeVisible();
});

test('the accountant sees budgets but not vendors; the master sees neither', async ({ page, browser }) => {
  await logIn(page, 'accountant');
  await expect(sidebar(page).getByRole('link', { name: 'Budgets', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Vendors' })).toHaveCount(0);
  await page.goto('/purchasing/vendor');
  await expect(page).toHaveURL(/\/access-denied/);

  const context = await browser.newContext();
  const master = await context.newPage();
  await logIn(master, 'master');
  await expect(sidebar(master).getByRole('link', { name: 'Budgets', exact: true })).toHaveCount(0);
  await master.goto('/budgets');
  await expect(master).toHaveURL(/\/access-denied/);
  await context.close();
});
