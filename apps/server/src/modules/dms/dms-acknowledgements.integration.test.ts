import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AckShipReport, Dcr, DmsTreeNode, EffectiveDocument, WorkItem, WorkQueue } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO, createRole, createUser, dataOf, shipsByName, unique } from '../../test/fixtures';
import { createDocument, effectiveRevision, treeOf } from './dms.test-fixtures';

let t: TestApp;
let office: TestSession;
let master: TestSession;
let aurora: string;
let chiefEngineerId: string;
beforeAll(async () => {
  t = await createTestApp();
  office = await t.login(DEMO.superintendent);
  master = await t.login(DEMO.master);
  const admin = await t.login(DEMO.admin);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  const crewRole = await createRole(admin, { sidebar: ['DMS.ism_manual', 'DMS.dcr'] });
  const user = await createUser(admin, {
    name: 'Chief Engineer Ito',
    email: `${unique('ce')}@keel.demo`,
    assignments: [{ roleId: crewRole.id, shipId: aurora }],
  });
  chiefEngineerId = user.id;
  await t.db.execute(sql`UPDATE users SET job_title = 'Chief Engineer' WHERE id = ${user.id}::uuid`);
});
afterAll(() => t?.close());

describe('acknowledgements', () => {
  it('the seed left partial acknowledgements on Keel Aurora', async () => {
    const tree = await treeOf(office);
    const policy = tree.find((n: DmsTreeNode) => n.number === 'ISM-1.1')!;
    const report = dataOf<AckShipReport[]>(
      await office.get(`/dms/revisions/${policy.effective!.revisionId}/acknowledgements`),
    );
    expect(report).toHaveLength(6);
    const own = dataOf<EffectiveDocument[]>(await master.get(`/dms/ships/${aurora}/effective`));
    const done = own.filter((d) => d.acknowledgedByMe).length;
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(own.length);
  });

  it('by user: reports who has not per ship, acknowledges idempotently, reminds the missing by outbox mail', async () => {
    const doc = await createDocument(office, {
      distribution: { allShips: false, shipIds: [aurora], shipFamilies: [] },
    });
    const rev = await effectiveRevision(office, doc.id, '1', ['Read me']);
    let report = dataOf<AckShipReport[]>(await office.get(`/dms/revisions/${rev}/acknowledgements`));
    expect(report).toHaveLength(1);
    expect(report[0]).toMatchObject({
      shipId: aurora,
      shipName: 'Keel Aurora',
      required: 2,
      done: 0,
      complete: false,
    });
    expect(report[0]!.missing.map((m) => m.rank)).toEqual([1, 6]);

    const first = dataOf<{ acknowledgedAt: string }>(
      await master.post(`/dms/revisions/${rev}/acknowledgements`, { shipId: aurora }),
    );
    const again = dataOf<{ acknowledgedAt: string }>(
      await master.post(`/dms/revisions/${rev}/acknowledgements`, { shipId: aurora }),
    );
    expect(again.acknowledgedAt).toBe(first.acknowledgedAt);
    report = dataOf<AckShipReport[]>(await office.get(`/dms/revisions/${rev}/acknowledgements`));
    expect(report[0]).toMatchObject({ required: 2, done: 1, complete: false });
    expect(report[0]!.missing.map((m) => m.userId)).toEqual([chiefEngineerId]);
    expect(report[0]!.doneMembers[0]?.name).toBe('Capt. Jonas Eriksen');

    const mailsBefore = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM outbox_messages`,
    );
    const sent = dataOf<{ reminded: number; ships: number }>(
      await office.post(`/dms/revisions/${rev}/reminders`, {}),
    );
    expect(sent).toEqual({ reminded: 1, ships: 1 });
    const notes = await t.db.execute<{ recipient_id: string; kind: string }>(
      sql`SELECT recipient_id, kind FROM notifications WHERE entity_id = ${doc.id} AND kind = 'acknowledgement_requested'`,
    );
    expect(notes.rows.map((n) => n.recipient_id)).toContain(chiefEngineerId);
    expect(notes.rows.filter((n) => n.recipient_id === chiefEngineerId).length).toBeGreaterThanOrEqual(2);
    const mailsAfter = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox_messages`);
    expect(mailsAfter.rows[0]!.n).toBe(mailsBefore.rows[0]!.n + 1);
  });

  it('by rank: only the listed ranks must acknowledge', async () => {
    const doc = await createDocument(office, {
      ackRanks: [6],
      distribution: { allShips: false, shipIds: [aurora], shipFamilies: [] },
    });
    const rev = await effectiveRevision(office, doc.id, '1', ['Engine room only']);
    const report = dataOf<AckShipReport[]>(await office.get(`/dms/revisions/${rev}/acknowledgements`));
    expect(report[0]).toMatchObject({ required: 1, done: 0 });
    expect(report[0]!.missing.map((m) => m.name)).toEqual(['Chief Engineer Ito']);
    const own = dataOf<EffectiveDocument[]>(await master.get(`/dms/ships/${aurora}/effective`));
    expect(own.find((d) => d.documentId === doc.id)).toMatchObject({
      ackRequiredOfMe: false,
      acknowledgedByMe: false,
    });
  });

  it('refuses to acknowledge a revision that is not effective', async () => {
    const tree = await treeOf(office);
    const open = tree.find((n) => n.number === 'ISM-3.2')!.openRevision!;
    const response = await master.post(`/dms/revisions/${open.revisionId}/acknowledgements`, {
      shipId: aurora,
    });
    expect(response.statusCode).toBe(400);
  });

  it('"My work" lists an acknowledgement the master owes, linked to the document and ship, until he gives it', async () => {
    const doc = await createDocument(office, {
      distribution: { allShips: false, shipIds: [aurora], shipFamilies: [] },
    });
    const rev = await effectiveRevision(office, doc.id, '1', ['Muster list']);
    const owed = async () =>
      dataOf<WorkItem[]>(await master.get('/work/items?kind=dms_acknowledgement_due&limit=100')).filter(
        (i) => i.id === doc.id,
      );
    const [item] = await owed();
    expect(item).toMatchObject({ shipId: aurora, link: `/dms/ism?doc=${doc.id}&ship=${aurora}` });
    expect(item!.title).toContain(doc.number);
    // The office, with a role on every ship but none on Aurora itself, owes nothing.
    const officeQueue = dataOf<WorkQueue>(await office.get('/work'));
    expect(officeQueue.groups.find((g) => g.kind === 'dms_acknowledgement_due')?.count ?? 0).toBe(0);
    expect(
      (await master.post(`/dms/revisions/${rev}/acknowledgements`, { shipId: aurora })).statusCode,
    ).toBeLessThan(300);
    expect(await owed()).toEqual([]);
  });
});

