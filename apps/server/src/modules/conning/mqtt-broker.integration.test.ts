/**
 * MQTT with a broker login and TLS, end to end: the test starts its own Mosquitto (Debian's
 * /usr/sbin/mosquitto) on a free port with a password file and a self-signed certificate made here
 * (openssl CLI), then configures Keel's MQTT sources through the API: the password is stored sealed
 * (AES-256-GCM, never in clear, never answered), the right password receives a message into `latest`,
 * a wrong one and an unknown certificate are reported as the source's error.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChecksum, type ConningSource, type LatestValue } from '@keel/domain';
import { DEMO, shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { conningSources } from './conning.table';

const USER = 'bridge-gw';
const PASSWORD = 'Sl0w-ahead-both';
let t: TestApp;
let admin: TestSession;
let aurora: string;
let dir: string;
let broker: ChildProcess;
let port: number;
let ca: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = server.address() as net.AddressInfo;
      server.close(() => resolve(p));
    });
  });

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'keel-mqtt-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  ca = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  execFileSync('mosquitto_passwd', ['-b', '-c', path.join(dir, 'passwd'), USER, PASSWORD]);
  port = await freePort();
  writeFileSync(
    path.join(dir, 'mosquitto.conf'),
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous false',
      `password_file ${path.join(dir, 'passwd')}`,
      `certfile ${path.join(dir, 'cert.pem')}`,
      `keyfile ${path.join(dir, 'key.pem')}`,
      `user ${os.userInfo().username}`,
      '',
    ].join('\n'),
  );
  broker = spawn('mosquitto', ['-c', path.join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
  await until(
    'mosquitto',
    () =>
      new Promise<true | undefined>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
        socket.on('error', () => resolve(undefined));
      }),
  );
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
});

afterAll(async () => {
  await t?.close();
  broker?.kill();
  rmSync(dir, { recursive: true, force: true });
});

const createSource = async (name: string, fields: Record<string, unknown>) => {
  const response = await admin.post('/conning/sources', {
    shipId: aurora,
    name,
    kind: 'mqtt',
    url: `mqtt://127.0.0.1:${port}`,
    topic: 'keel/aurora/nmea',
    tls: true,
    enabled: true,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ConningSource }>().data;
};
const sourceOf = async (id: string) =>
  (await admin.get(`/conning/sources/${id}`)).json<{ data: ConningSource }>().data;

describe('MQTT source with a broker password and TLS (own Mosquitto)', () => {
  let good: ConningSource;

  it('stores the password sealed, never answers it, and receives a message with it', async () => {
    good = await createSource('Shore broker', {
      username: USER,
      password: PASSWORD,
      tlsCa: ca,
      tlsRejectUnauthorized: true,
    });
    expect(good.hasPassword).toBe(true);
    expect(JSON.stringify(good)).not.toContain(PASSWORD);
    const [row] = await t.ctx.database.db
      .select({ password: conningSources.password })
      .from(conningSources)
      .where(eq(conningSources.id, good.id));
    expect(row!.password).toMatch(/^aes256gcm:v1:/);
    expect(row!.password).not.toContain(PASSWORD);
    const audit = await admin.get('/audit/?entity=conning_source&limit=200');
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain(good.id);
    expect(audit.body).not.toContain(PASSWORD);

    await until('the source to connect', async () =>
      (await sourceOf(good.id)).stats?.connected ? true : undefined,
    );
    const publisher = await mqtt.connectAsync(`mqtts://127.0.0.1:${port}`, {
      username: USER,
      password: PASSWORD,
      ca,
    });
    const heading = await until('the heading in latest', async () => {
      await publisher.publishAsync('keel/aurora/nmea', withChecksum('HEHDT,123.4,T'));
      const latest = await admin.get(`/conning/ships/${aurora}/latest`);
      return latest
        .json<{ data: LatestValue[] }>()
        .data.find((v) => v.path === 'navigation.headingTrue' && v.source.startsWith('Shore broker'));
    });
    await publisher.endAsync();
    expect(heading.value).toBeCloseTo((123.4 * Math.PI) / 180, 6);
    expect((await sourceOf(good.id)).stats?.lastError ?? null).toBeNull();
  });

  it('reports a wrong password as the source error', async () => {
    const wrong = await createSource('Shore broker (wrong password)', {
      username: USER,
      password: 'not-the-password',
      tlsCa: ca,
    });
    const error = await until(
      'the login error',
      async () => (await sourceOf(wrong.id)).stats?.lastError ?? undefined,
    );
    expect(error).toMatch(/not authori[sz]ed|bad user ?name or password/i);
    expect((await sourceOf(wrong.id)).stats?.connected).toBe(false);

    // Given the right password, the source connects and its error is over (it used to stay).
    const fixed = await admin.patch(`/conning/sources/${wrong.id}`, {
      version: wrong.version,
      password: PASSWORD,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const recovered = await until('the source to connect with the right password', async () => {
      const stats = (await sourceOf(wrong.id)).stats;
      return stats?.connected ? stats : undefined;
    });
    expect(recovered.lastError).toBeNull();
  });

  it('reports a certificate it cannot verify (no CA given, verification on)', async () => {
    const untrusted = await createSource('Shore broker (unknown CA)', { username: USER, password: PASSWORD });
    const error = await until(
      'the TLS error',
      async () => (await sourceOf(untrusted.id)).stats?.lastError ?? undefined,
    );
    expect(error).toMatch(/self[- ]signed certificate/i);
  });

  it('keeps the sealed password on a PATCH without one and replaces it on a PATCH with one', async () => {
    const read = async () =>
      (
        await t.ctx.database.db
          .select({ p: conningSources.password })
          .from(conningSources)
          .where(eq(conningSources.id, good.id))
      )[0]!.p;
    const before = await read();
    const current = await sourceOf(good.id);
    const renamed = await admin.patch(`/conning/sources/${good.id}`, {
      version: current.version,
      topic: 'keel/aurora/#',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await read()).toBe(before);
    const replaced = await admin.patch(`/conning/sources/${good.id}`, {
      version: current.version + 1,
      password: 'New-pass-1',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = await read();
    expect(after).toMatch(/^aes256gcm:v1:/);
    expect(after).not.toBe(before);
    expect(after).not.toContain('New-pass-1');
  });
});
