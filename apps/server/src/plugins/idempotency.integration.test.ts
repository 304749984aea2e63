/**
 * `Idempotency-Key` on the app's own routes: every POST and PATCH route of the public and secured scopes
 * carries the plugin's hooks (so a new module cannot forget it) and documents the header; and on a
 * representative set of creates (requisition, noon report, user, comment) a repeat gets the same answer
 * and makes no second row, another body under the key is refused, another user's key is their own, and a
 * failed request leaves the key free. Uploads, purchase orders and the public vendor routes:
 * idempotency-uploads.integration.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO, GOOD_PASSWORD, createUser, dataOf, readUser, shipsByName, unique } from '../test/fixtures';
import { createTestApp, type TestApp, type TestResponse, type TestSession } from '../test/test-app';
import { reportBody } from '../modules/fleet/noon-report/noon-report.fixtures';
import { noonReports } from '../modules/fleet/noon-report/noon-report.table';
import { requisitionBody } from '../modules/purchasing/requisition/requisition.test-fixtures';
import { requisitions } from '../modules/purchasing/requisition/requisition.table';
import { recordComments } from '../modules/activity/record-activity.table';
import { users } from '../modules/users/user.table';
import { idempotencyKeys } from './idempotency.table';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let master: TestSession;
let aurora: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  purchaser = await t.login(DEMO.purchaser);
  master = await t.login(DEMO.master);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(() => t.close());

/** Every route of `app` with its methods' hooks, read from `printRoutes` (the tree Fastify prints). */
function routeHooks(app: FastifyInstance): Map<string, Record<string, string[]>> {
  const routes = new Map<string, Record<string, string[]>>();
  const path: string[] = [];
  let current: Record<string, string[]>[] = [];
  for (const line of app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n')) {
    const start = line.search(/[^│├└─\s]/u);
    if (start < 0) continue;
    const text = line.slice(start);
    const hook = /^• \((\w+)\) \[(.*)\]$/u.exec(text);
    if (hook) {
      const names = JSON.parse(`[${hook[2]}]`) as string[];
      for (const route of current) route[hook[1]!] = names;
      continue;
    }
    const node = /^(.+) \(([A-Z, ]+)\)$/u.exec(text);
    if (!node) continue;
    const depth = start / 4;
    path.length = depth;
    path[depth] = node[1]!;
    current = node[2]!.split(', ').map((method) => {
      const hooks: Record<string, string[]> = {};
      routes.set(`${method} ${path.join('')}`, hooks);
      return hooks;
    });
  }
  return routes;
}

/** The routes outside the public and secured scopes: sign-in, refresh and sign-out (tokens are never stored). */
const OUTSIDE = new Set(['POST /api/v1/auth/', 'POST /api/v1/auth/logout/']);

