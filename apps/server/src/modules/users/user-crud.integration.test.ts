import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO, GOOD_PASSWORD, auditTotal, createUser, readUser, shipsByName } from '../../test/fixtures';

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
});
afterAll(() => t?.close());

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('GET /users/', () => {
  it('pages, sorts by name by default and never sends a password hash', async () => {
    const response = await admin.get('/users/?limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['data', 'page']);
    expect(body.page).toEqual({ total: 5, offset: 0, limit: 2 });
    expect(body.data.map((u: User) => u.name)).toEqual(['Ada Admin', 'Capt. Jonas Eriksen']);
    const second = (await admin.get('/users/?limit=2&offset=2')).json();
    expect(second.data.map((u: User) => u.name)).toEqual(['Marco Bianchi', 'Priya Nair']);
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('shows each user with their roles per ship', async () => {
    const { byName } = await shipsByName(t);
    const master = (await admin.get('/users/?q=master@')).json().data[0];
    expect(master).toMatchObject({
      email: DEMO.master,
      name: 'Capt. Jonas Eriksen',
      isAdmin: false,
      active: true,
      jobTitle: 'Master',
      version: 1,
      assignments: [{ roleName: 'Master', shipId: byName('Keel Aurora').id, shipName: 'Keel Aurora' }],
    });
    expect(master.createdAt).toMatch(ISO);
    expect(Object.keys(master).sort()).toEqual([
      'active',
      'assignments',
      'createdAt',
      'email',
      'id',
      'isAdmin',
      'jobTitle',
      'lastLoginAt',
      'name',
      'updatedAt',
      'version',
    ]);
  });

  it('searches name and e-mail without case, sorts descending and filters on the active flag', async () => {
    const byName = (await admin.get('/users/?q=PRIYA')).json();
    expect(byName.data.map((u: User) => u.email)).toEqual([DEMO.purchaser]);
    const byEmail = (await admin.get('/users/?q=keel.demo&sort=-email')).json();
    expect(byEmail.data.map((u: User) => u.email)).toEqual([
      DEMO.superintendent,
      DEMO.purchaser,
      DEMO.master,
      DEMO.admin,
      DEMO.accountant,
    ]);
    expect((await admin.get('/users/?q=%25')).json().page.total).toBe(0);
    expect((await admin.get('/users/?active=false')).json().page.total).toBe(0);
    expect((await admin.get('/users/?active=true')).json().page.total).toBe(5);
  });

  it('answers 400 naming the parameter for a bad sort, limit or active filter', async () => {
    const sort = await admin.get('/users/?sort=passwordHash');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toBe(
      'Sort must be one of name, email, createdAt, lastLoginAt (prefix - for descending)',
    );
    const limit = await admin.get('/users/?limit=1000');
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toBe('Limit must be at most 200');
    const active = await admin.get('/users/?active=maybe');
    expect(active.statusCode).toBe(400);
    expect(active.json().details[0].field).toBe('querystring.active');
  });
});

describe('GET /users/:id', () => {
  it('answers the user, 404 for an unknown id and 400 for a malformed one', async () => {
    const ada = (await admin.get('/users/?q=admin@')).json().data[0];
    expect((await admin.get(`/users/${ada.id}`)).json()).toEqual({ data: ada });
    const unknown = await admin.get('/users/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
    const malformed = await admin.get('/users/42');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('ID must be a valid id');
  });
});

describe('POST /users/', () => {
  it('creates a user (201) who can then sign in', async () => {
    const response = await admin.post('/users/', {
      name: '  Olga Chief  ',
      email: 'Olga.Chief@Example.com',
      password: GOOD_PASSWORD,
      jobTitle: 'Chief Officer',
    });
    expect(response.statusCode).toBe(201);
    const user = response.json().data;
    expect(user).toMatchObject({
      name: 'Olga Chief',
      email: 'olga.chief@example.com',
      isAdmin: false,
      active: true,
      jobTitle: 'Chief Officer',
      lastLoginAt: null,
      version: 1,
      assignments: [],
    });
    expect(response.body).not.toMatch(/password|argon2/i);
    const session = await t.login('olga.chief@example.com', GOOD_PASSWORD);
    expect(session.user).toMatchObject({ id: user.id, name: 'Olga Chief', isAdmin: false });
    expect((await readUser(admin, user.id)).lastLoginAt).toMatch(ISO);
  });

  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    const before = await auditTotal(admin);
    const good = { name: 'A', email: 'a@example.com', password: GOOD_PASSWORD };
    const cases: [Record<string, unknown>, string, string, string][] = [
      [
        { ...good, email: 'nope' },
        'email',
        'email must be a valid e-mail address',
        'E-mail must be a valid e-mail address',
      ],
      [
        { ...good, password: 'short' },
        'password',
        'password must be at least 10 characters',
        'Password must be at least 10 characters',
      ],
      [{ ...good, name: '  ' }, 'name', 'name is required', 'Name is required'],
      [{ email: good.email, password: GOOD_PASSWORD }, 'name', 'is required', 'Name is required'],
      [
        { ...good, assignments: [{ roleId: 'x', shipId: null }] },
        'assignments.0.roleId',
        'roleId must be a valid id',
        'Assignment 1 role must be a valid id',
      ],
    ];
    for (const [body, field, detail, message] of cases) {
      const response = await admin.post('/users/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message, details: [{ field, message: detail }] });
    }
    expect(await auditTotal(admin)).toBe(before);
  });

  it('answers 400 naming the entry for a role or ship that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const role = await admin.post('/users/', {
      name: 'A',
      email: 'a1@example.com',
      password: GOOD_PASSWORD,
      assignments: [{ roleId: missing, shipId: null }],
    });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toEqual({
      message: 'Assignment 1 role: no role with this id',
      details: [{ field: 'assignments.0.roleId', message: 'no role with this id' }],
    });
    const master = (await admin.get('/access/roles/?q=Master')).json().data[0];
    const ship = await admin.post('/users/', {
      name: 'A',
      email: 'a2@example.com',
      password: GOOD_PASSWORD,
      assignments: [{ roleId: master.id, shipId: missing }],
    });
    expect(ship.statusCode).toBe(400);
    expect(ship.json().message).toBe('Assignment 1 ship: no ship with this id');
    const twice = await admin.post('/users/', {
      name: 'A',
      email: 'a3@example.com',
      password: GOOD_PASSWORD,
      assignments: [
        { roleId: master.id, shipId: null },
        { roleId: master.id, shipId: null },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Assignments item 2: the same role is given twice on the same ship');
  });

  it('answers 409 for an e-mail that is taken, whatever its case', async () => {
    const before = await auditTotal(admin);
    const response = await admin.post('/users/', {
      name: 'Ada Again',
      email: 'ADMIN@keel.demo',
      password: GOOD_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'A user with the e-mail admin@keel.demo already exists' });
    expect(await auditTotal(admin)).toBe(before);
  });
});

describe('PATCH /users/:id', () => {
  it('changes the fields sent, bumps the version and keeps the rest', async () => {
    const user = await createUser(admin, { name: 'Before' });
    const response = await admin.patch(`/users/${user.id}`, { version: 1, name: 'After', jobTitle: null });
    expect(response.statusCode).toBe(200);
    const updated = response.json().data;
    expect(updated).toMatchObject({ name: 'After', jobTitle: null, email: user.email, version: 2 });
    expect(updated.updatedAt >= user.updatedAt).toBe(true);
  });

  it('answers 409 for a stale version and changes nothing', async () => {
    const user = await createUser(admin);
    await admin.patch(`/users/${user.id}`, { version: 1, name: 'First edit' });
    const before = await auditTotal(admin);
    const stale = await admin.patch(`/users/${user.id}`, { version: 1, name: 'Second edit' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'User was changed by someone else; reload it and try again' });
    expect((await readUser(admin, user.id)).name).toBe('First edit');
    expect(await auditTotal(admin)).toBe(before);
  });

  it('answers 409 when the new e-mail is taken, 400 without a version, 404 for an unknown user', async () => {
    const user = await createUser(admin);
    const taken = await admin.patch(`/users/${user.id}`, { version: 1, email: DEMO.master });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'A user with the e-mail master@keel.demo already exists' });
    const noVersion = await admin.patch(`/users/${user.id}`, { name: 'X' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toBe('Version is required');
    const unknown = await admin.patch('/users/00000000-0000-4000-8000-000000000000', {
      version: 1,
      name: 'X',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
  });

  it('treats a patch that changes nothing as a no-op (same version, no audit row)', async () => {
    const user = await createUser(admin, { name: 'Same' });
    const before = await auditTotal(admin);
    const response = await admin.patch(`/users/${user.id}`, { version: 1, name: 'Same' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.version).toBe(1);
    expect(await auditTotal(admin)).toBe(before);
  });
});
