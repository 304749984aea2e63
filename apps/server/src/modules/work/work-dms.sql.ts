import { CREW_RANK, CREW_RANK_LABELS, type CrewRank } from '@keel/domain';

/**
 * The document-management kinds of the work queue (docs/dms.md, "My work"), as text for the
 * one-statement counts and pages of work.repo.ts.
 *
 * - `dms_revision_to_approve`: revisions IN_REVIEW (to approve or send back) or APPROVED (to make
 *   effective), for users holding approve_documents. DMS documents belong to no ship: an office DMS
 *   user sees every document (docs/dms.md, "Permissions"), so these kinds have no ship filter; the row's
 *   id is the document's (one open revision per document), the link opens it in the ISM manual.
 * - `dms_dcr_to_decide`: change requests SUBMITTED or UNDER_REVIEW, for users holding approve_documents.
 * - `dms_acknowledgement_due`: effective revisions the user must acknowledge on one of their ships and has
 *   not — the acknowledgement report's rule (domain `requiredCrew`): the user is crew of the ship (a role
 *   on that very ship opening the ISM manual), the document reaches the ship, and its `ack_ranks` are
 *   empty or hold the rank the user's job title names (`rankOfJobTitle`). One row per document and ship.
 */

/** The kinds without a ship filter (every document, for an office DMS user). */
export const DMS_GLOBAL_KINDS = new Set(['dms_revision_to_approve', 'dms_dcr_to_decide']);

/** `lower(trim(job_title))` → crew rank number, as `rankOfJobTitle` reads it. */
const rankOf = (column: string) =>
  `CASE lower(trim(${column})) ${(Object.keys(CREW_RANK) as CrewRank[])
    .map((k) => `WHEN '${CREW_RANK_LABELS[k].toLowerCase().replace(/'/g, "''")}' THEN ${CREW_RANK[k]}`)
    .join(' ')} END`;

/** `FROM dms_revisions rv …` of the open revisions waiting for an approver. */
export function dmsRevisionSource(): string {
  return `FROM dms_revisions rv WHERE rv.state IN ('IN_REVIEW', 'APPROVED')`;
}

/** `FROM dms_dcrs x …` of the change requests waiting for a decision. */
export function dmsDcrSource(): string {
  return `FROM dms_dcrs x WHERE x.state IN ('SUBMITTED', 'UNDER_REVIEW')`;
}

/** `FROM dms_revisions rv JOIN … ships s …` of the acknowledgements the user `me` owes; `ships` filters `s.id`. */
export function dmsAckSource(me: () => string, ships: string): string {
  return `FROM dms_revisions rv JOIN dms_documents d ON d.id = rv.document_id
    JOIN ships s ON (d.all_ships OR s.id = ANY(d.ship_ids) OR s.family = ANY(d.ship_families))
    WHERE rv.state = 'EFFECTIVE' AND ${ships}
    AND EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.user_id = ${me()}::uuid AND ur.ship_id = s.id AND 'DMS.ism_manual' = ANY(r.sidebar))
    AND (cardinality(d.ack_ranks) = 0
      OR (SELECT ${rankOf('u.job_title')} FROM users u WHERE u.id = ${me()}::uuid) = ANY(d.ack_ranks))
    AND NOT EXISTS (SELECT 1 FROM dms_acknowledgements a
      WHERE a.revision_id = rv.id AND a.ship_id = s.id AND a.user_id = ${me()}::uuid)`;
}

/** The column a kind's ship filter applies to (the global kinds have none). */
export const DMS_SHIP_COLUMN = { dms_acknowledgement_due: 's.id' } as const;

/** A page of one DMS kind in the shape of the queue's rows. */
export function dmsWorkPage(
  kind: 'dms_revision_to_approve' | 'dms_dcr_to_decide' | 'dms_acknowledgement_due',
  k: number,
  from: string,
  paging: string,
): string {
  if (kind === 'dms_revision_to_approve') {
    const order = 'rv.updated_at ASC, rv.document_id';
    return `SELECT ${k} AS k, row_number() OVER (ORDER BY ${order}) AS n, rv.document_id AS id,
        d.number || ' ' || d.title AS number, rv.revision AS label, NULL::uuid AS ship_id, NULL AS ship_name,
        rv.updated_at::text AS at, false AS urgent, NULL AS amount, NULL AS currency, rv.state AS extra
      FROM (SELECT rv.* ${from} ORDER BY ${order} ${paging}) rv JOIN dms_documents d ON d.id = rv.document_id`;
  }
  if (kind === 'dms_dcr_to_decide') {
    const order = 'x.created_at ASC, x.id';
    return `SELECT ${k} AS k, row_number() OVER (ORDER BY ${order}) AS n, x.id, x.number,
        d.number || ' ' || d.title AS label, x.ship_id, s.name AS ship_name, x.created_at::text AS at,
        false AS urgent, NULL AS amount, NULL AS currency, x.state AS extra
      FROM (SELECT x.* ${from} ORDER BY ${order} ${paging}) x
      JOIN dms_documents d ON d.id = x.document_id LEFT JOIN ships s ON s.id = x.ship_id`;
  }
  const order = 'w.effective_date ASC NULLS LAST, w.id, w.ship_id';
  return `SELECT ${k} AS k, row_number() OVER (ORDER BY ${order}) AS n, w.id, w.number, w.label, w.ship_id,
      w.ship_name, w.effective_date::text AS at, false AS urgent, NULL AS amount, NULL AS currency,
      w.revision AS extra
    FROM (SELECT d.id, d.number, d.title AS label, s.id AS ship_id, s.name AS ship_name, rv.effective_date,
        rv.revision ${from} ORDER BY rv.effective_date ASC NULLS LAST, d.id, s.id ${paging}) w`;
}
