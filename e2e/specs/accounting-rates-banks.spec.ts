import { expect, test } from '@playwright/test';
import { logIn } from '../support/session';

/** A date of its own for each run (the demo data holds no rates before 2025), so reruns never collide. */
function runDate(): string {
  const day = Math.floor(Date.now() / 1000) % 8000;
  return new Date(Date.UTC(2000, 0, 3) + day * 86_400_000).toISOString().slice(0, 10);
}

test('import a CSV of daily rates with one bad line: preview, import, and the per-line report', async ({
  page,
}) => {
  // Two round trips through a dialog (preview, import) and a list search: give a loaded machine time.
  test.setTimeout(60_000);
  await logIn(page, 'accountant');
  const date = runDate();
  await page.getByRole('link', { name: 'Exchange rates' }).first().click();
  await expect(page.getByRole('table', { name: 'Exchange rates' })).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import daily rates (CSV)' });
  await dialog
    .getByRole('textbox', { name: 'Rates' })
    .fill(
      ['date,currency,rate', `${date},DKK,7.4610`, `${date},XYZ,1.2345`, `${date},SEK,11.0250`].join('\n'),
    );
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const report = dialog.getByLabel('Import report');
  await expect(report.getByText('2 rates to store, 1 line refused')).toBeVisible();
  await expect(report.getByRole('table', { name: 'Refused lines' })).toContainText(
    'currency "XYZ" is not an ISO 4217 currency code',
  );

  await dialog.getByRole('button', { name: 'Import 2 rates' }).click();
  await expect(report.getByText('2 rates stored, 1 line refused')).toBeVisible();
  await expect(report.getByRole('table', { name: 'Refused lines' }).getByRole('row')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The stored rates are in the list, found by their pair.
  await page.getByRole('searchbox').fill('EUR/DKK');
  await expect(page.getByRole('row', { name: `Open EUR to DKK of ${date}` })).toContainText('7.4610');
});

test('add a bank account with a spaced lower-case IBAN and see it stored and shown in groups of four', async ({
  page,
}) => {
  await logIn(page, 'accountant');
  const bank = `Keel E2E Bank ${Date.now().toString(36)}`;
  await page.getByRole('link', { name: 'Bank accounts' }).first().click();
  await expect(page.getByRole('table', { name: 'Bank accounts' })).toBeVisible();

  await page.getByRole('button', { name: 'New account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New bank account' });
  await dialog.getByRole('textbox', { name: 'Bank', exact: true }).fill(bank);
  await dialog.getByRole('textbox', { name: 'IBAN' }).fill('gb82 west 1234 5698 7654 3');
  await expect(dialog.getByText('iban: a GB IBAN has 22 characters, this one has 21')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'IBAN' }).fill('gb82 west 1234 5698 7654 32');
  await expect(dialog.getByText('GB82 WEST 1234 5698 7654 32')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'BIC / SWIFT' }).fill('buk bgb 22');
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByText(`The ${bank} account of`)).toBeVisible();

  await page.getByRole('searchbox').fill(bank);
  const row = page.getByRole('row', { name: new RegExp(bank) });
  await expect(row).toContainText('GB82 WEST 1234 5698 7654 32');
  // Found by the IBAN typed as people type it too.
  await page.getByRole('searchbox').fill('gb82 west 1234');
  await expect(page.getByRole('table', { name: 'Bank accounts' })).toContainText(bank);
});
