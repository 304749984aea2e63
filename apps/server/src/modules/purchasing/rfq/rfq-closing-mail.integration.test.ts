import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { RfqComparison, RfqDetail, VendorOffer } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { outboxMessages } from '../../mail/outbox.table';
import { approvedRequisition, draftBody, rfqBody, sentRfq, threeVendors, vendor } from './rfq.test-fixtures';

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

const sessions = () => ({ admin, purchaser, superintendent });
const mailsOf = (rfq: RfqDetail, kind: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(
      inArray(
        outboxMessages.refId,
        rfq.invitations.map((i) => i.id),
      ),
    )
    .then((rows) => rows.filter((r) => r.kind === kind));

async function quote(token: string, price: string) {
  const v = vendor(t, token);
  const draft = dataOf<VendorOffer>(
    await v.save(draftBody(dataOf<VendorOffer>(await v.get()), price)),
  ).draft!;
  dataOf(await v.submit({ revision: draft.revision, version: draft.version }));
}

describe('RFQ closing e-mails', () => {
  it('mails a regret to each vendor who quoted and won nothing when the RFQ is awarded', async () => {
    const { rfq, tokens, vendorIds } = await sentRfq(t, sessions(), aurora);
    await quote(tokens[0]!, '100.00');
    await quote(tokens[1]!, '120.00');
    dataOf(await vendor(t, tokens[2]!).decline('No stock of these parts'));
    const comparison = dataOf<RfqComparison>(await purchaser.get(`/purchasing/rfqs/${rfq.id}/comparison`));
    const lines = comparison.lines.map((l) => ({
      rfqLineId: l.rfqLineId,
      quoteLineId: l.offers.find((o) => o.vendorId === vendorIds[0])!.quoteLineId,
    }));
    const current = dataOf<RfqDetail>(await purchaser.get(`/purchasing/rfqs/${rfq.id}`));
    const award = await purchaser.post(`/purchasing/rfqs/${rfq.id}/award`, {
      version: current.version,
      lines,
    });
    expect(award.statusCode).toBe(200);
    const regrets = await mailsOf(rfq, 'rfq_regret');
    const loser = rfq.invitations.find((i) => i.vendorId === vendorIds[1])!;
    expect(regrets.map((m) => [m.refId, m.toAddress])).toEqual([[loser.id, loser.vendorEmail]]);
    expect(regrets[0]!.subject).toBe(`Request for quotation ${rfq.number} – not awarded to you`);
    expect(regrets[0]!.text).toMatch(/awarded this request on \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} UTC;/);
  });

  it('mails the cancellation to every vendor who received the RFQ and did not decline, and none for a draft', async () => {
    const { rfq, tokens } = await sentRfq(t, sessions(), aurora);
    dataOf(await vendor(t, tokens[2]!).decline('Not our line of business'));
    dataOf(
      await purchaser.post(`/purchasing/rfqs/${rfq.id}/cancel`, {
        version: rfq.version,
        reason: 'Spares found on board',
      }),
    );
    const mails = await mailsOf(rfq, 'rfq_cancelled');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe(`Request for quotation ${rfq.number} cancelled – Keel Aurora`);
      expect(mail.text).toContain('Reason: Spares found on board');
      expect(mail.text).toMatch(/on \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} UTC\./);
    }
    const after = dataOf<RfqDetail>(await purchaser.get(`/purchasing/rfqs/${rfq.id}`));
    const declined = after.invitations.find((i) => i.state === 'DECLINED')!;
    expect(mails.map((m) => m.refId)).not.toContain(declined.id);

    const requisitionId = await approvedRequisition(purchaser, superintendent, aurora);
    const draft = dataOf<RfqDetail>(
      await purchaser.post('/purchasing/rfqs', rfqBody([requisitionId], await threeVendors(admin))),
    );
    dataOf(
      await purchaser.post(`/purchasing/rfqs/${draft.id}/cancel`, {
        version: draft.version,
        reason: 'Drafted twice',
      }),
    );
    expect(await mailsOf(draft, 'rfq_cancelled')).toEqual([]);
  });
});
