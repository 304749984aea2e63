/**
 * `keel reseal-secrets` (source-reseal.ts): the server runs with data key B after the key changed from
 * A; a broker password sealed with A cannot start its MQTT source until it is re-sealed, after which the
 * source connects to the local Mosquitto (127.0.0.1:1883). A wrong old key changes nothing; a value no
 * key opens is named and left; a second run changes nothing.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConningSource } from '@keel/domain';
import { DEMO, shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { conningSources } from './conning.table';
import { resealSourcePasswords, WrongOldKeyError } from './source-reseal';
import { SecretBox } from './source-secret';

const KEY_A = 'old-data-key-A-of-at-least-32-characters';
const KEY_B = 'new-data-key-B-of-at-least-32-characters';
const KEY_C = 'some-other-key-C-of-at-least-32-characters';
const JWT = 'test-secret-test-secret-test-secret-0123456789';
const PASSWORD = 'Full-ahead-2026';

let t: TestApp;
let admin: TestSession;
let aurora: string;

beforeAll(async () => {
  t = await createTestApp({ KEEL_DATA_KEY: KEY_B, JWT_SECRET: JWT });
  admin = await t.login(DEMO.admin);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(() => t?.close());

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const createSource = async (name: string) => {
  const response = await admin.post('/conning/sources', {
    shipId: aurora,
    name,
    kind: 'mqtt',
    url: 'mqtt://127.0.0.1:1883',
    topic: `keel/test/reseal/${name.replace(/\W/g, '-')}`,
    username: 'shore-gw',
    password: PASSWORD,
    enabled: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ConningSource }>().data;
};
const store = (id: string, password: string) =>
  t.db.update(conningSources).set({ password }).where(eq(conningSources.id, id));
const stored = async () =>
  Object.fromEntries(
    (
      await t.db
        .select({ id: conningSources.id, password: conningSources.password })
        .from(conningSources)
        .orderBy(asc(conningSources.id))
    ).map((r) => [r.id, r.password]),
  );
const sourceOf = async (id: string) =>
  (await admin.get(`/conning/sources/${id}`)).json<{ data: ConningSource }>().data;
/** PATCHes a field so the input restarts with the stored password (as after a server restart). */
const restart = async (id: string, changes: Record<string, unknown> = {}) => {
  const s = await sourceOf(id);
  const response = await admin.patch(`/conning/sources/${id}`, {
    version: s.version,
    priority: s.priority + 1,
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(200);
};
const resealAudits = (ids: string[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.entityId, ids))
    .then((rows) => rows.filter((r) => r.action === 'reseal'));

describe('re-sealing stored broker passwords with a new data key', () => {
  let oldSealed: ConningSource;
  let clear: ConningSource;
  let current: ConningSource;

  it('refuses a wrong old key and changes nothing', async () => {
    oldSealed = await createSource('Shore broker');
    clear = await createSource('Legacy broker');
    current = await createSource('Current broker');
    await store(oldSealed.id, new SecretBox(KEY_A).seal(PASSWORD));
    await store(clear.id, 'clear-text-pw');
    await restart(oldSealed.id, { enabled: true });
    const error = await until(
      'the decrypt error',
      async () => (await sourceOf(oldSealed.id)).stats?.lastError ?? undefined,
    );
    expect(error).toMatch(/cannot be decrypted/);

    const before = await stored();
    await expect(
      resealSourcePasswords(t.db, { current: KEY_B, old: KEY_C, formers: [JWT] }),
    ).rejects.toBeInstanceOf(WrongOldKeyError);
    expect(await stored()).toEqual(before);
    expect(await resealAudits([oldSealed.id, clear.id, current.id])).toHaveLength(0);
  });

  it('re-seals with the old key in one go, seals clear text, and the source connects with the new key', async () => {
    const report = await resealSourcePasswords(t.db, { current: KEY_B, old: KEY_A, formers: [JWT] });
    expect(report).toEqual({ examined: 3, current: 1, resealed: 1, sealedFromClear: 1, unreadable: [] });
    const after = await stored();
    expect(new SecretBox(KEY_B).open(after[oldSealed.id]!)).toBe(PASSWORD);
    expect(() => new SecretBox(KEY_A).open(after[oldSealed.id]!)).toThrow();
    expect(SecretBox.isSealed(after[clear.id]!)).toBe(true);
    expect(new SecretBox(KEY_B).open(after[clear.id]!)).toBe('clear-text-pw');
    const audits = await resealAudits([oldSealed.id, clear.id, current.id]);
    expect(audits.map((a) => a.entityId).sort()).toEqual([oldSealed.id, clear.id].sort());
    expect(JSON.stringify(audits)).not.toContain(PASSWORD);

    await restart(oldSealed.id);
    // An input whose password cannot be opened never starts (it was never connected before): connected
    // proves the password opened with key B.
    const connected = await until('the source to connect', async () => {
      const s = await sourceOf(oldSealed.id);
      return s.stats?.connected ? s : undefined;
    });
    expect(connected.stats?.running).toBe(true);
  });

  it('changes nothing when run a second time', async () => {
    const before = await stored();
    const report = await resealSourcePasswords(t.db, { current: KEY_B, old: KEY_A, formers: [JWT] });
    expect(report).toEqual({ examined: 3, current: 3, resealed: 0, sealedFromClear: 0, unreadable: [] });
    expect(await stored()).toEqual(before);
  });

  it('names a value no key opens and leaves it untouched while re-sealing the others', async () => {
    const lost = await createSource('Lost broker');
    const fromOld = await createSource('Second shore broker');
    const fromJwt = await createSource('JWT-sealed broker');
    const lostValue = new SecretBox(KEY_C).seal(PASSWORD);
    await store(lost.id, lostValue);
    await store(fromOld.id, new SecretBox(KEY_A).seal('second-pw'));
    await store(fromJwt.id, new SecretBox(JWT).seal('jwt-pw'));
    const report = await resealSourcePasswords(t.db, { current: KEY_B, old: KEY_A, formers: [JWT] });
    expect(report).toEqual({
      examined: 6,
      current: 3,
      resealed: 2,
      sealedFromClear: 0,
      unreadable: [lost.id],
    });
    const after = await stored();
    expect(after[lost.id]).toBe(lostValue);
    expect(new SecretBox(KEY_B).open(after[fromOld.id]!)).toBe('second-pw');
    expect(new SecretBox(KEY_B).open(after[fromJwt.id]!)).toBe('jwt-pw');
  });
});
