import { expect, test } from '@playwright/test';
import { logIn } from '../support/session';

/**
 * Requisitions in a real browser: the master of Keel Aurora raises an urgent requisition with two
 * lines (a missing quantity is named under its field before anything is sent), submits it past the
 * budget check, and the superintendent approves it.
 */
test('the master raises an urgent requisition and the superintendent approves it', async ({
  page,
  browser,
}) => {
  // Two users, two browser contexts and a dozen dialogs: 20–30 s on an idle two-core machine.
  test.setTimeout(90_000);
  const title = `Purifier overhaul spares ${Date.now().toString(36).slice(-5)}`;
  await logIn(page, 'master');
  await page.goto('/purchasing/requisition');
  await expect(page.getByRole('table', { name: 'Requisitions' })).toBeVisible();
  await page.getByRole('button', { name: 'New requisition' }).click();
  const dialog = page.getByRole('dialog', { name: 'New requisition' });

  await dialog.getByRole('combobox', { name: 'Ship' }).click();
  await page.getByRole('option', { name: 'Keel Aurora' }).click();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('combobox', { name: 'Expense category' }).click();
  await page.getByRole('option', { name: '200 Engine spares' }).click();
  await dialog.getByRole('switch', { name: 'Urgent' }).check();

  const first = dialog.getByRole('group', { name: 'Line 1' });
  await first.getByLabel('Description').fill('Major service kit, separator');
  await first.getByLabel('Maker part no.').fill('564226-80');
  await first.getByLabel('Maker', { exact: true }).fill('Alfa Laval');
  await first.getByLabel('Quantity').fill('1');
  await first.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'set', exact: true }).click();
  await first.getByLabel(/Est\. unit price/).fill('2150');

  await dialog.getByRole('button', { name: 'Add line' }).click();
  const second = dialog.getByRole('group', { name: 'Line 2' });
  await second.getByLabel('Description').fill('Lube oil filter cartridge');
  await second.getByLabel('IMPA code').fill('651512');

  // The domain schema names the missing quantity under its field; nothing reaches the server.
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(second.getByText('quantity is required')).toBeVisible();
  await second.getByLabel('Quantity').fill('12');
  await dialog.getByRole('button', { name: 'Create draft' }).click();

  await expect(page).toHaveURL(/\/purchasing\/requisition\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/REQ-\d{4}-\d{5}/);
  await expect(heading).toContainText('Urgent');
  const number = ((await heading.textContent()) ?? '').match(/REQ-\d{4}-\d{5}/)![0];
  const url = page.url();

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const submit = page.getByRole('dialog', { name: `Submit ${number}` });
  await expect(submit.getByText(/Within budget|exceed the budget|No budget/).first()).toBeVisible();
  await submit.getByRole('button', { name: /^Submit( anyway)?$/ }).click();
  await expect(page.getByText(`${number} submitted`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Requisition lines' })).toContainText(
    'Lube oil filter cartridge',
  );

  const context = await browser.newContext();
  const office = await context.newPage();
  await logIn(office, 'superintendent');
  await office.goto('/purchasing/requisition?state=SUBMITTED&priority=1');
  await office.getByRole('row', { name: `Open ${number} ${title}` }).click();
  await expect(office).toHaveURL(url);
  await office.getByRole('button', { name: 'Approve' }).click();
  await expect(office.getByText(`${number} approved`)).toBeVisible();
  // The record's history is the shared Activity panel's History tab (the old History card is gone).
  await office.getByRole('tab', { name: 'History' }).click();
  await expect(
    office
      .getByRole('list', { name: 'History' })
      .getByRole('listitem')
      .filter({ hasText: 'approved the' })
      .first(),
  ).toContainText('Sven Lindqvist');
  await context.close();
});
