import { sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';

/**
 * For the AR and AP ageing roll-ups: the `sum(amount)` of the rows whose due date falls in the bucket `[from, to]` days past `asOf`
 * (`to` null: no end; `from` null: not yet due), as a range of due dates, so each row costs two date
 * comparisons and no date arithmetic. `asOf` is a date or the placeholder of a shaped statement.
 */
export function bucketSum(
  amount: SQLWrapper,
  due: SQLWrapper,
  asOf: string | Placeholder,
  from: number | null,
  to: number | null,
) {
  const range =
    from === null
      ? sql`${due} >= ${asOf}::date`
      : to === null
        ? sql`${due} < ${asOf}::date - ${from}::int`
        : sql`${due} BETWEEN ${asOf}::date - ${to}::int AND ${asOf}::date - ${from}::int`;
  return sql<string>`coalesce(sum(${amount}) FILTER (WHERE ${range}), 0)::text`;
}

/** How an ageing filter limits the ships (a part of its statement's shape): every ship, none or some. */
export const shipsShape = (shipIds: readonly string[] | null | undefined) =>
  shipIds == null ? 'all' : shipIds.length ? 'some' : 'none';
