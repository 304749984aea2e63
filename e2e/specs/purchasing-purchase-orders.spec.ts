import { expect, test, type Browser, type Page } from '@playwright/test';
import type { PurchaseOrderSummary } from '@keel/domain';
import { apiGet, logIn } from '../support/session';

/**
 * Purchase orders in a real browser: the purchaser submits a seeded draft, the superintendent approves
 * it, the purchaser sends it to the vendor; the vendor, in a fresh browser context with only the link
 * from the admin outbox, confirms it. Reverting the order withdraws the link: the vendor then sees the
 * clear "withdrawn" page.
 */

async function asUser(browser: Browser, user: 'superintendent' | 'admin'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, user);
  return page;
}

function panel(page: Page) {
  return page.getByRole('dialog', { name: /PO-\d{4}-\d{5}/ });
}

async function step(page: Page, button: string, confirm = 'Yes') {
  await panel(page).getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('button', { name: confirm, exact: true }).click();
}

test('submit → approve → send → the vendor confirms on the public page; a revoked link is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tokens = await logIn(page, 'purchaser');
  const drafts = await apiGet<PurchaseOrderSummary[]>(
    request,
    tokens.token,
    '/purchasing/purchase-orders/?state=DRAFT&limit=50',
  );
  const draft = drafts.find((o) => Number(o.totalBase) <= 10000 && o.createdByName === 'Priya Nair');
  expect(draft, 'a seeded small draft purchase order').toBeTruthy();
  const number = draft!.number;

  // The purchaser finds the draft in the list and submits it.
  await page.goto('/purchasing/po');
  await expect(page.getByRole('tab', { name: 'Purchase orders' })).toHaveAttribute('aria-selected', 'true');
  await page.getByPlaceholder('Search number, vendor or ship').fill(number);
  // Wait for the server-side search to narrow the list before opening the order.
  await expect(page.getByRole('row', { name: /^Open PO-/ })).toHaveCount(1);
  await page.getByRole('row', { name: new RegExp(`Open ${number}`) }).click();
  await expect(panel(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`po=${draft!.id}`));
  await step(page, 'Submit for approval');
  await expect(panel(page).getByText('Pending approval').first()).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  // A second user approves it.
  const approver = await asUser(browser, 'superintendent');
  await approver.goto(`/purchasing/po?po=${draft!.id}`);
  await step(approver, 'Approve');
  await expect(panel(approver).getByText('Approved', { exact: true })).toBeVisible();
  await approver.context().close();

  // The purchaser sends it to the vendor.
  await page.reload();
  await panel(page).getByRole('button', { name: 'Send to vendor' }).click();
  const send = page.getByRole('dialog', { name: 'Send to vendor' });
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(panel(page).getByText('Sent to vendor').first()).toBeVisible();
  await expect(panel(page).getByText('Link active')).toBeVisible();

  // The administrator reads the e-mail in the outbox and copies the link.
  const admin = await asUser(browser, 'admin');
  await admin.goto('/config');
  await admin.getByPlaceholder('Search recipient or subject').fill(number);
  // Only the vendor's mail: the approvers' notification mails ("Keel: …") name the order too.
  await expect(admin.getByRole('row', { name: new RegExp(`^Read "Purchase order ${number}`) })).toHaveCount(
    1,
  );
  await admin.getByRole('row', { name: new RegExp(`Read "Purchase order ${number}`) }).click();
  const href = await admin
    .getByRole('link', { name: /\/vendor\/purchase-order\?token=/ })
    .getAttribute('href');
  expect(href).toBeTruthy();
  await admin.context().close();
  const link = new URL(href!);

  // The vendor, with only the link, confirms.
  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await vendor.goto(`${link.pathname}${link.search}`);
  await expect(vendor.getByRole('heading', { name: number })).toBeVisible();
  await vendor.getByRole('button', { name: 'Confirm order' }).click();
  await vendor.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(vendor.getByText('You confirmed this purchase order')).toBeVisible();

  // The purchaser sees the confirmation, then reverts: the vendor's link is withdrawn.
  await page.reload();
  await expect(panel(page).getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await panel(page).getByRole('button', { name: 'Revert to draft' }).click();
  const revert = page.getByRole('dialog', { name: 'Revert to draft as a new revision' });
  await revert.getByLabel('Why is the order changed?').fill('Quantity corrected after the stock check');
  await revert.getByRole('button', { name: 'Save' }).click();
  await expect(panel(page).getByText('Revision 2', { exact: true })).toBeVisible();
  await expect(panel(page).getByText('Earlier revisions')).toBeVisible();

  await vendor.reload();
  await expect(vendor.getByRole('heading', { name: 'This link was withdrawn' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(vendor.getByText('Nothing was changed.')).toBeVisible();
  await vendorContext.close();
});
