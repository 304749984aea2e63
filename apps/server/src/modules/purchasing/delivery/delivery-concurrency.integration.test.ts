import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { agentBody } from '../purchasing.test-fixtures';
import { insertOrder, orderProgress } from './delivery.test-fixtures';

let t: TestApp;
let purchaser: TestSession;
let master: TestSession;
let aurora: string;
let agentId: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login(DEMO.admin);
  [purchaser, master] = await Promise.all([t.login(DEMO.purchaser), t.login(DEMO.master)]);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  agentId = dataOf<{ id: string }>(await admin.post('/purchasing/agents/', agentBody())).id;
});
afterAll(() => t?.close());

describe('deliveries at the same time', () => {
  it('lets one of two transfers of the same goods through; the other gets 409 and nothing is overdrawn', async () => {
    const order = await insertOrder(t.db, {
      shipId: aurora,
      categoryId: null,
      lines: [{ description: 'CO2 cylinder 45 kg', quantity: '8', unitPrice: '310' }],
    });
    let d = dataOf<DeliveryDetail>(
      await purchaser.post('/purchasing/deliveries/', {
        purchaseOrderId: order.purchaseOrderId,
        toParty: 'agent',
        agentId,
        lines: [{ purchaseOrderLineId: order.lineIds[0], expectedQuantity: '8' }],
      }),
    );
    d = dataOf(
      await purchaser.post(`/purchasing/deliveries/${d.id}/receipt`, {
        version: d.version,
        lines: [{ lineId: d.lines[0]!.id, receivedQuantity: '8' }],
      }),
    );
    const transfer = () =>
      purchaser.post(`/purchasing/deliveries/${d.id}/transfers`, {
        version: d.version,
        lines: [{ sourceLineId: d.lines[0]!.id, quantity: '6' }],
      });
    const answers = await Promise.all([transfer(), transfer()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const source = dataOf<DeliveryDetail>(await purchaser.get(`/purchasing/deliveries/${d.id}`));
    expect(source.lines[0]).toMatchObject({ transferredQuantity: '6', transferableQuantity: '2' });
    expect(source.transfers).toHaveLength(1);
  });

  it('records two receipts of the same delivery once: one wins, the other is stale', async () => {
    const order = await insertOrder(t.db, {
      shipId: aurora,
      categoryId: null,
      lines: [{ description: 'Pilot ladder 9 m', quantity: '1', unitPrice: '780' }],
    });
    const d = dataOf<DeliveryDetail>(
      await purchaser.post('/purchasing/deliveries/', {
        purchaseOrderId: order.purchaseOrderId,
        toParty: 'vessel',
        lines: [{ purchaseOrderLineId: order.lineIds[0], expectedQuantity: '1' }],
      }),
    );
    const receive = (s: TestSession) =>
      s.post(`/purchasing/deliveries/${d.id}/receipt`, {
        version: d.version,
        lines: [{ lineId: d.lines[0]!.id, receivedQuantity: '1' }],
      });
    const answers = await Promise.all([receive(master), receive(purchaser)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await orderProgress(t.db, order)).toMatchObject({
      poState: 'DELIVERED',
      delivered: [1],
      received: [1],
    });
  });
});
