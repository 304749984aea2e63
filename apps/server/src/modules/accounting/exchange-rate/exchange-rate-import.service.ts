import {
  compareDecimal,
  parseRateCsv,
  type RateImport,
  type RateImportLine,
  type RateImportReport,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { conflict } from '../../../lib/http-error';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './exchange-rate.repo';
import { EXCHANGES } from './exchange-rate.service';

/**
 * Reads the file and checks each line against the rates in force: a line is refused when the file
 * says so (`parseRateCsv`) or when the pair already has a rate of that date and type, in either
 * direction (a stored rate is changed only by superseding it, one at a time).
 */
async function assess(db: DbOrTx, body: RateImport): Promise<RateImportLine[]> {
  const parsed = parseRateCsv(body.csv, body.base);
  const stored = await repo.ratesAgainstBaseOn(db, {
    base: body.base,
    currencies: [...new Set(parsed.rows.map((r) => r.currency))],
    type: body.type,
    dates: [...new Set(parsed.rows.map((r) => r.date))],
  });
  const byKey = new Map(
    stored.map((r) => [`${r.date}|${r.fromCurrency === body.base ? r.toCurrency : r.fromCurrency}`, r]),
  );
  const lines: RateImportLine[] = parsed.refused.map((r) => ({
    line: r.line,
    text: r.text,
    date: null,
    currency: null,
    rate: null,
    status: 'refused',
    message: r.message,
  }));
  const source = body.csv.split(/\r\n|\n|\r/);
  for (const row of parsed.rows) {
    const existing = byKey.get(`${row.date}|${row.currency}`);
    let message: string | null = null;
    if (existing) {
      const pair = `${existing.fromCurrency}→${existing.toCurrency}`;
      message =
        existing.fromCurrency !== body.base
          ? `a ${body.type} ${pair} rate of ${row.date} is stored; that pair is kept in its own direction`
          : compareDecimal(existing.rate, row.rate) === 0
            ? `the same ${body.type} ${pair} rate of ${row.date} is stored already`
            : `a ${body.type} ${pair} rate of ${row.date} is stored (${existing.rate}); supersede it to change it`;
    }
    lines.push({
      line: row.line,
      text: source[row.line - 1] ?? '',
      date: row.date,
      currency: row.currency,
      rate: row.rate,
      status: message ? 'refused' : 'accepted',
      message,
    });
  }
  return lines.sort((a, b) => a.line - b.line);
}

function reportOf(body: RateImport, lines: RateImportLine[], stored: boolean): RateImportReport {
  const accepted = lines.filter((l) => l.status === 'accepted').length;
  return {
    base: body.base,
    type: body.type,
    source: body.source,
    stored,
    accepted,
    refused: lines.length - accepted,
    lines,
  };
}

/** `POST /accounting/exchange-rates/import/preview`: what an import of the file would store and refuse. */
export async function previewRateImport(db: Db, actor: Actor, body: RateImport): Promise<RateImportReport> {
  assertSidebar(actor, [EXCHANGES]);
  return reportOf(body, await assess(db, body), false);
}

/**
 * `POST /accounting/exchange-rates/import`: stores the accepted lines (1 base = rate × currency, as
 * `base → currency` rates) in one transaction with one audit row naming the file's range, and answers
 * the line-by-line report. Refused lines are left out; a file with nothing to store stores nothing.
 */
export async function importRates(db: Db, actor: Actor, body: RateImport): Promise<RateImportReport> {
  assertSidebar(actor, [EXCHANGES]);
  try {
    return await db.transaction(async (tx) => {
      const lines = await assess(tx, body);
      const accepted = lines.filter((l) => l.status === 'accepted');
      await repo.insertRates(
        tx,
        accepted.map((l) => ({
          fromCurrency: body.base,
          toCurrency: l.currency!,
          rate: l.rate!,
          date: l.date!,
          source: body.source,
          type: body.type,
        })),
      );
      const report = reportOf(body, lines, true);
      if (accepted.length > 0) {
        const dates = accepted.map((l) => l.date!).sort();
        await recordAudit(tx, actor, {
          action: 'import',
          entity: 'exchange_rate',
          entityId: null,
          after: {
            base: body.base,
            type: body.type,
            source: body.source,
            accepted: report.accepted,
            refused: report.refused,
            dateFrom: dates[0],
            dateTo: dates.at(-1),
            currencies: [...new Set(accepted.map((l) => l.currency!))].sort(),
          },
        });
      }
      return report;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'exchange_rates_pair_date_type_key'))
      throw conflict('Some of these rates were stored meanwhile; preview the file again');
    throw error;
  }
}
