import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RfqComparison, RfqDetail, RfqSummary, VendorOffer } from '@keel/domain';
import { createRole, createUser, DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { hashToken } from '../../../lib/tokens';
import { auditOf } from '../purchasing.test-fixtures';
import { vendors } from '../vendor/vendor.table';
import { rfqInvitations } from './rfq.table';
import {
  approvedRequisition,
  draftBody,
  rfqBody,
  sentRfq,
  threeVendors,
  tokensOf,
  vendor,
} from './rfq.test-fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let superintendent: TestSession;
let accountant: TestSession;
let master: TestSession;
let aurora: string;
let borealis: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, superintendent, accountant, master] = (await Promise.all(
    [DEMO.admin, DEMO.purchaser, DEMO.superintendent, DEMO.accountant, DEMO.master].map((e) => t.login(e)),
  )) as [TestSession, TestSession, TestSession, TestSession, TestSession];
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
});
afterAll(() => t?.close());

const sessions = () => ({ admin, purchaser, superintendent });

describe('creating an RFQ', () => {
  it('makes a DRAFT from an approved requisition, copies the open lines and puts the requisition IN_RFQ', async () => {
    const requisitionId = await approvedRequisition(purchaser, superintendent, aurora);
    const vendorIds = await threeVendors(admin);
    const response = await purchaser.post('/purchasing/rfqs', rfqBody([requisitionId], vendorIds));
    expect(response.statusCode).toBe(201);
    const rfq = dataOf<RfqDetail>(response);
    expect(rfq).toMatchObject({ state: 'DRAFT', shipId: aurora, currency: 'USD', invited: 3 });
    expect(rfq.number).toMatch(/^RFQ-\d{4}-\d{5}$/);
    expect(rfq.lines.map((l) => [l.position, l.description, l.quantity])).toEqual([
      [1, 'Fuel valve nozzle', '6'],
      [2, 'O-ring, cylinder cover', '12'],
    ]);
    expect(rfq.invitations.every((i) => i.state === 'INVITED' && i.linkState === 'not_sent')).toBe(true);
    const requisition = dataOf<{ state: string }>(
      await purchaser.get(`/purchasing/requisitions/${requisitionId}`),
    );
    expect(requisition.state).toBe('IN_RFQ');
    const audit = await auditOf(admin, 'rfq', rfq.id);
    expect(audit.map((a) => a.action)).toEqual(['create']);
    // The requisition is no longer APPROVED: a second RFQ from it is refused.
    const again = await purchaser.post('/purchasing/rfqs', rfqBody([requisitionId], vendorIds));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is IN_RFQ; only approved requisitions/);
  });

  it('answers 400 naming the field for a past deadline, a vendor twice, an inactive vendor and two ships', async () => {
    const requisitionId = await approvedRequisition(purchaser, superintendent, aurora);
    const other = await approvedRequisition(purchaser, superintendent, borealis);
    const vendorIds = await threeVendors(admin);
    const past = await purchaser.post(
      '/purchasing/rfqs',
      rfqBody([requisitionId], vendorIds, { deadline: '2020-01-01T00:00:00Z' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().details).toEqual([{ field: 'deadline', message: 'must be in the future' }]);
    const twice = await purchaser.post(
      '/purchasing/rfqs',
      rfqBody([requisitionId], [vendorIds[0]!, vendorIds[0]!]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details[0].field).toBe('vendorIds');
    const badCurrency = await purchaser.post(
      '/purchasing/rfqs',
      rfqBody([requisitionId], vendorIds, { currency: 'XXX' }),
    );
    expect(badCurrency.json().details[0].field).toBe('currency');
    await t.db.update(vendors).set({ active: false }).where(eq(vendors.id, vendorIds[2]!));
    const inactive = await purchaser.post('/purchasing/rfqs', rfqBody([requisitionId], vendorIds));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().details[0]).toMatchObject({
      field: 'vendorIds',
      message: expect.stringMatching(/is inactive/),
    });
    const ships = await purchaser.post(
      '/purchasing/rfqs',
      rfqBody([requisitionId, other], vendorIds.slice(0, 2)),
    );
    expect(ships.statusCode).toBe(400);
    expect(ships.json().details[0].field).toBe('requisitionIds');
  });
});

describe('permissions', () => {
  it('lets the purchaser act, the superintendent read and compare, and refuses the rest', async () => {
    const { rfq } = await sentRfq(t, sessions(), aurora);
    const requisitionId = await approvedRequisition(purchaser, superintendent, aurora);
    const vendorIds = await threeVendors(admin);
    // superintendent: get_vendor_rfq_overview + get_quotes, no requesting_for_quotation
    expect((await superintendent.get(`/purchasing/rfqs/${rfq.id}`)).statusCode).toBe(200);
    expect((await superintendent.get(`/purchasing/rfqs/${rfq.id}/comparison`)).statusCode).toBe(200);
    const create = await superintendent.post('/purchasing/rfqs', rfqBody([requisitionId], vendorIds));
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('Missing action requesting_for_quotation on this ship');
    const invitation = rfq.invitations[0]!;
    expect(
      (
        await superintendent.post(`/purchasing/rfqs/${rfq.id}/invitations/${invitation.id}/revoke`, {
          version: invitation.version,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await superintendent.post(`/purchasing/rfqs/${rfq.id}/cancel`, {
          version: rfq.version,
          reason: 'test',
        })
      ).statusCode,
    ).toBe(403);
    // accountant: the sidebar, but no RFQ action on any ship: an empty list, 403 on the record
    const list = dataOf<RfqSummary[]>(await accountant.get('/purchasing/rfqs'));
    expect(list).toEqual([]);
    expect((await accountant.get(`/purchasing/rfqs/${rfq.id}`)).statusCode).toBe(403);
    expect((await accountant.get(`/purchasing/rfqs/${rfq.id}/comparison`)).statusCode).toBe(403);
    // master: no purchasing.purchase_order sidebar
    const denied = await master.get('/purchasing/rfqs');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Missing permission: purchasing.purchase_order');
  });

  it('limits a buyer of one ship to that ship (list filtered, 403 on another ship)', async () => {
    const { rfq } = await sentRfq(t, sessions(), aurora);
    const role = await createRole(admin, {
      name: 'Borealis buyer',
      sidebar: ['purchasing.purchase_order'],
      actions: ['get_vendor_rfq_overview', 'requesting_for_quotation', 'get_quotes'],
    });
    const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId: borealis }] });
    const buyer = await t.login(user.email, 'correct-horse-battery');
    const forbidden = await buyer.get(`/purchasing/rfqs/${rfq.id}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('You have no access to this ship');
    expect((await buyer.get(`/purchasing/rfqs?shipId=${aurora}`)).statusCode).toBe(403);
    const listed = dataOf<RfqSummary[]>(await buyer.get('/purchasing/rfqs?limit=200'));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((r) => r.shipId === borealis)).toBe(true);
    const requisitionId = await approvedRequisition(purchaser, superintendent, aurora);
    const create = await buyer.post('/purchasing/rfqs', rfqBody([requisitionId], await threeVendors(admin)));
    expect(create.statusCode).toBe(403);
  });
});

describe('sending, links and mail', () => {
  it('sends every invitation a fresh token by mail and stores only its hash', async () => {
    const { rfq, tokens } = await sentRfq(t, sessions(), aurora);
    expect(rfq.state).toBe('SENT');
    expect(rfq.invitations.every((i) => i.linkState === 'active' && i.sentAt !== null)).toBe(true);
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.select().from(rfqInvitations).where(eq(rfqInvitations.rfqId, rfq.id));
    expect(stored.map((s) => s.tokenHash).sort()).toEqual(tokens.map(hashToken).sort());
    expect(JSON.stringify(stored)).not.toContain(tokens[0]);
    const expiry = new Date(rfq.invitations[0]!.tokenExpiresAt!).getTime() - new Date(rfq.deadline).getTime();
    expect(expiry).toBe(30 * 86_400_000);
    const outbox = dataOf<{ subject: string; text: string; kind: string; status: string }[]>(
      await admin.get(`/mail/outbox?q=${rfq.number}`),
    );
    expect(outbox).toHaveLength(3);
    expect(outbox[0]).toMatchObject({ kind: 'rfq_invitation', status: 'outbox' });
    expect(outbox[0]!.text).toContain('/vendor/offer?token=');
    expect((await purchaser.get('/mail/outbox')).statusCode).toBe(403);
    const again = await purchaser.post(`/purchasing/rfqs/${rfq.id}/send`, { version: rfq.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cannot send an RFQ in state SENT');
    expect((await auditOf(admin, 'rfq', rfq.id)).map((a) => a.action)).toEqual(['send', 'create']);
  });

  it('answers 409 to a stale version', async () => {
    const requisitionId = await approvedRequisition(purchaser, superintendent, aurora);
    const rfq = dataOf<RfqDetail>(
      await purchaser.post('/purchasing/rfqs', rfqBody([requisitionId], await threeVendors(admin))),
    );
    const stale = await purchaser.post(`/purchasing/rfqs/${rfq.id}/send`, { version: rfq.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The RFQ was changed by someone else; reload it and try again');
  });

  it('revokes a link (410 for the vendor) and resends a new one (the old token stops working)', async () => {
    const { rfq, tokens } = await sentRfq(t, sessions(), aurora);
    const invitation = rfq.invitations.find((i) => i.vendorId)!;
    const token = (await tokensOf(t, invitation.id))[0]!;
    const revoked = dataOf<RfqDetail>(
      await purchaser.post(`/purchasing/rfqs/${rfq.id}/invitations/${invitation.id}/revoke`, {
        version: invitation.version,
      }),
    );
    const after = revoked.invitations.find((i) => i.id === invitation.id)!;
    expect(after.linkState).toBe('revoked');
    const refused = await vendor(t, token).get();
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe('This link has been revoked. Ask the buyer to send you a new one.');
    const twice = await purchaser.post(`/purchasing/rfqs/${rfq.id}/invitations/${invitation.id}/revoke`, {
      version: after.version,
    });
    expect(twice.statusCode).toBe(409);
    const resent = dataOf<RfqDetail>(
      await purchaser.post(`/purchasing/rfqs/${rfq.id}/invitations/${invitation.id}/resend`, {
        version: after.version,
      }),
    );
    expect(resent.invitations.find((i) => i.id === invitation.id)!.linkState).toBe('active');
    const [fresh] = await tokensOf(t, invitation.id);
    expect(fresh).not.toBe(token);
    expect((await vendor(t, fresh!).get()).statusCode).toBe(200);
    expect((await vendor(t, token).get()).statusCode).toBe(403);
    expect(tokens).toContain(token);
    const audit = await auditOf(admin, 'rfq_invitation', invitation.id);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['revoke_link', 'resend_link', 'view']),
    );
  });

  it('cancels an RFQ: every link answers 410, nothing else can be sent, the requisition is approved again', async () => {
    const { rfq, tokens, requisitionId } = await sentRfq(t, sessions(), aurora);
    const stateOf = async () =>
      (await purchaser.get(`/purchasing/requisitions/${requisitionId}`)).json().data.state;
    expect(await stateOf()).toBe('IN_RFQ');
    const cancelled = dataOf<RfqDetail>(
      await purchaser.post(`/purchasing/rfqs/${rfq.id}/cancel`, {
        version: rfq.version,
        reason: 'Requirement withdrawn by the ship',
      }),
    );
    expect(cancelled.state).toBe('CANCELLED');
    const response = await vendor(t, tokens[0]!).get();
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe('This request has been cancelled by the buyer.');
    expect(await stateOf()).toBe('APPROVED');
    const again = await purchaser.post(`/purchasing/rfqs/${rfq.id}/cancel`, {
      version: cancelled.version,
      reason: 'again',
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('comparison', () => {
  it('compares the submitted quotes in one currency with dated rates, marking cheapest, fastest and alternatives', async () => {
    const { rfq, tokens } = await sentRfq(t, sessions(), aurora);
    const quote = async (token: string, body: (offer: VendorOffer) => object) => {
      const offer = dataOf<VendorOffer>(await vendor(t, token).get());
      const draft = dataOf<VendorOffer>(await vendor(t, token).save(body(offer))).draft!;
      dataOf(await vendor(t, token).submit({ revision: draft.revision, version: draft.version }));
    };
    await quote(tokens[0]!, (o) => draftBody(o, '100.00', 'EUR'));
    await quote(tokens[1]!, (o) => ({
      ...draftBody(o, '90.00', 'GBP'),
      leadTimeDays: 3,
      lines: [
        {
          rfqLineId: o.lines[0]!.id,
          unitPrice: '90.00',
          availableQuantity: o.lines[0]!.quantity,
          partType: 1,
        },
      ],
    }));
    const comparison = dataOf<RfqComparison>(await purchaser.get(`/purchasing/rfqs/${rfq.id}/comparison`));
    expect(comparison.currency).toBe('USD');
    expect(comparison.vendors).toHaveLength(2);
    const eur = comparison.vendors.find((v) => v.originalTotal.currency === 'EUR');
    const gbp = comparison.vendors.find((v) => v.originalTotal.currency === 'GBP');
    expect(eur!.originalTotal.currency).toBe('EUR');
    expect(eur!.complete).toBe(true);
    expect(eur!.conversion.rateSource).toBe('ECB reference (demo)');
    expect(gbp!.complete).toBe(false);
    expect(gbp!.missingLineIds).toEqual([comparison.lines[1]!.rfqLineId]);
    expect(gbp!.alternativeLineIds).toEqual([comparison.lines[0]!.rfqLineId]);
    const firstLine = comparison.lines[0]!;
    expect(firstLine.offers.find((o) => o.partType === 1)).toMatchObject({
      alternative: true,
      fastest: true,
    });
    expect(firstLine.offers.filter((o) => o.cheapest)).toHaveLength(1);
    expect(comparison.notQuoted).toHaveLength(1);
    expect(eur!.cheapest).toBe(true);
    const inNok = dataOf<RfqComparison>(
      await purchaser.get(`/purchasing/rfqs/${rfq.id}/comparison?currency=NOK`),
    );
    expect(inNok.currency).toBe('NOK');
    expect(Number(inNok.vendors[0]!.total)).toBeGreaterThan(Number(comparison.vendors[0]!.total));
    const noRate = await purchaser.get(`/purchasing/rfqs/${rfq.id}/comparison?date=1990-01-01`);
    expect(noRate.statusCode).toBe(409);
    expect(noRate.json().message).toMatch(/No exchange rate .* on or before 1990-01-01/);
  });
});
