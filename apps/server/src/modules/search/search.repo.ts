import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from '@keel/domain';
import type { DbOrTx } from '../../db/client';

/**
 * The read-only query of the global search: one statement, a `UNION ALL` of one limited branch per
 * kind the user may open, each limited to the ships the service computed (`null`: every ship). The
 * large tables (requisitions, purchase orders) match by prefix of their number (and a requisition
 * by prefix of its title) through the `lower(…) text_pattern_ops` indexes of migration
 * `search_prefix_indexes`; the small ones (ships, vendors, certificates, users) also by substring.
 */
export type ShipIds = readonly string[] | null;

/** A kind to search and the ships its records may belong to. */
export interface SearchScope {
  kind: SearchKind;
  ships: ShipIds;
}

/** One row found, before the service words it. */
export interface SearchRow extends Record<string, unknown> {
  kind: SearchKind;
  id: string;
  title: string;
  /** Second text: requisition title, vendor name, certificate number, ship IMO, user e-mail. */
  detail: string | null;
  state: string | null;
  ship_id: string | null;
  ship_name: string | null;
  /** Expiry of a certificate (`YYYY-MM-DD`). */
  day: string | null;
}

function inShips(column: SQL, ids: ShipIds): SQL {
  if (ids === null) return sql`TRUE`;
  if (ids.length === 0) return sql`FALSE`;
  return sql`${column} IN (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function branchOf(scope: SearchScope, prefix: string, contains: string, limit: number): SQL {
  const cols = (
    title: SQL,
    detail: SQL,
    state: SQL,
    shipId: SQL,
    shipName: SQL,
    day: SQL,
  ) => sql`${title} AS title, ${detail} AS detail, ${state} AS state, ${shipId}::text AS ship_id,
    ${shipName} AS ship_name, ${day} AS day`;
  const none = sql`NULL::text`;
  switch (scope.kind) {
    case 'ship':
      return sql`(SELECT 'ship' AS kind, s.id::text AS id, ${cols(sql`s.name`, sql`s.imo`, none, sql`s.id`, sql`s.name`, none)}
        FROM ships s WHERE ${inShips(sql`s.id`, scope.ships)}
          AND (s.name ILIKE ${contains} OR s.imo LIKE ${prefix})
        ORDER BY s.name, s.id LIMIT ${limit})`;
    case 'requisition':
      return sql`(SELECT 'requisition' AS kind, r.id::text AS id, ${cols(sql`r.number`, sql`r.title`, sql`r.state`, sql`r.ship_id`, sql`s.name`, none)}
        FROM requisitions r JOIN ships s ON s.id = r.ship_id
        WHERE ${inShips(sql`r.ship_id`, scope.ships)}
          AND (lower(r.number) LIKE ${prefix} OR lower(r.title) LIKE ${prefix})
        ORDER BY r.created_at DESC, r.id LIMIT ${limit})`;
    case 'purchase_order':
      return sql`(SELECT 'purchase_order' AS kind, p.id::text AS id, ${cols(sql`p.number`, sql`v.name`, sql`p.state`, sql`p.ship_id`, sql`s.name`, none)}
        FROM purchase_orders p JOIN ships s ON s.id = p.ship_id JOIN vendors v ON v.id = p.vendor_id
        WHERE ${inShips(sql`p.ship_id`, scope.ships)} AND lower(p.number) LIKE ${prefix}
        ORDER BY p.created_at DESC, p.id LIMIT ${limit})`;
    case 'vendor':
      return sql`(SELECT 'vendor' AS kind, v.id::text AS id, ${cols(sql`v.name`, sql`v.code`, sql`CASE WHEN v.active THEN NULL ELSE 'inactive' END`, none, none, none)}
        FROM vendors v WHERE v.name ILIKE ${contains} OR lower(v.code) LIKE ${prefix}
        ORDER BY lower(v.name), v.id LIMIT ${limit})`;
    case 'certificate':
      return sql`(SELECT 'certificate' AS kind, c.id::text AS id, ${cols(sql`c.name`, sql`c.number`, sql`CASE WHEN c.superseded_at IS NULL THEN NULL ELSE 'superseded' END`, sql`c.ship_id`, sql`s.name`, sql`c.expiry_date::text`)}
        FROM certificates c JOIN ships s ON s.id = c.ship_id
        WHERE ${inShips(sql`c.ship_id`, scope.ships)}
          AND (c.name ILIKE ${contains} OR lower(c.number) LIKE ${prefix})
        ORDER BY (c.superseded_at IS NOT NULL), s.name, c.name, c.id LIMIT ${limit})`;
    case 'user':
      return sql`(SELECT 'user' AS kind, u.id::text AS id, ${cols(sql`u.name`, sql`u.email`, sql`CASE WHEN u.active THEN NULL ELSE 'inactive' END`, none, none, none)}
        FROM users u WHERE u.name ILIKE ${contains} OR u.email ILIKE ${contains}
        ORDER BY lower(u.name), u.id LIMIT ${limit})`;
  }
}

/** At most `limit` records of each scope's kind matching `term`, in one statement. */
export async function searchRecords(
  db: DbOrTx,
  term: string,
  scopes: readonly SearchScope[],
  limit: number,
): Promise<SearchRow[]> {
  if (scopes.length === 0) return [];
  const lowered = literal(term.toLowerCase());
  const prefix = `${lowered}%`;
  const contains = `%${lowered}%`;
  const statement = sql.join(
    scopes.map((scope) => branchOf(scope, prefix, contains, limit)),
    sql` UNION ALL `,
  );
  const result = await db.execute<SearchRow>(statement);
  return result.rows;
}
