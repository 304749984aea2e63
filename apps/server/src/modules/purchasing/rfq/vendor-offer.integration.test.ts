import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { RfqDetail, VendorOffer } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { auditOf } from '../purchasing.test-fixtures';
import { markRfqAwarded } from './rfq.flow';
import { quotes, rfqInvitations, rfqs } from './rfq.table';
import { draftBody, sentRfq, vendor } from './rfq.test-fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let superintendent: TestSession;
let aurora: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, superintendent] = (await Promise.all(
    [DEMO.admin, DEMO.purchaser, DEMO.superintendent].map((e) => t.login(e)),
  )) as [TestSession, TestSession, TestSession];
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(() => t?.close());

const newRfq = () => sentRfq(t, { admin, purchaser, superintendent }, aurora);

async function saveDraft(token: string, price = '100.00') {
  const offer = dataOf<VendorOffer>(await vendor(t, token).get());
  const body = draftBody(offer, price, 'EUR', offer.draft?.version);
  return dataOf<VendorOffer>(await vendor(t, token).save(body)).draft!;
}

describe('the vendor link', () => {
  it('shows only the RFQ and the own quotes, and marks the invitation VIEWED on the first look', async () => {
    const { rfq, tokens } = await newRfq();
    // Another vendor's price, in a form no id or timestamp of the answer can contain by chance (a bare
    // '777' once matched a line's UUID).
    await saveDraft(tokens[1]!, '9876.54');
    const response = await vendor(t, tokens[0]!).get();
    expect(response.statusCode).toBe(200);
    const offer = dataOf<VendorOffer>(response);
    expect(offer).toMatchObject({
      rfqNumber: rfq.number,
      shipName: 'Keel Aurora',
      open: true,
      invitationState: 'VIEWED',
      draft: null,
    });
    expect(offer.buyerName).toBe('Keel Demo Ship Management AS');
    expect(offer.lines).toHaveLength(2);
    expect(response.body).not.toContain('9876.54');
    expect(response.body).not.toContain(rfq.id);
    expect(response.body).not.toContain(rfq.requisitions[0]!.id);
    const detail = dataOf<RfqDetail>(await purchaser.get(`/purchasing/rfqs/${rfq.id}`));
    const viewed = detail.invitations.filter((i) => i.state === 'VIEWED');
    expect(viewed).toHaveLength(2);
    expect(viewed.every((i) => i.viewedAt !== null)).toBe(true);
  });

  it('answers 403 with a clear message to a missing, malformed or unknown token', async () => {
    for (const token of ['', 'abc', 'A'.repeat(43)]) {
      const response = await vendor(t, token).get();
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/^This link is not valid/);
    }
  });

  it('answers 410 once the link has expired, and keeps the draft', async () => {
    const { rfq, tokens } = await newRfq();
    await saveDraft(tokens[0]!);
    await t.db
      .update(rfqInvitations)
      .set({ tokenExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(rfqInvitations.rfqId, rfq.id));
    const response = await vendor(t, tokens[0]!).get();
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe('This link has expired.');
    expect((await vendor(t, tokens[0]!).save({ currency: 'EUR', lines: [] })).statusCode).toBe(410);
    const stored = await t.db
      .select()
      .from(quotes)
      .innerJoin(rfqInvitations, eq(rfqInvitations.id, quotes.invitationId))
      .where(eq(rfqInvitations.rfqId, rfq.id));
    expect(stored.map((r) => r.quotes.status)).toEqual(['DRAFT']);
  });

  it('refuses writes after the deadline (410) but still shows the draft read-only', async () => {
    const { rfq, tokens } = await newRfq();
    const draft = await saveDraft(tokens[0]!);
    await t.db
      .update(rfqs)
      .set({ deadline: sql`now() - interval '1 minute'` })
      .where(eq(rfqs.id, rfq.id));
    const offer = dataOf<VendorOffer>(await vendor(t, tokens[0]!).get());
    expect(offer.open).toBe(false);
    expect(offer.closedMessage).toMatch(/^The reply deadline passed on/);
    expect(offer.draft?.lines[0]?.unitPrice).toBe('100');
    const submit = await vendor(t, tokens[0]!).submit({ revision: draft.revision, version: draft.version });
    expect(submit.statusCode).toBe(410);
    expect(submit.json().message).toMatch(/^The reply deadline passed on/);
    expect((await vendor(t, tokens[1]!).decline('Too late anyway')).statusCode).toBe(410);
    // The staff view lapses the unanswered invitations.
    const detail = dataOf<RfqDetail>(await purchaser.get(`/purchasing/rfqs/${rfq.id}`));
    expect(detail.invitations.map((i) => i.state).sort()).toEqual(['LAPSED', 'LAPSED', 'LAPSED']);
  });

  it('refuses everything after the award (410), lapses open invitations and keeps the drafts', async () => {
    const { rfq, tokens } = await newRfq();
    const quoted = await saveDraft(tokens[0]!);
    dataOf(await vendor(t, tokens[0]!).submit({ revision: quoted.revision, version: quoted.version }));
    await saveDraft(tokens[1]!);
    await t.db.transaction((tx) => markRfqAwarded(tx, rfq.id, { id: null, name: 'Test' }));
    for (const token of tokens) {
      const response = await vendor(t, token).get();
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toMatch(/^This request has been awarded/);
    }
    expect((await vendor(t, tokens[1]!).save({ currency: 'EUR', lines: [] })).statusCode).toBe(410);
    const detail = dataOf<RfqDetail>(await purchaser.get(`/purchasing/rfqs/${rfq.id}`));
    expect(detail.state).toBe('AWARDED');
    expect(detail.invitations.map((i) => [i.state, i.linkState]).sort()).toEqual([
      ['LAPSED', 'revoked'],
      ['LAPSED', 'revoked'],
      ['QUOTED', 'revoked'],
    ]);
    expect(detail.invitations.some((i) => i.hasDraft)).toBe(true);
    expect((await auditOf(admin, 'rfq', rfq.id))[0]!.action).toBe('award');
  });
});

