import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/env';
import { apiGet, logIn } from '../support/session';

/** A small, valid one-page PDF (the scanned certificate the spec uploads). */
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

/** `YYYYMMDD` of a day `days` from today (UTC), as typed into a date field. */
function typedDate(days: number, years = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

/** The id of a demo ship, read through the API as the superintendent (who sees every ship). */
async function shipId(page: Page, name: string): Promise<string> {
  const login = await page.request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS.superintendent, password: DEMO_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const ships = await apiGet<{ id: string; name: string }[]>(
    page.request,
    token,
    `/ships/?q=${encodeURIComponent(name)}`,
  );
  const ship = ships.find((s) => s.name === name);
  if (!ship) throw new Error(`no ship ${name}`);
  return ship.id;
}

test('the master adds a certificate with its PDF, sees it in the matrix and downloads the same bytes', async ({
  page,
}) => {
  const aurora = await shipId(page, 'Keel Aurora');
  const number = `E2E-SPP-${Date.now().toString(36).toUpperCase()}`;
  const pdf = samplePdf(`Sewage certificate ${number}`);
  test.setTimeout(90_000);
  await logIn(page, 'master');

  await page.goto(`/certificate/${aurora}`);
  await expect(page.getByRole('heading', { name: 'Keel Aurora · certificates' })).toBeVisible();
  await page.getByRole('button', { name: 'Add certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add certificate' });
  await dialog.getByRole('combobox', { name: 'Certificate type' }).click();
  await page.getByRole('option', { name: 'International Sewage Pollution Prevention Certificate' }).click();
  await dialog.getByLabel('Number').fill(number);
  await dialog.getByLabel('Issued by').fill('DNV AS on behalf of the Republic of the Marshall Islands');
  // Valid five years and a half from today: the longest-valid ISPP, so the matrix shows it.
  await dialog.getByRole('group', { name: 'Issue date' }).click();
  await page.keyboard.type(typedDate(-2));
  await dialog.getByRole('group', { name: 'Expiry date' }).click();
  await page.keyboard.type(typedDate(180, 5));
  await dialog
    .getByTestId('certificate-file-input')
    .setInputFiles({ name: 'ISPP scan.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(dialog.getByText(/ISPP scan\.pdf/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Certificate ${number} added`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/certificate');
  const matrix = page.getByRole('table', { name: 'Certificate matrix' });
  const cell = matrix.getByRole('link', { name: new RegExp(`^ISPP: Valid, ${number}, `) });
  await expect(cell).toBeVisible();
  await cell.click();

  await expect(page).toHaveURL(
    (url) => url.pathname === `/certificate/${aurora}` && url.searchParams.has('open'),
  );
  const opened = page
    .getByRole('dialog')
    .filter({ hasText: 'International Sewage Pollution Prevention Certificate' });
  await expect(opened.getByLabel('Number')).toHaveValue(number);
  const downloadStarted = page.waitForEvent('download');
  await opened.getByRole('button', { name: `Download scan of ${number}` }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('ISPP scan.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.equals(pdf)).toBe(true);
});

test('certificates of no standard type get a matrix column of their name, coloured by state, and open', async ({
  page,
}) => {
  const aurora = await shipId(page, 'Keel Aurora');
  const name = `E2E Financial Responsibility ${Date.now().toString(36).toUpperCase()}`;
  const number = `COFR-${Date.now().toString(36).toUpperCase()}`;
  test.setTimeout(90_000);
  await logIn(page, 'master');

  // The seeded sanitation certificates share one column; the new fleet types have theirs.
  await page.goto('/certificate');
  const matrix = page.getByRole('table', { name: 'Certificate matrix' });
  for (const heading of ['BWM', 'IAFS', 'Bunker CLC', 'Wreck Removal', 'Safe Manning', 'Registry'])
    await expect(matrix.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  const sanitation = matrix.getByRole('link', {
    name: /^Ship Sanitation Control Exemption Certificate: Valid/,
  });
  await expect(sanitation).toBeVisible();
  await expect(matrix.getByRole('link', { name: /^BWM: / })).toBeVisible();

  // A free-named certificate gets its own column, named by its name.
  await page.goto(`/certificate/${aurora}`);
  await page.getByRole('button', { name: 'Add certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add certificate' });
  await dialog.getByRole('combobox', { name: 'Certificate type' }).click();
  await page.getByRole('option', { name: 'Other certificate' }).click();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByLabel('Number').fill(number);
  await dialog.getByLabel('Issued by').fill('US Coast Guard National Pollution Funds Center');
  await dialog.getByRole('group', { name: 'Issue date' }).click();
  await page.keyboard.type(typedDate(-2));
  await dialog.getByRole('group', { name: 'Expiry date' }).click();
  await page.keyboard.type(typedDate(20));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Certificate ${number} added`)).toBeVisible();

  await page.goto('/certificate');
  await expect(matrix.getByRole('columnheader', { name })).toBeVisible();
  const cell = matrix.getByRole('link', { name: new RegExp(`^${name}: Due, ${number}, `) });
  await expect(cell).toBeVisible();
  await expect(cell.locator('xpath=ancestor::td[1]')).toHaveAttribute('data-state', 'DUE');
  await cell.click();
  await expect(page).toHaveURL(
    (url) => url.pathname === `/certificate/${aurora}` && url.searchParams.has('open'),
  );
  await expect(page.getByRole('dialog').filter({ hasText: name }).getByLabel('Number')).toHaveValue(number);
});

test("the master opening another ship's certificates sees the access error", async ({ page }) => {
  const borealis = await shipId(page, 'Keel Borealis');
  await logIn(page, 'master');
  await page.goto(`/certificate/${borealis}`);
  const panel = page.getByRole('region', { name: 'Access error' });
  await expect(panel.getByText('403 · Access Error')).toBeVisible();
  await expect(panel.getByText('You have no access to this ship')).toBeVisible();
  await expect(
    panel.getByText(
      'Access to the site is restricted. Please contact the site administrator if you need to gain access.',
    ),
  ).toBeVisible();
});
