/**
 * A tree's levels and its search without the query builder (component.repo.ts `selectTreeLevel`,
 * `searchTree`: statements built once per shape, rows in the API's shape; docs/pms-components.md) answer
 * exactly what the plain path answers: the whole tree read by the query builder (`selectTreeNodes`), the
 * level, the child counts and the search's hits with their ancestors worked out in JavaScript. Ship and
 * catalogue trees, on PGlite and on PostgreSQL (named statements).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue, ComponentTreeItem } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import type { ComponentScope } from './component-access';
import { selectTreeNodes, type TreeRow } from './component.repo';

let t: TestApp;
let superintendent: TestSession;
let aurora: string;
let catalogue: string;
beforeAll(async () => {
  t = await createTestApp();
  superintendent = await t.login(DEMO.superintendent);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  catalogue = dataOf<Catalogue[]>(await superintendent.get('/pms/catalogues'))[0]!.id;
});
afterAll(() => t?.close());

type Node = ComponentTreeItem & { childCount: number };
const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

/** The plain tree: every node by the query builder, each with its number of children counted here. */
async function plainTree(
  scope: ComponentScope,
): Promise<(Node & Pick<TreeRow, 'maker' | 'model' | 'serial'>)[]> {
  const rows = await selectTreeNodes(t.db, scope);
  return rows.map((r) => ({ ...r, childCount: rows.filter((c) => c.parentId === r.id).length }));
}
const compact = ({ maker: _m, model: _o, serial: _s, ...node }: Node & Partial<TreeRow>): Node => node;

/** The plain search: the hits (text in code, name, maker, model or serial; critical) and their ancestors. */
function plainSearch(tree: Awaited<ReturnType<typeof plainTree>>, text: string | null, critical: boolean) {
  const hit = (n: (typeof tree)[number]) =>
    (!critical || n.critical) &&
    (text === null ||
      [n.code, n.name, n.maker, n.model, n.serial].some((v) =>
        v?.toLowerCase().includes(text.toLowerCase()),
      ));
  const hits = tree.filter(hit);
  const kept = new Map<string, (typeof tree)[number]>();
  for (let n of hits)
    for (;;) {
      kept.set(n.id, n);
      const parent = tree.find((p) => p.id === n.parentId);
      if (!parent) break;
      n = parent;
    }
  return { data: byId([...kept.values()].map(compact)), matched: hits.map((h) => h.id).sort() };
}

describe('a tree without the query builder', () => {
  for (const owner of ['ship', 'catalogue'] as const)
    it(`reads each level and searches the ${owner}'s tree as the plain path does`, async () => {
      const scope =
        owner === 'ship' ? { shipId: aurora, catalogueId: null } : { shipId: null, catalogueId: catalogue };
      const base =
        owner === 'ship' ? `/pms/ships/${aurora}/components` : `/pms/catalogues/${catalogue}/components`;
      const tree = await plainTree(scope);
      expect(tree.length).toBeGreaterThan(10);
      const level = async (parent: string) =>
        byId(dataOf<Node[]>(await superintendent.get(`${base}?parent=${parent}`)));
      const top = await level('root');
      expect(top).toEqual(byId(tree.filter((n) => n.parentId === null).map(compact)));
      // Every opened node's children (the leaves answer an empty level).
      for (const node of tree.filter((n) => n.childCount > 0 || n.parentId === null))
        expect([node.code, await level(node.id)]).toEqual([
          node.code,
          byId(tree.filter((n) => n.parentId === node.id).map(compact)),
        ]);
      for (const [q, text, critical] of [
        ['q=pump', 'pump', false],
        ['q=601.1', '601.1', false],
        ['critical=true', null, true],
        ['q=engine&critical=true', 'engine', true],
        ['q=no-such-thing', 'no-such-thing', false],
      ] as const) {
        const found = (await superintendent.get(`${base}?${q}`)).json() as {
          data: Node[];
          matched: string[];
        };
        expect({ q, data: byId(found.data), matched: [...found.matched].sort() }).toEqual({
          q,
          ...plainSearch(tree, text, critical),
        });
      }
    });
});
