import type { Writable } from 'node:stream';
import { SPARE_PART_TYPE_LABELS, type SparePart, type SparePartType } from '@keel/domain';
import { amountCell, writeTableWorkbook, type XlsxColumn } from '../../../lib/xlsx-table';

/** Most rows one export holds. */
export const SPARE_PART_EXPORT_LIMIT = 20_000;

const columns: XlsxColumn<SparePart>[] = [
  { header: 'Ship', width: 20, value: (p) => p.shipName },
  { header: 'Part number', width: 20, value: (p) => p.partNumber },
  { header: 'Name', width: 36, value: (p) => p.name },
  { header: 'Maker', width: 22, value: (p) => p.maker },
  { header: 'IMPA', width: 10, value: (p) => p.impaCode },
  { header: 'Type', width: 12, value: (p) => SPARE_PART_TYPE_LABELS[p.partType as SparePartType] ?? null },
  { header: 'Unit', width: 8, value: (p) => p.unit },
  { header: 'Location', width: 22, value: (p) => p.location },
  { header: 'Stock', width: 10, numFmt: '0.####', value: (p) => amountCell(p.balance) },
  { header: 'Minimum', width: 10, numFmt: '0.####', value: (p) => amountCell(p.minimumStock) },
  { header: 'Below minimum', width: 14, value: (p) => (p.belowMinimum ? 'yes' : '') },
];

/** The filtered spare parts as a workbook. */
export function writeSparePartsWorkbook(out: Writable, rows: readonly SparePart[]) {
  return writeTableWorkbook(out, 'Spare parts', columns, rows);
}
