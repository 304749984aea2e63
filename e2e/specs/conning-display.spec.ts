import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/env';
import { logIn, sidebar } from '../support/session';

// The machine running the suite may be slow: screens wait for the server for up to 45 s.
const expect = baseExpect.configure({ timeout: 45_000 });

/** Signs `user` in over the API; returns the access token and the user's ships. */
async function apiLogin(request: APIRequestContext, user: keyof typeof DEMO_USERS) {
  const login = await request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS[user], password: DEMO_PASSWORD },
  });
  const { token, csrf } = ((await login.json()) as { data: { token: string; csrf: string } }).data;
  const ships = await request.get('/api/v1/access/ships/me/', { headers: { 'x-auth-token': token } });
  return { token, csrf, ships: ((await ships.json()) as { data: { id: string; name: string }[] }).data };
}

/** Posts one Signal K delta as the ship's gateway would. */
async function postDelta(
  request: APIRequestContext,
  ingestToken: string,
  values: { path: string; value: number }[],
) {
  const response = await request.post('/api/v1/conning/ingest/signalk', {
    headers: { authorization: `Bearer ${ingestToken}` },
    data: { context: 'vessels.self', updates: [{ $source: 'e2e.GP', values }] },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.setTimeout(120_000);

test('the master sees his ship heading and speed live with units, and cannot pick another ship', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const master = await apiLogin(request, 'master');
  expect(master.ships).toHaveLength(1);
  const ship = master.ships[0]!;
  const other = admin.ships.find((s) => s.id !== ship.id)!;
  // The ship's gateway: an ingest token (Conning.Sensor, so the administrator makes it).
  const created = await request.post(`/api/v1/conning/ships/${ship.id}/ingest-tokens`, {
    headers: { 'x-auth-token': admin.token, 'x-csrf-token': admin.csrf },
    data: { name: 'E2E gateway' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const ingest = ((await created.json()) as { data: { token: string } }).data.token;
  await postDelta(request, ingest, [
    { path: 'navigation.headingTrue', value: Math.PI / 2 },
    { path: 'navigation.speedOverGround', value: 6.5 },
  ]);

  await logIn(page, 'master');
  await sidebar(page).getByRole('link', { name: 'Conning display' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/conning-display');
  const navigation = page.getByRole('region', { name: 'Navigation' });
  await expect(navigation.getByRole('group', { name: 'Heading: 090 °' })).toBeVisible();
  await expect(navigation.getByRole('group', { name: 'SOG: 12.6 kn' })).toBeVisible();
  await expect(navigation.getByText('Source: E2E gateway (e2e.GP)')).toBeVisible();

  // A new value reaches the open screen (socket, or polling while it is down).
  await postDelta(request, ingest, [{ path: 'navigation.speedOverGround', value: 7.5 }]);
  await expect(navigation.getByRole('group', { name: 'SOG: 14.6 kn' })).toBeVisible();

  // The picker holds the master's own ship only; another ship in the address is refused.
  await page.getByRole('combobox', { name: 'Ship' }).press('Enter');
  await expect(page.getByRole('option')).toHaveText([ship.name]);
  await page.keyboard.press('Escape');
  await page.goto(`/conning-display?ship=${other.id}`);
  await expect(page.getByText('This ship is not among your ships')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Navigation' })).toHaveCount(0);
  const refused = await request.get(`/api/v1/conning/ships/${other.id}/latest`, {
    headers: { 'x-auth-token': master.token },
  });
  expect(refused.status()).toBe(403);
});
