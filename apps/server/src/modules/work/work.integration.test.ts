import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkItem, WorkKind, WorkQueue } from '@keel/domain';
import { DEMO, createRole, createUser, dataOf, shipsByName, unique } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { act, createRequisition } from '../purchasing/requisition/requisition.test-fixtures';
import { act as poAct, ordersIn, readOrder } from '../purchasing/purchase-order/purchase-order.test-fixtures';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let superintendent: TestSession;
let accountant: TestSession;
let aurora: string;
let borealis: string;

async function queue(session: TestSession): Promise<WorkQueue> {
  return dataOf<WorkQueue>(await session.get('/work?items=20'));
}
const group = (q: WorkQueue, kind: WorkKind) => q.groups.find((g) => g.kind === kind);
async function items(session: TestSession, kind: WorkKind): Promise<WorkItem[]> {
  return dataOf<WorkItem[]>(await session.get(`/work/items?kind=${kind}&limit=100`));
}
async function login(sidebar: string[], actions: string[], shipId: string | null) {
  const role = await createRole(admin, {
    name: unique('Work'),
    sidebar: sidebar as never,
    actions: actions as never,
  });
  const user = await createUser(admin, {
    email: `${unique('work')}@example.com`,
    assignments: shipId === undefined ? [] : [{ roleId: role.id, shipId }],
  });
  return t.login(user.email, 'correct-horse-battery');
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  master = await t.login(DEMO.master);
  superintendent = await t.login(DEMO.superintendent);
  accountant = await t.login(DEMO.accountant);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
});
afterAll(() => t.close());

describe('the work queue', () => {
  it('gives a submitted requisition to its moderators until it is approved, never to the master', async () => {
    const r = await createRequisition(master, aurora, { title: unique('Queue spares') });
    await act(master, r, 'submit');
    const before = await queue(superintendent);
    const waiting = group(before, 'requisition_to_moderate');
    expect(waiting?.link).toBe('/purchasing/requisition?state=SUBMITTED');
    const item = (await items(superintendent, 'requisition_to_moderate')).find((i) => i.id === r.id);
    expect(item).toMatchObject({
      link: `/purchasing/requisition/${r.id}`,
      shipId: aurora,
      shipName: 'Keel Aurora',
    });
    expect(item?.title).toContain(r.number);
    // The count is the screen's own: the submitted requisitions of the list.
    const listed = (await superintendent.get('/purchasing/requisitions?state=SUBMITTED&limit=1')).json() as {
      page: { total: number };
    };
    expect(waiting?.count).toBe(listed.page.total);

    const masterQueue = await queue(master);
    expect(group(masterQueue, 'requisition_to_moderate')).toBeUndefined();
    expect(group(masterQueue, 'purchase_order_to_approve')).toBeUndefined();
    expect(await items(master, 'requisition_to_moderate')).toEqual([]);

    const detail = dataOf<{ version: number }>(await superintendent.get(`/purchasing/requisitions/${r.id}`));
    await act(superintendent, { id: r.id, version: detail.version }, 'approve');
    const after = await queue(superintendent);
    expect(group(after, 'requisition_to_moderate')?.count).toBe(waiting!.count - 1);
    expect((await items(superintendent, 'requisition_to_moderate')).some((i) => i.id === r.id)).toBe(false);
  });

  it('limits every kind to the ships where the user holds the acting action', async () => {
    const onBorealis = await login(['purchasing.requisition'], ['moderate_requisition'], borealis);
    const r = await createRequisition(master, aurora, { title: unique('Aurora only') });
    await act(master, r, 'submit');
    const mine = await items(onBorealis, 'requisition_to_moderate');
    expect(mine.every((i) => i.shipId === borealis)).toBe(true);
    expect(mine.some((i) => i.id === r.id)).toBe(false);
    for (const i of await items(master, 'delivery_to_receive')) expect(i.shipId).toBe(aurora);
    for (const i of await items(master, 'certificate_due')) expect(i.shipId).toBe(aurora);
  });

  it('gives a user without a ship nothing, and one without the area nothing of it', async () => {
    const everyShip = await login(
      ['purchasing.requisition', 'certificate.certificates'],
      ['moderate_requisition'],
      null,
    );
    // A role on no ship: created without an assignment.
    const bare = await createUser(admin, { email: `${unique('bare')}@example.com` });
    const bareSession = await t.login(bare.email, 'correct-horse-battery');
    expect(await queue(bareSession)).toEqual({ total: 0, groups: [] });
    const noArea = await login(
      [],
      ['moderate_requisition', 'approve_purchase_order', 'get_purchase_orders'],
      aurora,
    );
    expect(await queue(noArea)).toEqual({ total: 0, groups: [] });
    // A role on every ship counts like the office's.
    expect(group(await queue(everyShip), 'requisition_to_moderate')).toBeDefined();
  });

  it('offers a purchase order for approval only to approvers who may still approve it', async () => {
    const pending = await ordersIn(admin, 'PENDING_APPROVAL');
    const order = pending.find((o) => o.shipId === aurora) ?? pending[0]!;
    const detail = await readOrder(admin, order.id);
    const approverIds = new Set(detail.approvals.map((a) => a.approverId));
    const superItems = await items(superintendent, 'purchase_order_to_approve');
    expect(superItems.some((i) => i.id === order.id)).toBe(
      detail.createdById !== superintendent.user.id && !approverIds.has(superintendent.user.id),
    );
    // The master holds no approve_purchase_order: never the office's approvals.
    expect(await items(master, 'purchase_order_to_approve')).toEqual([]);
    // Once the accountant approved, it leaves the accountant's queue (and stays for other approvers).
    if (detail.createdById !== accountant.user.id && !approverIds.has(accountant.user.id)) {
      expect((await items(accountant, 'purchase_order_to_approve')).some((i) => i.id === order.id)).toBe(
        true,
      );
      expect((await poAct(accountant, order.id, 'approve')).statusCode).toBe(200);
      expect((await items(accountant, 'purchase_order_to_approve')).some((i) => i.id === order.id)).toBe(
        false,
      );
    }
  });

  it('answers 400 naming kind for an unknown kind', async () => {
    const bad = await superintendent.get('/work/items?kind=everything');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('kind');
  });
});
