import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { User } from '@keel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, GOOD_PASSWORD, createUser, dataOf, unique } from '../test/fixtures';
import { API, createTestApp, type TestApp, type TestSession } from '../test/test-app';
import { API_CACHE_CONTROL, IMMUTABLE, SHORT } from './http-cache';

/**
 * ETag / 304 and Cache-Control on Keel's real routes, and the web build served as app.ts serves it: a build
 * folder made here and precompressed by the web build's own step (apps/web/scripts/precompress.mjs).
 */
const PRECOMPRESS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/scripts/precompress.mjs',
);
const HASHED = 'assets/index-AbC_d-12.js';
const script = (n: number) =>
  Array.from({ length: n }, (_, i) => `export const keel${i} = { row: ${i}, label: "Keel row ${i}" };`).join(
    '\n',
  );

let t: TestApp;
let admin: TestSession;
let web: string;

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'keel-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(
    path.join(web, 'index.html'),
    `<!doctype html><html><body>${'<p>Keel</p>'.repeat(200)}</body></html>`,
  );
  writeFileSync(path.join(web, HASHED), script(300));
  writeFileSync(path.join(web, 'sw.js'), script(100));
  writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  execFileSync(process.execPath, [PRECOMPRESS, web]);
  t = await createTestApp({ KEEL_WEB_DIST: web });
  admin = await t.login(DEMO.admin);
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

const withHeaders = (s: TestSession, url: string, headers: Record<string, string>) =>
  s.request('GET', url, undefined, headers);

describe('ETag and 304 on the API', () => {
  it.each([
    ['the noon table', '/noon-reports/?limit=20'],
    ['the purchase-order list', '/purchasing/purchase-orders/?limit=25'],
  ])('%s: a weak ETag, then 304 with no body for If-None-Match', async (_name, url) => {
    const first = await admin.get(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/u);
    expect(first.headers['cache-control']).toBe(API_CACHE_CONTROL);
    expect(first.headers.vary).toMatch(/accept-encoding/iu);
    const again = await withHeaders(admin, url, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(API_CACHE_CONTROL);
  });

  it('a record: 304 while it is unchanged, a new ETag and the new answer once it changed', async () => {
    const user = await createUser(admin, { name: unique('Etag user') });
    const url = `/users/${user.id}`;
    const before = await admin.get(url);
    const etag = String(before.headers.etag);
    expect((await withHeaders(admin, url, { 'if-none-match': etag })).statusCode).toBe(304);
    const changed = dataOf<User>(
      await admin.patch(url, { version: user.version, jobTitle: 'Chief Engineer' }),
    );
    const after = await withHeaders(admin, url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(dataOf<User>(after)).toMatchObject({ jobTitle: 'Chief Engineer', version: changed.version });
    expect((await withHeaders(admin, url, { 'if-none-match': String(after.headers.etag) })).statusCode).toBe(
      304,
    );
  });

  it('no ETag on writes or errors; auth answers are no-store without an ETag', async () => {
    const created = await admin.post('/users/', {
      name: unique('Post'),
      email: `${unique('p')}@keel.test`,
      password: GOOD_PASSWORD,
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers.etag).toBeUndefined();
    const missing = await admin.get('/users/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const login = await t.inject({
      method: 'POST',
      url: `${API}/auth/`,
      payload: { email: DEMO.admin, password: 'keel-demo' },
    });
    expect(login.statusCode).toBe(200);
    const refresh = await t.inject({
      method: 'GET',
      url: `${API}/auth/refresh/`,
      headers: { 'x-refresh-token': admin.refreshToken },
    });
    expect(refresh.statusCode).toBe(200);
    for (const res of [login, refresh]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe('the web build', () => {
  const fetch = (url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, headers });
  const onDisk = (file: string) => readFileSync(path.join(web, file));

  it('the build step wrote .br and .gz beside files over 1 kB only', () => {
    for (const file of [HASHED, 'index.html', 'sw.js'])
      for (const ext of ['.br', '.gz']) expect(existsSync(path.join(web, file + ext))).toBe(true);
    expect(existsSync(path.join(web, 'favicon.svg.br'))).toBe(false);
  });

  it('sends the precompressed sibling the browser accepts, byte for byte, immutable for a year', async () => {
    for (const [accept, encoding, ext] of [
      ['gzip, deflate, br', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const res = await fetch(`/${HASHED}`, { 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/u);
      expect(res.rawPayload.equals(onDisk(HASHED + ext))).toBe(true);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers.vary).toMatch(/accept-encoding/iu);
    }
    const plain = await fetch(`/${HASHED}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(onDisk(HASHED))).toBe(true);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('never lets the HTML or the service worker go stale', async () => {
    for (const url of ['/', '/index.html', '/purchasing/requisition/x', '/sw.js']) {
      const res = await fetch(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
    }
    expect((await fetch('/', { 'accept-encoding': 'br' })).rawPayload.equals(onDisk('index.html.br'))).toBe(
      true,
    );
  });

  it('other files: a short max-age, and no compression per request', async () => {
    const res = await fetch('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(SHORT);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(onDisk('favicon.svg'))).toBe(true);
  });

  it('answers HEAD on an asset with no body', async () => {
    const res = await t.inject({ method: 'HEAD', url: `/${HASHED}`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });
});
