import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Notification, RfqComparison, RfqDetail, User, VendorOffer } from '@keel/domain';
import { DEMO, createRole, createUser, dataOf, shipsByName, unique } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { outboxMessages } from '../mail/outbox.table';
import { notify, withNotificationLinks } from './notify';
import { act, createRequisition } from '../purchasing/requisition/requisition.test-fixtures';
import { draftBody, rfqBody, threeVendors, tokensOf, vendor } from '../purchasing/rfq/rfq.test-fixtures';

/**
 * An RFQ's outcome reaches whoever raised its requisitions (the master), about the requisition he can
 * open, and never someone who cannot open it: a raiser moved to another ship (scope) or whose role
 * lost the requisitions area (permission) since.
 */
let t: TestApp;
let admin: TestSession;
let master: TestSession;
let purchaser: TestSession;
let superintendent: TestSession;
let aurora: string;
let borealis: string;

async function inbox(session: TestSession): Promise<Notification[]> {
  return dataOf<Notification[]>(await session.get('/notifications?limit=100'));
}

async function approved(raiser: TestSession, title: string) {
  const r = await createRequisition(raiser, aurora, { title });
  const submitted = dataOf<{ version: number }>(await act(raiser, r, 'submit'));
  dataOf(await act(superintendent, { id: r.id, version: submitted.version }, 'approve'));
  return r;
}

/** An RFQ of the requisitions sent to three new vendors, with the first vendor's link token. */
async function sentRfq(requisitionIds: string[]) {
  const draft = dataOf<RfqDetail>(
    await purchaser.post('/purchasing/rfqs', rfqBody(requisitionIds, await threeVendors(admin))),
  );
  const rfq = dataOf<RfqDetail>(
    await purchaser.post(`/purchasing/rfqs/${draft.id}/send`, { version: draft.version }),
  );
  const token = (await tokensOf(t, rfq.invitations[0]!.id))[0]!;
  return { rfq, token };
}

/** A raiser on Aurora (requisitions area), with the role to take it away from later. */
async function raiser() {
  const role = await createRole(admin, {
    name: unique('Raiser'),
    sidebar: ['purchasing.requisition'],
    actions: ['manage_req_status'],
  });
  const user = await createUser(admin, {
    email: `${unique('raiser')}@example.com`,
    assignments: [{ roleId: role.id, shipId: aurora }],
  });
  return { role, user, session: await t.login(user.email, 'correct-horse-battery') };
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, master, purchaser, superintendent] = (await Promise.all(
    [DEMO.admin, DEMO.master, DEMO.purchaser, DEMO.superintendent].map((e) => t.login(e)),
  )) as [TestSession, TestSession, TestSession, TestSession];
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
});
afterAll(() => t?.close());

