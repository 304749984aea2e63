import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareManualOrder, type DmsTreeNode } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO, dataOf, unique } from '../../test/fixtures';
import { effectiveRevision, treeOf } from './dms.test-fixtures';

let t: TestApp;
let admin: TestSession;
let office: TestSession;
let master: TestSession;
let prefix: string;
let chapterId: string;
const docIds: string[] = [];

/** The numbers of the rows under `parentId`, in the manual's order. */
const childrenOf = (tree: DmsTreeNode[], parentId: string, kind: DmsTreeNode['kind']) =>
  tree
    .filter((n) => n.parentId === parentId && n.kind === kind)
    .sort(compareManualOrder)
    .map((n) => n.number);
const nodeOf = (tree: DmsTreeNode[], id: string) => tree.find((n) => n.id === id)!;
const move = (session: TestSession, node: DmsTreeNode, direction: 'up' | 'down', version = node.version) =>
  session.post('/dms/tree/move', { kind: node.kind, id: node.id, direction, version });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  office = await t.login(DEMO.superintendent);
  master = await t.login(DEMO.master);
  prefix = unique('ORD');
  chapterId = dataOf<{ id: string }>(
    await office.post('/dms/chapters', { number: prefix, title: 'Ordering chapter' }),
  ).id;
  for (const n of [1, 2, 3]) {
    const doc = dataOf<{ id: string }>(
      await office.post('/dms/documents', { number: `${prefix}.${n}`, title: `Procedure ${n}`, chapterId }),
    );
    docIds.push(doc.id);
    await effectiveRevision(office, doc.id, '1', [`Procedure ${n}`]);
  }
  for (const n of [1, 2])
    dataOf(
      await office.post('/dms/chapters', {
        number: `${prefix}-S${n}`,
        title: `Part ${n}`,
        parentId: chapterId,
      }),
    );
});
afterAll(() => t?.close());

describe('ordering the manual (POST /dms/tree/move)', () => {
  it('moves a document up: the siblings are renumbered, readers see the new order, one audit row', async () => {
    const tree = await treeOf(office);
    expect(childrenOf(tree, chapterId, 'document')).toEqual([`${prefix}.1`, `${prefix}.2`, `${prefix}.3`]);
    const third = nodeOf(tree, docIds[2]!);
    const moved = dataOf<DmsTreeNode[]>(await move(office, third, 'up'));
    expect(childrenOf(moved, chapterId, 'document')).toEqual([`${prefix}.1`, `${prefix}.3`, `${prefix}.2`]);
    expect(docIds.map((id) => nodeOf(moved, id).sortOrder)).toEqual([10, 30, 20]);
    expect(nodeOf(moved, third.id).version).toBe(third.version! + 1);
    // The master reads the same order (his tree holds the effective documents of his ship).
    expect(childrenOf(await treeOf(master), chapterId, 'document')).toEqual([
      `${prefix}.1`,
      `${prefix}.3`,
      `${prefix}.2`,
    ]);
    const audit = (await admin.get(`/audit/?entity=dms-document&entityId=${third.id}&limit=50`)).json()
      .data as { action: string; before: unknown; after: unknown }[];
    expect(audit.filter((a) => a.action === 'move')).toEqual([
      expect.objectContaining({ before: { position: 3 }, after: { position: 2, direction: 'up' } }),
    ]);
  });

  it('a stale version is a 409 and changes nothing; past the end is a 400 naming direction', async () => {
    const tree = await treeOf(office);
    const third = nodeOf(tree, docIds[2]!);
    const stale = await move(office, third, 'down', third.version! - 1);
    expect(stale.statusCode).toBe(409);
    expect(childrenOf(await treeOf(office), chapterId, 'document')).toEqual([
      `${prefix}.1`,
      `${prefix}.3`,
      `${prefix}.2`,
    ]);
    const first = await move(office, nodeOf(tree, docIds[0]!), 'up');
    expect(first.statusCode).toBe(400);
    expect(first.body).toContain('direction');
    const bad = await office.post('/dms/tree/move', {
      kind: 'ship',
      id: third.id,
      direction: 'up',
      version: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('kind');
  });

  it('moves a chapter down among the chapters of its parent', async () => {
    const tree = await treeOf(office);
    expect(childrenOf(tree, chapterId, 'chapter')).toEqual([`${prefix}-S1`, `${prefix}-S2`]);
    const s1 = tree.find((n) => n.number === `${prefix}-S1`)!;
    const moved = dataOf<DmsTreeNode[]>(await move(office, s1, 'down'));
    expect(childrenOf(moved, chapterId, 'chapter')).toEqual([`${prefix}-S2`, `${prefix}-S1`]);
    const audit = (await admin.get(`/audit/?entity=dms-chapter&entityId=${s1.id}&limit=50`)).json().data as {
      action: string;
    }[];
    expect(audit.map((a) => a.action)).toContain('move');
  });

  it('a reader without manage_documents gets 403 and the order stays', async () => {
    const tree = await treeOf(master);
    const res = await move(master, nodeOf(tree, docIds[1]!), 'up');
    expect(res.statusCode).toBe(403);
    expect(childrenOf(await treeOf(office), chapterId, 'document')).toEqual([
      `${prefix}.1`,
      `${prefix}.3`,
      `${prefix}.2`,
    ]);
  });
});
