import type { Writable } from 'node:stream';
import type { ExchangeRateView } from '@keel/domain';
import { dateText, writeTableWorkbook, type XlsxColumn } from '../../../lib/xlsx-table';

/** Most rows one export holds (ten years of daily rates for 20 pairs). */
export const RATE_EXPORT_LIMIT = 60_000;

const columns: XlsxColumn<ExchangeRateView>[] = [
  { header: 'Date', width: 12, value: (r) => dateText(r.date) },
  { header: 'From', width: 8, value: (r) => r.from },
  { header: 'To', width: 8, value: (r) => r.to },
  // The rate as text: all ten decimals, never rounded by a number format.
  { header: 'Rate', width: 18, value: (r) => r.rate },
  { header: 'Type', width: 10, value: (r) => r.type },
  { header: 'Source', width: 24, value: (r) => r.source },
  { header: 'Superseded', width: 20, value: (r) => r.supersededAt?.slice(0, 16).replace('T', ' ') ?? null },
  { header: 'Reason', width: 30, value: (r) => r.reason },
];

/** The filtered rates as a workbook, one row per rate. */
export function writeRatesWorkbook(out: Writable, rows: readonly ExchangeRateView[], total: number) {
  const note =
    total > rows.length
      ? `First ${rows.length} of ${total} rates: narrow the filters for the rest.`
      : undefined;
  return writeTableWorkbook(out, 'Exchange rates', columns, rows, note);
}
