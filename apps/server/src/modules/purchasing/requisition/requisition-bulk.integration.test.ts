import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDecimal,
  mulDecimal,
  roundMoney,
  type BulkResponse,
  type ListTotals,
  type RequisitionDetail,
} from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { exchangeRates } from '../../accounting/exchange-rate/exchange-rate.table';
import { auditOf } from '../purchasing.test-fixtures';
import { act, createRequisition } from './requisition.test-fixtures';

const BULK = '/purchasing/requisitions/bulk/approve';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let superintendent: TestSession;
let shipId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  master = await t.login(DEMO.master);
  superintendent = await t.login(DEMO.superintendent);
  shipId = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(() => t?.close());

async function submitted(title: string): Promise<RequisitionDetail> {
  const draft = await createRequisition(master, shipId, { title });
  return dataOf<RequisitionDetail>(await act(master, draft, 'submit'));
}

const read = async (id: string) =>
  dataOf<RequisitionDetail>(await admin.get(`/purchasing/requisitions/${id}`));

describe('bulk approve of requisitions', () => {
  it('approves each through the single approve: state, approver and one audit row per requisition', async () => {
    const a = await submitted('Bulk A');
    const b = await submitted('Bulk B');
    const response = await superintendent.post(BULK, {
      items: [
        { id: a.id, version: a.version },
        { id: b.id, version: b.version },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = (response.json() as BulkResponse).data;
    expect(body).toMatchObject({ succeeded: 2, failed: 0 });
    expect(body.results.map((r) => [r.reference, r.ok, r.version])).toEqual([
      [a.number, true, a.version + 1],
      [b.number, true, b.version + 1],
    ]);
    for (const r of [a, b]) {
      const after = await read(r.id);
      expect(after.state).toBe('APPROVED');
      expect(after.approvedByName).toBeTruthy();
      const audit = await auditOf(admin, 'requisition', r.id);
      expect(audit.filter((e) => e.action === 'approve')).toHaveLength(1);
    }
  });

  it('a master cannot bulk approve: every record is refused (403) and stays submitted', async () => {
    const a = await submitted('Master bulk A');
    const b = await submitted('Master bulk B');
    const response = await master.post(BULK, {
      items: [
        { id: a.id, version: a.version },
        { id: b.id, version: b.version },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = (response.json() as BulkResponse).data;
    expect(body).toMatchObject({ succeeded: 0, failed: 2 });
    for (const result of body.results) {
      expect(result.ok).toBe(false);
      expect(result.status).toBe(403);
    }
    expect((await read(a.id)).state).toBe('SUBMITTED');
    expect((await read(b.id)).state).toBe('SUBMITTED');
    expect((await auditOf(admin, 'requisition', a.id)).some((e) => e.action === 'approve')).toBe(false);
  });

  it('reports per-record errors naming the record and still approves the others', async () => {
    const ok = await submitted('Bulk ok');
    const draft = await createRequisition(master, shipId, { title: 'Bulk draft' });
    const stale = await submitted('Bulk stale');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await superintendent.post(BULK, {
      items: [
        { id: draft.id, version: draft.version },
        { id: ok.id, version: ok.version },
        { id: stale.id, version: stale.version - 1 },
        { id: unknown, version: 1 },
      ],
    });
    const body = (response.json() as BulkResponse).data;
    expect(body).toMatchObject({ succeeded: 1, failed: 3 });
    const [d, o, s, u] = body.results;
    expect(d).toMatchObject({ id: draft.id, ok: false, status: 409, reference: draft.number });
    expect(d!.message).toContain(draft.number);
    expect(d!.message).toContain('DRAFT');
    expect(o).toMatchObject({ id: ok.id, ok: true, reference: ok.number });
    expect(s).toMatchObject({ ok: false, status: 409, reference: stale.number });
    expect(s!.message).toMatch(new RegExp(`^${stale.number}: .*changed by someone else`));
    expect(u).toMatchObject({ ok: false, status: 404, reference: null });
    expect((await read(draft.id)).state).toBe('DRAFT');
    expect((await read(stale.id)).state).toBe('SUBMITTED');
    expect((await read(ok.id)).state).toBe('APPROVED');
  });

  it('answers 400 naming the field for an empty or repeating selection', async () => {
    const empty = await superintendent.post(BULK, { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/items/i);
    const id = '00000000-0000-4000-8000-000000000001';
    const twice = await superintendent.post(BULK, {
      items: [
        { id, version: 1 },
        { id, version: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('repeat');
  });
});

describe('estimated total of the requisition list', () => {
  it("sums the estimates of every requisition the filters find, converting other currencies at today's rate", async () => {
    const tag = `Totals ${Date.now().toString(36)}`;
    await createRequisition(master, shipId, { title: `${tag} usd`, currency: 'USD' }); // 4 × 25 + 6 × 410 = 2,560.00
    await createRequisition(master, shipId, { title: `${tag} second`, currency: 'USD' });
    await createRequisition(master, shipId, {
      title: `${tag} unpriced`,
      currency: null,
      lines: [{ description: 'Rag', impaCode: '232001', quantity: '1', unit: 'kg' }],
    });
    const usd = dataOf<ListTotals>(
      await master.get(`/purchasing/requisitions/totals?q=${encodeURIComponent(tag)}`),
    );
    expect(usd).toEqual({ currency: 'USD', total: '5120.00', count: 2, unconverted: [] });

    // A currency with a rate to USD is converted at it; one without is listed apart.
    await t.db
      .insert(exchangeRates)
      .values({ fromCurrency: 'CHF', toCurrency: 'USD', rate: '1.1', date: '2020-01-02', source: 'test' });
    await createRequisition(master, shipId, { title: `${tag} chf`, currency: 'CHF' });
    await createRequisition(master, shipId, { title: `${tag} mxn`, currency: 'MXN' });
    const mixed = dataOf<ListTotals>(
      await master.get(`/purchasing/requisitions/totals?q=${encodeURIComponent(tag)}`),
    );
    expect(mixed).toEqual({
      currency: 'USD',
      total: roundMoney(addDecimal('5120', mulDecimal('2560', '1.1')), 'USD'),
      count: 3,
      unconverted: [{ currency: 'MXN', total: '2560.00', count: 1 }],
    });
    // The filters apply: only the urgent ones (none here).
    const urgent = dataOf<ListTotals>(
      await master.get(`/purchasing/requisitions/totals?q=${encodeURIComponent(tag)}&priority=1`),
    );
    expect(urgent).toMatchObject({ total: '0.00', count: 0 });
  });
});
