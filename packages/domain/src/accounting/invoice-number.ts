/** The prefix of invoice numbers and of credit-note numbers. */
export const INVOICE_SERIES = { invoice: 'INV', creditNote: 'CN' } as const;
/** A numbering series. */
export type InvoiceSeries = (typeof INVOICE_SERIES)[keyof typeof INVOICE_SERIES];

/** Digits of the yearly sequence (`INV-2026-00001`). */
export const INVOICE_NUMBER_DIGITS = 5;

/**
 * The number of the `sequence`-th document of `year` in a series: `formatInvoiceNumber('INV', 2026, 1)`
 * is `INV-2026-00001`. Throws on a sequence below 1 or a year outside 2000–9999 (programming errors).
 */
export function formatInvoiceNumber(series: InvoiceSeries, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`sequence must be 1 or more: ${sequence}`);
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new Error(`year out of range: ${year}`);
  return `${series}-${year}-${String(sequence).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}

/** Splits `INV-2026-00042` into its series, year and sequence; undefined when it is no such number. */
export function parseInvoiceNumber(
  number: string,
): { series: InvoiceSeries; year: number; sequence: number } | undefined {
  const match = /^(INV|CN)-(\d{4})-(\d{5,})$/.exec(number);
  if (!match) return undefined;
  return { series: match[1] as InvoiceSeries, year: Number(match[2]), sequence: Number(match[3]) };
}

/**
 * The gapless rule: per series and year the sequences are exactly 1, 2, …, n — no gap, no duplicate.
 * Returns the problems found (empty when the numbers keep the rule), e.g. `INV-2026: 00003 missing`.
 */
export function gaplessProblems(numbers: readonly string[]): string[] {
  const byYear = new Map<string, number[]>();
  const problems: string[] = [];
  for (const n of numbers) {
    const parsed = parseInvoiceNumber(n);
    if (!parsed) {
      problems.push(`${n} is not an invoice number`);
      continue;
    }
    const key = `${parsed.series}-${parsed.year}`;
    byYear.set(key, [...(byYear.get(key) ?? []), parsed.sequence]);
  }
  for (const [key, seqs] of [...byYear.entries()].sort()) {
    const sorted = [...seqs].sort((a, b) => a - b);
    const seen = new Set<number>();
    for (const s of sorted) {
      if (seen.has(s)) problems.push(`${key}: ${String(s).padStart(INVOICE_NUMBER_DIGITS, '0')} twice`);
      seen.add(s);
    }
    const max = sorted[sorted.length - 1] ?? 0;
    for (let s = 1; s <= max; s++)
      if (!seen.has(s)) problems.push(`${key}: ${String(s).padStart(INVOICE_NUMBER_DIGITS, '0')} missing`);
  }
  return problems;
}
