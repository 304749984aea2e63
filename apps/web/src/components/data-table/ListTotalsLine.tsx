import { currencyExponent, formatDecimal, isCurrencyCode, type ListTotals } from '@keel/domain';
import { plural } from '../../lib/format';

const money = (amount: string, currency: string) =>
  isCurrencyCode(currency)
    ? formatDecimal(amount, currencyExponent(currency), { groupSeparator: ',' })
    : amount;

/**
 * The totals line of a money list: "Total (USD) 12,345.67 — 120 orders", then any amount that had no
 * exchange rate ("· MXN 2,560.00 (1 order) without an exchange rate"). For a DataTable's `footer`.
 */
export function ListTotalsLine({
  totals,
  noun,
  many,
  label = 'Total',
  error = false,
}: {
  totals: ListTotals | undefined;
  /** The record's noun, counted: "order", "requisition with an estimate". */
  noun: string;
  /** Its plural when not the noun plus "s". */
  many?: string;
  label?: string;
  error?: boolean;
}) {
  if (error) return <>{label} unavailable</>;
  if (!totals) return <>{label} …</>;
  return (
    <>
      {label} ({totals.currency}) {money(totals.total, totals.currency)} — {plural(totals.count, noun, many)}
      {totals.unconverted.map((u) => (
        <span key={u.currency}>
          {' '}
          · {u.currency} {money(u.total, u.currency)} ({plural(u.count, noun, many)}) without an exchange rate
        </span>
      ))}
    </>
  );
}
