import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../db/client';
import { preparedName } from '../../db/prepared';
import { pmsJobDueSource, pmsPostponementSource, pmsWorkPage } from './work-pms.repo';
import { partsBelowMinimumPage, partsBelowMinimumSource } from './work-spare-parts.sql';
import { vendorCreditPage, vendorCreditSource } from './work-vendor-credit.sql';
import {
  DMS_GLOBAL_KINDS,
  DMS_SHIP_COLUMN,
  dmsAckSource,
  dmsDcrSource,
  dmsRevisionSource,
  dmsWorkPage,
} from './work-dms.sql';

/**
 * The read-only queries of the work queue (docs/work-and-notifications.md, "Cost"). Each kind is one
 * `WHERE` over its record's table; the ship filter is what the service computed from the user's
 * actions, `null` meaning every ship (administrators).
 *
 * The statements are written as text with numbered parameters, not built by the query builder: a
 * user's ships go in as one `uuid[]` parameter (`ship_id = ANY($n)`, shared by the kinds with the
 * same ships), so the text depends only on the shape of the request (which kinds, which share
 * ships), and PostgreSQL parses and plans it once per pooled connection (a named statement). Built
 * with `IN ($1 … $50)` per kind by the query builder, the counts of a user with 50 ships were 250
 * parameters, ~2 ms of planning and a quarter of the server's CPU per request.
 */
export type ShipIds = readonly string[] | null;

/** The kinds counted here in SQL (certificates' items are derived by the certificates module). */
export type SqlWorkKind =
  | 'requisition_to_moderate'
  | 'purchase_order_to_approve'
  | 'quotes_received'
  | 'purchase_order_to_send'
  | 'delivery_to_receive'
  | 'bill_to_post'
  | 'bill_mismatch'
  | 'bill_to_pay'
  | 'invoice_overdue'
  | 'invoice_vendor_credit'
  | 'pms_job_due'
  | 'pms_postponement_to_approve'
  | 'pms_part_below_minimum'
  | 'dms_revision_to_approve'
  | 'dms_dcr_to_decide'
  | 'dms_acknowledgement_due';

/** A kind counted in the counts statement: the SQL kinds and the certificates falling due. */
export type CountedKind = SqlWorkKind | 'certificate_due';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Numbered parameters of one statement; equal ship lists share one `uuid[]` parameter. */
class Params {
  readonly values: unknown[] = [];
  private readonly lists = new Map<string, string>();

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** `<column> = ANY($n::uuid[])`, `TRUE` for every ship, `FALSE` for none. */
  inShips(column: string, ids: ShipIds): string {
    if (ids === null) return 'TRUE';
    if (ids.length === 0) return 'FALSE';
    for (const id of ids) if (!UUID.test(id)) throw new Error(`not a ship id: ${id}`);
    const literal = `{${ids.join(',')}}`;
    let ref = this.lists.get(literal);
    if (!ref) {
      ref = `${this.add(literal)}::uuid[]`;
      this.lists.set(literal, ref);
    }
    return `${column} = ANY(${ref})`;
  }
}

/**
 * Dates and times come back as PostgreSQL writes them, as the query builder returns them (Drizzle
 * turns these parsers off), so the answers are the same as through `db.execute`.
 */
const RAW_TYPES = new Set([1082, 1114, 1184, 1186]);
const raw = (value: string) => value;
const pgTypes = {
  getTypeParser: ((id: number, format?: string) =>
    RAW_TYPES.has(id) ? raw : pg.types.getTypeParser(id, format as never)) as typeof pg.types.getTypeParser,
};
const pgliteParsers = Object.fromEntries([...RAW_TYPES].map((id) => [id, raw]));

/** Runs a statement: a named prepared statement on PostgreSQL, as it is on PGlite. */
async function rowsOf<T>(db: Db, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const config = { name: preparedName(text), text, values, types: pgTypes };
    return (await client.query<T & pg.QueryResultRow>(config)).rows;
  }
  return (await (client as PGlite).query<T>(text, values, { parsers: pgliteParsers })).rows;
}

/**
 * The `FROM … WHERE …` of each kind for the user `$me`. The ordered partial indexes of migration
 * 0026 (`work_queue_indexes`) serve the states and orders written here.
 */