describe('RFQ outcome notifications', () => {
  it('tells the master when the RFQ of his requisition is cancelled and when it is awarded, never those who cannot open it', async () => {
    const mine = await approved(master, unique('Galley spares'));
    const moved = await raiser();
    const demoted = await raiser();
    const movedReq = await approved(moved.session, unique('Deck paint'));
    const demotedReq = await approved(demoted.session, unique('Rope'));
    const ids = [mine.id, movedReq.id, demotedReq.id];

    // Since raising them: one raiser now serves on another ship, the other's role lost the area.
    const current = dataOf<User>(await admin.get(`/users/${moved.user.id}`));
    dataOf(
      await admin.put(`/users/${moved.user.id}/roles`, {
        version: current.version,
        assignments: [{ roleId: moved.role.id, shipId: borealis }],
      }),
    );
    dataOf(
      await admin.patch(`/access/roles/${demoted.role.id}`, { version: demoted.role.version, sidebar: [] }),
    );

    const first = await sentRfq(ids);
    dataOf(
      await purchaser.post(`/purchasing/rfqs/${first.rfq.id}/cancel`, {
        version: first.rfq.version,
        reason: 'Spares found on board',
      }),
    );
    const cancelled = (await inbox(master)).filter(
      (n) => n.entityId === mine.id && n.kind === 'rfq_cancelled',
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({
      entity: 'requisition',
      shipId: aurora,
      link: `/purchasing/requisition/${mine.id}`,
      actorName: 'Priya Nair',
    });
    expect(cancelled[0]!.title).toBe(`Requisition ${mine.number}: RFQ ${first.rfq.number} was cancelled`);
    expect(cancelled[0]!.body).toContain('Spares found on board');

    // The requisitions are free again: a second RFQ is quoted and awarded.
    const second = await sentRfq(ids);
    const v = vendor(t, second.token);
    const draft = dataOf<VendorOffer>(
      await v.save(draftBody(dataOf<VendorOffer>(await v.get()), '80.00')),
    ).draft!;
    dataOf(await v.submit({ revision: draft.revision, version: draft.version }));
    const comparison = dataOf<RfqComparison>(
      await purchaser.get(`/purchasing/rfqs/${second.rfq.id}/comparison`),
    );
    const lines = comparison.lines.map((l) => ({
      rfqLineId: l.rfqLineId,
      quoteLineId: l.offers.find((o) => o.quoteLineId)!.quoteLineId,
    }));
    const rfqNow = dataOf<RfqDetail>(await purchaser.get(`/purchasing/rfqs/${second.rfq.id}`));
    const award = dataOf<{ purchaseOrders: { number: string }[] }>(
      await purchaser.post(`/purchasing/rfqs/${second.rfq.id}/award`, { version: rfqNow.version, lines }),
    );
    const awarded = (await inbox(master)).filter((n) => n.entityId === mine.id && n.kind === 'awarded');
    expect(awarded).toHaveLength(1);
    expect(awarded[0]).toMatchObject({ entity: 'requisition', link: `/purchasing/requisition/${mine.id}` });
    expect(awarded[0]!.title).toBe(`Requisition ${mine.number}: ordered (RFQ ${second.rfq.number} awarded)`);
    for (const po of award.purchaseOrders) expect(awarded[0]!.body).toContain(po.number);

    // Outside the ship's scope, or without the area: nothing, neither in the app nor by e-mail.
    for (const who of [moved, demoted]) {
      const session = await t.login(who.user.email, 'correct-horse-battery');
      const theirs = (await inbox(session)).filter((n) => ids.includes(n.entityId));
      expect(theirs.filter((n) => n.kind === 'rfq_cancelled' || n.kind === 'awarded')).toEqual([]);
      const mails = await t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.toAddress, who.user.email));
      expect(mails.filter((m) => /rfq_cancelled|awarded/.test(m.kind))).toEqual([]);
    }
    const masterMails = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, DEMO.master));
    expect(
      masterMails
        // The app's own link base (its config), also on a request with a body.
        .filter((m) => m.text.includes(`${t.ctx.config.publicUrl}/purchasing/requisition/${mine.id}\n`))
        .map((m) => m.kind),
    ).toEqual(expect.arrayContaining(['notification.rfq_cancelled', 'notification.awarded']));
    // The superintendent raised none of them; the purchaser acted (and bought): no requisition notice.
    for (const session of [superintendent, purchaser])
      expect(
        (await inbox(session)).filter(
          (n) =>
            n.entity === 'requisition' &&
            ids.includes(n.entityId) &&
            (n.kind === 'awarded' || n.kind === 'rfq_cancelled'),
        ),
      ).toEqual([]);
  });

  it('links e-mails to the base it is given outside a request, and to none without one', async () => {
    const send = (entityId: string) =>
      t.db.transaction((tx) =>
        notify(
          tx,
          { id: null, name: 'Keel' },
          {
            kind: 'mention',
            recipientIds: [master.user.id],
            title: 'A link base check',
            link: `/purchasing/requisition/${entityId}`,
            entity: 'requisition',
            entityId,
            shipId: aurora,
          },
        ),
      );
    const mailTo = async (entityId: string) =>
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, DEMO.master))).find((m) =>
        m.text.includes(entityId),
      )?.text;
    const inJob = '00000000-0000-4000-8000-0000000000a1';
    await withNotificationLinks('https://keel.example.org/', () => send(inJob));
    expect(await mailTo(inJob)).toContain(`\nhttps://keel.example.org/purchasing/requisition/${inJob}\n`);
    const bare = '00000000-0000-4000-8000-0000000000a2';
    await send(bare);
    expect(await mailTo(bare)).toContain(`\n/purchasing/requisition/${bare}\n`);
  });
});
