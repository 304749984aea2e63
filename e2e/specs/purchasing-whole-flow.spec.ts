import { expect, test, type Browser, type Page } from '@playwright/test';
import type { PurchaseOrderDetail, ShipPurchasingOverview } from '@keel/domain';
import { apiGet, logIn } from '../support/session';
import type { DemoUser } from '../support/env';

/**
 * The whole purchasing flow in a real browser: the master raises an urgent requisition, the
 * superintendent approves it, the purchaser sends an RFQ to three vendors, each vendor — in a fresh
 * browser context with only the link from the admin outbox — quotes or declines, the purchaser compares
 * and awards, a second user approves the order, the vendor confirms it on the public page, the goods go
 * via an agent, are transferred to the vessel and received on board with one line short; the ship's
 * purchasing overview and budget detail show the order.
 */

async function signedIn(browser: Browser, user: DemoUser) {
  const page = await (await browser.newContext()).newPage();
  const tokens = await logIn(page, user);
  return { page, tokens };
}

async function fresh(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/**
 * The links in the outbox messages whose subject starts with `subject` (admin on /config), keyed by a
 * text of the message. Notification mails to staff ("Keel: …") name the same records, so the rows are
 * picked by the vendor mail's own subject, not by the record number alone.
 */
async function outboxLinks(admin: Page, subject: string, rows: number, link: RegExp) {
  await admin.goto('/config');
  await admin.getByPlaceholder('Search recipient or subject').fill(subject);
  const outbox = admin.getByRole('table', { name: 'Outbox' });
  const vendorMails = outbox.getByRole('row', { name: new RegExp(`^Read "${subject}`) });
  await expect(vendorMails).toHaveCount(rows);
  const found: { text: string; href: string }[] = [];
  for (let i = 0; i < rows; i += 1) {
    await vendorMails.nth(i).click();
    const message = admin.getByRole('dialog');
    const href = (await message.getByRole('link', { name: link }).getAttribute('href'))!;
    found.push({
      text: (await message.textContent()) ?? '',
      href: new URL(href).pathname + new URL(href).search,
    });
    await message.getByRole('button', { name: 'Close' }).click();
  }
  return found;
}

test('requisition → RFQ → quotes → award → approval → vendor confirms → delivery → receipt → overview', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const title = `Separator overhaul ${Date.now().toString(36).slice(-5)}`;

  // The master of Keel Aurora raises an urgent requisition and submits it.
  await logIn(page, 'master');
  await page.goto('/purchasing/requisition');
  await page.getByRole('button', { name: 'New requisition' }).click();
  const form = page.getByRole('dialog', { name: 'New requisition' });
  await form.getByRole('combobox', { name: 'Ship' }).click();
  await page.getByRole('option', { name: 'Keel Aurora' }).click();
  await form.getByLabel('Title').fill(title);
  await form.getByRole('combobox', { name: 'Expense category' }).click();
  await page.getByRole('option', { name: /^600 / }).click();
  await form.getByRole('switch', { name: 'Urgent' }).check();
  const first = form.getByRole('group', { name: 'Line 1' });
  await first.getByLabel('Description').fill('Major service kit, separator');
  await first.getByLabel('Maker part no.').fill('564226-80');
  await first.getByLabel('Quantity').fill('2');
  await first.getByLabel(/Est\. unit price/).fill('450');
  await form.getByRole('button', { name: 'Add line' }).click();
  const second = form.getByRole('group', { name: 'Line 2' });
  await second.getByLabel('Description').fill('Lube oil filter cartridge');
  await second.getByLabel('IMPA code').fill('651512');
  await second.getByLabel('Quantity').fill('12');
  await form.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/purchasing\/requisition\/[0-9a-f-]{36}$/);
  const requisitionId = page.url().split('/').pop()!;
  const reqHeading = page.getByRole('heading', { level: 1 });
  await expect(reqHeading).toContainText('Urgent');
  const reqNumber = ((await reqHeading.textContent()) ?? '').match(/REQ-\d{4}-\d{5}/)![0];
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Submit ${reqNumber}` })
    .getByRole('button', { name: /^Submit( anyway)?$/ })
    .click();
  await expect(page.getByText(`${reqNumber} submitted`)).toBeVisible();

  // The superintendent approves it.
  const superintendent = await signedIn(browser, 'superintendent');
  await superintendent.page.goto(`/purchasing/requisition/${requisitionId}`);
  await superintendent.page.getByRole('button', { name: 'Approve' }).click();
  // The record's state, not the toast (a toast is gone after a few seconds; a slow page met it exiting).
  await expect(superintendent.page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (
          await apiGet<{ state: string }>(
            superintendent.page.request,
            superintendent.tokens.token,
            `/purchasing/requisitions/${requisitionId}`,
          )
        ).state,
    )
    .toBe('APPROVED');

  // The purchaser sends an RFQ to three vendors.
  const purchaser = await signedIn(browser, 'purchaser');
  const aurora = (
    await apiGet<{ id: string; name: string }[]>(
      purchaser.page.request,
      purchaser.tokens.token,
      '/access/ships/me/',
    )
  ).find((s) => s.name === 'Keel Aurora')!;
  const before = await apiGet<ShipPurchasingOverview>(
    purchaser.page.request,
    purchaser.tokens.token,
    `/purchasing/overview/ships/${aurora.id}`,
  );
  const vendors = (
    await apiGet<{ name: string }[]>(
      purchaser.page.request,
      purchaser.tokens.token,
      '/purchasing/vendors/?active=true&sort=name&limit=3',
    )
  ).map((v) => v.name);
  const p = purchaser.page;
  await p.goto(`/purchasing/po?tab=quotations&requisition=${requisitionId}`);
  const rfqDialog = p.getByRole('dialog', { name: 'New request for quotation' });
  const picker = rfqDialog.getByRole('combobox', { name: 'Vendors to invite' });
  for (const name of vendors) {
    await picker.fill(name.split(' ')[0]!);
    await p
      .getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .click();
  }
  await rfqDialog.getByRole('button', { name: 'Create and send' }).click();
  await p
    .getByRole('alertdialog', { name: 'Create and send the RFQ?' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(p.getByText(/RFQ-\d{4}-\d{5} sent to 3 vendors/)).toBeVisible();
  const rfqNumber = (
    (await p.getByRole('heading', { level: 2 }).filter({ hasText: /RFQ-/ }).textContent()) ?? ''
  ).trim();

  // Each vendor opens only their link: two quote (the first cheaper), one declines.
  const admin = await signedIn(browser, 'admin');
  const invitations = await outboxLinks(
    admin.page,
    `Request for quotation ${rfqNumber}`,
    3,
    /\/vendor\/offer\?token=/,
  );
  const linkOf = (vendor: string) => invitations.find((m) => m.text.includes(`Dear ${vendor},`))!.href;
  for (const [vendor, prices] of [
    [vendors[0]!, ['410.00', '18.5']],
    [vendors[2]!, ['460.00', '21']],
  ] as const) {
    const offer = await fresh(browser);
    await offer.goto(linkOf(vendor));
    await offer.getByLabel('Unit price, line 1').fill(prices[0]);
    await offer.getByLabel('Unit price, line 2').fill(prices[1]);
    await offer.getByLabel('Lead time (days), line 1').fill('7');
    await offer.getByRole('button', { name: 'Submit quote' }).click();
    await offer.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(offer.getByText(/Revision 1 submitted/)).toBeVisible();
  }
  const declining = await fresh(browser);
  await declining.goto(linkOf(vendors[1]!));
  await declining.getByRole('button', { name: 'Decline this request' }).click();
  const decline = declining.getByRole('dialog', { name: 'Decline this request' });
  await decline.getByLabel('Reason').fill('No stock before the delivery window');
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(declining.getByText(/You declined this request/).first()).toBeVisible();

  // Compare and award: the cheapest vendor wins both lines; one draft purchase order.
  await p.reload();
  await expect(p.getByRole('table', { name: 'Quote comparison' })).toContainText(vendors[2]!);
  await p.getByRole('button', { name: 'Award 2 lines' }).click();
  await p.getByRole('button', { name: 'Award', exact: true }).click();
  const poLink = p.getByRole('link', { name: /PO-\d{4}-\d{5}/ });
  await expect(poLink).toBeVisible();
  const poNumber = (await poLink.textContent())!.trim();
  await poLink.click();
  const panel = p.getByRole('dialog', { name: new RegExp(poNumber) });
  await panel.getByRole('button', { name: 'Submit for approval', exact: true }).click();
  await p.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(panel.getByText('Pending approval').first()).toBeVisible();
  const poId = new URL(p.url()).searchParams.get('po')!;

  // A second user approves; the purchaser sends; the vendor confirms on the public page.
  await superintendent.page.goto(`/purchasing/po?po=${poId}`);
  const approval = superintendent.page.getByRole('dialog', { name: new RegExp(poNumber) });
  await approval.getByRole('button', { name: 'Approve', exact: true }).click();
  await superintendent.page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(approval.getByText('Approved', { exact: true })).toBeVisible();
  await p.reload();
  await panel.getByRole('button', { name: 'Send to vendor' }).click();
  await p.getByRole('dialog', { name: 'Send to vendor' }).getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Sent to vendor').first()).toBeVisible();
  const [orderMail] = await outboxLinks(
    admin.page,
    `Purchase order ${poNumber}`,
    1,
    /\/vendor\/purchase-order\?token=/,
  );
  const vendorPage = await fresh(browser);
  await vendorPage.goto(orderMail!.href);
  await vendorPage.getByRole('button', { name: 'Confirm order' }).click();
  await vendorPage.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(vendorPage.getByText('You confirmed this purchase order')).toBeVisible();

  // Delivery via an agent, received there, transferred to the vessel.
  await p.goto('/purchasing/delivery');
  await p.getByRole('button', { name: 'New delivery' }).click();
  const plan = p.getByRole('dialog', { name: 'New delivery' });
  await plan.getByRole('combobox', { name: 'Purchase order' }).fill(poNumber);
  await p.getByRole('option', { name: new RegExp(poNumber) }).click();
  await plan.getByRole('combobox', { name: 'Deliver to' }).click();
  await p.getByRole('option', { name: 'Agent' }).click();
  await plan.getByRole('combobox', { name: 'Agent' }).click();
  await p.getByRole('option', { name: /·/ }).first().click();
  await plan.getByRole('button', { name: 'Plan delivery' }).click();
  const heading = p.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Planned');
  await p.getByRole('button', { name: 'Receive' }).click();
  await p
    .getByRole('dialog', { name: /^Receipt of / })
    .getByRole('button', { name: 'Record receipt' })
    .click();
  await expect(heading).toContainText('Received');
  await p.getByRole('button', { name: 'Transfer to vessel' }).click();
  await p
    .getByRole('dialog', { name: /^Transfer goods of / })
    .getByRole('button', { name: 'Plan transfer' })
    .click();
  await expect(heading).toContainText('Planned');
  const transferUrl = p.url();

  // The master receives on board with the filter cartridges one short and reports it.
  await page.goto(new URL(transferUrl).pathname);
  await page.getByRole('button', { name: 'Receive' }).click();
  const receipt = page.getByRole('dialog', { name: /^Receipt of / });
  await receipt.getByLabel('Received quantity of Lube oil filter cartridge').fill('11');
  await receipt.getByLabel('Discrepancy report').fill('One filter cartridge missing; vendor informed.');
  await receipt.getByRole('button', { name: 'Record receipt' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Partially received');
  await expect(page.getByTestId('discrepancy-report')).toContainText('One filter cartridge missing');

  // The overview and the budget show the order: committed grows by the order, the order is partly delivered.
  const order = await apiGet<PurchaseOrderDetail>(
    p.request,
    purchaser.tokens.token,
    `/purchasing/purchase-orders/${poId}`,
  );
  expect(order.state).toBe('PARTIALLY_DELIVERED');
  const after = await apiGet<ShipPurchasingOverview>(
    p.request,
    purchaser.tokens.token,
    `/purchasing/overview/ships/${aurora.id}`,
  );
  const category = (o: ShipPurchasingOverview) => o.categories.find((c) => c.categoryCode === '600');
  const grown = Number(category(after)!.purchaseOrders) - Number(category(before)?.purchaseOrders ?? 0);
  expect(grown).toBeCloseTo(Number(order.totalBase), 2);
  expect(after.purchaseOrdersByState.PARTIALLY_DELIVERED).toBe(
    before.purchaseOrdersByState.PARTIALLY_DELIVERED + 1,
  );
  await p.goto(`/purchasing/overview/${aurora.id}`);
  const row = p
    .getByRole('table', { name: 'Spend against budget per category' })
    .getByRole('row')
    .filter({ hasText: /^600/ });
  await expect(row).toContainText(category(after)!.purchaseOrders.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
  await p.goto(`/purchasing/overview/budgetDetail?shipId=${aurora.id}`);
  await expect(p.getByText('600 Safety', { exact: true })).toBeVisible();
});