describe('quoting', () => {
  it('validates the draft naming the field', async () => {
    const { tokens } = await newRfq();
    const offer = dataOf<VendorOffer>(await vendor(t, tokens[0]!).get());
    const bad = await vendor(t, tokens[0]!).save({
      currency: 'EUR',
      lines: [{ rfqLineId: offer.lines[0]!.id, unitPrice: '12,50', availableQuantity: '1', partType: 0 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toEqual({
      field: 'lines.0.unitPrice',
      message: 'unitPrice must be a decimal number such as 1234.56',
    });
    const part = await vendor(t, tokens[0]!).save({
      currency: 'EUR',
      lines: [{ rfqLineId: offer.lines[0]!.id, partType: 3 }],
    });
    expect(part.json().details[0].field).toBe('lines.0.partType');
    const other = await vendor(t, tokens[0]!).save({
      currency: 'EUR',
      lines: [
        {
          rfqLineId: '00000000-0000-4000-8000-000000000000',
          unitPrice: '1',
          availableQuantity: '1',
          partType: 0,
        },
      ],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().details).toEqual([
      { field: 'lines.0.rfqLineId', message: 'is not a line of this request' },
    ]);
    const discount = await vendor(t, tokens[0]!).save({ currency: 'EUR', discountPercent: '120', lines: [] });
    expect(discount.json().details[0]).toEqual({
      field: 'discountPercent',
      message: 'discountPercent must be at most 100',
    });
  });

  it('submits an immutable revision; a new revision supersedes it', async () => {
    const { rfq, tokens } = await newRfq();
    const first = await saveDraft(tokens[0]!);
    const submitted = dataOf<VendorOffer>(
      await vendor(t, tokens[0]!).submit({ revision: 1, version: first.version }),
    );
    expect(submitted.invitationState).toBe('QUOTED');
    expect(submitted.draft).toBeNull();
    expect(submitted.submitted.map((q) => [q.revision, q.status])).toEqual([[1, 'SUBMITTED']]);
    const again = await vendor(t, tokens[0]!).submit({ revision: 1, version: first.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Revision 1 was submitted and cannot be changed; submit a new revision instead',
    );
    const second = await saveDraft(tokens[0]!, '95.00');
    expect(second.revision).toBe(2);
    const revised = dataOf<VendorOffer>(
      await vendor(t, tokens[0]!).submit({ revision: 2, version: second.version }),
    );
    expect(revised.submitted.map((q) => [q.revision, q.status])).toEqual([
      [2, 'SUBMITTED'],
      [1, 'SUPERSEDED'],
    ]);
    expect(revised.submitted[1]!.lines[0]!.unitPrice).toBe('100');
    const detail = dataOf<RfqDetail>(await purchaser.get(`/purchasing/rfqs/${rfq.id}`));
    expect(detail.invitations.find((i) => i.state === 'QUOTED')?.currentRevision).toBe(2);
    const declined = await vendor(t, tokens[0]!).decline('Changed our mind');
    expect(declined.statusCode).toBe(409);
  });

  it('creates one revision when the same draft is submitted twice at once', async () => {
    const { tokens } = await newRfq();
    const draft = await saveDraft(tokens[0]!);
    const body = { revision: draft.revision, version: draft.version };
    const answers = await Promise.all([1, 2, 3].map(() => vendor(t, tokens[0]!).submit(body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const offer = dataOf<VendorOffer>(await vendor(t, tokens[0]!).get());
    expect(offer.submitted.map((q) => q.revision)).toEqual([1]);
  });

  it('declines with a reason; the draft stays and nothing more is accepted', async () => {
    const { rfq, tokens } = await newRfq();
    await saveDraft(tokens[2]!);
    const noReason = await vendor(t, tokens[2]!).decline('');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].field).toBe('reason');
    const declined = dataOf<VendorOffer>(
      await vendor(t, tokens[2]!).decline('No stock before the delivery window'),
    );
    expect(declined).toMatchObject({
      invitationState: 'DECLINED',
      open: false,
      declineReason: 'No stock before the delivery window',
    });
    expect(declined.draft).not.toBeNull();
    const save = await vendor(t, tokens[2]!).save({ currency: 'EUR', lines: [] });
    expect(save.statusCode).toBe(409);
    expect(save.json().message).toBe('You declined this request; ask the buyer to invite you again');
    const detail = dataOf<RfqDetail>(await purchaser.get(`/purchasing/rfqs/${rfq.id}`));
    expect(detail.invitations.find((i) => i.state === 'DECLINED')?.declineReason).toBe(
      'No stock before the delivery window',
    );
  });

  it('rate-limits the public routes per address (429)', async () => {
    const { tokens } = await newRfq();
    const ip = '10.77.0.9';
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push((await vendor(t, tokens[0]!, ip).decline('')).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(answers[30]).toBe(429);
    const limited = await vendor(t, tokens[0]!, ip).decline('');
    expect(limited.json().message).toMatch(/^Too many requests from your address; try again in/);
    expect((await vendor(t, tokens[0]!, '10.77.0.10').decline('')).statusCode).toBe(400);
  });
});
