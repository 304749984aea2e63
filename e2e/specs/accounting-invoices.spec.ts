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
  // The race of the earlier failure: the editor is a lazy route, and while its chunk loaded the list was
  // still on screen with its own "Ship" and "Customer" filter selects. The picks below found those, and
  // picking a filter rewrote the list's URL, which superseded the navigation to the editor — the pick
  // never "stuck" in the editor. Wait for the editor itself first.
  await expect(page).toHaveURL(/\/accounting\/invoices\/edit\/new$/);
  const editor = page.getByRole('main');
  await expect(editor.getByRole('heading', { name: 'New invoice' })).toBeVisible();

  // A select's menu may still be opening under load: pick until the field shows the choice; a menu left
  // open by an earlier try (its backdrop covers the page) is closed first, and no click waits forever.
  const pick = async (field: string, option: string | RegExp) =>
    expect(async () => {
      if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
      await editor.getByRole('combobox', { name: field }).click({ timeout: 5_000 });
      const choice =
        typeof option === 'string'
          ? page.getByRole('option', { name: option, exact: true })
          : page.getByRole('option', { name: option });
      await choice.first().click({ timeout: 5_000 });
      await expect(editor.getByRole('combobox', { name: field })).toHaveText(option, { timeout: 2_000 });
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

  // A partial credit note on the first line: the invoice stays issued, the note shows with its own PDF.
  await page.getByRole('button', { name: 'Credit', exact: true }).click();
  const credit = page.getByRole('dialog', { name: 'Issue a credit note' });
  await credit
    .getByRole('textbox', { name: /^Credit on / })
    .first()
    .fill('1.00');
  await credit.getByRole('textbox', { name: 'Reason' }).fill('Agency fee agreed lower');
  await credit.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(credit).toBeHidden();
  const notes = page.getByRole('region', { name: 'Credit notes' });
  await expect(notes).toContainText(/CN-\d{4}-\d{5}/);
  await expect(heading).toBeVisible();
  await expect(page.getByTestId('invoice-totals')).toContainText('Credited (credit notes)');
  const cn = /CN-\d{4}-\d{5}/.exec((await notes.textContent())!)![0];
  const noteDownload = page.waitForEvent('download');
  await notes.getByRole('button', { name: `PDF of ${cn}` }).click();
  const noteFile = await noteDownload;
  expect(noteFile.suggestedFilename()).toBe(`${cn}.pdf`);
  expect(pdfTitle(await readFile((await noteFile.path())!))).toBe(`CREDIT NOTE ${cn}`);
});
