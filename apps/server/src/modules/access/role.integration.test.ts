import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO, GOOD_PASSWORD, auditTotal, createRole, createUser } from '../../test/fixtures';

let t: TestApp;
let admin: TestSession;
/** A non-admin with the `users` permission, fleet view and job rights on every ship. */
let manager: TestSession;
let managerRole: Role;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  managerRole = await createRole(admin, {
    name: 'Office manager',
    sidebar: ['users', 'dashboard', 'fleet'],
    actions: ['job_read'],
  });
  const user = await createUser(admin, { assignments: [{ roleId: managerRole.id, shipId: null }] });
  manager = await t.login(user.email, GOOD_PASSWORD);
});
afterAll(() => t?.close());

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('GET /access/roles/', () => {
  it('pages the roles by name with how many users hold each', async () => {
    const response = await admin.get('/access/roles/?limit=3');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.page).toEqual({ total: 5, offset: 0, limit: 3 });
    expect(body.data.map((r: Role) => [r.name, r.userCount])).toEqual([
      ['Accountant', 1],
      ['Master', 1],
      ['Office manager', 1],
    ]);
    const master = body.data[1];
    expect(Object.keys(master).sort()).toEqual([
      'actions',
      'createdAt',
      'description',
      'id',
      'name',
      'sidebar',
      'updatedAt',
      'userCount',
      'version',
    ]);
    expect(master.createdAt).toMatch(ISO);
  });

  it('searches name and description and sorts descending', async () => {
    const found = (await admin.get('/access/roles/?q=purchase%20orders')).json();
    expect(found.data.map((r: Role) => r.name)).toEqual(['Purchaser']);
    const sorted = (await admin.get('/access/roles/?sort=-name&limit=2')).json();
    expect(sorted.data.map((r: Role) => r.name)).toEqual(['Superintendent', 'Purchaser']);
  });
});

