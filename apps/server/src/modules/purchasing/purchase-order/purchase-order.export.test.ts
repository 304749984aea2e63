import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { PurchaseOrderSummary } from '@keel/domain';
import { cutNote, writePurchaseOrderWorkbook } from './purchase-order.export';

const order = (number: string, overrides: Partial<PurchaseOrderSummary> = {}): PurchaseOrderSummary => ({
  id: '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a',
  number,
  revision: 2,
  shipId: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  shipName: 'Keel Aurora',
  vendorId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  vendorName: 'Nordsea Marine Supply BV',
  state: 'SENT',
  currency: 'EUR',
  total: '1234.50',
  baseCurrency: 'USD',
  totalBase: '1340.00',
  lineCount: 3,
  urgent: false,
  supplyFrom: '2026-12-01',
  supplyTo: null,
  vendorResponse: 'PROPOSED_DATE',
  createdByName: 'Priya Nair',
  createdAt: '2026-11-20T10:05:00.000Z',
  updatedAt: '2026-11-20T10:05:00.000Z',
  version: 1,
  ...overrides,
});

/** Writes the workbook into memory and reads its sheet back. */
async function roundTrip(rows: PurchaseOrderSummary[], total: number) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writePurchaseOrderWorkbook(out, rows, total);
  await ended;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook.getWorksheet('Purchase orders')!;
}

describe('purchase-order export workbook', () => {
  it('writes one row per order with labels, text dates, number amounts and a UTC date-time', async () => {
    const sheet = await roundTrip([order('PO-2026-00001')], 1);
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      'PO-2026-00001',
      2,
      'Keel Aurora',
      'Nordsea Marine Supply BV',
      'Sent to vendor',
      'EUR',
      1234.5,
      'USD',
      1340,
      '2026/12/01',
      undefined,
      3,
      'Proposed another date',
      'Priya Nair',
      new Date('2026-11-20T10:05:00.000Z'),
    ]);
    expect(sheet.autoFilter).toBe('A1:O2');
  });

  it('says in a last row, outside the filter, that the export was cut and how to get the rest', async () => {
    const sheet = await roundTrip([order('PO-2026-00002'), order('PO-2026-00001')], 12_345);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(4).getCell(1).value).toBe(
      'Export cut at 2 of 12,345 orders: narrow the filters to export the rest.',
    );
    expect(sheet.autoFilter).toBe('A1:O3');
    expect(cutNote(10_000, 10_000)).toBeUndefined();
    expect(cutNote(10_000, 10_001)).toBe(
      'Export cut at 10,000 of 10,001 orders: narrow the filters to export the rest.',
    );
  });
});
