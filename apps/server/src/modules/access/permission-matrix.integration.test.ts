import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestResponse, type TestSession } from '../../test/test-app';
import {
  DEMO,
  GOOD_PASSWORD,
  auditTotal,
  createRole,
  createUser,
  readUser,
  unique,
} from '../../test/fixtures';

/**
 * Every route of users, roles, config and audit: allowed for an administrator, refused (403 naming
 * what is missing) for a user without the `users` sidebar permission and for the master.
 */
let t: TestApp;
let admin: TestSession;
let superintendent: TestSession;
let master: TestSession;
let userManager: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  superintendent = await t.login(DEMO.superintendent);
  master = await t.login(DEMO.master);
  const managerRole = await createRole(admin, { name: 'User manager', sidebar: ['users', 'dashboard'] });
  const manager = await createUser(admin, { assignments: [{ roleId: managerRole.id, shipId: null }] });
  userManager = await t.login(manager.email, GOOD_PASSWORD);
});
afterAll(() => t?.close());

type Gate = 'users' | 'config' | 'audit' | 'any';
interface Route {
  name: string;
  gate: Gate;
  ok: number;
  /** Sends the request as `session`; the setup it needs is done by the administrator. */
  send: (session: TestSession) => Promise<TestResponse>;
}

const scratchUser = () => createUser(admin);
const scratchRole = () => createRole(admin, { sidebar: ['dashboard'] });

const routes: Route[] = [
  { name: 'GET /users/', gate: 'users', ok: 200, send: (s) => s.get('/users/') },
  {
    name: 'POST /users/',
    gate: 'users',
    ok: 201,
    send: (s) =>
      s.post('/users/', { name: 'New', email: `${unique('new')}@example.com`, password: GOOD_PASSWORD }),
  },
  {
    name: 'GET /users/:id',
    gate: 'users',
    ok: 200,
    send: async (s) => s.get(`/users/${(await scratchUser()).id}`),
  },
  {
    name: 'PATCH /users/:id',
    gate: 'users',
    ok: 200,
    send: async (s) => {
      const u = await scratchUser();
      return s.patch(`/users/${u.id}`, { version: u.version, jobTitle: 'Bosun' });
    },
  },
  {
    name: 'PUT /users/:id/roles',
    gate: 'users',
    ok: 200,
    send: async (s) => {
      const [u, r] = [await scratchUser(), await scratchRole()];
      return s.put(`/users/${u.id}/roles`, {
        version: u.version,
        assignments: [{ roleId: r.id, shipId: null }],
      });
    },
  },
  {
    name: 'POST /users/:id/password',
    gate: 'users',
    ok: 200,
    send: async (s) => {
      const u = await scratchUser();
      return s.post(`/users/${u.id}/password`, { version: u.version, password: 'another-good-password' });
    },
  },
  { name: 'GET /access/roles/', gate: 'users', ok: 200, send: (s) => s.get('/access/roles/') },
  {
    name: 'POST /access/roles/',
    gate: 'users',
    ok: 201,
    send: (s) => s.post('/access/roles/', { name: unique('Role'), sidebar: ['dashboard'], actions: [] }),
  },
  {
    name: 'GET /access/roles/:id',
    gate: 'users',
    ok: 200,
    send: async (s) => s.get(`/access/roles/${(await scratchRole()).id}`),
  },
  {
    name: 'PATCH /access/roles/:id',
    gate: 'users',
    ok: 200,
    send: async (s) => {
      const r = await scratchRole();
      return s.patch(`/access/roles/${r.id}`, { version: r.version, description: 'changed' });
    },
  },
  {
    name: 'DELETE /access/roles/:id',
    gate: 'users',
    ok: 200,
    send: async (s) => s.delete(`/access/roles/${(await scratchRole()).id}`),
  },
  { name: 'GET /config/', gate: 'any', ok: 200, send: (s) => s.get('/config/') },
  {
    name: 'PUT /config/',
    gate: 'config',
    ok: 200,
    send: async (s) => {
      const current = (await admin.get('/config/')).json().data;
      return s.put('/config/', { ...current, updatedAt: undefined, companyName: unique('Company') });
    },
  },
  { name: 'GET /audit/', gate: 'audit', ok: 200, send: (s) => s.get('/audit/') },
];

const refusal: Record<Exclude<Gate, 'any'>, string> = {
  users: 'Missing permission: users',
  config: 'Only administrators may change the company settings',
  audit: 'Only administrators may read the audit trail',
};

describe.each(routes)('$name', (route) => {
  it(`allows an administrator (${route.ok})`, async () => {
    const response = await route.send(admin);
    expect(response.statusCode, response.body).toBe(route.ok);
    expect(Object.keys(response.json())).toContain('data');
  });

  it.each([
    ['the superintendent (no users permission)', () => superintendent],
    ['the master', () => master],
  ])('%s: %s', async (_who, session) => {
    const response = await route.send(session());
    if (route.gate === 'any') {
      expect(response.statusCode).toBe(route.ok);
      return;
    }
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: refusal[route.gate] });
  });

  it(`${route.gate === 'users' || route.gate === 'any' ? 'allows' : 'refuses'} a non-admin who holds the users permission`, async () => {
    const response = await route.send(userManager);
    if (route.gate === 'users' || route.gate === 'any')
      expect(response.statusCode, response.body).toBe(route.ok);
    else {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: refusal[route.gate] });
    }
  });
});

describe('refused requests write no audit row', () => {
  it('leaves the audit trail unchanged after a 403', async () => {
    const target = await scratchUser();
    const before = await auditTotal(admin);
    const response = await master.patch(`/users/${target.id}`, { version: target.version, name: 'Nope' });
    expect(response.statusCode).toBe(403);
    expect(await auditTotal(admin)).toBe(before);
    expect((await readUser(admin, target.id)).name).toBe('Test User');
  });
});
