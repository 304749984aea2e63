import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/session';

/** Picks an option of an MUI select by the field's label, inside `scope` when given. */
async function choose(page: Page, label: string, option: string | RegExp, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

test('record an event, find it with the filters, and close it with a note', async ({ page }) => {
  // A long flow through several screens: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await logIn(page, 'superintendent');
  const title = `Enclosed space rescue drill ${Date.now().toString(36)}`;

  await page.getByRole('link', { name: 'Events' }).first().click();
  await expect(page).toHaveURL(/\/event$/);
  const table = page.getByRole('table', { name: 'Events' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // A new event: the form checks the domain rules before sending.
  await page.getByRole('button', { name: 'New event' }).click();
  const create = page.getByRole('dialog', { name: 'New event' });
  await create.getByRole('button', { name: 'Record event' }).click();
  await expect(create.getByText('title is required')).toBeVisible();
  await choose(page, 'Ship', 'Keel Borealis', create);
  await choose(page, 'Kind', 'Drill', create);
  await choose(page, 'Severity', 'Minor', create);
  await create.getByLabel('Title').fill(title);
  await create
    .getByLabel('Details')
    .fill('Casualty recovered from the forepeak store; tripod and stretcher used.');
  await create.getByRole('button', { name: 'Record event' }).click();
  await expect(create).toBeHidden();

  // Filters and search run on the server and stay in the URL.
  await choose(page, 'Kind', 'Drill');
  await choose(page, 'Severity', 'Minor');
  await page.getByRole('searchbox', { name: 'Search title and details' }).fill(title);
  await expect(page).toHaveURL(/kind=drill/);
  await expect(page).toHaveURL(/severity=minor/);
  const row = table.getByRole('row', { name: `Open ${title}` });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  // Closing asks for a note, then records who closed it.
  await row.click();
  const dialog = page.getByRole('dialog', { name: /Edit event/ });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await dialog.getByRole('button', { name: 'Close event' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Close event' });
  await confirm.getByRole('button', { name: 'Close event' }).click();
  await expect(confirm.getByText('note is required')).toBeVisible();
  await confirm.getByLabel('Closing note').fill('Drill completed; gas detector recalibrated afterwards.');
  await confirm.getByRole('button', { name: 'Close event' }).click();
  await expect(confirm).toBeHidden();
  const closed = page.getByRole('dialog', { name: /^Event/ });
  await expect(closed.getByText(/Closed \d{4}\/\d\d\/\d\d \d\d:\d\d by Sven Lindqvist/)).toBeVisible();
  await expect(closed.getByText('Drill completed; gas detector recalibrated afterwards.')).toBeVisible();
  await closed.getByRole('button', { name: 'Done' }).click();
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();

  // The status filter now finds it among the closed events only.
  await choose(page, 'Status', 'Open');
  await expect(page.getByText(/Nothing matches/)).toBeVisible();
  await choose(page, 'Status', 'Closed');
  await expect(row).toBeVisible();
});
