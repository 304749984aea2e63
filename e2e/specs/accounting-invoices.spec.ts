import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn } from '../support/session';

/** The PDF's Title as pdf-lib writes it: a hex string of UTF-16BE (`<FEFF0049…>`), decoded. */
function pdfTitle(bytes: Buffer): string | null {
  const match = /\/Title\s*<FEFF([0-9A-Fa-f]+)>/.exec(bytes.toString('latin1'));
  if (!match) return null;
  const hex = match[1]!;
  let out = '';
  for (let i = 0; i < hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
}

test('build an invoice from two rebillable expenses in another currency, issue it and download its PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'accountant');
  await page.getByRole('link', { name: 'Invoices' }).first().click();
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await page.getByRole('button', { name: 'New invoice' }).click();

  // A select's menu may still be opening under load: pick until the field shows the choice.
  const pick = async (field: string, option: string | RegExp) =>
    expect(async () => {
      await page.getByRole('combobox', { name: field }).click();
      await page.getByRole('option', { name: option }).first().click();
      await expect(page.getByRole('combobox', { name: field })).toHaveText(option, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  await pick('Ship', 'Keel Aurora');
  await pick('Customer', /\S/);
  await page.getByRole('combobox', { name: 'Currency' }).fill('USD');
  await page.getByRole('option', { name: /^USD — / }).click();

  await page.getByRole('button', { name: 'Add rebillable costs' }).click();
  const picker = page.getByRole('dialog', { name: 'Add rebillable costs' });
  const foreign = picker.getByRole('button').filter({ hasText: /\d (EUR|GBP|NOK|SGD|JPY|AED)$/ });
  await expect(foreign.nth(1)).toBeVisible();
  await foreign.nth(0).click();
  await foreign.nth(1).click();
  await picker.getByRole('textbox', { name: 'Markup %' }).fill('10');
  await picker.getByRole('button', { name: 'Add 2 lines' }).click();

  await page.getByRole('button', { name: 'Save draft' }).click();
  // Priced by the server at the invoice date's rate: each line shows the rate, the group its subtotal.
  await expect(page.getByTestId('invoice-total')).toHaveText(/Total [\d,]+\.\d{2} USD/);
  await expect(page.getByTestId('group-subtotal-0')).toHaveText(/^Subtotal [\d,]+\.\d{2} USD$/);

  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Issue the invoice' })
    .getByRole('button', { name: 'Issue' })
    .click();
  const heading = page.getByRole('heading', { name: /^Invoice INV-\d{4}-\d{5} Issued$/ });
  await expect(heading).toBeVisible();
  const number = /INV-\d{4}-\d{5}/.exec((await heading.textContent())!)![0];
  await expect(page.getByTestId('invoice-totals')).toContainText('Balance');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfTitle(bytes)).toBe(`INVOICE ${number}`);
});
