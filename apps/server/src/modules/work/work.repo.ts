import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * The read-only queries of the work queue. Each kind is one `WHERE` over its record's table (the
 * indexes on `(ship_id, state)` serve them); the ship filter is what the service computed from the
 * user's actions, `null` meaning every ship (administrators).
 */
export type ShipIds = readonly string[] | null;

/** The purchasing kinds counted in SQL (certificates are derived in the domain, see work.service.ts). */
export type SqlWorkKind =
  | 'requisition_to_moderate'
  | 'purchase_order_to_approve'
  | 'quotes_received'
  | 'purchase_order_to_send'
  | 'delivery_to_receive';

function inShips(column: SQL, ids: ShipIds): SQL {
  if (ids === null) return sql`TRUE`;
  if (ids.length === 0) return sql`FALSE`;
  return sql`${column} IN (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** The `FROM … WHERE …` of each kind, for user `me` on ships `ids`. */
function sourceOf(kind: SqlWorkKind, me: string, ids: ShipIds): SQL {
  switch (kind) {
    case 'requisition_to_moderate':
      return sql`FROM requisitions r WHERE r.state = 'SUBMITTED' AND ${inShips(sql`r.ship_id`, ids)}`;
    case 'purchase_order_to_approve':
      return sql`FROM purchase_orders p WHERE p.state = 'PENDING_APPROVAL' AND ${inShips(sql`p.ship_id`, ids)}
        AND p.created_by_id IS DISTINCT FROM ${me}::uuid
        AND NOT EXISTS (SELECT 1 FROM purchase_order_approvals a
          WHERE a.purchase_order_id = p.id AND a.revision = p.revision AND a.approver_id = ${me}::uuid)`;
    case 'quotes_received':
      return sql`FROM rfqs q WHERE q.state = 'SENT' AND ${inShips(sql`q.ship_id`, ids)}
        AND EXISTS (SELECT 1 FROM rfq_invitations i WHERE i.rfq_id = q.id AND i.state = 'QUOTED')`;
    case 'purchase_order_to_send':
      return sql`FROM purchase_orders p WHERE p.state = 'APPROVED' AND ${inShips(sql`p.ship_id`, ids)}`;
    case 'delivery_to_receive':
      return sql`FROM deliveries d WHERE d.state IN ('PLANNED', 'IN_TRANSIT', 'AT_AGENT')
        AND ${inShips(sql`d.ship_id`, ids)}`;
  }
}

/** The counts of several kinds in one statement (each kind with its own ship filter). */
export async function countWork(
  db: DbOrTx,
  me: string,
  kinds: readonly { kind: SqlWorkKind; ships: ShipIds }[],
): Promise<Map<SqlWorkKind, number>> {
  const counts = new Map<SqlWorkKind, number>();
  if (kinds.length === 0) return counts;
  const columns = sql.join(
    kinds.map((k, i) => sql`(SELECT count(*)::int ${sourceOf(k.kind, me, k.ships)}) AS ${sql.raw(`c${i}`)}`),
    sql`, `,
  );
  const result = await db.execute<Record<string, number>>(sql`SELECT ${columns}`);
  const row = result.rows[0] ?? {};
  kinds.forEach((k, i) => counts.set(k.kind, Number(row[`c${i}`] ?? 0)));
  return counts;
}

/** One row of a kind's page, before the service words it. */
export type WorkRow = {
  id: string;
  number: string;
  label: string | null;
  ship_id: string | null;
  ship_name: string | null;
  at: string | Date | null;
  urgent: boolean;
  amount: string | null;
  currency: string | null;
  extra: string | null;
};

/** A page of one kind's records, most pressing first. */
export async function listWork(
  db: DbOrTx,
  me: string,
  kind: SqlWorkKind,
  ships: ShipIds,
  page: { offset: number; limit: number },
): Promise<WorkRow[]> {
  const from = sourceOf(kind, me, ships);
  const paging = sql`LIMIT ${page.limit} OFFSET ${page.offset}`;
  let query: SQL;
  switch (kind) {
    case 'requisition_to_moderate':
      query = sql`SELECT r.id, r.number, r.title AS label, r.ship_id, s.name AS ship_name,
          r.submitted_at AS at, r.priority > 0 AS urgent, r.estimated_amount::text AS amount, r.currency,
          r.required_by::text AS extra
        FROM (SELECT r.* ${from}) r LEFT JOIN ships s ON s.id = r.ship_id
        ORDER BY r.priority DESC, r.submitted_at ASC NULLS LAST, r.id ${paging}`;
      break;
    case 'purchase_order_to_approve':
    case 'purchase_order_to_send':
      query = sql`SELECT p.id, p.number, v.name AS label, p.ship_id, s.name AS ship_name,
          coalesce(p.approved_at, p.submitted_at, p.created_at) AS at, FALSE AS urgent,
          p.total::text AS amount, p.currency, NULL AS extra
        FROM (SELECT p.* ${from}) p LEFT JOIN ships s ON s.id = p.ship_id
        LEFT JOIN vendors v ON v.id = p.vendor_id
        ORDER BY at ASC, p.id ${paging}`;
      break;
    case 'quotes_received':
      query = sql`SELECT q.id, q.number, NULL AS label, q.ship_id, s.name AS ship_name,
          q.deadline AS at, FALSE AS urgent, NULL AS amount, NULL AS currency,
          (SELECT count(*) FROM rfq_invitations i WHERE i.rfq_id = q.id AND i.state = 'QUOTED')::text AS extra
        FROM (SELECT q.* ${from}) q LEFT JOIN ships s ON s.id = q.ship_id
        ORDER BY q.deadline ASC, q.id ${paging}`;
      break;
    case 'delivery_to_receive':
      query = sql`SELECT d.id, d.number, d.port AS label, d.ship_id, s.name AS ship_name,
          d.eta::text AS at, (d.eta IS NOT NULL AND d.eta < current_date) AS urgent, NULL AS amount,
          NULL AS currency, d.state AS extra
        FROM (SELECT d.* ${from}) d LEFT JOIN ships s ON s.id = d.ship_id
        ORDER BY d.eta ASC NULLS LAST, d.id ${paging}`;
      break;
  }
  const result = await db.execute<WorkRow>(query);
  return result.rows;
}
