import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionName, PurchaseOrderSummary } from '@keel/domain';
import { DEMO, shipsByName } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { ordersIn, userOnShip } from './purchase-order.test-fixtures';

const BASE = '/purchasing/purchase-orders';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let order: PurchaseOrderSummary;
let otherShip: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  master = await t.login(DEMO.master);
  order = (await ordersIn(admin, 'PENDING_APPROVAL'))[0]!;
  otherShip = (await shipsByName(t)).all.find((s) => s.id !== order.shipId)!.id;
});
afterAll(() => t.close());

/** Each route of an order with the action of spec §6 it needs and a valid body. */
const ROUTES: {
  name: string;
  action: ActionName;
  call: (s: TestSession, version: number) => ReturnType<TestSession['get']>;
}[] = [
  { name: 'read', action: 'get_purchase_orders', call: (s) => s.get(`${BASE}/${order.id}`) },
  { name: 'pdf', action: 'get_purchase_orders', call: (s) => s.get(`${BASE}/${order.id}/pdf`) },
  {
    name: 'submit',
    action: 'create_purchase_order',
    call: (s, version) => s.post(`${BASE}/${order.id}/submit`, { version }),
  },
  {
    name: 'send',
    action: 'create_purchase_order',
    call: (s, version) => s.post(`${BASE}/${order.id}/send`, { version }),
  },
  {
    name: 'approve',
    action: 'approve_purchase_order',
    call: (s, version) => s.post(`${BASE}/${order.id}/approve`, { version }),
  },
  {
    name: 'send back',
    action: 'approve_purchase_order',
    call: (s, version) => s.post(`${BASE}/${order.id}/send-back`, { version, reason: 'Wrong port' }),
  },
  {
    name: 'vendor action',
    action: 'vendor_action',
    call: (s, version) => s.post(`${BASE}/${order.id}/vendor-action`, { version, response: 'CONFIRMED' }),
  },
  {
    name: 'revert',
    action: 'revert_purchase_order',
    call: (s, version) => s.post(`${BASE}/${order.id}/revert`, { version, reason: 'Change lines' }),
  },
  {
    name: 'cancel',
    action: 'cancel_purchase_order',
    call: (s, version) => s.post(`${BASE}/${order.id}/cancel`, { version, reason: 'Not needed' }),
  },
];

describe('purchase-order permission matrix', () => {
  it('refuses a user without the purchase-order sidebar permission on every route', async () => {
    for (const route of ROUTES)
      expect((await route.call(master, order.version)).statusCode, route.name).toBe(403);
  });

  it('refuses each action to a user who holds only other actions on the order’s ship', async () => {
    for (const route of ROUTES) {
      if (route.action === 'get_purchase_orders') continue;
      const others = (
        [
          'get_purchase_orders',
          'create_purchase_order',
          'approve_purchase_order',
          'vendor_action',
          'revert_purchase_order',
          'cancel_purchase_order',
        ] as ActionName[]
      ).filter((a) => a !== route.action);
      const user = await userOnShip(t, admin, order.shipId, others);
      const response = await route.call(user, order.version);
      expect(response.statusCode, route.name).toBe(403);
      expect(response.json().message, route.name).toBe(`Missing action ${route.action} on this ship`);
    }
  });

  it('refuses each action held on another ship only', async () => {
    for (const route of ROUTES) {
      const user = await userOnShip(t, admin, otherShip, [route.action, 'get_purchase_orders']);
      const response = await route.call(user, order.version);
      expect(response.statusCode, route.name).toBe(403);
      expect(response.json().message, route.name).toBe('You have no access to this ship');
    }
  });

  it('lets the holder of the action on the ship through to the rules (409 for a transition the state refuses)', async () => {
    const reader = await userOnShip(t, admin, order.shipId, ['get_purchase_orders']);
    expect((await ROUTES[0]!.call(reader, order.version)).statusCode).toBe(200);
    expect((await ROUTES[1]!.call(reader, order.version)).statusCode).toBe(200);
    const sender = await userOnShip(t, admin, order.shipId, ['create_purchase_order', 'get_purchase_orders']);
    const refused = await sender.post(`${BASE}/${order.id}/send`, { version: order.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('PENDING_APPROVAL');
  });
});
