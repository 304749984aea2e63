import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { Notification, NotificationListResponse, NotificationPreference } from '@keel/domain';
import { DEMO, createRole, createUser, dataOf, shipsByName, unique } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { outboxMessages } from '../mail/outbox.table';
import { act, createRequisition } from '../purchasing/requisition/requisition.test-fixtures';
import { notify } from './notify';
import { notifications } from './notification.table';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let superintendent: TestSession;
let purchaser: TestSession;
let aurora: string;
let borealis: string;

/** A user holding `moderate_requisition` (and the requisitions area) on one ship only. */
async function moderatorOn(shipId: string) {
  const role = await createRole(admin, {
    name: unique('Moderator'),
    sidebar: ['purchasing.requisition'],
    actions: ['moderate_requisition'],
  });
  const user = await createUser(admin, {
    email: `${unique('mod')}@example.com`,
    assignments: [{ roleId: role.id, shipId }],
  });
  return { user, session: await t.login(user.email, 'correct-horse-battery') };
}

async function inbox(session: TestSession, query = '') {
  return dataOf<Notification[]>(await session.get(`/notifications?limit=50${query}`));
}

async function submitted(title: string) {
  const created = await createRequisition(master, aurora, { title });
  expect((await act(master, created, 'submit')).statusCode).toBe(200);
  return created;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  master = await t.login(DEMO.master);
  superintendent = await t.login(DEMO.superintendent);
  purchaser = await t.login(DEMO.purchaser);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
});
afterAll(() => t.close());

