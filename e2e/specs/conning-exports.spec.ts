import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiSession } from '../support/api-session';
import { logIn } from '../support/session';

// The machine running the suite may be slow: screens wait for the server for up to 45 s.
const expect = baseExpect.configure({ timeout: 45_000 });

test.use({ timezoneId: 'UTC' });

const local = (ms: number) => new Date(ms).toISOString().slice(0, 16);

// Several screens and a background job on a machine shared with other runs.
test.setTimeout(120_000);

test('exports: a CSV job at minutes runs in the background and downloads with the posted values', async ({
  page,
  request,
}) => {
  const { token, csrf, ships } = await apiSession(request, 'admin');
  const ship = ships[2] ?? ships[0]!;
  const created = await request.post(`/api/v1/conning/ships/${ship.id}/ingest-tokens`, {
    headers: { 'x-auth-token': token, 'x-csrf-token': csrf },
    data: { name: `Export ${Date.now()}` },
  });
  const ingest = ((await created.json()) as { data: { token: string } }).data.token;
  // Five minutes of sea temperature, one sample a minute: 16.85 °C, 17.85 °C, …
  const start = Math.floor((Date.now() - 40 * 60_000) / 60_000) * 60_000;
  const updates = Array.from({ length: 5 }, (_, i) => ({
    timestamp: new Date(start + i * 60_000 + 1000).toISOString(),
    values: [{ path: 'environment.water.temperature', value: 290 + i }],
  }));
  const posted = await request.post('/api/v1/conning/ingest/signalk', {
    headers: { authorization: `Bearer ${ingest}` },
    data: { context: 'vessels.self', updates },
  });
  expect(posted.ok(), await posted.text()).toBe(true);

  await logIn(page, 'admin');
  await page.goto('/conning-exports');
  const form = page.getByRole('form', { name: 'New export' });
  await form.getByRole('combobox', { name: 'Ship' }).click();
  await page.getByRole('option', { name: ship.name }).click();
  await form.getByLabel('From').fill(local(start));
  await form.getByLabel('To').fill(local(start + 5 * 60_000));
  await form.getByRole('combobox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'Minutes' }).click();
  await form.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'CSV' }).click();
  const values = form.getByRole('combobox', { name: 'Values' });
  await values.fill('Sea temp');
  await page.getByRole('option', { name: 'Sea temperature' }).click();
  await form.getByRole('button', { name: 'Start export' }).click();

  const job = page.locator('[data-testid^="export-"]').filter({ hasText: ship.name }).first();
  await expect(job).toHaveAttribute('data-state', 'DONE', { timeout: 30_000 });
  await expect(job.getByText('DONE')).toBeVisible();
  const download = page.waitForEvent('download');
  await job.getByRole('button', { name: /^Download conning-.*\.csv$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^conning-.*-minutes\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  const lines = text.trim().split('\r\n');
  const header = lines[0]!.split(',');
  const sea = header.indexOf('Sea temperature (°C)');
  expect(sea).toBeGreaterThan(0);
  const rows = lines.slice(1).map((l) => l.split(','));
  expect(rows.map((r) => r[0])).toEqual(
    Array.from({ length: 5 }, (_, i) =>
      new Date(start + i * 60_000).toISOString().slice(0, 19).replace('T', ' '),
    ),
  );
  expect(rows.map((r) => Number(r[sea]))).toEqual([16.85, 17.85, 18.85, 19.85, 20.85]);

  // The file is kept for the retention period; the job can be deleted after a confirmation.
  await expect(job.getByText(/^kept until \d{4}\/\d{2}\/\d{2}$/)).toBeVisible();
  const jobId = (await job.getAttribute('data-testid'))!;
  await job.getByRole('button', { name: /^Delete the export of / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete export' });
  await expect(confirm).toContainText(ship.name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId(jobId)).toHaveCount(0);
});

test('exports: a one-day Excel workbook at ten seconds opens with 8,640 rows and the posted values', async ({
  page,
  request,
}) => {
  const { token, csrf, ships } = await apiSession(request, 'admin');
  // Not the ship of the CSV test above (the job list is told apart by ship), nor the display's last one.
  const ship = ships.length > 4 ? ships[3]! : ships[0]!;
  const created = await request.post(`/api/v1/conning/ships/${ship.id}/ingest-tokens`, {
    headers: { 'x-auth-token': token, 'x-csrf-token': csrf },
    data: { name: `Export day ${Date.now()}` },
  });
  const ingest = ((await created.json()) as { data: { token: string } }).data.token;
  // Yesterday (UTC), the whole day: air temperature every ten seconds, 10.0 °C, 10.1 °C, … 14.9 °C, again.
  const day = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000;
  const celsius = (i: number) => Number((10 + (i % 50) / 10).toFixed(1));
  for (let part = 0; part < 4; part++) {
    const updates = Array.from({ length: 2_160 }, (_, j) => {
      const i = part * 2_160 + j;
      return {
        timestamp: new Date(day + i * 10_000).toISOString(),
        values: [{ path: 'environment.outside.temperature', value: 273.15 + celsius(i) }],
      };
    });
    // A delta holds at most 100 updates: a batch of 22 deltas.
    const deltas = Array.from({ length: Math.ceil(updates.length / 100) }, (_, k) => ({
      context: 'vessels.self',
      updates: updates.slice(k * 100, k * 100 + 100),
    }));
    const posted = await request.post('/api/v1/conning/ingest/signalk', {
      headers: { authorization: `Bearer ${ingest}` },
      data: deltas,
    });
    expect(posted.ok(), await posted.text()).toBe(true);
  }

  await logIn(page, 'admin');
  await page.goto('/conning-exports');
  const form = page.getByRole('form', { name: 'New export' });
  await form.getByRole('combobox', { name: 'Ship' }).click();
  await page.getByRole('option', { name: ship.name, exact: true }).click();
  await form.getByLabel('From').fill(local(day));
  await form.getByLabel('To').fill(local(day + 86_400_000));
  await form.getByRole('combobox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'Every Ten Seconds' }).click();
  await expect(form.getByRole('combobox', { name: 'Format' })).toHaveText('Excel (.xlsx)');
  const values = form.getByRole('combobox', { name: 'Values' });
  await values.fill('Air temp');
  await page.getByRole('option', { name: 'Air temperature' }).click();
  await form.getByRole('button', { name: 'Start export' }).click();

  const job = page
    .locator('[data-testid^="export-"]')
    .filter({ hasText: ship.name })
    .filter({ hasText: 'Every Ten Seconds' })
    .first();
  await expect(job).toHaveAttribute('data-state', 'DONE', { timeout: 60_000 });
  const download = page.waitForEvent('download');
  await job.getByRole('button', { name: /^Download conning-.*\.xlsx$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^conning-.*\.xlsx$/);

  // Open the workbook: one header row and a row every ten seconds of the day.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(1 + 8_640);
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const air = header.indexOf('Air temperature (°C)') + 1;
  expect(air).toBeGreaterThan(1);
  expect(sheet.getRow(1).getCell(air).font?.bold).toBe(true);
  const timeOf = (row: number) => (sheet.getRow(row).getCell(1).value as Date).getTime();
  for (const i of [0, 1, 49, 50, 2_159, 2_160, 4_321, 8_639]) {
    expect(timeOf(2 + i)).toBe(day + i * 10_000);
    expect(sheet.getRow(2 + i).getCell(air).value).toBe(celsius(i));
  }
});
