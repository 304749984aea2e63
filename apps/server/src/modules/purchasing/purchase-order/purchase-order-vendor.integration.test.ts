import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { VENDOR_LINK_PROBLEMS, type PurchaseOrderDetail, type VendorPurchaseOrder } from '@keel/domain';
import { DEMO, dataOf } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { requisitionLines } from '../requisition/requisition.table';
import { auditOf } from '../purchasing.test-fixtures';
import { recordDelivered } from './purchase-order.flow';
import { purchaseOrderVendorLinks } from './purchase-order.table';
import { act, ordersIn, readOrder, tokenFromOutbox, vendorCall } from './purchase-order.test-fixtures';

const BASE = '/purchasing/purchase-orders';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let superintendent: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  purchaser = await t.login(DEMO.purchaser);
  superintendent = await t.login(DEMO.superintendent);
});
afterAll(() => t.close());

const editBody = (
  po: PurchaseOrderDetail,
  change: (l: PurchaseOrderDetail['lines'][number]) => object = () => ({}),
) => ({
  version: po.version,
  lines: po.lines.map((l) => ({
    id: l.id,
    description: l.description,
    impaCode: l.impaCode,
    makerPartNumber: l.makerPartNumber,
    partType: l.partType,
    quantity: l.quantity,
    unit: l.unit,
    unitPrice: l.unitPrice,
    discount: l.discount,
    ...change(l),
  })),
  freight: po.freight,
  portCharges: po.portCharges,
  agentId: po.agentId,
  deliveryPort: po.deliveryPort,
  supplyFrom: po.supplyFrom,
  supplyTo: po.supplyTo,
  paymentTermsDays: po.paymentTermsDays,
  notes: po.notes,
});

describe('editing', () => {
  it('validates with 400 naming the field and refuses a stale version', async () => {
    const draft = await readOrder(purchaser, (await ordersIn(admin, 'DRAFT'))[0]!.id);
    const bad = await purchaser.put(
      `${BASE}/${draft.id}`,
      editBody(draft, () => ({ quantity: '0' })),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual({
      field: 'lines.0.quantity',
      message: 'quantity must be greater than 0',
    });
    const saved = dataOf<PurchaseOrderDetail>(
      await purchaser.put(
        `${BASE}/${draft.id}`,
        editBody(draft, () => ({ discount: '10' })),
      ),
    );
    expect(saved.lines.every((l) => l.discount === '10')).toBe(true);
    const stale = await purchaser.put(`${BASE}/${draft.id}`, editBody(draft));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('changed by someone else');
    expect((await superintendent.put(`${BASE}/${draft.id}`, editBody(saved))).statusCode).toBe(403);
  });

  it('a money edit after approval voids the approval; ordered quantities follow the lines', async () => {
    const approved = await readOrder(purchaser, (await ordersIn(admin, 'APPROVED'))[0]!.id);
    expect(approved.approvals.length).toBeGreaterThan(0);
    const line = approved.lines.find((l) => l.requisitionLineId)!;
    const [before] = await t.db
      .select()
      .from(requisitionLines)
      .where(eq(requisitionLines.id, line.requisitionLineId!));
    const after = dataOf<PurchaseOrderDetail>(
      await purchaser.put(
        `${BASE}/${approved.id}`,
        editBody(approved, (l) =>
          l.id === line.id ? { quantity: String(Number(l.quantity) / 2), unitPrice: '1.00' } : {},
        ),
      ),
    );
    expect(after).toMatchObject({ state: 'PENDING_APPROVAL', approvals: [] });
    const [req] = await t.db
      .select()
      .from(requisitionLines)
      .where(eq(requisitionLines.id, line.requisitionLineId!));
    expect(Number(req!.orderedQuantity)).toBe(Number(before!.orderedQuantity) - Number(line.quantity) / 2);
    const audit = await auditOf(admin, 'purchase_order', approved.id);
    expect(audit[0]!.action).toBe('update_void_approval');
  });
});

describe('sending and the vendor page', () => {
  let id: string;
  let token: string;

  it('sends an approved order with a new link in the outbox; the vendor sees only their order', async () => {
    const pending = (await ordersIn(admin, 'PENDING_APPROVAL')).filter((o) => Number(o.totalBase) <= 10000);
    id = pending[pending.length - 1]!.id;
    dataOf(await act(superintendent, id, 'approve'));
    const sent = dataOf<PurchaseOrderDetail>(await act(purchaser, id, 'send', { expiresInDays: 10 }));
    expect(sent).toMatchObject({ state: 'SENT', vendorLink: { state: 'active', viewedAt: null } });
    token = await tokenFromOutbox(t, id);
    const [link] = await t.db
      .select()
      .from(purchaseOrderVendorLinks)
      .where(eq(purchaseOrderVendorLinks.purchaseOrderId, id));
    expect(link!.tokenHash).not.toContain(token);
    const view = await vendorCall(t, token, 'GET');
    expect(view.statusCode).toBe(200);
    const data = view.json().data as VendorPurchaseOrder & Record<string, unknown>;
    expect(data).toMatchObject({ number: sent.number, canRespond: true, vendorName: sent.vendorName });
    expect(data).not.toHaveProperty('vendorId');
    expect(data).not.toHaveProperty('approvals');
    expect((await readOrder(purchaser, id)).vendorLink.viewedAt).not.toBeNull();
  });

  it('clear messages for a missing, unknown or expired token; nothing changes', async () => {
    expect((await vendorCall(t, null, 'GET')).json().message).toBe(VENDOR_LINK_PROBLEMS.missing);
    const unknown = await vendorCall(t, 'x'.repeat(43), 'POST', '/confirm', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(VENDOR_LINK_PROBLEMS.unknown);
    await t.db
      .update(purchaseOrderVendorLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchaseOrderVendorLinks.purchaseOrderId, id));
    const expired = await vendorCall(t, token, 'POST', '/confirm', {});
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(VENDOR_LINK_PROBLEMS.expired);
    expect((await readOrder(purchaser, id)).state).toBe('SENT');
    await t.db
      .update(purchaseOrderVendorLinks)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(purchaseOrderVendorLinks.purchaseOrderId, id));
  });

  it('the vendor proposes a date, then confirms; a second answer is refused', async () => {
    const noNote = await vendorCall(t, token, 'POST', '/propose-date', { date: '2031-01-15', note: '' });
    expect(noNote.statusCode).toBe(400);
    const proposed = await vendorCall(t, token, 'POST', '/propose-date', {
      date: '2031-01-15',
      note: 'Stock arrives on the 12th',
    });
    expect(proposed.json().data).toMatchObject({
      vendorResponse: 'PROPOSED_DATE',
      vendorProposedDate: '2031-01-15',
      canRespond: true,
    });
    const confirmed = await vendorCall(t, token, 'POST', '/confirm', { note: 'Will deliver alongside' });
    expect(confirmed.json().data).toMatchObject({ state: 'CONFIRMED', canRespond: false });
    const again = await vendorCall(t, token, 'POST', '/decline', { reason: 'Changed our mind' });
    expect(again.statusCode).toBe(409);
    const po = await readOrder(purchaser, id);
    expect(po).toMatchObject({
      state: 'CONFIRMED',
      vendorResponse: 'CONFIRMED',
      vendorRespondedBy: 'vendor',
    });
    const audit = await auditOf(admin, 'purchase_order', id);
    expect(audit.slice(0, 2).map((a) => a.action)).toEqual(['vendor_confirm', 'vendor_propose_date']);
  });

  it('revert makes revision 2, freezes revision 1 and revokes the link', async () => {
    const noRight = await act(superintendent, id, 'revert', { reason: 'Change the quantities' });
    expect(noRight.statusCode).toBe(403);
    const { revision } = await readOrder(purchaser, id);
    const reverted = dataOf<PurchaseOrderDetail>(
      await act(purchaser, id, 'revert', { reason: 'Change the quantities' }),
    );
    expect(reverted).toMatchObject({
      state: 'DRAFT',
      revision: revision + 1,
      approvals: [],
      vendorResponse: null,
      vendorLink: { state: 'revoked' },
    });
    expect(reverted.revisions[0]).toMatchObject({
      revision,
      state: 'CONFIRMED',
      reason: 'Change the quantities',
    });
    const old = await vendorCall(t, token, 'GET');
    expect(old.statusCode).toBe(410);
    expect(old.json().message).toBe(VENDOR_LINK_PROBLEMS.revoked);
  });

  it('staff record a decline on the vendor’s behalf (vendor_action)', async () => {
    const sent = (await ordersIn(admin, 'SENT'))[0]!;
    expect(
      (await act(superintendent, sent.id, 'vendor-action', { response: 'DECLINED', reason: 'No stock' }))
        .statusCode,
    ).toBe(403);
    const declined = dataOf<PurchaseOrderDetail>(
      await act(purchaser, sent.id, 'vendor-action', {
        response: 'DECLINED',
        reason: 'No stock until March',
      }),
    );
    expect(declined).toMatchObject({ state: 'DECLINED', declineReason: 'No stock until March' });
    expect(declined.vendorRespondedBy).toContain('Priya Nair');
  });
});

