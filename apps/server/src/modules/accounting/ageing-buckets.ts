import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';

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

/** The five ageing buckets as the columns `current`, `d1to30`, `d31to60`, `d61to90` and `over90`. */
export function bucketColumns(amount: SQLWrapper, due: SQLWrapper, asOf: string | Placeholder): SQL {
  const b = (from: number | null, to: number | null) => bucketSum(amount, due, asOf, from, to);
  return sql`${b(null, null)} AS current, ${b(1, 30)} AS d1to30, ${b(31, 60)} AS d31to60,
    ${b(61, 90)} AS d61to90, ${b(90, null)} AS over90`;
}

/**
 * The ship conditions of a shaped ageing statement: the reader's ships (placeholder `shipIds`, an array)
 * and, when asked, one ship (placeholder `shipId`); `shipsShape` and `oneShip` are part of its shape key.
 */
export function shipConditions(
  shipColumn: SQLWrapper,
  ships: ReturnType<typeof shipsShape>,
  oneShip: boolean,
): SQL[] {
  const parts: SQL[] = [sql`true`];
  if (ships === 'some') parts.push(sql`${shipColumn} = ANY(${sql.placeholder('shipIds')}::uuid[])`);
  if (ships === 'none') parts.push(sql`false`);
  if (oneShip) parts.push(sql`${shipColumn} = ${sql.placeholder('shipId')}`);
  return parts;
}
