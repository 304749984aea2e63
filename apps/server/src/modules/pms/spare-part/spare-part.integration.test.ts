import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DeliveryDetail, RequisitionDetail, SparePart, StockLedgerEntry } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { auditOf } from '../../purchasing/purchasing.test-fixtures';
import { insertOrder } from '../../purchasing/delivery/delivery.test-fixtures';
import { requisitionLines } from '../../purchasing/requisition/requisition.table';
import { useSpareParts } from './spare-part-stock.service';
import { createPart, pmsUserOnShip } from './spare-part.test-fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let master: TestSession;
let superintendent: TestSession;
let auroraReader: TestSession;
let aurora: string;
let fornax: string;
const URL = '/pms/spare-parts';

beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, master, superintendent] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.purchaser),
    t.login(DEMO.master),
    t.login(DEMO.superintendent),
  ]);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  fornax = ships.byName('Keel Fornax').id;
  auroraReader = await pmsUserOnShip(t, admin, aurora, ['spare_part_read']);
});
afterAll(() => t?.close());

const stock = (s: TestSession, p: SparePart, verb: string, body: Record<string, unknown>) =>
  s.post(`${URL}/${p.id}/${verb}`, { version: p.version, ...body });

describe('spare parts: permissions and scope', () => {
  it('needs PMS.catalogues, the action on the ship, and keeps a master to his ship', async () => {
    const part = await createPart(master, aurora);
    const noSidebar = await purchaser.get(`${URL}?shipId=${aurora}`);
    expect(noSidebar.statusCode).toBe(403);
    expect(noSidebar.json().message).toBe('Missing permission: PMS.catalogues');
    const otherShip = await master.post(URL, {
      ...part,
      shipId: fornax,
      partNumber: 'X-1',
      componentIds: [],
    });
    expect(otherShip.statusCode).toBe(403);
    expect(otherShip.json().message).toBe('You have no access to this ship');
    const fornaxPart = await createPart(superintendent, fornax);
    expect((await master.get(`${URL}/${fornaxPart.id}`)).statusCode).toBe(403);
    expect((await auroraReader.get(`${URL}/${part.id}`)).statusCode).toBe(200);
    const readOnly = await stock(auroraReader, part, 'receipt', { quantity: '1' });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().message).toBe('Missing action spare_part_management on this ship');
    const mine = dataOf<SparePart[]>(await master.get(`${URL}?limit=200`));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.shipId === aurora)).toBe(true);
  });

  it('names the field of bad input and refuses a duplicate part number', async () => {
    const bad = await master.post(URL, {
      shipId: aurora,
      partNumber: 'A',
      name: 'x',
      partType: 0,
      unit: 'pcs',
      minimumStock: '1',
      impaCode: '12345',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('impaCode');
    const part = await createPart(master, aurora);
    const dup = await master.post(URL, { ...part, componentIds: [] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toContain(`${part.partNumber} is already a part here`);
  });
});

describe('spare parts: demo data, fits and copies', () => {
  it('seeds parts with stock, some below minimum, fitted to the ship components', async () => {
    const low = dataOf<SparePart[]>(await master.get(`${URL}?shipId=${aurora}&belowMinimum=true&limit=100`));
    const liner = low.find((p) => p.partNumber === '90367-0144');
    expect(liner).toMatchObject({ impaCode: '815201', belowMinimum: true, shipId: aurora });
    expect(liner!.fits.map((f) => f.code)).toContain('601.1');
    const work = dataOf<{ groups: { kind: string; count: number }[] }>(await master.get('/work'));
    expect(work.groups.find((g) => g.kind === 'pms_part_below_minimum')?.count).toBeGreaterThanOrEqual(
      low.length,
    );
    const all = (await master.get(`${URL}?shipId=${aurora}&q=filter`)).json();
    expect(all.data.length).toBeGreaterThan(0);
  });

  it('refuses fits of another ship and follows a duplicated component', async () => {
    const [liner] = dataOf<SparePart[]>(await superintendent.get(`${URL}?shipId=${aurora}&q=90367-0144`));
    const [fornaxLiner] = dataOf<SparePart[]>(
      await superintendent.get(`${URL}?shipId=${fornax}&q=90367-0144`),
    );
    const foreign = await superintendent.patch(`${URL}/${liner!.id}`, {
      ...liner,
      componentIds: [...liner!.componentIds, fornaxLiner!.componentIds[0]],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].field).toBe('componentIds');
    const unit1 = liner!.fits.find((f) => f.code === '601.1')!;
    const copy = await superintendent.post(`/pms/components/${unit1.id}/duplicate`, {
      code: '601.91',
      name: 'Spare cylinder unit',
    });
    expect(copy.statusCode).toBeLessThan(300);
    const after = dataOf<SparePart>(await superintendent.get(`${URL}/${liner!.id}`));
    expect(after.fits.map((f) => f.code)).toContain('601.91');
  });
});

describe('spare parts: stock ledger', () => {
  it('receives, uses, adjusts with a reason, never below zero, 409 when stale, with ledger and audit', async () => {
    let part = await createPart(master, aurora, { minimumStock: '4' });
    part = dataOf<SparePart>(await stock(master, part, 'receipt', { quantity: '5' }));
    expect(part).toMatchObject({ balance: '5.0000', belowMinimum: false });
    const stale = await master.post(`${URL}/${part.id}/use`, { version: part.version - 1, quantity: '1' });
    expect(stale.statusCode).toBe(409);
    const tooMany = await stock(master, part, 'use', { quantity: '6' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(
      `${part.partNumber} O-ring, cylinder liner lower: only 5 pcs in stock, 6 asked`,
    );
    part = dataOf<SparePart>(await stock(master, part, 'use', { quantity: '2' }));
    const noReason = await stock(master, part, 'adjust', { countedQuantity: '2', reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].field).toBe('reason');
    part = dataOf<SparePart>(
      await stock(master, part, 'adjust', { countedQuantity: '2', reason: 'Count at stock-take' }),
    );
    expect(part).toMatchObject({ balance: '2.0000', belowMinimum: true });
    const ledger = dataOf<StockLedgerEntry[]>(await master.get(`${URL}/${part.id}/ledger`));
    expect(ledger.map((e) => [e.kind, e.change, e.balanceAfter])).toEqual([
      ['adjustment', '-1', '2'],
      ['use', '-2', '3'],
      ['receipt', '5', '5'],
    ]);
    expect(ledger[0]!.reason).toBe('Count at stock-take');
    const audit = await auditOf(admin, 'spare_part', part.id);
    expect(audit.map((a) => a.action)).toEqual(['stock_adjustment', 'stock_use', 'stock_receipt', 'create']);
    const below = dataOf<SparePart[]>(
      await master.get(`${URL}?shipId=${aurora}&belowMinimum=true&q=${part.partNumber}`),
    );
    expect(below.map((p) => p.id)).toEqual([part.id]);
  });

  it('transfers between ships: out on one, in on the other', async () => {
    let part = await createPart(superintendent, aurora);
    part = dataOf<SparePart>(await stock(superintendent, part, 'receipt', { quantity: '3' }));
    const masterTransfer = await stock(master, part, 'transfer', { quantity: '1', toShipId: fornax });
    expect(masterTransfer.json().message).toBe('You have no access to this ship');
    part = dataOf<SparePart>(
      await stock(superintendent, part, 'transfer', { quantity: '2', toShipId: fornax }),
    );
    expect(part.balance).toBe('1.0000');
    const [there] = dataOf<SparePart[]>(
      await superintendent.get(`${URL}?shipId=${fornax}&q=${part.partNumber}`),
    );
    expect(there).toMatchObject({ balance: '2.0000', impaCode: part.impaCode });
    const inbound = dataOf<StockLedgerEntry[]>(await superintendent.get(`${URL}/${there!.id}/ledger`));
    expect(inbound[0]).toMatchObject({
      kind: 'transfer_in',
      change: '2',
      counterpartShipName: 'Keel Aurora',
    });
  });

  it('useSpareParts (job completion) refuses a short stock naming the part and writes nothing', async () => {
    let part = await createPart(master, aurora, { minimumStock: '1' });
    part = dataOf<SparePart>(await stock(master, part, 'receipt', { quantity: '2' }));
    const jobCompletionId = crypto.randomUUID();
    const use = (quantity: string) =>
      t.db.transaction((tx) =>
        useSpareParts(tx, {
          shipId: aurora,
          jobCompletionId,
          parts: [{ sparePartId: part.id, quantity }],
          userId: null,
        }),
      );
    await expect(use('3')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(part.partNumber),
    });
    await use('2');
    const after = dataOf<SparePart>(await master.get(`${URL}/${part.id}`));
    expect(after.balance).toBe('0.0000');
    const [entry] = dataOf<StockLedgerEntry[]>(await master.get(`${URL}/${part.id}/ledger`));
    expect(entry).toMatchObject({ kind: 'use', jobCompletionId });
    // It fell below its minimum: the ship's spare-part managers are told.
    const notices = dataOf<{ kind: string; entityId: string; link: string }[]>(
      await master.get('/notifications?limit=50'),
    );
    expect(notices.find((n) => n.entityId === part.id)).toMatchObject({
      kind: 'stock_below_minimum',
      link: `/PMS/spare-part/${part.id}`,
    });
    const elsewhere = t.db.transaction((tx) =>
      useSpareParts(tx, {
        shipId: fornax,
        jobCompletionId,
        parts: [{ sparePartId: part.id, quantity: '1' }],
        userId: null,
      }),
    );
    await expect(elsewhere).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('spare parts: purchasing', () => {
  it('raises a DRAFT requisition pre-filled for a part below minimum', async () => {
    let part = await createPart(master, aurora, { minimumStock: '4' });
    part = dataOf<SparePart>(await stock(master, part, 'receipt', { quantity: '1' }));
    const raised = dataOf<{ requisitionId: string; quantity: string }>(
      await master.post(`${URL}/${part.id}/requisition`, {}),
    );
    expect(raised.quantity).toBe('7');
    const req = dataOf<RequisitionDetail>(
      await master.get(`/purchasing/requisitions/${raised.requisitionId}`),
    );
    expect(req).toMatchObject({ state: 'DRAFT', shipId: aurora });
    expect(req.lines[0]).toMatchObject({ impaCode: '650201', makerPartNumber: part.partNumber, unit: 'pcs' });
    expect(Number(req.lines[0]!.quantity)).toBe(7);
    const [line] = await t.db
      .select()
      .from(requisitionLines)
      .where(eq(requisitionLines.requisitionId, req.id));
    expect(line!.sparePartId).toBe(part.id);
    const full = await createPart(master, aurora, { minimumStock: '0' });
    const notBelow = await master.post(`${URL}/${full.id}/requisition`, {});
    expect(notBelow.statusCode).toBe(400);
    expect(notBelow.json().message).toContain('not below its minimum');
  });

  it('receiving a delivery line linked to the part adds to its stock', async () => {
    const part = await createPart(master, aurora);
    const order = await insertOrder(t.db, {
      shipId: aurora,
      categoryId: null,
      lines: [{ description: 'O-ring', quantity: '8', unitPrice: '3' }],
    });
    await t.db
      .update(requisitionLines)
      .set({ sparePartId: part.id })
      .where(eq(requisitionLines.id, order.requisitionLineIds[0]!));
    const delivery = dataOf<DeliveryDetail>(
      await purchaser.post('/purchasing/deliveries/', {
        purchaseOrderId: order.purchaseOrderId,
        toParty: 'vessel',
        lines: [{ purchaseOrderLineId: order.lineIds[0], expectedQuantity: '8' }],
      }),
    );
    dataOf(
      await master.post(`/purchasing/deliveries/${delivery.id}/receipt`, {
        version: delivery.version,
        lines: [{ lineId: delivery.lines[0]!.id, receivedQuantity: '8' }],
      }),
    );
    const after = dataOf<SparePart>(await master.get(`${URL}/${part.id}`));
    expect(after.balance).toBe('8.0000');
    const [entry] = dataOf<StockLedgerEntry[]>(await master.get(`${URL}/${part.id}/ledger`));
    expect(entry).toMatchObject({ kind: 'receipt', change: '8', deliveryLineId: delivery.lines[0]!.id });
  });

  it('exports the list to Excel', async () => {
    const response = await master.get(`${URL}/export.xlsx?shipId=${aurora}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});
