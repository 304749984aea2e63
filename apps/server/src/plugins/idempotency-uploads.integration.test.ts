/**
 * `Idempotency-Key` on the creates that are not a plain JSON body: a certificate scan (multipart upload),
 * the award of an RFQ (purchase orders), and the public vendor routes, where the key belongs to the holder
 * of the vendor link rather than to a user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { VendorOffer } from '@keel/domain';
import { DEMO, dataOf, shipsByName, unique } from '../test/fixtures';
import { createTestApp, type TestApp, type TestResponse, type TestSession } from '../test/test-app';
import { SAMPLE_PDF, createCertificate, multipart } from '../modules/fleet/certificate/certificate.fixtures';
import { certificateFiles } from '../modules/fleet/certificate/certificate-file.table';
import { purchaseOrders } from '../modules/purchasing/purchase-order/purchase-order.table';
import { awardableQuotes } from '../modules/purchasing/rfq/rfq.flow';
import { quoteAttachments, rfqs } from '../modules/purchasing/rfq/rfq.table';
import { draftBody, sentRfq, vendor } from '../modules/purchasing/rfq/rfq.test-fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let superintendent: TestSession;
let aurora: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  purchaser = await t.login(DEMO.purchaser);
  superintendent = await t.login(DEMO.superintendent);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(() => t.close());

function expectSameAnswer(first: TestResponse, repeat: TestResponse) {
  expect(first.statusCode).toBeLessThan(300);
  expect(repeat.statusCode).toBe(first.statusCode);
  expect(repeat.body).toBe(first.body);
  expect(repeat.headers['idempotent-replayed']).toBe('true');
}

describe('a certificate scan (multipart upload)', () => {
  it('is stored once for a repeated upload; the repeat gets the first answer', async () => {
    const certificate = await createCertificate(admin, aurora);
    const filesOnShip = async () =>
      (
        await t.db.select({ n: count() }).from(certificateFiles).where(eq(certificateFiles.shipId, aurora))
      )[0]!.n;
    const before = await filesOnShip();
    const key = unique('scan');
    const send = () => {
      // A retry builds its form again: another boundary, the same fields and file.
      const form = multipart(
        { version: String(certificate.version) },
        { name: 'scan.pdf', content: SAMPLE_PDF },
      );
      return admin.request('POST', `/certificates/${certificate.id}/file`, form.payload, {
        ...form.headers,
        'idempotency-key': key,
      });
    };
    const first = await send();
    expectSameAnswer(first, await send());
    expect(await filesOnShip()).toBe(before + 1);
  });
});

describe('purchase orders from the award of an RFQ', () => {
  it('are created once for a repeated award', async () => {
    let chosen: { id: string; version: number } | undefined;
    let lines: { rfqLineId: string; quoteLineId: string }[] = [];
    for (const candidate of await t.db.select().from(rfqs).where(eq(rfqs.state, 'SENT'))) {
      const quotes = await t.db.transaction((tx) => awardableQuotes(tx, candidate.id));
      if (quotes.length === 0) continue;
      chosen = candidate;
      lines = quotes[0]!.lines.map((l) => ({ rfqLineId: l.rfqLineId, quoteLineId: l.id }));
      break;
    }
    expect(chosen, 'a seeded RFQ with a submitted quote').toBeTruthy();
    const body = { version: chosen!.version, lines };
    const key = unique('award');
    const url = `/purchasing/rfqs/${chosen!.id}/award`;
    const first = await purchaser.request('POST', url, body, { 'idempotency-key': key });
    expectSameAnswer(first, await purchaser.request('POST', url, body, { 'idempotency-key': key }));
    const orders = await t.db
      .select({ n: count() })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.rfqId, chosen!.id));
    expect(orders[0]!.n).toBe(1);
  });
});

describe('the public vendor offer routes', () => {
  const sessions = () => ({ admin, purchaser, superintendent });
  const offerCall = (token: string, path: string, key: string, body: unknown, headers = {}) =>
    t.inject({
      method: 'POST',
      url: `/api/v1/public/vendor/offer${path}`,
      headers: { 'x-vendor-token': token, 'idempotency-key': key, ...headers },
      payload: body as never,
      remoteAddress: '10.7.0.1',
    });

  it('keep one attachment and one submission per key, and each vendor link’s keys apart', async () => {
    const { tokens } = await sentRfq(t, sessions(), aurora);
    const [mine, theirs] = [tokens[0]!, tokens[1]!];
    const offer = dataOf<VendorOffer>(await vendor(t, mine).get());
    const draft = dataOf<VendorOffer>(await vendor(t, mine).save(draftBody(offer))).draft!;

    const key = unique('vendor');
    const attach = () => {
      const form = multipart({}, { name: 'quote.pdf', content: SAMPLE_PDF });
      return offerCall(mine, '/attachments', key, form.payload, form.headers);
    };
    const attached = await attach();
    expectSameAnswer(attached, await attach());
    const withFile = dataOf<VendorOffer>(attached).draft!;
    const files = await t.db
      .select()
      .from(quoteAttachments)
      .where(eq(quoteAttachments.fileName, 'quote.pdf'));
    expect(files.filter((f) => withFile.attachments.some((a) => a.id === f.id))).toHaveLength(1);
    expect(withFile.attachments).toHaveLength(1);

    const submitKey = unique('submit');
    const submit = { revision: draft.revision, version: withFile.version };
    const submitted = await offerCall(mine, '/submit', submitKey, submit);
    expectSameAnswer(submitted, await offerCall(mine, '/submit', submitKey, submit));
    const refused = await offerCall(mine, '/submit', submitKey, { ...submit, version: submit.version + 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Idempotency-Key: /);

    // Another vendor's link with the same key: their own request, never the first vendor's answer.
    const other = dataOf<VendorOffer>(await vendor(t, theirs).get());
    const otherDraft = dataOf<VendorOffer>(await vendor(t, theirs).save(draftBody(other, '80.00'))).draft!;
    const theirAnswer = await offerCall(theirs, '/submit', submitKey, {
      revision: otherDraft.revision,
      version: otherDraft.version,
    });
    expect(theirAnswer.statusCode).toBe(200);
    expect(theirAnswer.headers['idempotent-replayed']).toBeUndefined();
    expect(theirAnswer.body).not.toBe(submitted.body);
  });
});