function sourceOf(kind: SqlWorkKind, me: () => string, ships: string): string {
  switch (kind) {
    case 'requisition_to_moderate':
      return `FROM requisitions r WHERE r.state = 'SUBMITTED' AND ${ships}`;
    case 'purchase_order_to_approve':
      return `FROM purchase_orders p WHERE p.state = 'PENDING_APPROVAL' AND ${ships}
        AND p.created_by_id IS DISTINCT FROM ${me()}::uuid
        AND NOT EXISTS (SELECT 1 FROM purchase_order_approvals a
          WHERE a.purchase_order_id = p.id AND a.revision = p.revision AND a.approver_id = ${me()}::uuid)`;
    case 'quotes_received':
      return `FROM rfqs q WHERE q.state = 'SENT' AND ${ships}
        AND EXISTS (SELECT 1 FROM rfq_invitations i WHERE i.rfq_id = q.id AND i.state = 'QUOTED')`;
    case 'purchase_order_to_send':
      return `FROM purchase_orders p WHERE p.state = 'APPROVED' AND ${ships}`;
    case 'delivery_to_receive':
      return `FROM deliveries d WHERE d.state IN ('PLANNED', 'IN_TRANSIT', 'AT_AGENT') AND ${ships}`;
    case 'bill_to_post':
      return `FROM bills b WHERE b.state = 'DRAFT' AND b.match_status = 'MATCHED' AND ${ships}`;
    case 'bill_mismatch':
      return `FROM bills b WHERE b.state = 'DRAFT' AND b.match_status = 'MISMATCH' AND ${ships}`;
    case 'bill_to_pay':
      return `FROM bills b WHERE b.state IN ('POSTED', 'PARTIALLY_PAID') AND ${ships}`;
    case 'invoice_overdue':
      return `FROM invoices i WHERE i.state IN ('ISSUED', 'PARTIALLY_PAID') AND i.due_date < current_date AND ${ships}`;
    case 'invoice_vendor_credit':
      return vendorCreditSource(ships);
    case 'pms_job_due':
      return pmsJobDueSource(me, ships);
    case 'pms_postponement_to_approve':
      return pmsPostponementSource(me, ships);
    case 'pms_part_below_minimum':
      return partsBelowMinimumSource(ships);
    case 'dms_revision_to_approve':
      return dmsRevisionSource();
    case 'dms_dcr_to_decide':
      return dmsDcrSource();
    case 'dms_acknowledgement_due':
      return dmsAckSource(me, ships);
  }
}

const ALIAS: Record<Exclude<SqlWorkKind, `dms_${string}`>, string> = {
  requisition_to_moderate: 'r',
  purchase_order_to_approve: 'p',
  quotes_received: 'q',
  purchase_order_to_send: 'p',
  delivery_to_receive: 'd',
  bill_to_post: 'b',
  bill_mismatch: 'b',
  bill_to_pay: 'b',
  invoice_overdue: 'i',
  invoice_vendor_credit: 'i',
  pms_job_due: 'j',
  pms_postponement_to_approve: 'pp',
  pms_part_below_minimum: 'sp',
};

/**
 * The kind's ship filter: `TRUE` for the document kinds without a ship (DMS documents reach every office
 * DMS user), else its ship column in the ships' `uuid[]` parameter.
 */
function shipFilter(params: Params, kind: SqlWorkKind, ships: ShipIds): string {
  if (DMS_GLOBAL_KINDS.has(kind)) return 'TRUE';
  const column = kind === 'dms_acknowledgement_due' ? DMS_SHIP_COLUMN[kind] : null;
  return params.inShips(column ?? `${ALIAS[kind as keyof typeof ALIAS]}.ship_id`, ships);
}

/** The user's parameter, added once and only when a kind uses it. */
function meOf(params: Params, me: string): () => string {
  let ref: string | undefined;
  return () => (ref ??= params.add(me));
}

/**
 * The certificates in force expiring by `horizon` (effective expiry, extensions included): the same
 * rule as the certificates module's `dueWhere` (certificate.repo.ts), counted without reading them.
 * `certificate-due.integration.test.ts` and `work.integration.test.ts` check it against the plain
 * derivation and `GET /certificates/due`.
 */
function dueCertificates(params: Params, ships: ShipIds, due: { today: string; horizon: string }): string {
  const horizon = `${params.add(due.horizon)}::date`;
  return `FROM certificates c WHERE ${params.inShips('c.ship_id', ships)}
    AND c.expiry_date IS NOT NULL AND c.expiry_date <= ${horizon}
    AND greatest(c.expiry_date, c.extended_until) <= ${horizon}
    AND NOT coalesce(c.superseded_at <= ${params.add(due.today)}::date, c.superseded_by_id IS NOT NULL)`;
}

