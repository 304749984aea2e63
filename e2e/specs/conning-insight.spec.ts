import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { apiSession } from '../support/api-session';
import { logIn } from '../support/session';

// The machine running the suite may be slow: screens wait for the server for up to 45 s.
const expect = baseExpect.configure({ timeout: 45_000 });

test.use({ timezoneId: 'UTC' });

// Several screens and a background job on a machine shared with other runs.
test.setTimeout(120_000);

test('insight: posted air temperature and speed show as a weather chart and statistics', async ({
  page,
  request,
}) => {
  const { token, csrf, ships } = await apiSession(request, 'admin');
  // Not the master's ship (the display spec posts there): the second of the administrator's ships.
  const ship = ships[1]!;
  const created = await request.post(`/api/v1/conning/ships/${ship.id}/ingest-tokens`, {
    headers: { 'x-auth-token': token, 'x-csrf-token': csrf },
    data: { name: `Insight ${Date.now()}` },
  });
  const ingest = ((await created.json()) as { data: { token: string } }).data.token;
  // 20 minutes of one sample a minute, ending 10 minutes ago: 15 °C … 34 °C, STW 5 m/s.
  const start = Math.floor((Date.now() - 30 * 60_000) / 60_000) * 60_000;
  const updates = Array.from({ length: 20 }, (_, i) => ({
    timestamp: new Date(start + i * 60_000 + 5000).toISOString(),
    values: [
      { path: 'environment.outside.temperature', value: 288.15 + i },
      { path: 'navigation.speedThroughWater', value: 5 },
    ],
  }));
  const posted = await request.post('/api/v1/conning/ingest/signalk', {
    headers: { authorization: `Bearer ${ingest}` },
    data: { context: 'vessels.self', updates },
  });
  expect(posted.ok(), await posted.text()).toBe(true);

  await logIn(page, 'admin');
  await page.goto(`/conning-insight/${ship.id}`);
  await expect(page.getByRole('heading', { name: `Conning insight · ${ship.name}` })).toBeVisible();
  const weather = page.getByRole('region', { name: 'Weather' });
  await expect(weather.getByRole('button', { name: 'temperature', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const chart = weather.getByTestId('weather-temperature');
  await expect(chart).toHaveAttribute('data-points', '20');
  await expect(chart.locator('path.MuiLineChart-line').first()).toBeVisible();
  // The chart's data downloads as CSV: a line per minute, the air temperature in °C (sea: none).
  const download = page.waitForEvent('download');
  await chart.getByRole('button', { name: 'Download Air temperature, Sea temperature as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('conning-weather-temperature.csv');
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('Time (UTC),Air temperature (°C),Sea temperature (°C)');
  expect(lines).toHaveLength(21);
  expect(lines.slice(1).map((l) => Number(l.split(',')[1]))).toEqual(
    Array.from({ length: 20 }, (_, i) => 15 + i),
  );
  const stw = page.getByTestId('stat-navigation.speedThroughWater');
  await expect(stw).toContainText('Speed through water (kn)');
  await expect(stw.getByRole('cell').nth(2)).toHaveText('9.72');
  await expect(stw.getByRole('cell').nth(4)).toHaveText('20');
  // The trend of the same value is drawn too.
  await expect(page.getByTestId('trend-navigation.speedThroughWater')).toHaveAttribute('data-points', '20');
});
