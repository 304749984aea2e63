import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DmsTreeNode, DocumentDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import {
  DEMO,
  GOOD_PASSWORD,
  createRole,
  createUser,
  dataOf,
  shipsByName,
  unique,
} from '../../test/fixtures';
import { treeOf } from './dms.test-fixtures';

let t: TestApp;
let admin: TestSession;
let office: TestSession;
let masterA: TestSession;
let masterB: TestSession;
let purchaser: TestSession;
let tree: DmsTreeNode[];
const doc = (nodes: DmsTreeNode[], number: string) =>
  nodes.find((n) => n.kind === 'document' && n.number === number);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  office = await t.login(DEMO.superintendent);
  masterA = await t.login(DEMO.master);
  purchaser = await t.login(DEMO.purchaser);
  const dorado = (await shipsByName(t)).byName('Keel Dorado');
  const role = await createRole(admin, { sidebar: ['DMS.ism_manual', 'DMS.dcr'], actions: ['job_read'] });
  const user = await createUser(admin, {
    name: 'Capt. Dora Tanker',
    email: `${unique('masterb')}@keel.demo`,
    assignments: [{ roleId: role.id, shipId: dorado.id }],
  });
  masterB = await t.login(user.email, GOOD_PASSWORD);
  tree = await treeOf(office);
});
afterAll(() => t?.close());

describe('DMS permission matrix', () => {
  it('office: every chapter and document, with open revisions and withdrawn documents', () => {
    expect(tree.filter((n) => n.kind === 'chapter')).toHaveLength(9);
    expect(doc(tree, 'ISM-5.2')?.effective).not.toBeNull();
    expect(doc(tree, 'ISM-8.2')?.effective).toBeNull();
    expect(doc(tree, 'ISM-3.2')?.openRevision).toMatchObject({ revision: '2', state: 'IN_REVIEW' });
    expect(doc(tree, 'ISM-4.2')?.effective?.reviewOverdue).toBe(true);
  });

  it('master of ship A (bulk carrier): only effective documents distributed to his ship, no open revisions', async () => {
    const mine = await treeOf(masterA);
    expect(doc(mine, 'ISM-5.3')).toBeDefined();
    expect(doc(mine, 'ISM-5.2')).toBeUndefined();
    expect(doc(mine, 'ISM-8.2')).toBeUndefined();
    expect(mine.every((n) => n.openRevision === null)).toBe(true);
    expect(mine.filter((n) => n.kind === 'document').every((n) => n.effective !== null)).toBe(true);
    expect(mine.some((n) => n.acknowledgedByMe === true)).toBe(true);
    expect(mine.some((n) => n.kind === 'document' && n.acknowledgedByMe === false)).toBe(true);
  });

  it('master of ship B (tanker) sees the tanker document, not the bulk one', async () => {
    const theirs = await treeOf(masterB);
    expect(doc(theirs, 'ISM-5.2')).toBeDefined();
    expect(doc(theirs, 'ISM-5.3')).toBeUndefined();
  });

  it("a ship never opens another family's document, nor its superseded revisions", async () => {
    const tanker = doc(tree, 'ISM-5.2')!;
    expect((await masterA.get(`/dms/documents/${tanker.id}`)).statusCode).toBe(404);
    expect((await masterA.get(`/dms/revisions/${tanker.effective!.revisionId}/file`)).statusCode).toBe(404);
    expect((await masterB.get(`/dms/revisions/${tanker.effective!.revisionId}/file`)).statusCode).toBe(200);
    const policy = doc(tree, 'ISM-1.1')!;
    const full = dataOf<DocumentDetail>(await office.get(`/dms/documents/${policy.id}`));
    expect(full.revisions.map((r) => r.state)).toEqual(['EFFECTIVE', 'SUPERSEDED']);
    const shipView = dataOf<DocumentDetail>(await masterA.get(`/dms/documents/${policy.id}`));
    expect(shipView.revisions.map((r) => r.state)).toEqual(['EFFECTIVE']);
    const superseded = full.revisions[1]!;
    expect((await masterA.get(`/dms/revisions/${superseded.id}/file`)).statusCode).toBe(404);
    expect((await office.get(`/dms/revisions/${superseded.id}/file?download=1`)).statusCode).toBe(200);
  });

  it('ships search only their effective documents', async () => {
    const hits = (await masterA.get('/dms/search?q=cargo')).json().data as {
      number: string;
      state: string;
    }[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.state === 'EFFECTIVE')).toBe(true);
    expect(hits.map((h) => h.number)).not.toContain('ISM-5.2');
    const officeHits = (await office.get('/dms/search?q=cargo')).json().data as { number: string }[];
    expect(officeHits.map((h) => h.number)).toContain('ISM-5.2');
  });

  it('obsolete: office only', async () => {
    const list = (await office.get('/dms/obsolete')).json();
    expect(list.data.map((r: { number: string }) => r.number)).toEqual(
      expect.arrayContaining(['ISM-1.1', 'ISM-8.2']),
    );
    expect((await masterA.get('/dms/obsolete')).statusCode).toBe(403);
  });

  it('ships may not manage documents or decide; users without DMS rights get 403', async () => {
    const chapter = tree.find((n) => n.kind === 'chapter')!;
    expect(
      (await masterA.post('/dms/documents', { number: 'X-1', title: 'x', chapterId: chapter.id })).statusCode,
    ).toBe(403);
    expect((await masterA.post('/dms/chapters', { number: 'X', title: 'x' })).statusCode).toBe(403);
    const open = doc(tree, 'ISM-3.2')!.openRevision!;
    expect(
      (await masterA.post(`/dms/revisions/${open.revisionId}/transition`, { action: 'approve', version: 1 }))
        .statusCode,
    ).toBe(404);
    const effective = doc(tree, 'ISM-1.1')!.effective!;
    expect((await masterA.get(`/dms/revisions/${effective.revisionId}/acknowledgements`)).statusCode).toBe(
      403,
    );
    for (const url of ['/dms/tree', '/dms/dcrs', '/dms/search?q=fire', '/dms/obsolete'])
      expect((await purchaser.get(url)).statusCode).toBe(403);
    expect((await admin.get('/dms/tree')).statusCode).toBe(200);
  });

  it('a ship user cannot acknowledge for a ship that is not his', async () => {
    const ships = await shipsByName(t);
    const effective = doc(tree, 'ISM-1.2')!.effective!;
    const response = await masterA.post(`/dms/revisions/${effective.revisionId}/acknowledgements`, {
      shipId: ships.byName('Keel Dorado').id,
    });
    expect(response.statusCode).toBe(403);
  });
});
