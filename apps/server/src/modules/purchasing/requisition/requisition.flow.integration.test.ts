import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, shipsByName, unique } from '../../../test/fixtures';
import { auditOf } from '../purchasing.test-fixtures';
import {
  markRequisitionsInRfq,
  recordOrderedQuantities,
  recordReceivedQuantities,
  requisitionsForRfq,
} from './requisition.flow';
import { seedRequisitions } from '../../../db/seed/requisition.seed';
import { requisitionLines, requisitions } from './requisition.table';

let t: TestApp;
let admin: TestSession;
let shipId: string;
const actor = { id: null, name: 'Flow test' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  shipId = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(() => t?.close());

/** Inserts a requisition in `state` with lines of these quantities; returns its id and line ids. */
async function makeRequisition(state: string, quantities: string[]) {
  const [row] = await t.db
    .insert(requisitions)
    .values({
      number: unique('REQ-T'),
      shipId,
      title: 'Main engine spares',
      department: 'engine',
      state,
    })
    .returning({ id: requisitions.id });
  const lines = await t.db
    .insert(requisitionLines)
    .values(
      quantities.map((quantity, i) => ({
        requisitionId: row!.id,
        position: i + 1,
        description: `Part ${i + 1}`,
        impaCode: i === 0 ? '651101' : null,
        makerPartNumber: i === 0 ? null : `MAN-${i}`,
        quantity,
        unit: 'pcs',
      })),
    )
    .returning({ id: requisitionLines.id });
  return { id: row!.id, lines: lines.map((l) => l.id) };
}

const stateOf = async (id: string) =>
  (await t.db.select().from(requisitions).where(eq(requisitions.id, id)))[0]!;
const linesOf = (id: string) =>
  t.db.select().from(requisitionLines).where(eq(requisitionLines.requisitionId, id));

describe('requisition flow: requisitionsForRfq', () => {
  it('returns the requisitions with their open quantities', async () => {
    const r = await makeRequisition('APPROVED', ['10', '4']);
    await t.db.transaction((tx) =>
      recordOrderedQuantities(tx, [{ requisitionLineId: r.lines[0]!, delta: '3' }], actor),
    );
    const [source] = await t.db.transaction((tx) => requisitionsForRfq(tx, [r.id]));
    expect(source).toMatchObject({ id: r.id, shipId, state: 'PARTIALLY_ORDERED', version: 2 });
    expect(source!.lines).toEqual([
      expect.objectContaining({ position: 1, impaCode: '651101', openQuantity: '7', unit: 'pcs' }),
      expect.objectContaining({ position: 2, makerPartNumber: 'MAN-1', openQuantity: '4' }),
    ]);
  });

  it('answers 404 for an unknown id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(t.db.transaction((tx) => requisitionsForRfq(tx, [missing]))).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('requisition flow: markRequisitionsInRfq', () => {
  it('moves APPROVED to IN_RFQ with an audit row', async () => {
    const r = await makeRequisition('APPROVED', ['1']);
    await t.db.transaction((tx) => markRequisitionsInRfq(tx, [r.id], actor));
    expect((await stateOf(r.id)).state).toBe('IN_RFQ');
    const audit = await auditOf(admin, 'requisition', r.id);
    expect(audit[0]).toMatchObject({
      action: 'rfq',
      before: { state: 'APPROVED' },
      after: { state: 'IN_RFQ' },
    });
    await t.db.transaction((tx) => markRequisitionsInRfq(tx, [r.id], actor));
    expect((await stateOf(r.id)).state).toBe('IN_RFQ');
  });

  it('refuses a draft or submitted requisition with 409 and changes nothing', async () => {
    const approved = await makeRequisition('APPROVED', ['1']);
    const draft = await makeRequisition('DRAFT', ['1']);
    const error = await t.db
      .transaction((tx) => markRequisitionsInRfq(tx, [approved.id, draft.id], actor))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 409 });
    expect((error as Error).message).toMatch(/is DRAFT: only an approved requisition/);
    expect((await stateOf(approved.id)).state).toBe('APPROVED');
  });
});