/** A certificate that can fall due, with what the domain needs to derive its state. */
export type DueCertificateRow = {
  id: string;
  ship_id: string;
  ship_name: string;
  name: string;
  issue_date: string;
  expiry_date: string | null;
  has_survey_windows: boolean;
  extended_until: string | null;
  lead_time_days: number;
  superseded_at: string | null;
  superseded_by_id: string | null;
};

/**
 * The certificates that can fall due by `due.horizon`, in the order of the certificates module's
 * `selectDueCertificates` (expiry, ship, name, id); the service derives their state and keeps those
 * that fall due, as `dueCertificatePage` does.
 */
export async function selectDueCertificates(
  db: Db,
  ships: ShipIds,
  due: { today: string; horizon: string },
): Promise<DueCertificateRow[]> {
  const params = new Params();
  const text = `SELECT c.id, c.ship_id, s.name AS ship_name, c.name, c.issue_date::text AS issue_date,
      c.expiry_date::text AS expiry_date, c.has_survey_windows, c.extended_until::text AS extended_until,
      c.lead_time_days, c.superseded_at::text AS superseded_at, c.superseded_by_id
    ${dueCertificates(params, ships, due).replace('FROM certificates c', 'FROM certificates c JOIN ships s ON s.id = c.ship_id')}
    ORDER BY c.expiry_date ASC NULLS LAST, s.name, c.name, c.id`;
  return rowsOf<DueCertificateRow>(db, text, params.values);
}

/**
 * The counts of several kinds in one statement and one round trip (each kind with its own ship
 * filter); `due` gives today and the horizon of the certificates falling due.
 */
export async function countWork(
  db: Db,
  me: string,
  kinds: readonly { kind: CountedKind; ships: ShipIds }[],
  due: { today: string; horizon: string },
): Promise<Map<CountedKind, number>> {
  const counts = new Map<CountedKind, number>();
  if (kinds.length === 0) return counts;
  const params = new Params();
  const meRef = meOf(params, me);
  const columns = kinds.map(({ kind, ships }, i) => {
    const from =
      kind === 'certificate_due'
        ? dueCertificates(params, ships, due)
        : sourceOf(kind, meRef, shipFilter(params, kind, ships));
    return `(SELECT count(*)::int ${from}) AS c${i}`;
  });
  const [row] = await rowsOf<Record<string, number>>(db, `SELECT ${columns.join(', ')}`, params.values);
  kinds.forEach((k, i) => counts.set(k.kind, Number(row?.[`c${i}`] ?? 0)));
  return counts;
}

/** One row of a kind's page, before the service words it. */
export type WorkRow = {
  id: string;
  number: string;
  label: string | null;
  ship_id: string | null;
  ship_name: string | null;
  /** As PostgreSQL writes it (`2026-11-25 08:00:00+00`, a date as `2026-11-25`). */
  at: string | null;
  urgent: boolean;
  amount: string | null;
  currency: string | null;
  extra: string | null;
};

/**
 * One kind's page as a branch of the pages statement: `k` numbers the kind and `n` the row within its
 * page. The order is the index's (migration 0026), so PostgreSQL reads the first entries of the index
 * and stops at the page instead of sorting every match; the ship and vendor names are joined for the
 * page's rows only. `at` is text, as the query builder returned it.
 */