describe('notifications of the requisition flow', () => {
  it('asks the moderators of the ship, never the submitter, a buyer or a moderator of another ship', async () => {
    const other = await moderatorOn(borealis);
    const same = await moderatorOn(aurora);
    const r = await submitted(unique('Galley stores'));
    const forSuper = (await inbox(superintendent)).filter((n) => n.entityId === r.id);
    expect(forSuper).toHaveLength(1);
    expect(forSuper[0]).toMatchObject({
      kind: 'approval_requested',
      entity: 'requisition',
      shipId: aurora,
      link: `/purchasing/requisition/${r.id}`,
      actorName: 'Capt. Jonas Eriksen',
      readAt: null,
    });
    expect(forSuper[0]!.title).toContain(r.number);
    expect((await inbox(same.session)).some((n) => n.entityId === r.id)).toBe(true);
    expect((await inbox(other.session)).some((n) => n.entityId === r.id)).toBe(false);
    expect((await inbox(master)).some((n) => n.entityId === r.id)).toBe(false);
    expect((await inbox(purchaser)).some((n) => n.entityId === r.id)).toBe(false);
  });

  it('e-mails through the outbox with YYYY/MM/DD HH:mm dates and tells the author the decision', async () => {
    const r = await submitted(unique('Deck stores'));
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(like(outboxMessages.text, `%${r.id}%`), eq(outboxMessages.toAddress, DEMO.superintendent)));
    expect(mail?.kind).toBe('notification.approval_requested');
    expect(mail?.text).toMatch(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    expect(mail?.text).toContain(`/purchasing/requisition/${r.id}`);
    const detail = dataOf<{ version: number }>(await superintendent.get(`/purchasing/requisitions/${r.id}`));
    expect((await act(superintendent, { id: r.id, version: detail.version }, 'approve')).statusCode).toBe(
      200,
    );
    const forMaster = (await inbox(master)).filter((n) => n.entityId === r.id);
    expect(forMaster.map((n) => n.kind)).toEqual(['approved']);
  });

  it('honours the preferences: e-mail off writes no outbox row, in-app off writes no notification', async () => {
    const mod = await moderatorOn(aurora);
    const defaults = dataOf<NotificationPreference[]>(await mod.session.get('/notifications/preferences'));
    expect(defaults.find((p) => p.kind === 'approval_requested')).toEqual({
      kind: 'approval_requested',
      inApp: true,
      email: true,
    });
    const off = await mod.session.put('/notifications/preferences', {
      preferences: [{ kind: 'approval_requested', inApp: true, email: false }],
    });
    expect(off.statusCode).toBe(200);
    const r1 = await submitted(unique('Paint'));
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(and(like(outboxMessages.text, `%${r1.id}%`), eq(outboxMessages.toAddress, mod.user.email)));
    expect(mails).toHaveLength(0);
    expect((await inbox(mod.session)).some((n) => n.entityId === r1.id)).toBe(true);

    await mod.session.put('/notifications/preferences', {
      preferences: [{ kind: 'approval_requested', inApp: false, email: true }],
    });
    const r2 = await submitted(unique('Ropes'));
    expect((await inbox(mod.session)).some((n) => n.entityId === r2.id)).toBe(false);
    const mailed = await t.db
      .select()
      .from(outboxMessages)
      .where(and(like(outboxMessages.text, `%${r2.id}%`), eq(outboxMessages.toAddress, mod.user.email)));
    expect(mailed).toHaveLength(1);
  });

  it('answers 400 naming the field for a bad preference', async () => {
    const bad = await master.put('/notifications/preferences', {
      preferences: [{ kind: 'rfq_cancelled', inApp: 'yes', email: true }],
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('inApp');
  });
});

describe('notify()', () => {
  it('drops the actor, inactive users and everyone who cannot open the record', async () => {
    const entityId = '00000000-0000-4000-8000-00000000abcd';
    await t.db.transaction((tx) =>
      notify(
        tx,
        { id: purchaser.user.id, name: 'Priya Nair' },
        {
          kind: 'po_to_send',
          recipientIds: [master.user.id, purchaser.user.id, superintendent.user.id, admin.user.id],
          title: 'A purchase order to send',
          link: `/purchasing/po?po=${entityId}`,
          entity: 'purchase_order',
          entityId,
          shipId: aurora,
        },
      ),
    );
    const rows = await t.db.select().from(notifications).where(eq(notifications.entityId, entityId));
    // The master has no purchase-order area; the purchaser is the actor.
    expect(rows.map((r) => r.recipientId).sort()).toEqual([admin.user.id, superintendent.user.id].sort());
  });

  it('writes nothing when the change rolls back', async () => {
    const entityId = '00000000-0000-4000-8000-00000000dcba';
    await expect(
      t.db.transaction(async (tx) => {
        await notify(
          tx,
          { id: null, name: 'System' },
          {
            kind: 'comment',
            recipientIds: [superintendent.user.id],
            title: 'Rolled back',
            link: '/event',
            entity: 'event',
            entityId,
            shipId: aurora,
          },
        );
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await t.db.select().from(notifications).where(eq(notifications.entityId, entityId))).toHaveLength(
      0,
    );
  });
});

describe('reading notifications', () => {
  it('marks one, then all, read; never another user’s', async () => {
    await submitted(unique('Filters'));
    await submitted(unique('Lamps'));
    const before = (
      await superintendent.get('/notifications?unread=true')
    ).json() as NotificationListResponse;
    expect(before.unread).toBeGreaterThanOrEqual(2);
    expect(before.data.every((n) => n.readAt === null)).toBe(true);
    const first = before.data[0]!;
    const foreign = await master.post('/notifications/read', { ids: [first.id] });
    expect(dataOf<{ unread: number }>(foreign).unread).toBe((await inbox(master, '&unread=true')).length);
    const one = dataOf<{ unread: number }>(
      await superintendent.post('/notifications/read', { ids: [first.id] }),
    );
    expect(one.unread).toBe(before.unread - 1);
    expect((await inbox(superintendent)).find((n) => n.id === first.id)?.readAt).not.toBeNull();
    const all = dataOf<{ unread: number }>(await superintendent.post('/notifications/read', { all: true }));
    expect(all.unread).toBe(0);
    expect(dataOf<{ unread: number }>(await superintendent.get('/notifications/unread-count')).unread).toBe(
      0,
    );
  });

  it('answers 400 naming ids for an empty mark-read body', async () => {
    const bad = await superintendent.post('/notifications/read', {});
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('ids');
  });
});