describe('document owners', () => {
  it('lists the office DMS users for the owner field; a master may not read it', async () => {
    const owners = dataOf<{ id: string; name: string }[]>(await office.get('/dms/owners'));
    expect(owners.map((o) => o.id)).toContain(office.user.id);
    expect(owners.map((o) => o.id)).not.toContain(master.user.id);
    expect((await master.get('/dms/owners')).statusCode).toBe(403);
  });
});

describe('document change requests', () => {
  it('a master proposes from his ship; the office reviews, approves, implements; the master is told', async () => {
    const tree = await treeOf(master);
    const target = tree.find((n) => n.number === 'ISM-6.2')!;
    const created = dataOf<Dcr>(
      await master.post('/dms/dcrs', {
        documentId: target.id,
        shipId: aurora,
        reason: 'SOPEP locker list is outdated',
        proposedText: 'Add absorbent booms.',
      }),
    );
    expect(created).toMatchObject({
      state: 'SUBMITTED',
      shipName: 'Keel Aurora',
      proposerName: 'Capt. Jonas Eriksen',
    });
    expect(created.number).toMatch(/^DCR-\d{4}-\d{4}$/);
    expect(
      (await master.post(`/dms/dcrs/${created.id}/transition`, { action: 'approve', version: 1 })).statusCode,
    ).toBe(403);

    const review = dataOf<Dcr>(
      await office.post(`/dms/dcrs/${created.id}/transition`, { action: 'start-review', version: 1 }),
    );
    expect(review.state).toBe('UNDER_REVIEW');
    const noReason = await office.post(`/dms/dcrs/${created.id}/transition`, {
      action: 'reject',
      version: 2,
    });
    expect(noReason.statusCode).toBe(400);
    const approved = dataOf<Dcr>(
      await office.post(`/dms/dcrs/${created.id}/transition`, { action: 'approve', version: 2 }),
    );
    expect(approved).toMatchObject({ state: 'APPROVED', decidedByName: 'Sven Lindqvist' });

    const other = tree.find((n) => n.number === 'ISM-1.2')!;
    const wrong = await office.post(`/dms/dcrs/${created.id}/transition`, {
      action: 'implement',
      version: 3,
      revisionId: other.effective!.revisionId,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].field).toBe('revisionId');
    const done = dataOf<Dcr>(
      await office.post(`/dms/dcrs/${created.id}/transition`, {
        action: 'implement',
        version: 3,
        revisionId: target.effective!.revisionId,
      }),
    );
    expect(done).toMatchObject({ state: 'IMPLEMENTED', implementedRevisionId: target.effective!.revisionId });
    const told = await t.db.execute<{ kind: string }>(
      sql`SELECT kind FROM notifications WHERE entity_id = ${created.id} AND recipient_id = ${master.user.id}::uuid`,
    );
    expect(told.rows.length).toBeGreaterThanOrEqual(3);
    const list = (await master.get(`/dms/dcrs?state=IMPLEMENTED&documentId=${target.id}`)).json()
      .data as Dcr[];
    expect(list.map((d) => d.id)).toContain(created.id);
  });

  it('lists open and closed seeded requests; a rejected one carries its reason', async () => {
    const all = (await office.get('/dms/dcrs?limit=50')).json().data as Dcr[];
    const states = new Set(all.map((d) => d.state));
    for (const s of ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'IMPLEMENTED', 'REJECTED'])
      expect(states).toContain(s);
    expect(all.find((d) => d.state === 'REJECTED')?.decisionReason).toMatch(/3 nautical miles/);
  });

  it('sorts the list by the field asked (state in workflow order), refusing an unknown one', async () => {
    const numbers = async (sort: string) =>
      ((await office.get(`/dms/dcrs?limit=100&sort=${sort}`)).json().data as Dcr[]).map((d) => d.number);
    const ascending = await numbers('number');
    expect(ascending.length).toBeGreaterThan(3);
    expect(ascending).toEqual([...ascending].sort());
    expect(await numbers('-number')).toEqual([...ascending].reverse());
    const byState = ((await office.get('/dms/dcrs?limit=100&sort=state')).json().data as Dcr[]).map(
      (d) => d.state,
    );
    const order = ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'IMPLEMENTED', 'REJECTED'];
    expect(byState).toEqual([...byState].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(byState[0]).toBe('SUBMITTED');
    const bad = await office.get('/dms/dcrs?sort=reason');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('sort');
  });

  it('a master cannot propose a change to a document his ship does not receive', async () => {
    const tree = await treeOf(office);
    const tanker = tree.find((n) => n.number === 'ISM-5.2')!;
    const response = await master.post('/dms/dcrs', { documentId: tanker.id, shipId: aurora, reason: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('documentId');
  });
});
