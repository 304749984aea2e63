import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/env';
import { apiGet, dismissToasts, logIn } from '../support/session';

/** A small PDF whose bytes the spec compares after the download (the sniffer needs only the header). */
function samplePdf(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${text}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** Signs in through the API: the tokens to call it as that user. */
async function apiLogin(request: APIRequestContext, user: keyof typeof DEMO_USERS) {
  const answer = await request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS[user], password: DEMO_PASSWORD },
  });
  expect(answer.status()).toBe(200);
  const { token, csrf } = ((await answer.json()) as { data: { token: string; csrf: string } }).data;
  return { 'x-auth-token': token, 'x-csrf-token': csrf };
}

test('a master shares a certificate scan; the link works without a login until he revokes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).toUpperCase();
  const number = `E2E-SHARE-${suffix}`;
  const fileName = `Safety Equipment ${suffix}.pdf`;
  const pdf = samplePdf(`Safety equipment certificate ${number}`);

  // The spec's own certificate with its scan, made through the API as the master.
  const headers = await apiLogin(page.request, 'master');
  const ships = await apiGet<{ id: string; name: string }[]>(
    page.request,
    headers['x-auth-token'],
    '/ships/?q=Aurora',
  );
  const aurora = ships.find((s) => s.name === 'Keel Aurora')!.id;
  const created = await page.request.post('/api/v1/certificates/', {
    headers,
    data: {
      shipId: aurora,
      typeCode: 'SOLAS_SE',
      kind: 'statutory',
      name: 'Cargo Ship Safety Equipment Certificate',
      number,
      issuer: 'DNV AS on behalf of the Republic of the Marshall Islands',
      issueDate: '2025-05-10',
      expiryDate: '2030-05-10',
      hasSurveyWindows: true,
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const certificate = ((await created.json()) as { data: { id: string; version: number } }).data;
  const uploaded = await page.request.post(`/api/v1/certificates/${certificate.id}/file`, {
    headers,
    multipart: {
      version: String(certificate.version),
      file: { name: fileName, mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  // Share it from the certificate's dialog: 1 day, a note; the link is shown once, and copied.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, 'master');
  await page.goto(`/certificate/${aurora}?open=${certificate.id}`);
  const opened = page.getByRole('dialog').filter({ hasText: 'Cargo Ship Safety Equipment Certificate' });
  await opened.getByRole('button', { name: `Share a link to ${fileName}` }).click();
  const share = page.getByRole('dialog', { name: `Share “${fileName}”` });
  await share.getByRole('button', { name: '1 day' }).click();
  await expect(share.getByText(/The link stops working on /)).toBeVisible();
  await share.getByLabel('Note (who it is for, why)').fill('For the port state control officer');
  await share.getByRole('button', { name: 'Create link' }).click();
  const done = page.getByRole('dialog', { name: 'Link created' });
  await expect(done.getByText('it is shown only once')).toBeVisible();
  const url = await done.getByTestId('shared-link-url').inputValue();
  expect(url).toMatch(/\/api\/v1\/file\/download\/shared\/[A-Za-z0-9_-]{43}$/);
  await done.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await dismissToasts(page);
  await done.getByRole('button', { name: 'Done' }).click();

  // Someone with no Keel session downloads it.
  const stranger = await browser.newContext();
  const path = new URL(url).pathname;
  const download = await stranger.request.get(path);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(download.headers()['content-disposition']).toContain(`filename*=UTF-8''`);
  expect((await download.body()).equals(pdf)).toBe(true);

  // The master finds it under "Shared links" in the account menu, with its download, and revokes it.
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Shared links' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/files/shared-links');
  await expect(page.getByRole('heading', { name: 'Shared links' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: fileName });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('For the port state control officer');
  await expect(row.getByRole('cell').nth(4)).toContainText('1');
  await row.getByRole('button', { name: `Revoke the link to ${fileName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this link?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Link revoked')).toBeVisible();
  await expect(row).toContainText('Revoked');

  // The link now shows the refusal page to anyone who opens it.
  const visitor = await stranger.newPage();
  const refused = await visitor.goto(path);
  expect(refused?.status()).toBe(410);
  await expect(visitor.getByRole('heading', { name: 'This link was withdrawn' })).toBeVisible();
  await expect(visitor.getByText('Ask them for a new one')).toBeVisible();
  await stranger.close();
});
