import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO, createRole, createUser } from '../../test/fixtures';

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
});
afterAll(() => t?.close());

describe('GET /audit/', () => {
  it('holds the demo data rows, written by the system', async () => {
    const users = (await admin.get('/audit/?entity=user&limit=200')).json();
    const roles = (await admin.get('/audit/?entity=role&limit=200')).json();
    expect(users.page).toEqual({ total: 5, offset: 0, limit: 200 });
    expect(roles.page.total).toBe(4);
    for (const row of [...users.data, ...roles.data] as AuditEntry[]) {
      expect(row).toMatchObject({ actorId: null, actorName: 'Demo data', action: 'create', before: null });
    }
    expect(users.data.map((r: AuditEntry) => (r.after as { email: string }).email).sort()).toEqual([
      'accountant@keel.demo',
      'admin@keel.demo',
      'master@keel.demo',
      'purchaser@keel.demo',
      'superintendent@keel.demo',
    ]);
  });

  it('lists newest first, pages, and filters by entity, record and actor', async () => {
    const total = (await admin.get('/audit/?limit=1')).json().page.total as number;
    const role = await createRole(admin, { name: 'Audit probe' });
    const user = await createUser(admin, { name: 'Audit user' });
    const newest = (await admin.get('/audit/?limit=2')).json();
    expect(newest.page).toEqual({ total: total + 2, offset: 0, limit: 2 });
    expect(newest.data.map((r: AuditEntry) => [r.entity, r.entityId, r.action])).toEqual([
      ['user', user.id, 'create'],
      ['role', role.id, 'create'],
    ]);
    expect(newest.data[0]).toMatchObject({
      actorId: admin.user.id,
      actorName: 'Ada Admin',
      before: null,
      shipId: null,
    });
    expect(newest.data[0].at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect((await admin.get('/audit/?limit=2&offset=1')).json().data[0].entityId).toBe(role.id);

    const roles = (await admin.get('/audit/?entity=role')).json();
    expect(roles.page.total).toBe(5);
    const byRecord = (await admin.get(`/audit/?entityId=${role.id}`)).json();
    expect(byRecord.data.map((r: AuditEntry) => r.action)).toEqual(['create']);
    const byActor = (await admin.get(`/audit/?actorId=${admin.user.id}`)).json();
    expect(byActor.data.map((r: AuditEntry) => r.entityId)).toEqual([user.id, role.id]);
  });

  it('answers 400 naming the parameter for a malformed actor id', async () => {
    const response = await admin.get('/audit/?actorId=me');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Actor must be a valid id');
  });

  it('is for administrators only', async () => {
    for (const email of [DEMO.superintendent, DEMO.master]) {
      const response = await (await t.login(email)).get('/audit/');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Only administrators may read the audit trail' });
    }
  });
});