function pageOf(kind: SqlWorkKind, k: number, from: string, paging: string): string {
  switch (kind) {
    case 'requisition_to_moderate': {
      const order = 'r.priority DESC, r.submitted_at ASC NULLS LAST, r.id';
      return `SELECT ${k} AS k, row_number() OVER (ORDER BY ${order}) AS n, r.id, r.number, r.title AS label,
          r.ship_id, s.name AS ship_name, r.submitted_at::text AS at, r.priority > 0 AS urgent,
          r.estimated_amount::text AS amount, r.currency, r.required_by::text AS extra
        FROM (SELECT r.* ${from} ORDER BY ${order} ${paging}) r LEFT JOIN ships s ON s.id = r.ship_id`;
    }
    case 'purchase_order_to_approve':
    case 'purchase_order_to_send':
      return `SELECT ${k} AS k, row_number() OVER (ORDER BY p.at, p.id) AS n, p.id, p.number, v.name AS label,
          p.ship_id, s.name AS ship_name, p.at::text AS at, FALSE AS urgent, p.total::text AS amount,
          p.currency, NULL AS extra
        FROM (SELECT p.*, coalesce(p.approved_at, p.submitted_at, p.created_at) AS at ${from}
          ORDER BY coalesce(p.approved_at, p.submitted_at, p.created_at) ASC, p.id ${paging}) p
        LEFT JOIN ships s ON s.id = p.ship_id LEFT JOIN vendors v ON v.id = p.vendor_id`;
    case 'quotes_received':
      return `SELECT ${k} AS k, row_number() OVER (ORDER BY q.deadline, q.id) AS n, q.id, q.number, NULL AS label,
          q.ship_id, s.name AS ship_name, q.deadline::text AS at, FALSE AS urgent, NULL AS amount,
          NULL AS currency,
          (SELECT count(*) FROM rfq_invitations i WHERE i.rfq_id = q.id AND i.state = 'QUOTED')::text AS extra
        FROM (SELECT q.* ${from} ORDER BY q.deadline ASC, q.id ${paging}) q LEFT JOIN ships s ON s.id = q.ship_id`;
    case 'delivery_to_receive': {
      const order = 'd.eta ASC NULLS LAST, d.id';
      return `SELECT ${k} AS k, row_number() OVER (ORDER BY ${order}) AS n, d.id, d.number, d.port AS label,
          d.ship_id, s.name AS ship_name, d.eta::text AS at, (d.eta IS NOT NULL AND d.eta < current_date) AS urgent,
          NULL AS amount, NULL AS currency, d.state AS extra
        FROM (SELECT d.* ${from} ORDER BY ${order} ${paging}) d LEFT JOIN ships s ON s.id = d.ship_id`;
    }
    case 'bill_to_post':
    case 'bill_mismatch':
    case 'bill_to_pay': {
      const order = 'b.due_date ASC, b.id';
      return `SELECT ${k} AS k, row_number() OVER (ORDER BY ${order}) AS n, b.id, b.number, v.name AS label,
          b.ship_id, s.name AS ship_name, b.due_date::text AS at, (b.due_date < current_date) AS urgent,
          (b.total - b.paid_amount - b.credited_amount)::text AS amount, b.currency, b.vendor_invoice_number AS extra
        FROM (SELECT b.* ${from} ORDER BY ${order} ${paging}) b
        LEFT JOIN ships s ON s.id = b.ship_id LEFT JOIN vendors v ON v.id = b.vendor_id`;
    }
    case 'invoice_overdue': {
      const order = 'i.due_date ASC, i.id';
      return `SELECT ${k} AS k, row_number() OVER (ORDER BY ${order}) AS n, i.id, i.number, c.name AS label,
          i.ship_id, s.name AS ship_name, i.due_date::text AS at, true AS urgent,
          (i.total - i.paid_amount - i.credited_amount)::text AS amount, i.currency, i.reference AS extra
        FROM (SELECT i.* ${from} ORDER BY ${order} ${paging}) i
        LEFT JOIN ships s ON s.id = i.ship_id LEFT JOIN customers c ON c.id = i.customer_id`;
    }
    case 'invoice_vendor_credit':
      return vendorCreditPage(k, from, paging);
    case 'pms_job_due':
    case 'pms_postponement_to_approve':
      return pmsWorkPage(kind, k, from, paging);
    case 'pms_part_below_minimum':
      return partsBelowMinimumPage(k, from, paging);
    case 'dms_revision_to_approve':
    case 'dms_dcr_to_decide':
    case 'dms_acknowledgement_due':
      return dmsWorkPage(kind, k, from, paging);
  }
}

/**
 * A page of each of several kinds' records, most pressing first, in one statement and one round trip
 * (a `UNION ALL` of the kinds' pages).
 */
export async function listWork(
  db: Db,
  me: string,
  kinds: readonly { kind: SqlWorkKind; ships: ShipIds }[],
  page: { offset: number; limit: number },
): Promise<Map<SqlWorkKind, WorkRow[]>> {
  const pages = new Map<SqlWorkKind, WorkRow[]>(kinds.map((k) => [k.kind, []]));
  if (kinds.length === 0) return pages;
  const params = new Params();
  const meRef = meOf(params, me);
  const paging = `LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}`;
  const branches = kinds.map(({ kind, ships }, k) =>
    pageOf(kind, k, sourceOf(kind, meRef, shipFilter(params, kind, ships)), paging),
  );
  const text = `SELECT * FROM (${branches.map((b) => `(${b})`).join(' UNION ALL ')}) w ORDER BY k, n`;
  for (const row of await rowsOf<WorkRow & { k: number }>(db, text, params.values))
    pages.get(kinds[row.k]!.kind)!.push(row);
  return pages;
}
