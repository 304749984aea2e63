import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '../support/env';
import { logIn } from '../support/session';

/**
 * RFQ and the public vendor offer page in a real browser: the purchaser sends an RFQ for an approved
 * requisition to three vendors; the admin reads the vendor links in the outbox (no SMTP in the demo);
 * each vendor opens only their link in a fresh browser context — one saves a draft and submits, one
 * declines with a reason — and a revoked or unknown link shows a clear page.
 */

async function apiLogin(request: APIRequestContext, user: DemoUser) {
  const response = await request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS[user], password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { token, csrf } = ((await response.json()) as { data: { token: string; csrf: string } }).data;
  return { 'x-auth-token': token, 'x-csrf-token': csrf };
}

/** An approved requisition of Keel Aurora made through the API (purchaser raises, superintendent approves). */
async function approvedRequisition(request: APIRequestContext): Promise<string> {
  const purchaser = await apiLogin(request, 'purchaser');
  const superintendent = await apiLogin(request, 'superintendent');
  const ships = (await (await request.get('/api/v1/access/ships/me/', { headers: purchaser })).json()) as {
    data: { id: string; name: string }[];
  };
  const aurora = ships.data.find((s) => s.name === 'Keel Aurora')!;
  const created = await request.post('/api/v1/purchasing/requisitions', {
    headers: purchaser,
    data: {
      shipId: aurora.id,
      title: `Fuel valve overhaul ${Date.now().toString(36)}`,
      department: 'engine',
      priority: 1,
      deliveryPort: 'NLRTM',
      lines: [
        {
          description: 'Fuel valve nozzle',
          makerPartNumber: '90910-0789',
          maker: 'MAN Energy Solutions',
          quantity: '6',
          unit: 'pcs',
        },
        {
          description: 'O-ring, cylinder cover cooling water',
          makerPartNumber: '90501-0123',
          quantity: '12',
          unit: 'pcs',
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const requisition = ((await created.json()) as { data: { id: string; version: number } }).data;
  const submitted = await request.post(`/api/v1/purchasing/requisitions/${requisition.id}/submit`, {
    headers: purchaser,
    data: { version: requisition.version },
  });
  const { version } = ((await submitted.json()) as { data: { version: number } }).data;
  const approved = await request.post(`/api/v1/purchasing/requisitions/${requisition.id}/approve`, {
    headers: superintendent,
    data: { version },
  });
  expect(approved.status()).toBe(200);
  return requisition.id;
}

/** A page in a fresh browser context (no session, no storage): what a vendor has. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('the purchaser sends an RFQ; vendors quote and decline through their links', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const requisitionId = await approvedRequisition(request);
  const admin = await apiLogin(request, 'admin');
  const vendorList = (await (
    await request.get('/api/v1/purchasing/vendors/?active=true&sort=name&limit=3', { headers: admin })
  ).json()) as { data: { name: string }[] };
  const vendors = vendorList.data.map((v) => v.name);
  expect(vendors).toHaveLength(3);

  // The purchaser opens "Request quotations" for the requisition: the dialog preselects it.
  await logIn(page, 'purchaser');
  await page.goto(`/purchasing/po?tab=quotations&requisition=${requisitionId}`);
  const dialog = page.getByRole('dialog', { name: 'New request for quotation' });
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(1);
  const picker = dialog.getByRole('combobox', { name: 'Vendors to invite' });
  for (const name of vendors) {
    await picker.fill(name.split(' ')[0]!);
    await page
      .getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .click();
  }
  await dialog.getByRole('button', { name: 'Create and send' }).click();
  await page
    .getByRole('alertdialog', { name: 'Create and send the RFQ?' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(page.getByText(/RFQ-\d{4}-\d{5} sent to 3 vendors/)).toBeVisible();
  const number = (
    (await page.getByRole('heading', { level: 2 }).filter({ hasText: /RFQ-/ }).textContent()) ?? ''
  ).trim();
  const invited = page.getByRole('table', { name: 'Invited vendors' });
  await expect(invited.getByRole('row')).toHaveCount(4);
  await expect(invited.getByText('Active')).toHaveCount(3);

  // The admin reads the three invitations in the outbox (/config) and takes the links.
  const adminPage = await freshPage(browser);
  await logIn(adminPage, 'admin');
  await adminPage.goto('/config');
  const outbox = adminPage.getByRole('table', { name: 'Outbox' });
  await adminPage.getByPlaceholder('Search recipient or subject').fill(number);
  await expect(outbox.getByRole('row')).toHaveCount(4);
  const links: Record<string, string> = {};
  for (let i = 1; i <= 3; i += 1) {
    await outbox.getByRole('row').nth(i).click();
    const message = adminPage.getByRole('dialog');
    const text = (await message.textContent()) ?? '';
    const vendor = vendors.find((v) => text.includes(`Dear ${v},`))!;
    links[vendor] = (await message
      .getByRole('link', { name: /\/vendor\/offer\?token=/ })
      .getAttribute('href'))!;
    await message.getByRole('button', { name: 'Close' }).click();
  }
  expect(Object.keys(links).sort()).toEqual([...vendors].sort());
  const local = (href: string) => new URL(href).pathname + new URL(href).search;

  // Vendor 1, with only the link: saves a draft, then submits.
  const first = await freshPage(browser);
  await first.goto(local(links[vendors[0]!]!));
  await expect(first.getByRole('heading', { name: vendors[0]! })).toBeVisible();
  await expect(first.getByText(number)).toBeVisible();
  await first.getByLabel('Unit price, line 1').fill('410.00');
  await first.getByLabel('Unit price, line 2').fill('18.5');
  await first.getByLabel('Lead time (days), line 1').fill('9');
  await expect(first.getByLabel('Totals')).toContainText('Total');
  await first.getByRole('button', { name: 'Save draft' }).click();
  await expect(first.getByText(/Draft saved/)).toBeVisible();
  await expect(first.getByText('Draft of revision 1')).toBeVisible();
  await first.getByRole('button', { name: 'Submit quote' }).click();
  await first
    .getByRole('alertdialog', { name: 'Submit your quote?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(first.getByText(/Revision 1 submitted/)).toBeVisible();
  await expect(first.getByText('The buyer has your revision 1.')).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Submitted revisions' })).toBeVisible();

  // Vendor 2 declines with a reason.
  const second = await freshPage(browser);
  await second.goto(local(links[vendors[1]!]!));
  await second.getByRole('button', { name: 'Decline this request' }).click();
  const decline = second.getByRole('dialog', { name: 'Decline this request' });
  await decline.getByLabel('Reason').fill('No stock of genuine parts before the delivery window');
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(second.getByText(/You declined this request/).first()).toBeVisible();
  await expect(second.getByRole('button', { name: 'Submit quote' })).toHaveCount(0);

  // The purchaser sees both answers and revokes vendor 3's link; vendor 3 gets a clear page.
  await page.reload();
  await expect(invited.getByText('Quoted')).toBeVisible();
  await expect(invited.getByText('Declined')).toBeVisible();
  const third = invited.getByRole('row').filter({ hasText: vendors[2]! });
  await third.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke the link?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(third.getByText('Revoked')).toBeVisible();
  const revoked = await freshPage(browser);
  await revoked.goto(local(links[vendors[2]!]!));
  await expect(revoked.getByRole('heading', { name: 'This link was revoked' })).toBeVisible();
  await expect(revoked.getByText('Ask the buyer to send you a new one.')).toBeVisible();

  // A made-up or truncated token changes nothing and says so.
  const unknown = await freshPage(browser);
  await unknown.goto('/vendor/offer?token=not-a-real-token');
  await expect(unknown.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(unknown.getByText(/This link is not valid/)).toBeVisible();

  // The comparison shows the one submitted quote; awarding it creates the purchase order.
  const comparison = page.getByRole('table', { name: 'Quote comparison' });
  await expect(comparison).toContainText(vendors[0]!);
  await expect(comparison.getByText('Cheapest').first()).toBeVisible();
  await page.getByRole('button', { name: 'Award 2 lines' }).click();
  await page
    .getByRole('alertdialog', { name: 'Award and create purchase orders?' })
    .getByRole('button', { name: 'Award' })
    .click();
  const awarded = page.getByRole('alert').filter({ hasText: /Awarded/ });
  await expect(awarded.getByRole('link', { name: /PO-\d{4}-\d{5}/ })).toBeVisible();
  await expect(page.getByText('Awarded', { exact: false }).first()).toBeVisible();
  const poLink = await awarded.getByRole('link').first().getAttribute('href');
  expect(poLink).toMatch(/^\/purchasing\/po\?po=[0-9a-f-]{36}$/);
  // The link of vendor 1 now answers that the request was awarded.
  await first.reload();
  await expect(first.getByRole('heading', { name: 'This request is closed' })).toBeVisible();
});