describe('requisition flow: ordered and received quantities', () => {
  it('derives PARTIALLY_ORDERED, ORDERED, PARTIALLY_RECEIVED, RECEIVED', async () => {
    const r = await makeRequisition('IN_RFQ', ['10', '2']);
    const [a, b] = r.lines as [string, string];
    const order = (changes: { requisitionLineId: string; delta: string }[]) =>
      t.db.transaction((tx) => recordOrderedQuantities(tx, changes, actor));
    const receive = (changes: { requisitionLineId: string; delta: string }[]) =>
      t.db.transaction((tx) => recordReceivedQuantities(tx, changes, actor));
    await order([{ requisitionLineId: a, delta: '10' }]);
    expect((await stateOf(r.id)).state).toBe('PARTIALLY_ORDERED');
    await order([{ requisitionLineId: b, delta: '2' }]);
    expect((await stateOf(r.id)).state).toBe('ORDERED');
    await receive([{ requisitionLineId: a, delta: '4.5' }]);
    expect((await stateOf(r.id)).state).toBe('PARTIALLY_RECEIVED');
    await receive([
      { requisitionLineId: a, delta: '5.5' },
      { requisitionLineId: b, delta: '2' },
    ]);
    expect((await stateOf(r.id)).state).toBe('RECEIVED');
    const lines = await linesOf(r.id);
    expect(lines.map((l) => [l.orderedQuantity, l.receivedQuantity])).toEqual(
      expect.arrayContaining([
        ['10.0000', '10.0000'],
        ['2.0000', '2.0000'],
      ]),
    );
    const audit = await auditOf(admin, 'requisition', r.id);
    expect(audit.map((e) => e.action)).toEqual(['receive', 'receive', 'order', 'order']);
    expect(audit[3]).toMatchObject({
      before: { state: 'IN_RFQ', lines: [{ position: 1, orderedQuantity: '0' }] },
      after: { state: 'PARTIALLY_ORDERED', lines: [{ position: 1, orderedQuantity: '10' }] },
    });
  });

  it('takes an order back with a negative delta (PO cancelled): back to IN_RFQ', async () => {
    const r = await makeRequisition('APPROVED', ['3']);
    const line = r.lines[0]!;
    await t.db.transaction((tx) =>
      recordOrderedQuantities(tx, [{ requisitionLineId: line, delta: '3' }], actor),
    );
    expect((await stateOf(r.id)).state).toBe('ORDERED');
    await t.db.transaction((tx) =>
      recordOrderedQuantities(tx, [{ requisitionLineId: line, delta: '-3' }], actor),
    );
    expect((await stateOf(r.id)).state).toBe('IN_RFQ');
  });

  it('refuses ordering more than is open, receiving more than ordered, and unorderable states', async () => {
    const r = await makeRequisition('APPROVED', ['3']);
    const line = r.lines[0]!;
    const order = (delta: string) =>
      t.db
        .transaction((tx) => recordOrderedQuantities(tx, [{ requisitionLineId: line, delta }], actor))
        .catch((e: unknown) => e);
    expect(await order('4')).toMatchObject({ statusCode: 409 });
    expect(await order('-1')).toMatchObject({ statusCode: 409 });
    const receive = await t.db
      .transaction((tx) => recordReceivedQuantities(tx, [{ requisitionLineId: line, delta: '1' }], actor))
      .catch((e: unknown) => e);
    expect(receive).toMatchObject({ statusCode: 409 });
    expect((receive as Error).message).toMatch(/receivedQty \(1\) must not exceed orderedQty/);
    const draft = await makeRequisition('SUBMITTED', ['1']);
    const refused = await t.db
      .transaction((tx) =>
        recordOrderedQuantities(tx, [{ requisitionLineId: draft.lines[0]!, delta: '1' }], actor),
      )
      .catch((e: unknown) => e);
    expect((refused as Error).message).toMatch(/Cannot order lines of a requisition in state SUBMITTED/);
    const missing = await t.db
      .transaction((tx) =>
        recordOrderedQuantities(
          tx,
          [{ requisitionLineId: '00000000-0000-4000-8000-000000000000', delta: '1' }],
          actor,
        ),
      )
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ statusCode: 404 });
    const row = (await linesOf(r.id))[0]!;
    expect([row.orderedQuantity, row.receivedQuantity]).toEqual(['0.0000', '0.0000']);
  });
});

describe('requisition demo data', () => {
  it('is idempotent: seeding again adds nothing', async () => {
    const count = async () => (await t.db.select({ id: requisitions.id }).from(requisitions)).length;
    const before = await count();
    await t.db.transaction((tx) => seedRequisitions(tx));
    expect(await count()).toBe(before);
  });
});
