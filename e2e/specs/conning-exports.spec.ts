import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/env';
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
  const login = await request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS.admin, password: DEMO_PASSWORD },
  });
  const { token, csrf } = ((await login.json()) as { data: { token: string; csrf: string } }).data;
  const ships = (
    (await (
      await request.get('/api/v1/access/ships/me/', { headers: { 'x-auth-token': token } })
    ).json()) as {
      data: { id: string; name: string }[];
    }
  ).data;
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
