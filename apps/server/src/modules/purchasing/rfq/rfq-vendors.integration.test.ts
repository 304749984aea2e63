import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { InvitationQuotes, RfqComparison, RfqDetail, VendorOffer } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { minimalPdf } from '../../../db/seed/minimal-pdf';
import { multipart } from '../../fleet/certificate/certificate.fixtures';
import { outboxMessages } from '../../mail/outbox.table';
import { auditOf } from '../purchasing.test-fixtures';
import { rfqs } from './rfq.table';
import { draftBody, sentRfq, threeVendors, tokensOf, vendor } from './rfq.test-fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let superintendent: TestSession;
let master: TestSession;
let aurora: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, superintendent, master] = (await Promise.all(
    [DEMO.admin, DEMO.purchaser, DEMO.superintendent, DEMO.master].map((e) => t.login(e)),
  )) as [TestSession, TestSession, TestSession, TestSession];
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(() => t?.close());

const sessions = () => ({ admin, purchaser, superintendent });
const mailsOf = (refIds: string[]) =>
  t.db.select().from(outboxMessages).where(inArray(outboxMessages.refId, refIds));

describe('adding vendors to an RFQ', () => {
  it('invites a vendor to a sent RFQ before the deadline and mails the link as the send does', async () => {
    const { rfq } = await sentRfq(t, sessions(), aurora);
    const [extra] = await threeVendors(admin);
    expect(
      (await master.post(`/purchasing/rfqs/${rfq.id}/vendors`, { version: rfq.version, vendorIds: [extra] }))
        .statusCode,
    ).toBe(403);
    const response = await purchaser.post(`/purchasing/rfqs/${rfq.id}/vendors`, {
      version: rfq.version,
      vendorIds: [extra],
    });
    expect(response.statusCode).toBe(200);
    const after = dataOf<RfqDetail>(response);
    expect(after.invited).toBe(4);
    expect(after.version).toBe(rfq.version + 1);
    const added = after.invitations.find((i) => i.vendorId === extra)!;
    expect(added).toMatchObject({ state: 'INVITED', linkState: 'active' });
    const [mail] = await mailsOf([added.id]);
    expect(mail).toMatchObject({ kind: 'rfq_invitation', toName: added.vendorName });
    expect(mail!.text).toMatch(/Please reply by \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} UTC\./);
    // The new vendor's link works.
    const token = (await tokensOf(t, added.id))[0]!;
    expect(dataOf<VendorOffer>(await vendor(t, token).get()).rfqNumber).toBe(rfq.number);
    const audit = await auditOf(admin, 'rfq', rfq.id);
    expect(audit.map((a) => a.action)).toContain('add_vendors');
    // A vendor already invited, or twice, is refused naming the field; a stale version is a 409.
    const again = await purchaser.post(`/purchasing/rfqs/${rfq.id}/vendors`, {
      version: after.version,
      vendorIds: [extra],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().details).toEqual([
      { field: 'vendorIds', message: `${added.vendorName} is already invited` },
    ]);
    const twice = await purchaser.post(`/purchasing/rfqs/${rfq.id}/vendors`, {
      version: after.version,
      vendorIds: [rfq.invitations[0]!.vendorId, rfq.invitations[0]!.vendorId],
    });
    expect(twice.statusCode).toBe(400);
    const [another] = await threeVendors(admin);
    const stale = await purchaser.post(`/purchasing/rfqs/${rfq.id}/vendors`, {
      version: rfq.version,
      vendorIds: [another],
    });
    expect(stale.statusCode).toBe(409);
  });

  it('answers 409 after the deadline and once the RFQ is cancelled', async () => {
    const { rfq } = await sentRfq(t, sessions(), aurora);
    const [extra] = await threeVendors(admin);
    await t.db
      .update(rfqs)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(rfqs.id, rfq.id));
    const late = await purchaser.post(`/purchasing/rfqs/${rfq.id}/vendors`, {
      version: rfq.version,
      vendorIds: [extra],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/deadline has passed/);
    const other = await sentRfq(t, sessions(), aurora);
    const cancelled = dataOf<RfqDetail>(
      await purchaser.post(`/purchasing/rfqs/${other.rfq.id}/cancel`, {
        version: other.rfq.version,
        reason: 'Spares found on board',
      }),
    );
    const closed = await purchaser.post(`/purchasing/rfqs/${other.rfq.id}/vendors`, {
      version: cancelled.version,
      vendorIds: [extra],
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/it is CANCELLED/);
  });
});

describe('what the vendors sent, on the buyer side', () => {
  it('shows each vendor’s remarks and files on the comparison and opens every submitted revision', async () => {
    const { rfq, tokens } = await sentRfq(t, sessions(), aurora);
    const v = vendor(t, tokens[0]!);
    const offer = dataOf<VendorOffer>(await v.get());
    const draft = dataOf<VendorOffer>(
      await v.save({ ...draftBody(offer, '100.00'), remarks: 'Prices ex works Rotterdam' }),
    ).draft!;
    const pdf = minimalPdf('Quotation Q-1', ['Fuel valve nozzle']);
    const form = multipart({}, { name: 'quote-q1.pdf', content: pdf });
    const upload = await t.inject({
      method: 'POST',
      url: '/api/v1/public/vendor/offer/attachments',
      headers: { ...form.headers, 'x-vendor-token': tokens[0]! },
      payload: form.payload,
      remoteAddress: '10.8.0.2',
    });
    const withFile = dataOf<VendorOffer>(upload).draft!;
    dataOf(await v.submit({ revision: draft.revision, version: withFile.version }));
    const second = dataOf<VendorOffer>(
      await v.save({ ...draftBody(offer, '90.00'), remarks: 'Revised: 10% off', portCharges: '25' }),
    ).draft!;
    dataOf(await v.submit({ revision: second.revision, version: second.version }));
    // An unsubmitted draft of another vendor stays invisible.
    const other = vendor(t, tokens[1]!);
    dataOf(
      await other.save({ ...draftBody(dataOf<VendorOffer>(await other.get()), '1.00'), remarks: 'secret' }),
    );

    const comparison = dataOf<RfqComparison>(await purchaser.get(`/purchasing/rfqs/${rfq.id}/comparison`));
    expect(comparison.vendors).toHaveLength(1);
    const compared = comparison.vendors[0]!;
    const invitation = rfq.invitations.find((i) => i.vendorId === compared.vendorId)!;
    expect(compared).toMatchObject({ invitationId: invitation.id, revision: 2, remarks: 'Revised: 10% off' });

    const url = `/purchasing/rfqs/${rfq.id}/invitations/${invitation.id}/quotes`;
    expect((await master.get(url)).statusCode).toBe(403);
    const quotes = dataOf<InvitationQuotes>(await purchaser.get(url));
    expect(quotes.vendorName).toBe(invitation.vendorName);
    expect(quotes.revisions.map((r) => [r.revision, r.status, r.remarks])).toEqual([
      [2, 'SUBMITTED', 'Revised: 10% off'],
      [1, 'SUPERSEDED', 'Prices ex works Rotterdam'],
    ]);
    const [rev2, rev1] = quotes.revisions as [
      InvitationQuotes['revisions'][0],
      InvitationQuotes['revisions'][0],
    ];
    // 6 × 90 + 12 × 90 = 1,620 + freight 50 + port 25.
    expect(rev2.lines.map((l) => [l.position, l.unitPrice, l.lineTotal])).toEqual([
      [1, '90', '540.00'],
      [2, '90', '1080.00'],
    ]);
    expect(rev2).toMatchObject({ currency: 'EUR', freight: '50.00', portCharges: '25.00', total: '1695.00' });
    expect(rev2.submittedAt).toEqual(expect.any(String));
    expect(rev1.total).toBe('1850.00');
    expect(rev1.attachments).toEqual([
      { id: expect.any(String), fileName: 'quote-q1.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
    const file = await purchaser.get(`/purchasing/rfqs/${rfq.id}/attachments/${rev1.attachments[0]!.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(
      (await master.get(`/purchasing/rfqs/${rfq.id}/attachments/${rev1.attachments[0]!.id}`)).statusCode,
    ).toBe(403);
    // An invitation of another RFQ is not found here.
    const elsewhere = await sentRfq(t, sessions(), aurora);
    const foreign = await purchaser.get(
      `/purchasing/rfqs/${rfq.id}/invitations/${elsewhere.rfq.invitations[0]!.id}/quotes`,
    );
    expect(foreign.statusCode).toBe(404);
    // The vendor without a submitted revision has none to open.
    const draftOnly = rfq.invitations.find((i) => i.vendorId !== compared.vendorId)!;
    const none = dataOf<InvitationQuotes>(
      await purchaser.get(`/purchasing/rfqs/${rfq.id}/invitations/${draftOnly.id}/quotes`),
    );
    expect(none.revisions).toEqual([]);
  });
});
