import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, AuditEntry, Mention, RecordComment, RequisitionDetail } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { createRequisition, requisitionBody } from '../purchasing/requisition/requisition.test-fixtures';
import { createCertificate } from '../fleet/certificate/certificate.fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let master: TestSession;
let superintendent: TestSession;
let aurora: string;
let borealis: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  purchaser = await t.login(DEMO.purchaser);
  master = await t.login(DEMO.master);
  superintendent = await t.login(DEMO.superintendent);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
});
afterAll(() => t?.close());

const activityOf = async (s: TestSession, entity: string, id: string) =>
  dataOf<ActivityEntry[]>(await s.get(`/activity/${entity}/${id}?limit=50`));
const notificationsOf = async (s: TestSession) =>
  dataOf<{ kind: string; title: string; entityId: string | null; link: string }[]>(
    await s.get('/notifications?limit=50'),
  );

describe('GET /activity/:entity/:id', () => {
  it('tells what happened in words, newest first, paged', async () => {
    const r = await createRequisition(purchaser, aurora, { requiredBy: '2031-03-15' });
    const body = requisitionBody(aurora, { requiredBy: '2031-03-20' });
    const edited = dataOf<RequisitionDetail>(
      await purchaser.patch(`/purchasing/requisitions/${r.id}`, {
        ...body,
        shipId: undefined,
        version: r.version,
      }),
    );
    dataOf(await purchaser.post(`/purchasing/requisitions/${r.id}/submit`, { version: edited.version }));
    const entries = await activityOf(master, 'requisition', r.id);
    expect(entries.map((e) => e.text)).toEqual([
      'Priya Nair submitted the requisition',
      'Priya Nair changed Required by from 2031/03/15 to 2031/03/20',
      'Priya Nair created the requisition',
    ]);
    expect(entries[1]!.changes).toEqual([
      { field: 'requiredBy', label: 'Required by', from: '2031/03/15', to: '2031/03/20' },
    ]);
    const page = (await master.get(`/activity/requisition/${r.id}?limit=1&offset=1`)).json();
    expect(page.page).toEqual({ total: 3, offset: 1, limit: 1 });
    expect(page.data[0].action).toBe('update');
  });

  it("refuses another ship's record to a master (403), an unknown record (404), a bad entity (400)", async () => {
    const other = await createRequisition(purchaser, borealis);
    for (const path of ['', '/comments', '/attachments', '/mentionable']) {
      const response = await master.get(`/activity/requisition/${other.id}${path}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You have no access to this ship');
    }
    const comment = await master.post(`/activity/requisition/${other.id}/comments`, { body: 'Hello' });
    expect(comment.statusCode).toBe(403);
    expect((await admin.get(`/activity/requisition/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const bad = await admin.get(`/activity/ship/${other.id}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/entity must be one of requisition, rfq/i);
  });

  it('needs the area of the record: the accountant cannot open a certificate', async () => {
    const accountant = await t.login(DEMO.accountant);
    const c = await createCertificate(admin, aurora);
    const response = await accountant.get(`/activity/certificate/${c.id}`);
    expect(response.statusCode).toBe(403);
    expect(dataOf<ActivityEntry[]>(await master.get(`/activity/certificate/${c.id}`))[0]!.text).toBe(
      'Ada Admin created the certificate',
    );
  });
});

describe('comments and mentions', () => {
  it('offers for @ only the users who can open the record', async () => {
    const onAurora = await createRequisition(purchaser, aurora);
    const onBorealis = await createRequisition(purchaser, borealis);
    const names = async (id: string, q = '') =>
      dataOf<Mention[]>(await purchaser.get(`/activity/requisition/${id}/mentionable?q=${q}`)).map(
        (u) => u.name,
      );
    expect(await names(onAurora.id)).toContain('Capt. Jonas Eriksen');
    expect(await names(onAurora.id)).not.toContain('Priya Nair'); // not oneself
    expect(await names(onBorealis.id)).not.toContain('Capt. Jonas Eriksen');
    expect(await names(onAurora.id, 'jonas')).toEqual(['Capt. Jonas Eriksen']);
  });

  it('notifies the mentioned user who can open the record, and nobody else', async () => {
    const r = await createRequisition(purchaser, aurora);
    const before = (await notificationsOf(superintendent)).length;
    const comment = dataOf<RecordComment>(
      await purchaser.post(`/activity/requisition/${r.id}/comments`, {
        body: '@Capt. Jonas Eriksen please confirm the nozzle count',
        mentionIds: [master.user.id],
      }),
    );
    expect(comment).toMatchObject({
      authorName: 'Priya Nair',
      mentions: [{ id: master.user.id, name: 'Capt. Jonas Eriksen' }],
      editedAt: null,
      version: 1,
    });
    const mine = (await notificationsOf(master)).filter((n) => n.entityId === r.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'mention',
      title: `Priya Nair mentioned you on Requisition ${r.number}`,
      link: `/purchasing/requisition/${r.id}`,
    });
    expect((await notificationsOf(superintendent)).length).toBe(before);
    const entries = await activityOf(master, 'requisition', r.id);
    expect(entries[0]).toMatchObject({
      text: 'Priya Nair commented',
      note: '@Capt. Jonas Eriksen please confirm the nozzle count',
    });
  });

  it('refuses a mention of someone who cannot open the record, naming them; nothing is stored', async () => {
    const r = await createRequisition(purchaser, borealis);
    const response = await purchaser.post(`/activity/requisition/${r.id}/comments`, {
      body: 'Jonas, look',
      mentionIds: [master.user.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        field: 'mentionIds',
        message: 'Capt. Jonas Eriksen cannot open this requisition; mention only people who can',
      },
    ]);
    expect((await purchaser.get(`/activity/requisition/${r.id}/comments`)).json().page.total).toBe(0);
    expect((await notificationsOf(master)).filter((n) => n.entityId === r.id)).toEqual([]);
  });

  it('lets only the author edit and delete, with the version; audits both', async () => {
    const r = await createRequisition(purchaser, aurora);
    const c = dataOf<RecordComment>(
      await master.post(`/activity/requisition/${r.id}/comments`, { body: 'Needed before Rotterdam' }),
    );
    const url = `/activity/requisition/${r.id}/comments/${c.id}`;
    const foreign = await purchaser.patch(url, { body: 'Changed', version: 1 });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Only the author may change or delete a comment');
    const edited = dataOf<RecordComment>(
      await master.patch(url, { body: 'Needed before Antwerp', version: 1, mentionIds: [purchaser.user.id] }),
    );
    expect(edited).toMatchObject({ body: 'Needed before Antwerp', version: 2 });
    expect(edited.editedAt).not.toBeNull();
    const mention = (await notificationsOf(purchaser)).filter((n) => n.entityId === r.id);
    expect(mention).toHaveLength(1);
    expect((await master.patch(url, { body: 'x', version: 1 })).statusCode).toBe(409);
    expect((await purchaser.delete(`${url}?version=2`)).statusCode).toBe(403);
    expect((await master.delete(`${url}?version=2`)).statusCode).toBe(204);
    const list = (await master.get(`/activity/requisition/${r.id}/comments`)).json();
    expect(list.page.total).toBe(0);
    const texts = (await activityOf(master, 'requisition', r.id)).map((e) => e.text);
    expect(texts.slice(0, 3)).toEqual([
      'Capt. Jonas Eriksen deleted a comment',
      'Capt. Jonas Eriksen edited a comment',
      'Capt. Jonas Eriksen commented',
    ]);
  });

  it('answers 400 naming the field for an empty comment', async () => {
    const r = await createRequisition(purchaser, aurora);
    const response = await master.post(`/activity/requisition/${r.id}/comments`, { body: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual({ field: 'body', message: 'body is required' });
  });
});

describe('the audit trail', () => {
  it('names records and comments by title, not by id', async () => {
    const r = await createRequisition(purchaser, aurora);
    dataOf(await master.post(`/activity/requisition/${r.id}/comments`, { body: 'Noted' }));
    dataOf(await purchaser.post(`/purchasing/requisitions/${r.id}/submit`, { version: r.version }));
    const rows = (await admin.get('/audit/?limit=3')).json().data as AuditEntry[];
    expect(rows.map((row) => row.recordTitle)).toEqual([
      `Requisition ${r.number}`,
      `Comment on Requisition ${r.number}`,
      `Requisition ${r.number}`,
    ]);
    const users = (await admin.get('/audit/?entity=user&limit=200')).json().data as AuditEntry[];
    expect(users.map((u) => u.recordTitle)).toContain('User Ada Admin');
  });
});
