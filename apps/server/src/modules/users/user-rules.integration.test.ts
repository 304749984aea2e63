import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, User } from '@keel/domain';
import { HttpError } from '../../lib/http-error';
import { loadActor } from '../access/access.service';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import {
  DEMO,
  GOOD_PASSWORD,
  auditTotal,
  createRole,
  createUser,
  readUser,
  shipsByName,
} from '../../test/fixtures';
import { updateUser } from './user-update.service';

let t: TestApp;
let admin: TestSession;
let fleet: Awaited<ReturnType<typeof shipsByName>>;
/** A non-admin with the `users` permission and job rights on Keel Aurora only. */
let manager: TestSession;
let managerUser: User;
let managerRole: Role;
/** Rights the manager holds on Aurora. */
let deckJobs: Role;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  fleet = await shipsByName(t);
  managerRole = await createRole(admin, {
    name: 'Crew manager',
    sidebar: ['users', 'dashboard', 'PMS.jobs'],
    actions: ['job_read', 'job_management'],
  });
  deckJobs = await createRole(admin, { name: 'Deck jobs', sidebar: ['PMS.jobs'], actions: ['job_read'] });
  managerUser = await createUser(admin, {
    name: 'Mia Manager',
    assignments: [{ roleId: managerRole.id, shipId: fleet.byName('Keel Aurora').id }],
  });
  manager = await t.login(managerUser.email, GOOD_PASSWORD);
});
afterAll(() => t?.close());

const SELF = { message: 'You cannot change your own rights' };

describe('nobody changes their own rights', () => {
  it('refuses an administrator demoting or deactivating himself, or changing his roles', async () => {
    const me = await readUser(admin, admin.user.id);
    for (const change of [{ isAdmin: false }, { active: false }]) {
      const response = await admin.patch(`/users/${me.id}`, { version: me.version, ...change });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(SELF);
    }
    const roles = await admin.put(`/users/${me.id}/roles`, {
      version: me.version,
      assignments: [{ roleId: deckJobs.id, shipId: null }],
    });
    expect(roles.statusCode).toBe(403);
    expect(roles.json()).toEqual(SELF);
    expect((await readUser(admin, me.id)).version).toBe(me.version);
  });

  it('refuses a non-admin making himself admin or widening his roles, but lets him edit his name', async () => {
    const me = await readUser(admin, managerUser.id);
    const promote = await manager.patch(`/users/${me.id}`, { version: me.version, isAdmin: true });
    expect(promote.statusCode).toBe(403);
    expect(promote.json()).toEqual(SELF);
    const widen = await manager.put(`/users/${me.id}/roles`, {
      version: me.version,
      assignments: [
        ...me.assignments.map(({ roleId, shipId }) => ({ roleId, shipId })),
        { roleId: deckJobs.id, shipId: null },
      ],
    });
    expect(widen.statusCode).toBe(403);
    expect(widen.json()).toEqual(SELF);
    const rename = await manager.patch(`/users/${me.id}`, { version: me.version, name: 'Mia M. Manager' });
    expect(rename.statusCode).toBe(200);
  });
});