describe('every write route honours the key', () => {
  it('has the plugin’s hooks on each POST and PATCH route, after the route’s own checks and before compression', () => {
    const routes = routeHooks(t.app);
    const writes = [...routes].filter(([name]) => /^(POST|PATCH) \/api\/v1\//u.test(name));
    expect(writes.length).toBeGreaterThan(60);
    const missing: string[] = [];
    for (const [name, hooks] of writes) {
      if (OUTSIDE.has(name)) {
        expect(hooks.preHandler ?? [], name).not.toContain('idempotencyPreHandler()');
        continue;
      }
      // `onSend()` is @fastify/compress's route hook: the answer must be stored before it is encoded.
      const stored = hooks.onSend?.indexOf('idempotencyOnSend()') ?? -1;
      const compressed = hooks.onSend?.indexOf('onSend()') ?? -1;
      const ok =
        hooks.preHandler?.at(-1) === 'idempotencyPreHandler()' &&
        stored >= 0 &&
        (compressed < 0 || stored < compressed) &&
        hooks.onResponse?.includes('idempotencyOnResponse()');
      if (!ok) missing.push(`${name} ${JSON.stringify(hooks)}`);
    }
    expect(missing).toEqual([]);
    expect(routes.get('POST /api/v1/public/vendor/offer/submit')?.preHandler).toContain(
      'idempotencyPreHandler()',
    );
    expect(routes.get('GET /api/v1/purchasing/requisitions')?.preHandler ?? []).not.toContain(
      'idempotencyPreHandler()',
    );
  });

  it('documents the Idempotency-Key header on each of them in the OpenAPI document', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    }>();
    const undocumented: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/gu, ':$1')}`;
        if (!['POST', 'PATCH'].includes(method.toUpperCase()) || OUTSIDE.has(name)) continue;
        checked += 1;
        const header = operation.parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key');
        if (!header) undocumented.push(name);
      }
    expect(checked).toBeGreaterThan(60);
    expect(undocumented).toEqual([]);
  });
});

const keyed = (session: TestSession, method: 'POST' | 'PATCH', url: string, body: unknown, key: string) =>
  session.request(method, url, body, { 'idempotency-key': key });

/** The same answer: status, body and content type; the repeat is marked as replayed. */
function expectSameAnswer(first: TestResponse, repeat: TestResponse) {
  expect(repeat.statusCode).toBe(first.statusCode);
  expect(repeat.body).toBe(first.body);
  expect(repeat.headers['content-type']).toBe(first.headers['content-type']);
  expect(repeat.headers['idempotent-replayed']).toBe('true');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
}

const requisitionsTitled = async (title: string) =>
  (await t.db.select({ n: count() }).from(requisitions).where(eq(requisitions.title, title)))[0]!.n;

describe('a requisition', () => {
  it('is created once for a repeated key; the repeat gets the first answer', async () => {
    const body = requisitionBody(aurora, { title: unique('Idempotent spares') });
    const first = await keyed(purchaser, 'POST', '/purchasing/requisitions', body, `"${unique('k')}"`);
    expect(first.statusCode).toBe(201);
    const key = `"${unique('k')}"`;
    const created = await keyed(
      purchaser,
      'POST',
      '/purchasing/requisitions',
      { ...body, title: `${body.title}!` },
      key,
    );
    const repeat = await keyed(
      purchaser,
      'POST',
      '/purchasing/requisitions',
      { ...body, title: `${body.title}!` },
      key,
    );
    expectSameAnswer(created, repeat);
    expect(await requisitionsTitled(`${body.title}!`)).toBe(1);
    // Without a key each request is its own.
    await purchaser.post('/purchasing/requisitions', body);
    expect(await requisitionsTitled(body.title!)).toBe(2);
  });

  it('refuses the same key with another body with 422 naming the header, and creates nothing', async () => {
    const title = unique('Key reuse');
    const key = unique('k');
    dataOf(
      await keyed(purchaser, 'POST', '/purchasing/requisitions', requisitionBody(aurora, { title }), key),
    );
    const other = await keyed(
      purchaser,
      'POST',
      '/purchasing/requisitions',
      requisitionBody(aurora, { title: `${title} (other)` }),
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(
      /^Idempotency-Key: this key was already used for a different request/,
    );
    expect(await requisitionsTitled(`${title} (other)`)).toBe(0);
  });

  it('keeps each user’s keys apart: another user with the same key gets their own record', async () => {
    const key = unique('shared');
    const title = unique('Two users');
    const body = requisitionBody(aurora, { title });
    const mine = await keyed(purchaser, 'POST', '/purchasing/requisitions', body, key);
    const theirs = await keyed(admin, 'POST', '/purchasing/requisitions', body, key);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expect(await requisitionsTitled(title)).toBe(2);
    const owners = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(owners.map((o) => o.owner).sort()).toEqual(
      [`user:${admin.user.id}`, `user:${purchaser.user.id}`].sort(),
    );
  });

  it('lets a request that failed validation be retried, corrected, with the same key', async () => {
    const key = unique('k');
    const title = unique('Corrected');
    const bad = await keyed(
      purchaser,
      'POST',
      '/purchasing/requisitions',
      requisitionBody(aurora, { title, lines: [] }),
      key,
    );
    expect(bad.statusCode).toBe(400);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    const fixed = await keyed(
      purchaser,
      'POST',
      '/purchasing/requisitions',
      requisitionBody(aurora, { title }),
      key,
    );
    expect(fixed.statusCode).toBe(201);
    const again = await keyed(
      purchaser,
      'POST',
      '/purchasing/requisitions',
      requisitionBody(aurora, { title }),
      key,
    );
    expectSameAnswer(fixed, again);
    expect(await requisitionsTitled(title)).toBe(1);
  });

  it('answers 400 naming the header for a malformed or too long key, before creating anything', async () => {
    const title = unique('Bad key');
    for (const key of ['"unterminated', 'two words', `"${'k'.repeat(256)}"`]) {
      const response = await keyed(
        purchaser,
        'POST',
        '/purchasing/requisitions',
        requisitionBody(aurora, { title }),
        key,
      );
      expect(response.statusCode, key).toBe(400);
      expect(response.json().message, key).toMatch(/^Idempotency-Key: must/);
    }
    expect(await requisitionsTitled(title)).toBe(0);
  });
});

describe('other creates', () => {
  it('a noon report: one row for a repeat', async () => {
    const body = reportBody(aurora);
    const key = unique('k');
    const first = await keyed(master, 'POST', '/noon-reports/', body, key);
    expect(first.statusCode).toBe(201);
    expectSameAnswer(first, await keyed(master, 'POST', '/noon-reports/', body, key));
    const rows = await t.db
      .select({ n: count() })
      .from(noonReports)
      .where(eq(noonReports.reportTime, new Date(body.reportTime)));
    expect(rows[0]!.n).toBe(1);
  });

  it('a user: one account for a repeat', async () => {
    const email = `${unique('idem')}@example.com`;
    const body = { name: 'Idempotent User', email, password: GOOD_PASSWORD };
    const key = unique('k');
    const first = await keyed(admin, 'POST', '/users/', body, key);
    expect(first.statusCode).toBe(201);
    expectSameAnswer(first, await keyed(admin, 'POST', '/users/', body, key));
    expect((await t.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n).toBe(1);
  });

  it('a user edit (PATCH) is replayed too, so a retried edit is not refused as a stale version', async () => {
    const user = await createUser(admin);
    const key = unique('k');
    const edit = { version: user.version, name: 'Renamed Once' };
    const first = await keyed(admin, 'PATCH', `/users/${user.id}`, edit, key);
    expect(first.statusCode).toBe(200);
    expectSameAnswer(first, await keyed(admin, 'PATCH', `/users/${user.id}`, edit, key));
    expect((await readUser(admin, user.id)).version).toBe(user.version + 1);
    // The same edit without the key is (rightly) a stale version.
    expect((await admin.patch(`/users/${user.id}`, edit)).statusCode).toBe(409);
  });

  it('a comment: one comment for a repeat', async () => {
    const r = dataOf<{ id: string }>(
      await purchaser.post(
        '/purchasing/requisitions',
        requisitionBody(aurora, { title: unique('Commented') }),
      ),
    );
    const url = `/activity/requisition/${r.id}/comments`;
    const key = unique('k');
    const first = await keyed(purchaser, 'POST', url, { body: 'Sent twice over a bad link' }, key);
    expect(first.statusCode).toBe(200);
    expectSameAnswer(first, await keyed(purchaser, 'POST', url, { body: 'Sent twice over a bad link' }, key));
    const rows = await t.db
      .select({ n: count() })
      .from(recordComments)
      .where(eq(recordComments.entityId, r.id));
    expect(rows[0]!.n).toBe(1);
  });
});
