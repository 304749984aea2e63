import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Requisition, SearchAnswer, SearchKind, SearchResult } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../test/fixtures';
import { scopedUser } from '../purchasing/purchasing.test-fixtures';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let superintendent: TestSession;
let purchaser: TestSession;
let accountant: TestSession;
let aurora: string;
let borealis: string;

/** The API route that opens a found record: the search must never list one it refuses. */
const detailPath: Record<SearchKind, (r: SearchResult) => string> = {
  ship: (r) => `/ships/${r.id}`,
  requisition: (r) => `/purchasing/requisitions/${r.id}`,
  purchase_order: (r) => `/purchasing/purchase-orders/${r.id}`,
  vendor: (r) => `/purchasing/vendors/${r.id}`,
  certificate: (r) => `/certificates/${r.id}`,
  user: (r) => `/users/${r.id}`,
};

const search = async (s: TestSession, q: string, limit = 20) =>
  dataOf<SearchAnswer>(await s.get(`/search?q=${encodeURIComponent(q)}&limit=${limit}`));
const kindsOf = (answer: SearchAnswer) => answer.groups.map((g) => g.kind);
const itemsOf = (answer: SearchAnswer, kind: SearchKind) =>
  answer.groups.find((g) => g.kind === kind)?.items ?? [];
const all = (answer: SearchAnswer) => answer.groups.flatMap((g) => g.items);

beforeAll(async () => {
  t = await createTestApp();
  [admin, master, superintendent, purchaser, accountant] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.master),
    t.login(DEMO.superintendent),
    t.login(DEMO.purchaser),
    t.login(DEMO.accountant),
  ]);
  const ships = (await shipsByName(t)).byName;
  aurora = ships('Keel Aurora').id;
  borealis = ships('Keel Borealis').id;
});
afterAll(() => t?.close());

describe('GET /search', () => {
  it('finds an administrator every kind, grouped in order, each linking to its record', async () => {
    const answer = await search(admin, 'keel');
    expect(kindsOf(answer)).toEqual([
      'ship',
      'requisition',
      'purchase_order',
      'vendor',
      'certificate',
      'user',
    ]);
    expect(itemsOf(answer, 'ship').map((s) => s.title)).toContain('Keel Aurora');
    expect(itemsOf(answer, 'user').some((u) => u.subtitle.includes('@keel.demo'))).toBe(true);
    const ship = itemsOf(answer, 'ship').find((s) => s.title === 'Keel Aurora')!;
    expect(ship.link).toBe(`/fleet/${aurora}`);

    const reqs = await search(admin, 'REQ-');
    const requisitions = itemsOf(reqs, 'requisition');
    expect(requisitions.length).toBe(20);
    expect(requisitions.every((r) => /^REQ-\d{4}-\d{5}$/.test(r.title))).toBe(true);
    expect(requisitions[0]!.link).toBe(`/purchasing/requisition/${requisitions[0]!.id}`);
    const pos = itemsOf(await search(admin, 'po-'), 'purchase_order');
    expect(pos.length).toBeGreaterThan(0);
    expect(pos[0]!.link).toBe(`/purchasing/po?po=${pos[0]!.id}`);
  });

  it('finds a requisition by its exact number and by the start of its title', async () => {
    const [req] = dataOf<Requisition[]>(
      await admin.get(`/purchasing/requisitions?shipId=${borealis}&limit=1`),
    );
    const byNumber = itemsOf(await search(admin, req!.number.toLowerCase()), 'requisition');
    expect(byNumber.map((r) => r.id)).toEqual([req!.id]);
    expect(byNumber[0]!.subtitle).toContain(req!.title);
    expect(byNumber[0]!.subtitle).toContain('Keel Borealis');
    const byTitle = itemsOf(await search(admin, req!.title.slice(0, 8)), 'requisition');
    expect(byTitle.map((r) => r.id)).toContain(req!.id);
  });

  it("limits a master to his ship's records and to the areas of his sidebar", async () => {
    const answer = await search(master, 'keel');
    // No users, purchase orders or vendors in a master's sidebar.
    expect(kindsOf(answer)).toEqual(['ship', 'requisition', 'certificate']);
    expect(itemsOf(answer, 'ship').map((s) => s.id)).toEqual([aurora]);
    const reqs = await search(master, 'REQ-');
    expect(itemsOf(reqs, 'requisition').length).toBeGreaterThan(0);
    expect(all(reqs).every((r) => r.shipId === aurora)).toBe(true);

    // Another ship's requisition, found by its number by the office, is not found by the master.
    const [other] = dataOf<Requisition[]>(
      await admin.get(`/purchasing/requisitions?shipId=${borealis}&limit=1`),
    );
    expect(itemsOf(await search(admin, other!.number), 'requisition')).toHaveLength(1);
    expect(all(await search(master, other!.number))).toEqual([]);
    // Nor another ship by name.
    expect(itemsOf(await search(master, 'Borealis'), 'ship')).toEqual([]);
    expect(itemsOf(await search(superintendent, 'Borealis'), 'ship').map((s) => s.id)).toEqual([borealis]);
  });

  it('gives a superintendent the fleet but only the areas of his sidebar', async () => {
    const answer = await search(superintendent, 'keel');
    expect(kindsOf(answer)).not.toContain('user');
    expect(kindsOf(answer)).toContain('certificate');
    const ships = itemsOf(answer, 'ship');
    expect(ships.length).toBeGreaterThan(1);
  });

  it('leaves out purchase orders for a user with the area but without get_purchase_orders', async () => {
    const noAction = await scopedUser(t, admin, aurora, [
      'purchasing.purchase_order',
      'purchasing.requisition',
    ]);
    expect((await noAction.get('/purchasing/purchase-orders/')).statusCode).toBe(403);
    const answer = await search(noAction, 'po-');
    expect(kindsOf(answer)).toEqual(['requisition']);
  });

  it('never returns a record the user cannot open', async () => {
    const requisitionOnly = await scopedUser(t, admin, aurora, ['purchasing.requisition']);
    const users = [master, superintendent, purchaser, accountant, requisitionOnly];
    const terms = ['keel', 'REQ-', 'po-', 'ma', 'er', 'cert', 'au'];
    let checked = 0;
    for (const user of users)
      for (const term of terms)
        for (const result of all(await search(user, term))) {
          const response = await user.get(detailPath[result.kind](result));
          expect({ term, kind: result.kind, status: response.statusCode }).toEqual({
            term,
            kind: result.kind,
            status: 200,
          });
          checked += 1;
        }
    expect(checked).toBeGreaterThan(50);
  });

  it('answers 400 naming q for a missing or too short term, and limit when out of range', async () => {
    for (const url of ['/search', '/search?q=', '/search?q=a', '/search?q=%20a%20']) {
      const response = await admin.get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        expect.objectContaining({ field: expect.stringMatching(/(^|\.)q$/) }),
      ]);
    }
    const tooMany = await admin.get('/search?q=keel&limit=21');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details).toEqual([
      expect.objectContaining({ field: expect.stringMatching(/(^|\.)limit$/) }),
    ]);
  });

  it('takes % and _ literally', async () => {
    expect(all(await search(admin, '%%'))).toEqual([]);
    expect(all(await search(admin, '__'))).toEqual([]);
  });
});