describe('administrator rights', () => {
  it('only administrators grant or remove the admin flag', async () => {
    const user = await createUser(manager);
    const grant = await manager.patch(`/users/${user.id}`, { version: 1, isAdmin: true });
    expect(grant.statusCode).toBe(403);
    expect(grant.json()).toEqual({ message: 'Only administrators may grant or remove administrator rights' });
    const create = await manager.post('/users/', {
      name: 'X',
      email: 'would-be-admin@example.com',
      password: GOOD_PASSWORD,
      isAdmin: true,
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({
      message: 'Only administrators may grant or remove administrator rights',
    });
    const promoted = await admin.patch(`/users/${user.id}`, { version: 1, isAdmin: true });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.isAdmin).toBe(true);
    const demoted = await admin.patch(`/users/${user.id}`, { version: 2, isAdmin: false });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().data.isAdmin).toBe(false);
  });

  it('only administrators edit an administrator or reset his password', async () => {
    const ada = await readUser(admin, admin.user.id);
    const before = await auditTotal(admin);
    const edit = await manager.patch(`/users/${ada.id}`, { version: ada.version, name: 'Hijacked' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ message: 'Only administrators may edit an administrator' });
    const reset = await manager.post(`/users/${ada.id}/password`, {
      version: ada.version,
      password: 'i-own-you-now',
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual({ message: 'Only administrators may edit an administrator' });
    const deactivate = await manager.patch(`/users/${ada.id}`, { version: ada.version, active: false });
    expect(deactivate.statusCode).toBe(403);
    expect(await auditTotal(admin)).toBe(before);
  });
});

describe('a non-admin gives only rights he holds, on the ships concerned', () => {
  it('may give a role within his rights on his ship', async () => {
    const aurora = fleet.byName('Keel Aurora');
    const user = await createUser(manager, { assignments: [{ roleId: deckJobs.id, shipId: aurora.id }] });
    expect(user.assignments).toEqual([
      { roleId: deckJobs.id, roleName: 'Deck jobs', shipId: aurora.id, shipName: 'Keel Aurora' },
    ]);
  });

  it('may not give it on a ship outside his scope, nor on all ships', async () => {
    const user = await createUser(manager);
    const other = await manager.put(`/users/${user.id}/roles`, {
      version: 1,
      assignments: [{ roleId: deckJobs.id, shipId: fleet.byName('Keel Borealis').id }],
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      message:
        'You cannot give the role "Deck jobs" on Keel Borealis: Keel Borealis is not one of your ships',
    });
    const all = await manager.put(`/users/${user.id}/roles`, {
      version: 1,
      assignments: [{ roleId: deckJobs.id, shipId: null }],
    });
    expect(all.statusCode).toBe(403);
    expect(all.json()).toEqual({
      message: 'You cannot give the role "Deck jobs" on all ships: Keel Borealis is not one of your ships',
    });
  });

  it('may not give a role with a permission or an action he lacks', async () => {
    const aurora = fleet.byName('Keel Aurora').id;
    const spares = await createRole(admin, {
      name: 'Spares',
      sidebar: ['PMS.jobs'],
      actions: ['job_read', 'spare_part_read'],
    });
    const certs = await createRole(admin, { name: 'Certs', sidebar: ['certificate.certificates', 'fleet'] });
    const user = await createUser(manager);
    const action = await manager.put(`/users/${user.id}/roles`, {
      version: 1,
      assignments: [{ roleId: spares.id, shipId: aurora }],
    });
    expect(action.statusCode).toBe(403);
    expect(action.json()).toEqual({
      message:
        'You cannot give the role "Spares" on Keel Aurora: you do not hold spare_part_read on Keel Aurora',
    });
    const sidebar = await manager.post('/users/', {
      name: 'X',
      email: 'certs@example.com',
      password: GOOD_PASSWORD,
      assignments: [{ roleId: certs.id, shipId: aurora }],
    });
    expect(sidebar.statusCode).toBe(403);
    expect(sidebar.json()).toEqual({
      message:
        'You cannot give the role "Certs" on Keel Aurora: you do not hold the permission certificate.certificates, fleet',
    });
    expect((await admin.get('/users/?q=certs@example.com')).json().page.total).toBe(0);
  });

  it('may not edit or reset the password of a user who holds rights he lacks', async () => {
    const purchaser = (await admin.get('/users/?q=purchaser@')).json().data[0] as User;
    const reset = await manager.post(`/users/${purchaser.id}/password`, {
      version: purchaser.version,
      password: 'take-over-123',
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual({
      message:
        'You cannot manage a user with rights you do not hold (role "Purchaser" on all ships: you do not hold the permission ' +
        'fleet, purchasing.requisition, purchasing.purchase_order, purchasing.delivery, purchasing.vendor, purchasing.agent, ' +
        'purchasing.expense_category, purchasing.budget, operation.bunkering_suppliers)',
    });
    const strip = await manager.put(`/users/${purchaser.id}/roles`, {
      version: purchaser.version,
      assignments: [],
    });
    expect(strip.statusCode).toBe(403);
  });
});

describe('the last active administrator', () => {
  it('cannot be demoted or deactivated, even by two administrators acting at the same moment', async () => {
    // A second administrator, so that each of the two can try to remove the other.
    const second = await createUser(admin, { name: 'Bob Admin', isAdmin: true });
    const bob = await t.login(second.email, GOOD_PASSWORD);
    const actorAda = await loadActor(t.db, t.ctx.tokens.verifyAccessToken(admin.token));
    const actorBob = await loadActor(t.db, t.ctx.tokens.verifyAccessToken(bob.token));
    const ada = await readUser(admin, admin.user.id);
    const activeAdmins = (await admin.get('/users/?active=true&limit=200'))
      .json()
      .data.filter((u: User) => u.isAdmin);
    expect(activeAdmins.map((u: User) => u.name).sort()).toEqual(['Ada Admin', 'Bob Admin']);

    for (const change of [{ isAdmin: false }, { active: false }]) {
      const [a, b] = [await readUser(admin, ada.id), await readUser(admin, second.id)];
      const results = await Promise.allSettled([
        updateUser(t.db, actorAda, b.id, { version: b.version, ...change }),
        updateUser(t.db, actorBob, a.id, { version: a.version, ...change }),
      ]);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.reason).toBeInstanceOf(HttpError);
      expect(refused[0]!.reason).toMatchObject({
        statusCode: 409,
        message:
          'The last active administrator cannot be deactivated or demoted; make another user an administrator first',
      });
      // Whichever change won, only its author is still an active administrator, so ask as that one
      // (the other has just lost the right to read the user list).
      const adaWon = results[0].status === 'fulfilled';
      const reader = adaWon ? admin : bob;
      const listed = await reader.get('/users/?limit=200');
      expect(listed.statusCode).toBe(200);
      const admins = listed.json().data.filter((u: User) => u.isAdmin && u.active);
      expect(admins).toHaveLength(1);
      expect((admins[0] as User).id).toBe(adaWon ? ada.id : second.id);
      // Put things back for the second round: whoever lost rights gets them back.
      const survivor = admins[0] as User;
      const loser = await readUser(reader, survivor.id === ada.id ? second.id : ada.id);
      const survivorActor = survivor.id === ada.id ? actorAda : actorBob;
      await updateUser(t.db, survivorActor, loser.id, {
        version: loser.version,
        isAdmin: true,
        active: true,
      });
    }
  });
});