describe('cancel, delivery and the PDF', () => {
  it('cancel gives the ordered quantities back; refused once goods are delivered', async () => {
    const confirmed = await ordersIn(admin, 'CONFIRMED');
    const delivered = await readOrder(purchaser, confirmed[0]!.id);
    await t.db.transaction((tx) =>
      recordDelivered(tx, [{ purchaseOrderLineId: delivered.lines[0]!.id, delta: '1' }], {
        id: null,
        name: 'test',
      }),
    );
    expect((await readOrder(purchaser, delivered.id)).state).toBe('PARTIALLY_DELIVERED');
    const refused = await act(purchaser, delivered.id, 'cancel', { reason: 'Not needed' });
    expect(refused.statusCode).toBe(409);
    const pending = await readOrder(purchaser, (await ordersIn(admin, 'PENDING_APPROVAL'))[0]!.id);
    const line = pending.lines.find((l) => l.requisitionLineId)!;
    const [before] = await t.db
      .select()
      .from(requisitionLines)
      .where(eq(requisitionLines.id, line.requisitionLineId!));
    const cancelled = dataOf<PurchaseOrderDetail>(
      await act(purchaser, pending.id, 'cancel', { reason: 'Bought locally' }),
    );
    expect(cancelled).toMatchObject({ state: 'CANCELLED', cancelReason: 'Bought locally' });
    const [after] = await t.db
      .select()
      .from(requisitionLines)
      .where(eq(requisitionLines.id, line.requisitionLineId!));
    expect(Number(after!.orderedQuantity)).toBe(Number(before!.orderedQuantity) - Number(line.quantity));
    expect((await act(purchaser, pending.id, 'cancel', { reason: 'Again' })).statusCode).toBe(409);
  });

  it('downloads a real PDF of the order', async () => {
    const po = (await ordersIn(admin, 'CONFIRMED'))[0]!;
    const response = await purchaser.get(`${BASE}/${po.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(po.number);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toContain(po.number);
    expect(doc.getPage(0).getSize().width).toBeCloseTo(595.28, 1);
  });
});
