import dgram from 'node:dgram';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { apiSession } from '../support/api-session';
import { logIn, sidebar } from '../support/session';

// The machine running the suite may be slow: screens wait for the server for up to 45 s.
const expect = baseExpect.configure({ timeout: 45_000 });

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

/** `$…*hh` with its checksum. */
function nmea(body: string) {
  let sum = 0;
  for (const c of body) sum ^= c.charCodeAt(0);
  return `$${body}*${sum.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** Sends lines to a UDP port of this machine, as a bridge multiplexer broadcasts them. */
async function sendUdp(port: number, lines: string[]) {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve, reject) =>
    socket.send(Buffer.from(lines.map((l) => `${l}\r\n`).join('')), port, '127.0.0.1', (error) =>
      error ? reject(error) : resolve(),
    ),
  );
  socket.close();
}

test.setTimeout(120_000);

test('the master sees his ship heading and speed live with units, and cannot pick another ship', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, 'admin');
  const master = await apiSession(request, 'master');
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

test('an NMEA source over UDP: changing values shown live, greyed as stale once the source is stopped; night darkens the frame', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, 'admin');
  // A ship no other conning spec writes to (they take the master's, the second and the third).
  const ship = admin.ships.at(-1)!;
  const name = `Bridge mux ${Date.now().toString(36)}`;
  const port = 21000 + Math.floor(Math.random() * 20000);
  const created = await request.post('/api/v1/conning/sources', {
    headers: { 'x-auth-token': admin.token, 'x-csrf-token': admin.csrf },
    // The heading goes stale 4 s after its last sentence (the source's own timeout).
    data: {
      shipId: ship.id,
      name,
      kind: 'udp',
      port,
      enabled: true,
      timeouts: { 'navigation.headingTrue': 4 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const source = ((await created.json()) as { data: { id: string; version: number } }).data;

  await logIn(page, 'admin');
  await page.goto(`/conning-display?ship=${ship.id}`);
  const navigation = page.getByRole('region', { name: 'Navigation' });
  // The gyro turns: 101 °, then 102 °, each reaching the open screen as it is sent.
  for (const heading of ['101.0', '102.0']) {
    await expect(async () => {
      await sendUdp(port, [nmea(`HEHDT,${heading},T`), nmea('TIROT,12.0,A')]);
      await expect(navigation.getByRole('group', { name: `Heading: ${heading.slice(0, 3)} °` })).toBeVisible({
        timeout: 3000,
      });
    }).toPass({ timeout: 45_000 });
  }
  await expect(navigation.getByText(`Source: ${name} (HE)`)).toBeVisible();
  await expect(navigation.getByRole('group', { name: 'Heading: 102 °' })).toHaveAttribute(
    'data-stale',
    'false',
  );

  // Night: the page and the app frame around it (top bar, sidebar) go red on black.
  await page.getByRole('switch', { name: 'Night' }).or(page.getByLabel('Night')).first().check();
  const background = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect.poll(() => background('header')).toBe('rgb(0, 0, 0)');
  await expect.poll(() => background('nav[aria-label="Main"]')).toBe('rgb(0, 0, 0)');
  const navText = await sidebar(page)
    .getByRole('link', { name: 'Conning display' })
    .evaluate((el) => getComputedStyle(el).color);
  expect(navText).toMatch(/^rgb\((\d+), (\d+), (\d+)\)$/);
  const [r, g, b] = navText.match(/\d+/g)!.map(Number);
  expect(r).toBeGreaterThan(2 * Math.max(g!, b!));
  // Leaving the screen gives the frame its theme back.
  await page.getByRole('switch', { name: 'Night' }).or(page.getByLabel('Night')).first().uncheck();
  await expect.poll(() => background('header')).not.toBe('rgb(0, 0, 0)');

  // Stop the source: no more sentences, and the last heading turns stale with its age, never live.
  const stopped = await request.patch(`/api/v1/conning/sources/${source.id}`, {
    headers: { 'x-auth-token': admin.token, 'x-csrf-token': admin.csrf },
    data: { enabled: false, version: source.version },
  });
  expect(stopped.status(), await stopped.text()).toBe(200);
  const { version } = ((await stopped.json()) as { data: { version: number } }).data;
  await sendUdp(port, [nmea('HEHDT,150.0,T')]);
  const stale = navigation.getByRole('group', { name: /^Heading: 102 °, stale, .+ old$/ });
  await expect(stale).toBeVisible({ timeout: 20_000 });
  await expect(stale).toHaveAttribute('data-stale', 'true');
  await expect(stale.getByText(/^stale · /)).toBeVisible();
  // The server says so too.
  const latest = await request.get(`/api/v1/conning/ships/${ship.id}/latest`, {
    headers: { 'x-auth-token': admin.token },
  });
  const heading = (
    (await latest.json()) as { data: { path: string; stale: boolean; source: string }[] }
  ).data.find((v) => v.path === 'navigation.headingTrue');
  expect(heading).toMatchObject({ stale: true, source: `${name} (HE)` });

  await request.delete(`/api/v1/conning/sources/${source.id}?version=${version}`, {
    headers: { 'x-auth-token': admin.token, 'x-csrf-token': admin.csrf },
  });
});