describe('POST, GET, PATCH and DELETE /access/roles/', () => {
  it('creates a role (201), reads it, edits it with the version and deletes it', async () => {
    const created = await admin.post('/access/roles/', {
      name: ' Chief engineer ',
      description: 'Engine room',
      sidebar: ['PMS.jobs'],
      actions: ['job_read', 'job_management'],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json().data as Role;
    expect(role).toMatchObject({
      name: 'Chief engineer',
      description: 'Engine room',
      sidebar: ['PMS.jobs'],
      actions: ['job_read', 'job_management'],
      userCount: 0,
      version: 1,
    });
    expect((await admin.get(`/access/roles/${role.id}`)).json()).toEqual({ data: role });

    const patched = await admin.patch(`/access/roles/${role.id}`, { version: 1, actions: ['job_read'] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ name: 'Chief engineer', actions: ['job_read'], version: 2 });

    const stale = await admin.patch(`/access/roles/${role.id}`, { version: 1, name: 'Late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'Role was changed by someone else; reload it and try again' });

    const deleted = await admin.delete(`/access/roles/${role.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toMatchObject({ id: role.id, name: 'Chief engineer' });
    const gone = await admin.get(`/access/roles/${role.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Role not found' });

    const audit = (await admin.get(`/audit/?entity=role&entityId=${role.id}`)).json().data;
    expect(audit.map((r: { action: string }) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(audit[1]).toMatchObject({
      actorId: admin.user.id,
      actorName: 'Ada Admin',
      before: { actions: ['job_read', 'job_management'], version: 1 },
      after: { actions: ['job_read'], version: 2 },
    });
    expect(audit[0].after).toBeNull();
    expect(audit[0].before).toMatchObject({ name: 'Chief engineer' });
  });

  it('answers 400 naming the field for an unknown permission or action, or a missing name', async () => {
    const action = await admin.post('/access/roles/', { name: 'Bad', sidebar: [], actions: ['fly'] });
    expect(action.statusCode).toBe(400);
    expect(action.json()).toEqual({
      message: 'Actions item 1 holds an unknown action',
      details: [{ field: 'actions.0', message: 'actions holds an unknown action' }],
    });
    const sidebar = await admin.post('/access/roles/', { name: 'Bad', sidebar: ['everything'], actions: [] });
    expect(sidebar.json().message).toBe('Sidebar item 1 holds an unknown permission');
    const name = await admin.post('/access/roles/', { name: ' ', sidebar: [], actions: [] });
    expect(name.json().message).toBe('Name is required');
  });

  it('answers 409 for a duplicate name', async () => {
    const before = await auditTotal(admin);
    const response = await admin.post('/access/roles/', { name: 'Master', sidebar: [], actions: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'A role named "Master" already exists' });
    const role = await createRole(admin);
    const rename = await admin.patch(`/access/roles/${role.id}`, { version: 1, name: 'Purchaser' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual({ message: 'A role named "Purchaser" already exists' });
    expect(await auditTotal(admin)).toBe(before + 1);
  });

  it('refuses (409) to delete a role that users hold, naming how many', async () => {
    const role = await createRole(admin, { name: 'Shared' });
    await createUser(admin, { assignments: [{ roleId: role.id, shipId: null }] });
    await createUser(admin, { assignments: [{ roleId: role.id, shipId: null }] });
    const before = await auditTotal(admin);
    const response = await admin.delete(`/access/roles/${role.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'The role "Shared" is held by 2 users; take it from them first',
    });
    const master = (await admin.get('/access/roles/?q=Master')).json().data[0];
    expect((await admin.delete(`/access/roles/${master.id}`)).json()).toEqual({
      message: 'The role "Master" is held by 1 user; take it from them first',
    });
    expect(await auditTotal(admin)).toBe(before);
  });
});

describe('a non-admin in the roles editor', () => {
  it('may create and edit a role with rights he holds', async () => {
    const role = await createRole(manager, {
      name: 'Viewer',
      sidebar: ['dashboard', 'fleet'],
      actions: ['job_read'],
    });
    const patched = await manager.patch(`/access/roles/${role.id}`, { version: 1, sidebar: ['dashboard'] });
    expect(patched.statusCode).toBe(200);
  });

  it('may not put into a role rights he does not hold', async () => {
    const create = await manager.post('/access/roles/', {
      name: 'Too much',
      sidebar: ['dashboard', 'accounting.bills'],
      actions: ['job_read', 'manage_bill'],
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({
      message: 'You cannot put into a role rights you do not hold: accounting.bills, manage_bill',
    });
    const purchaser = (await manager.get('/access/roles/?q=Purchaser')).json().data[0] as Role;
    const edit = await manager.patch(`/access/roles/${purchaser.id}`, {
      version: purchaser.version,
      description: 'Mine now',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({
      message:
        'You cannot put into a role rights you do not hold: purchasing.requisition, purchasing.purchase_order, ' +
        'purchasing.delivery, purchasing.vendor, purchasing.agent, purchasing.expense_category, purchasing.budget, ' +
        'operation.bunkering_suppliers, get_vendor_rfq_overview, requesting_for_quotation, get_quotes, ' +
        'create_purchase_order, get_purchase_orders, vendor_action, revert_purchase_order, cancel_purchase_order, ' +
        'manage_delivery, manage_delivery_report, cancel_requisition, manage_req_status, spare_part_read',
    });
    const mine = await createRole(manager, { sidebar: ['dashboard'] });
    const widen = await manager.patch(`/access/roles/${mine.id}`, {
      version: 1,
      actions: ['approve_purchase_order'],
    });
    expect(widen.json()).toEqual({
      message: 'You cannot put into a role rights you do not hold: approve_purchase_order',
    });
  });

  it('may not edit or delete a role he holds himself', async () => {
    const current = (await manager.get(`/access/roles/${managerRole.id}`)).json().data as Role;
    const edit = await manager.patch(`/access/roles/${managerRole.id}`, {
      version: current.version,
      sidebar: ['users'],
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ message: 'You cannot edit a role you hold yourself' });
    const remove = await manager.delete(`/access/roles/${managerRole.id}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual({ message: 'You cannot edit a role you hold yourself' });
  });
});
