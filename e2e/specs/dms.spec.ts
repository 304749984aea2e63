import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '../support/env';
import { logIn } from '../support/session';

/** A small, valid one-page PDF holding `text` (what a revision's file is). */
function samplePdf(text: string): Buffer {
  const content = `BT /F1 14 Tf 56 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

interface Session {
  token: string;
  csrf: string;
}

async function apiLogin(request: APIRequestContext, user: DemoUser): Promise<Session> {
  const r = await request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS[user], password: DEMO_PASSWORD },
  });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { data: Session }).data;
}

const headers = (s: Session) => ({ 'x-auth-token': s.token, 'x-csrf-token': s.csrf });

async function post<T>(request: APIRequestContext, s: Session, path: string, data: unknown): Promise<T> {
  const r = await request.post(`/api/v1${path}`, { headers: headers(s), data });
  expect(r.status(), `POST ${path}: ${await r.text()}`).toBeLessThan(300);
  return ((await r.json()) as { data: T }).data;
}

/**
 * A document of this run only (no other spec touches it), distributed to every ship, with revision 1
 * made effective through the API.
 */
async function makeDocument(request: APIRequestContext, admin: Session, tag: string) {
  const chapter = await post<{ id: string }>(request, admin, '/dms/chapters', {
    number: `E2E-${tag}`,
    title: `E2E chapter ${tag}`,
  });
  const doc = await post<{ id: string }>(request, admin, '/dms/documents', {
    number: `E2E-${tag}.1`,
    title: `Bridge watchkeeping ${tag}`,
    chapterId: chapter.id,
    distribution: { allShips: true, shipIds: [], shipFamilies: [] },
  });
  const upload = await request.post(`/api/v1/dms/documents/${doc.id}/revisions`, {
    headers: headers(admin),
    multipart: {
      revision: '1',
      file: {
        name: `watchkeeping-${tag}-rev1.pdf`,
        mimeType: 'application/pdf',
        buffer: samplePdf(`Rev 1 ${tag}`),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  type Doc = { revisions: { id: string; version: number }[] };
  const revisionId = ((await upload.json()) as { data: Doc }).data.revisions[0]!.id;
  let version = ((await upload.json()) as { data: Doc }).data.revisions[0]!.version;
  for (const action of ['submit', 'approve', 'make-effective']) {
    const after = await post<Doc>(request, admin, `/dms/revisions/${revisionId}/transition`, {
      action,
      version,
    });
    version = after.revisions.find((r) => r.id === revisionId)!.version;
  }
  return { documentId: doc.id, number: `E2E-${tag}.1`, title: `Bridge watchkeeping ${tag}` };
}

async function userPage(browser: Browser, user: DemoUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, user);
  return page;
}

async function confirm(page: Page, button: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a DCR from a ship becomes a new effective revision that the master acknowledges; a shared link downloads until revoked', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = String(Date.now() % 1_000_000);
  const admin = await apiLogin(request, 'admin');
  const doc = await makeDocument(request, admin, tag);

  // The master raises a change request from his ship.
  const master = await userPage(browser, 'master');
  await master.goto('/dms/dcr');
  await master.getByRole('button', { name: 'New change request' }).click();
  const form = master.getByRole('dialog', { name: 'New change request' });
  await form.getByRole('combobox', { name: 'Document' }).fill(doc.title);
  await master.getByRole('option', { name: `${doc.number} ${doc.title}` }).click();
  await expect(form.getByRole('combobox', { name: 'Raised from' })).not.toHaveText(/office/i);
  await form
    .getByRole('textbox', { name: /Reason for the change/ })
    .fill('The lookout rule misses restricted visibility');
  await form
    .getByRole('textbox', { name: 'Proposed text' })
    .fill('Post a dedicated lookout in restricted visibility.');
  await form.getByRole('button', { name: 'Raise' }).click();
  await expect(master).toHaveURL(/\/dms\/dcr\/[0-9a-f-]{36}$/);
  const dcrUrl = new URL(master.url()).pathname;
  await expect(master.getByRole('heading', { level: 1 })).toContainText(/DCR-\d+-\d+\s*Submitted/, {
    timeout: 30_000,
  });

  // The office approves it and uploads the new revision that implements it, then makes it effective.
  const office = await userPage(browser, 'superintendent');
  await office.goto(dcrUrl);
  await expect(office.getByRole('heading', { level: 1 })).toContainText('Submitted', { timeout: 30_000 });
  await office.getByRole('button', { name: 'Approve' }).click();
  await confirm(office, 'Approve');
  await expect(office.getByRole('heading', { level: 1 })).toContainText('Approved');

  await office.goto(`/dms/ism?doc=${doc.documentId}`);
  await office.getByRole('button', { name: 'New revision' }).click({ timeout: 30_000 });
  const upload = office.getByRole('dialog', { name: `New revision of ${doc.number}` });
  await upload.locator('input[name="file"]').setInputFiles({
    name: `watchkeeping-${tag}-rev2.pdf`,
    mimeType: 'application/pdf',
    buffer: samplePdf(`Rev 2 ${tag} restricted visibility lookout`),
  });
  await expect(upload.getByRole('textbox', { name: 'Revision' })).toHaveValue('2');
  await upload.getByRole('combobox', { name: 'Implements change request' }).click();
  await office.getByRole('option', { name: /^DCR-/ }).click();
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden();
  const revisions = office.getByRole('table', { name: 'Revisions' });
  const rev2 = revisions.getByRole('row').filter({ hasText: `watchkeeping-${tag}-rev2.pdf` });
  await expect(rev2).toContainText('Draft');
  for (const [button, state] of [
    ['Submit', 'In review'],
    ['Approve', 'Approved'],
    ['Make effective', 'Effective'],
  ] as const) {
    await rev2.getByRole('button', { name: button, exact: true }).click();
    await confirm(office, button);
    await expect(rev2).toContainText(state);
  }
  await expect(revisions.getByRole('row').filter({ hasText: `watchkeeping-${tag}-rev1.pdf` })).toContainText(
    'Superseded',
  );
  // The PDF shows in the page.
  await expect(office.locator(`iframe[title="${doc.number} revision 2"]`)).toBeVisible();

  // The DCR is implemented by the new revision.
  await office.goto(dcrUrl);
  await office.getByRole('button', { name: 'Implement' }).click({ timeout: 30_000 });
  const implement = office.getByRole('dialog', { name: /^Implement/ });
  await expect(implement.getByRole('combobox', { name: 'Revision' })).toContainText('Revision 2', {
    timeout: 30_000,
  });
  await implement.getByRole('button', { name: 'Implement' }).click();
  await expect(office.getByRole('heading', { level: 1 })).toContainText('Implemented', { timeout: 30_000 });

  // The old revision is listed under obsolete.
  await office.goto('/dms/obsolete');
  await office.getByRole('searchbox').fill(doc.number, { timeout: 30_000 });
  const obsolete = office.getByRole('table', { name: 'Obsolete revisions' });
  await expect(obsolete.getByRole('row').filter({ hasText: doc.title })).toContainText('Superseded');

  // The master acknowledges the new revision.
  await master.goto(`/dms/ism?doc=${doc.documentId}`);
  await master.getByRole('button', { name: 'Acknowledge', exact: true }).click({ timeout: 30_000 });
  await confirm(master, 'Acknowledge');
  await expect(master.getByText('Acknowledged rev. 2')).toBeVisible();

  // The office sees the master among those who did: a shared link of the revision downloads, then is revoked.
  await office.goto(`/dms/ism?doc=${doc.documentId}`);
  await office
    .getByRole('button', { name: `Share a link to watchkeeping-${tag}-rev2.pdf` })
    .click({ timeout: 30_000 });
  const created = office.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/files/shared-links',
  );
  await office.getByRole('dialog').getByRole('button', { name: 'Create link' }).click();
  const link = ((await (await created).json()) as { data: { id: string; url: string } }).data;
  const url = await office.getByTestId('shared-link-url').inputValue();
  expect(url).toBe(link.url);
  const download = await request.get(url);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const superintendent = await apiLogin(request, 'superintendent');
  await post(request, superintendent, `/files/shared-links/${link.id}/revoke`, {});
  const refused = await request.get(url);
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.headers()['content-type']).toContain('text/html');
});
