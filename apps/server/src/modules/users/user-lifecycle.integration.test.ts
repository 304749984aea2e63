import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@keel/domain';
import { API, createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO, GOOD_PASSWORD, auditTotal, createUser, readUser, shipsByName } from '../../test/fixtures';

let t: TestApp;
let admin: TestSession;
let fleet: Awaited<ReturnType<typeof shipsByName>>;
let masterRole: Role;
let purchaserRole: Role;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  fleet = await shipsByName(t);
  const roles = (await admin.get('/access/roles/')).json().data as Role[];
  masterRole = roles.find((r) => r.name === 'Master')!;
  purchaserRole = roles.find((r) => r.name === 'Purchaser')!;
});
afterAll(() => t?.close());

const refresh = (refreshToken: string) =>
  t.inject({ method: 'GET', url: `${API}/auth/refresh/`, headers: { 'x-refresh-token': refreshToken } });
const auditOf = async (entityId: string) =>
  (await admin.get(`/audit/?entity=user&entityId=${entityId}`)).json();

describe('PUT /users/:id/roles', () => {
  it('gives roles per ship or on all ships, and the access follows at once', async () => {
    const user = await createUser(admin);
    const session = await t.login(user.email, GOOD_PASSWORD);
    const aurora = fleet.byName('Keel Aurora');
    const response = await admin.put(`/users/${user.id}/roles`, {
      version: 1,
      assignments: [
        { roleId: masterRole.id, shipId: aurora.id },
        { roleId: purchaserRole.id, shipId: null },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      version: 2,
      assignments: [
        { roleId: masterRole.id, roleName: 'Master', shipId: aurora.id, shipName: 'Keel Aurora' },
        { roleId: purchaserRole.id, roleName: 'Purchaser', shipId: null, shipName: null },
      ],
    });
    const actions = (await session.get('/access/actions/me/')).json().data as {
      ship_id: string;
      actions: string[];
    }[];
    expect(actions).toHaveLength(6);
    expect(actions.find((a) => a.ship_id === aurora.id)!.actions).toContain('job_management');
    expect(actions.find((a) => a.ship_id === fleet.byName('Keel Fornax').id)!.actions).not.toContain(
      'job_management',
    );
    expect((await session.get('/access/sidebar/me/')).json().data).toContain('purchasing.vendor');

    const cleared = await admin.put(`/users/${user.id}/roles`, { version: 2, assignments: [] });
    expect(cleared.json().data).toMatchObject({ version: 3, assignments: [] });
    expect((await session.get('/access/actions/me/')).json()).toEqual({ data: [] });
  });

  it('answers 409 for a stale version', async () => {
    const user = await createUser(admin);
    await admin.patch(`/users/${user.id}`, { version: 1, name: 'Renamed' });
    const response = await admin.put(`/users/${user.id}/roles`, { version: 1, assignments: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'User was changed by someone else; reload it and try again' });
  });
});

describe('POST /users/:id/password (reset)', () => {
  it('sets the new password and ends every session of the user', async () => {
    const user = await createUser(admin);
    const session = await t.login(user.email, GOOD_PASSWORD);
    const response = await admin.post(`/users/${user.id}/password`, {
      version: 1,
      password: 'a-brand-new-password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, version: 2 });
    expect(response.body).not.toMatch(/password|argon2/i);

    const old = await refresh(session.refreshToken);
    expect(old.statusCode).toBe(401);
    const access = await session.get('/access/sidebar/me/');
    expect(access.statusCode).toBe(401);
    expect(access.json()).toEqual({ message: 'This session has ended; sign in again' });

    const oldPassword = await t.inject({
      method: 'POST',
      url: `${API}/auth/`,
      payload: { email: user.email, password: GOOD_PASSWORD },
      remoteAddress: '10.9.0.1',
    });
    expect(oldPassword.statusCode).toBe(401);
    expect((await t.login(user.email, 'a-brand-new-password')).user.id).toBe(user.id);
  });

  it('answers 400 naming the field for a short password', async () => {
    const user = await createUser(admin);
    const response = await admin.post(`/users/${user.id}/password`, { version: 1, password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password must be at least 10 characters');
  });
});

describe('deactivation (PATCH active: false)', () => {
  it("rejects the user's token on the next request, ends the sessions and refuses login", async () => {
    const user = await createUser(admin);
    const session = await t.login(user.email, GOOD_PASSWORD);
    expect((await session.get('/access/sidebar/me/')).statusCode).toBe(200);

    const response = await admin.patch(`/users/${user.id}`, { version: 1, active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ active: false, version: 2 });

    const next = await session.get('/access/sidebar/me/');
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ message: 'This account is deactivated' });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: `${API}/auth/`,
      payload: { email: user.email, password: GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: 'This account is deactivated' });
    expect((await admin.get('/users/?active=false')).json().data.map((u: { id: string }) => u.id)).toEqual([
      user.id,
    ]);

    const back = await admin.patch(`/users/${user.id}`, { version: 2, active: true });
    expect(back.json().data.active).toBe(true);
    expect((await t.login(user.email, GOOD_PASSWORD)).user.id).toBe(user.id);
  });
});

describe('audit rows', () => {
  it('records each change with actor, before and after, newest first, and never the password hash', async () => {
    const user = await createUser(admin, { name: 'Audited' });
    await admin.patch(`/users/${user.id}`, { version: 1, name: 'Audited Twice' });
    await admin.put(`/users/${user.id}/roles`, {
      version: 2,
      assignments: [{ roleId: masterRole.id, shipId: null }],
    });
    await admin.post(`/users/${user.id}/password`, { version: 3, password: 'yet-another-password' });
    await admin.patch(`/users/${user.id}`, { version: 4, active: false });

    const body = await auditOf(user.id);
    expect(body.page.total).toBe(5);
    expect(body.data.map((r: { action: string }) => r.action)).toEqual([
      'deactivate',
      'reset_password',
      'set_roles',
      'update',
      'create',
    ]);
    for (const row of body.data) {
      expect(row).toMatchObject({
        actorId: admin.user.id,
        actorName: 'Ada Admin',
        entity: 'user',
        entityId: user.id,
      });
    }
    const [deactivate, reset, setRoles, update, create] = body.data;
    expect(create.before).toBeNull();
    expect(create.after).toMatchObject({ name: 'Audited', email: user.email, version: 1 });
    expect(update.before).toMatchObject({ name: 'Audited', version: 1 });
    expect(update.after).toMatchObject({ name: 'Audited Twice', version: 2 });
    expect(setRoles.before.assignments).toEqual([]);
    expect(setRoles.after.assignments).toEqual([
      { roleId: masterRole.id, roleName: 'Master', shipId: null, shipName: null },
    ]);
    expect(reset.before.version).toBe(3);
    expect(reset.after.version).toBe(4);
    expect(deactivate.before.active).toBe(true);
    expect(deactivate.after.active).toBe(false);
    expect(JSON.stringify(body)).not.toMatch(/password_?hash|argon2|yet-another-password/i);
  });

  it('writes none when a change is refused', async () => {
    const user = await createUser(admin);
    const before = await auditTotal(admin);
    expect((await admin.patch(`/users/${user.id}`, { version: 7, name: 'Stale' })).statusCode).toBe(409);
    expect((await admin.patch(`/users/${admin.user.id}`, { version: 1, isAdmin: false })).statusCode).toBe(
      403,
    );
    expect(
      (await admin.post(`/users/${user.id}/password`, { version: 9, password: 'stale-version-pw' }))
        .statusCode,
    ).toBe(409);
    expect(await auditTotal(admin)).toBe(before);
    expect((await readUser(admin, user.id)).version).toBe(1);
  });
});
