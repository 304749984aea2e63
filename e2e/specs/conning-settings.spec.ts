import dgram from 'node:dgram';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/env';
import { logIn, sidebar } from '../support/session';

// The machine running the suite may be slow: screens wait for the server for up to 45 s.
const expect = baseExpect.configure({ timeout: 45_000 });

/** Signs the administrator in over the API. */
async function apiLogin(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/', {
    data: { email: DEMO_USERS.admin, password: DEMO_PASSWORD },
  });
  return ((await login.json()) as { data: { token: string; csrf: string } }).data;
}

/** `$…*hh` with its checksum. */
function nmea(body: string) {
  let sum = 0;
  for (const c of body) sum ^= c.charCodeAt(0);
  return `$${body}*${sum.toString(16).toUpperCase().padStart(2, '0')}`;
}

async function sendUdp(port: number, text: string) {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve, reject) =>
    socket.send(Buffer.from(`${text}\r\n`), port, '127.0.0.1', (error) =>
      error ? reject(error) : resolve(),
    ),
  );
  socket.close();
}

// Several screens and a background job on a machine shared with other runs.
test.setTimeout(120_000);

test('settings: add a UDP source that listens at once with its counters, create and revoke an ingest token', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const udpPort = 21000 + Math.floor(Math.random() * 20000);
  await logIn(page, 'admin');
  await sidebar(page).getByRole('link', { name: 'Conning settings' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/conning-setting');

  // A UDP source, checked before sending: without a port the dialog says so.
  await page.getByRole('button', { name: 'Add source' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(`Mux ${suffix}`);
  await dialog.getByLabel('UDP port (listen)').fill('');
  await dialog.getByRole('button', { name: 'Add source' }).click();
  await expect(dialog.getByText('port is required for a UDP source')).toBeVisible();
  await dialog.getByLabel('UDP port (listen)').fill(String(udpPort));
  await dialog.getByRole('button', { name: 'Add source' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId(`source-Mux ${suffix}`);
  await expect(row).toContainText(`UDP :${udpPort}`);

  // It listens at once: a good sentence and one with a bad checksum show in its counters.
  await expect(async () => {
    await sendUdp(udpPort, nmea('HEHDT,123.4,T'));
    await sendUdp(udpPort, '$HEHDT,123.4,T*00');
    await expect(row.getByText(/checksum: \d+/)).toBeVisible({ timeout: 6000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByText(/[1-9]\d* good/)).toBeVisible();

  // An ingest token: shown once, works, then revoked after a confirmation and refused.
  await page.getByRole('button', { name: 'Create token' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(`Gateway ${suffix}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  const secret = await page.getByTestId('new-ingest-token').inputValue();
  expect(secret).toMatch(/^keel_ing_/);
  const post = () =>
    request.post('/api/v1/conning/ingest/signalk', {
      headers: { authorization: `Bearer ${secret}` },
      data: { updates: [{ values: [{ path: 'environment.depth.belowTransducer', value: 21.5 }] }] },
    });
  expect((await post()).status()).toBe(200);
  await page.getByRole('button', { name: 'Done' }).click();
  const tokenRow = page.getByTestId(`token-Gateway ${suffix}`);
  await expect(tokenRow.getByText('Active')).toBeVisible();
  await tokenRow.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(/this cannot be undone/)).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(tokenRow.getByText(/^Revoked/)).toBeVisible();
  expect((await post()).status()).toBe(401);

  // Delete the source after a confirmation; it stops listening.
  await row.getByRole('button', { name: `Delete Mux ${suffix}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  const admin = await apiLogin(request);
  const left = await request.get(`/api/v1/conning/sources?limit=200`, {
    headers: { 'x-auth-token': admin.token },
  });
  expect(await left.text()).not.toContain(`Mux ${suffix}`);
});
