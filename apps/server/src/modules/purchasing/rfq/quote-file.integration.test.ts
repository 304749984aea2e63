import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { RfqComparison, VendorOffer } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { minimalPdf } from '../../../db/seed/minimal-pdf';
import { multipart } from '../../fleet/certificate/certificate.fixtures';
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

const PDF = minimalPdf('Quotation Q-4471', ['Fuel valve nozzle 6 pcs']);

function attach(token: string, name: string, content: Buffer) {
  const form = multipart({}, { name, content });
  return t.inject({
    method: 'POST',
    url: '/api/v1/public/vendor/offer/attachments',
    headers: { ...form.headers, 'x-vendor-token': token },
    payload: form.payload,
    remoteAddress: '10.8.0.1',
  });
}

async function withDraft(token: string) {
  const offer = dataOf<VendorOffer>(await vendor(t, token).get());
  return dataOf<VendorOffer>(await vendor(t, token).save(draftBody(offer))).draft!;
}

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Quote').addRow(['Fuel valve nozzle', 6, 410]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('quote attachments', () => {
  it('accepts PDF and Excel files recognised by content, and refuses other content whatever the name', async () => {
    const { tokens } = await sentRfq(t, { admin, purchaser, superintendent }, aurora);
    const early = await attach(tokens[0]!, 'quote.pdf', PDF);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Save your draft first, then attach files to it');
    await withDraft(tokens[0]!);
    const pdf = dataOf<VendorOffer>(await attach(tokens[0]!, 'quote.pdf', PDF));
    expect(pdf.draft!.attachments).toEqual([
      { id: expect.any(String), fileName: 'quote.pdf', contentType: 'application/pdf', size: PDF.length },
    ]);
    const xlsx = dataOf<VendorOffer>(await attach(tokens[0]!, 'prices.xlsx', await workbook()));
    expect(xlsx.draft!.attachments[1]!.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const text = await attach(tokens[0]!, 'quote.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(text.statusCode).toBe(415);
    expect(text.json().details).toEqual([{ field: 'file', message: 'the content is not an accepted type' }]);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('payload.exe')]);
    expect((await attach(tokens[0]!, 'prices.xlsx', zip)).statusCode).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await attach(tokens[0]!, 'big.pdf', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('File: the file is larger than 10 MiB');
  });

  it('lets only the owner download a file, and staff only once it is submitted', async () => {
    const { rfq, tokens } = await sentRfq(t, { admin, purchaser, superintendent }, aurora);
    const draft = await withDraft(tokens[0]!);
    const offer = dataOf<VendorOffer>(await attach(tokens[0]!, 'quote.pdf', PDF));
    const id = offer.draft!.attachments[0]!.id;
    const own = await t.inject({
      method: 'GET',
      url: `/api/v1/public/vendor/offer/attachments/${id}`,
      headers: { 'x-vendor-token': tokens[0]! },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const other = await t.inject({
      method: 'GET',
      url: `/api/v1/public/vendor/offer/attachments/${id}`,
      headers: { 'x-vendor-token': tokens[1]! },
    });
    expect(other.statusCode).toBe(404);
    expect((await purchaser.get(`/purchasing/rfqs/${rfq.id}/attachments/${id}`)).statusCode).toBe(404);
    dataOf(await vendor(t, tokens[0]!).submit({ revision: draft.revision, version: draft.version + 0 }));
    const staff = await purchaser.get(`/purchasing/rfqs/${rfq.id}/attachments/${id}`);
    expect(staff.statusCode).toBe(200);
    const comparison = dataOf<RfqComparison>(await purchaser.get(`/purchasing/rfqs/${rfq.id}/comparison`));
    expect(comparison.vendors[0]!.attachments.map((a) => a.fileName)).toEqual(['quote.pdf']);
  });
});
