import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/env';
import { logIn, sidebar } from '../support/session';

/** Signs `user` in over the API; returns the access token and the user's ships. */
async function apiLogin(request: APIRequestContext, user: keyof typeof DEMO_USERS) {
  const login = await request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS[user], password: DEMO_PASSWORD },
  });
  const { token, csrf } = ((await login.json()) as { data: { token: string; csrf: string } }).data;
  const ships = await request.get('/api/v1/access/ships/me/', { headers: { 'x-auth-token': token } });
  return { token, csrf, ships: ((await ships.json()) as { data: { id: string; name: string }[] }).data };
}

/**
 * The master's ship sails east along 10° N for two hours, one fix every 10 minutes, with a gap of
 * 40 minutes in the middle; posted as its gateway would (Signal K deltas with their own times).
 */
async function sailTheShip(
  request: APIRequestContext,
  shipId: string,
  admin: { token: string; csrf: string },
) {
  const created = await request.post(`/api/v1/conning/ships/${shipId}/ingest-tokens`, {
    headers: { 'x-auth-token': admin.token, 'x-csrf-token': admin.csrf },
    data: { name: 'E2E map gateway' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const ingest = ((await created.json()) as { data: { token: string } }).data.token;
  const start = Date.now() - 2 * 3600_000;
  for (let i = 0; i <= 12; i++) {
    if (i >= 5 && i <= 8) continue; // the gap
    const response = await request.post('/api/v1/conning/ingest/signalk', {
      headers: { authorization: `Bearer ${ingest}` },
      data: {
        context: 'vessels.self',
        updates: [
          {
            $source: 'e2e.GP',
            timestamp: new Date(start + i * 600_000).toISOString(),
            values: [
              { path: 'navigation.position', value: { latitude: 10, longitude: 60 + i * 0.03 } },
              { path: 'navigation.speedOverGround', value: 5 + i * 0.5 },
              { path: 'navigation.headingTrue', value: Math.PI / 2 },
            ],
          },
        ],
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** Clicks the map at a share of its width and height (open water away from the controls). */
async function clickMap(page: Page, x: number, y: number) {
  const map = page.locator('.leaflet-container');
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

test('the master follows his ship live, plays its track, plans a forecast, measures and sees CCTV', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'admin');
  const master = await apiLogin(request, 'master');
  expect(master.ships).toHaveLength(1);
  const ship = master.ships[0]!;
  await sailTheShip(request, ship.id, admin);
  // The API refuses the master another ship's track.
  const other = admin.ships.find((s) => s.id !== ship.id)!;
  const from = new Date(Date.now() - 86_400_000).toISOString();
  const refused = await request.get(
    `/api/v1/map/ships/${other.id}/track?from=${from}&to=${new Date().toISOString()}`,
    { headers: { 'x-auth-token': master.token } },
  );
  expect(refused.status()).toBe(403);

  await logIn(page, 'master');
  await sidebar(page).getByRole('link', { name: 'Fleet map' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/map');
  const modes = page.getByRole('group', { name: 'Map mode' });
  await expect(modes.getByRole('button', { name: 'Live' })).toHaveAttribute('aria-pressed', 'true');

  // Live: only his ship, at its last fix.
  const list = page.getByRole('list', { name: 'Ships' });
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list.getByRole('button')).toContainText(ship.name);
  await expect(list.getByRole('button')).toContainText('21.4 kn'); // 11 m/s (Signal K is SI)
  await list.getByRole('button').click();
  const popup = page.getByRole('dialog', { name: `Ship ${ship.name}` });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Conning display' })).toHaveAttribute(
    'href',
    `/conning-display?ship=${ship.id}`,
  );
  await page.getByRole('button', { name: 'Close popup' }).click();
  await expect(popup).toHaveCount(0);

  // History: the last 24 h of his ship, played back.
  await modes.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Last 24 h' }).click();
  const playback = page.getByRole('group', { name: 'Playback' });
  await expect(playback).toBeVisible();
  await expect(page.getByTestId('playback-status')).toContainText(/Paused · \d+ points/);
  const startTime = await page.getByTestId('playback-time').textContent();
  await playback.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByTestId('playback-status')).toContainText('Playing');
  await expect(page.getByTestId('playback-time')).not.toHaveText(startTime!);
  await playback.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('playback-status')).toContainText('Paused');

  // Forecast: a new route from the ship's position; append, insert, move, delete; the ETA follows.
  await modes.getByRole('button', { name: 'Forecast' }).click();
  await page.getByRole('combobox', { name: 'Ship' }).click();
  await page.getByRole('option', { name: ship.name }).click();
  await page.getByRole('button', { name: 'New route' }).click();
  const eta = page.getByTestId('forecast-eta');
  await expect(eta).toBeVisible();
  await clickMap(page, 0.55, 0.3);
  await clickMap(page, 0.7, 0.35);
  const points = page.getByRole('table', { name: 'Route points' });
  await expect(points.getByRole('row')).toHaveCount(3);
  const etaAfterAppend = await eta.textContent();
  await page.getByTitle('Insert a route point before point 3').click();
  await expect(points.getByRole('row')).toHaveCount(4);
  const moved = page.getByTitle(/^Route point 4:/);
  const box = (await moved.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + 60, { steps: 8 });
  await page.mouse.up();
  await expect(eta).not.toHaveText(etaAfterAppend!);
  const etaAfterMove = await eta.textContent();
  await page.getByRole('button', { name: 'Delete route point 3' }).click();
  await expect(points.getByRole('row')).toHaveCount(3);
  await expect(eta).not.toHaveText(etaAfterMove!);
  const speed = page.getByRole('textbox', { name: 'Speed (kn)' });
  await speed.fill('24');
  await speed.press('Enter');
  await expect(page.getByText(/Earlier by .* than before the last change/)).toBeVisible();

  // Distance tool: three legs, then deactivated (clears).
  await page.getByRole('button', { name: 'Distance tool' }).click();
  await clickMap(page, 0.3, 0.65);
  await clickMap(page, 0.4, 0.7);
  await clickMap(page, 0.5, 0.65);
  await clickMap(page, 0.6, 0.75);
  const distance = page.getByRole('region', { name: 'Distance tool' });
  await expect(distance.getByText('3 legs')).toBeVisible();
  await expect(distance.getByTestId('distance-total')).toHaveText(/Total \d+(\.\d+)? NM/);
  await expect(distance.getByRole('table', { name: 'Distance points' }).getByRole('row')).toHaveCount(5);
  await distance.getByRole('button', { name: 'Clear and close' }).click();
  await expect(page.getByRole('region', { name: 'Distance tool' })).toHaveCount(0);

  // CCTV: the ship's cameras with their capture time.
  await modes.getByRole('button', { name: 'Live' }).click();
  await page.getByLabel('CCTV').check();
  const cctv = page.getByRole('figure', { name: `CCTV of ${ship.name}` });
  await expect(cctv).toBeVisible();
  await expect(cctv.getByText(/^Captured /).first()).toBeVisible();
  await expect(cctv.getByRole('img').first()).toBeVisible();
});

test('a user without the live map permission gets the access page', async ({ page }) => {
  await logIn(page, 'purchaser');
  await expect(sidebar(page).getByRole('link', { name: 'Fleet map' })).toHaveCount(0);
  await page.goto('/map');
  await expect(page).toHaveURL((url) => url.pathname === '/access-denied');
});
