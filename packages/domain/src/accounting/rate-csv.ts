import { isIso4217Code } from '../common/currency-code';
import { compareDecimal, DECIMAL_PATTERN } from '../money/decimal';

/** Most data lines one import may hold (a year of daily rates for 60 currencies). */
export const RATE_CSV_MAX_ROWS = 20_000;
/** Most decimals a stored rate keeps (NUMERIC(24, 10)). */
export const RATE_MAX_SCALE = 10;

/** One accepted line of a reference-rate file: 1 `base` = `rate` `currency` on `date`. */
export interface RateCsvRow {
  /** Line number in the file (1 = the first line). */
  line: number;
  date: string;
  currency: string;
  /** Decimal string, point as separator. */
  rate: string;
}

/** One refused line, with why. */
export interface RateCsvRefusal {
  line: number;
  /** The line as it was in the file. */
  text: string;
  message: string;
}

/** What {@link parseRateCsv} found. */
export interface RateCsvResult {
  rows: RateCsvRow[];
  refused: RateCsvRefusal[];
}

const HEADER_NAMES = {
  date: ['date', 'day', 'time_period', 'valuta', 'reference_date'],
  currency: ['currency', 'ccy', 'code', 'curr', 'currency_code'],
  rate: ['rate', 'value', 'obs_value', 'exchange_rate', 'fx_rate'],
} as const;

/** Splits one line at `delimiter`, honouring double quotes (`"a;b"`, `""` for a quote). */
export function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

function delimiterOf(line: string): string {
  if (line.includes(';')) return ';';
  if (line.includes('\t')) return '\t';
  return ',';
}

/** True when `value` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The positions of date, currency and rate: from a header line, or the first three columns. */
function columnsOf(cells: string[]): { date: number; currency: number; rate: number } | null {
  const names = cells.map((c) => c.toLowerCase().replace(/[\s-]/g, '_'));
  const find = (wanted: readonly string[]) => names.findIndex((n) => wanted.includes(n));
  const columns = {
    date: find(HEADER_NAMES.date),
    currency: find(HEADER_NAMES.currency),
    rate: find(HEADER_NAMES.rate),
  };
  return columns.date < 0 || columns.currency < 0 || columns.rate < 0 ? null : columns;
}

function checkRate(raw: string, decimalComma: boolean): { rate: string } | { message: string } {
  const text = decimalComma ? raw.replace(',', '.') : raw;
  if (!text || /^(n\/?a|-|nan)$/i.test(text)) return { message: 'no rate on this line' };
  if (!DECIMAL_PATTERN.test(text)) return { message: `rate "${raw}" is not a number such as 1.0853` };
  if (compareDecimal(text, '0') <= 0) return { message: 'rate must be greater than 0' };
  const fraction = text.split('.')[1] ?? '';
  if (fraction.length > RATE_MAX_SCALE)
    return { message: `rate has more than ${RATE_MAX_SCALE} decimal places` };
  return { rate: text };
}

/**
 * Parses a file of daily reference rates in the common long layout `date,currency,rate` (1 `base` =
 * `rate` units of `currency`, as a central bank publishes them; the ECB's data-portal export with
 * `TIME_PERIOD`, `CURRENCY` and `OBS_VALUE` columns reads too). Comma, semicolon (with decimal comma)
 * or tab separated; an optional header names the columns in any order, otherwise they are date,
 * currency, rate. Every line is either accepted or refused with the reason: a bad date, an unknown
 * currency, the base itself, a rate that is not a positive number, the same date and currency twice.
 */
export function parseRateCsv(text: string, base: string): RateCsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const rows: RateCsvRow[] = [];
  const refused: RateCsvRefusal[] = [];
  const seen = new Map<string, number>();
  let columns = { date: 0, currency: 1, rate: 2 };
  let delimiter: string | null = null;
  let decimalComma = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const number = index + 1;
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (delimiter === null) {
      delimiter = delimiterOf(line);
      decimalComma = delimiter === ';';
      const header = columnsOf(splitCsvLine(line, delimiter));
      if (header) {
        columns = header;
        continue;
      }
    }
    if (rows.length + refused.length >= RATE_CSV_MAX_ROWS) {
      refused.push({ line: number, text: line, message: `more than ${RATE_CSV_MAX_ROWS} lines in one file` });
      break;
    }
    const cells = splitCsvLine(line, delimiter);
    const refuse = (message: string) => refused.push({ line: number, text: line, message });
    const date = cells[columns.date] ?? '';
    const currency = (cells[columns.currency] ?? '').toUpperCase();
    if (cells.length < 3) {
      refuse('expected three values: date, currency, rate');
      continue;
    }
    if (!isIsoDate(date)) {
      refuse(`date "${date}" is not a date written YYYY-MM-DD`);
      continue;
    }
    if (!isIso4217Code(currency)) {
      refuse(`currency "${currency}" is not an ISO 4217 currency code`);
      continue;
    }
    if (currency === base) {
      refuse(`currency ${currency} is the base currency`);
      continue;
    }
    const rate = checkRate(cells[columns.rate] ?? '', decimalComma);
    if ('message' in rate) {
      refuse(rate.message);
      continue;
    }
    const key = `${date}|${currency}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      refuse(`${currency} on ${date} is already on line ${earlier}`);
      continue;
    }
    seen.set(key, number);
    rows.push({ line: number, date, currency, rate: rate.rate });
  }
  return { rows, refused };
}
