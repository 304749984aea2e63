import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { dmsAcknowledgements, dmsChapters, dmsDocuments, dmsRevisions } from './document.table';

/** A document row. */
export type DocumentRow = typeof dmsDocuments.$inferSelect;
/** A revision row (without the search vector). */
export type RevisionRow = typeof dmsRevisions.$inferSelect;

/**
 * SQL: the document `d` reaches the ship `s` (every ship, the ship listed, or the ship's family
 * listed). Used wherever a ship user's view is limited.
 */
export const distributedToShip = sql`(d.all_ships OR s.id = ANY(d.ship_ids) OR s.family = ANY(d.ship_families))`;

/** SQL: the document `d` reaches at least one of `shipIds`. */
export function distributedToAny(shipIds: readonly string[]): SQL {
  const ids = shipIds.length
    ? sql.join(
        shipIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
    : sql`NULL::uuid`;
  return sql`EXISTS (SELECT 1 FROM ships s WHERE s.id IN (${ids}) AND ${distributedToShip})`;
}

export function findChapter(db: DbOrTx, id: string) {
  return db
    .select()
    .from(dmsChapters)
    .where(eq(dmsChapters.id, id))
    .then((r) => r[0]);
}

export function findDocument(db: DbOrTx, id: string): Promise<DocumentRow | undefined> {
  return db
    .select()
    .from(dmsDocuments)
    .where(eq(dmsDocuments.id, id))
    .then((r) => r[0]);
}

/** Locks a document row for the rest of the transaction (serialises its revisions' transitions). */
export async function lockDocument(db: DbOrTx, id: string): Promise<DocumentRow | undefined> {
  const rows = await db.select().from(dmsDocuments).where(eq(dmsDocuments.id, id)).for('update');
  return rows[0];
}

export function findRevision(db: DbOrTx, id: string): Promise<RevisionRow | undefined> {
  return db
    .select()
    .from(dmsRevisions)
    .where(eq(dmsRevisions.id, id))
    .then((r) => r[0]);
}

/** The revisions of a document with who made and approved them, newest first. */
export async function selectRevisionsOf(db: DbOrTx, documentId: string, effectiveOnly: boolean) {
  const result = await db.execute<RevisionListRow>(sql`
    SELECT r.id, r.document_id, r.revision, r.state, r.effective_date::text AS effective_date,
      r.review_due::text AS review_due, r.file_name, r.content_type, r.size, r.sha256, r.change_note,
      r.dcr_id, length(r.extracted_text)::int AS text_length, r.rejection_reason, r.created_at,
      cu.name AS created_by_name, r.approved_at, au.name AS approved_by_name, r.version
    FROM dms_revisions r
    LEFT JOIN users cu ON cu.id = r.created_by_id
    LEFT JOIN users au ON au.id = r.approved_by_id
    WHERE r.document_id = ${documentId}::uuid ${effectiveOnly ? sql`AND r.state = 'EFFECTIVE'` : sql``}
    ORDER BY r.created_at DESC, r.id`);
  return result.rows;
}

/** A revision as listed with its document. */
export type RevisionListRow = {
  id: string;
  document_id: string;
  revision: string;
  state: string;
  effective_date: string | null;
  review_due: string | null;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  change_note: string;
  dcr_id: string | null;
  text_length: number;
  rejection_reason: string | null;
  created_at: Date | string;
  created_by_name: string | null;
  approved_at: Date | string | null;
  approved_by_name: string | null;
  version: number;
};

/** Every chapter, in order. */
export function selectChapters(db: DbOrTx) {
  return db.select().from(dmsChapters).orderBy(asc(dmsChapters.sortOrder), asc(dmsChapters.number));
}

/** A document of the tree with its effective and open revision and whether `userId` acknowledged it. */
export type TreeDocumentRow = {
  id: string;
  chapter_id: string;
  number: string;
  title: string;
  sort_order: number;
  version: number;
  owner_name: string | null;
  eff_id: string | null;
  eff_revision: string | null;
  eff_date: string | null;
  eff_review_due: string | null;
  eff_file_name: string | null;
  eff_content_type: string | null;
  eff_sha256: string | null;
  open_id: string | null;
  open_revision: string | null;
  open_state: string | null;
  acknowledged: boolean;
};

/**
 * The documents of the tree: every document (`readerShips` null), or for a ship reader only those
 * distributed to one of their ships that have an effective revision.
 */
export async function selectTreeDocuments(
  db: DbOrTx,
  readerShips: readonly string[] | null,
  userId: string,
): Promise<TreeDocumentRow[]> {
  const limit = readerShips === null ? sql`TRUE` : sql`e.id IS NOT NULL AND ${distributedToAny(readerShips)}`;
  const result = await db.execute<TreeDocumentRow>(sql`
    SELECT d.id, d.chapter_id, d.number, d.title, d.sort_order, d.version, ou.name AS owner_name,
      e.id AS eff_id, e.revision AS eff_revision, e.effective_date::text AS eff_date,
      e.review_due::text AS eff_review_due, e.file_name AS eff_file_name,
      e.content_type AS eff_content_type, e.sha256 AS eff_sha256,
      o.id AS open_id, o.revision AS open_revision, o.state AS open_state,
      EXISTS (SELECT 1 FROM dms_acknowledgements a WHERE a.revision_id = e.id AND a.user_id = ${userId}::uuid)
        AS acknowledged
    FROM dms_documents d
    LEFT JOIN users ou ON ou.id = d.owner_user_id
    LEFT JOIN dms_revisions e ON e.document_id = d.id AND e.state = 'EFFECTIVE'
    LEFT JOIN dms_revisions o ON o.document_id = d.id AND o.state IN ('DRAFT', 'IN_REVIEW', 'APPROVED')
    WHERE ${limit}
    ORDER BY d.sort_order, d.number`);
  return result.rows;
}

/** True when the document reaches at least one of `shipIds`. */
export async function isDistributedToAny(db: DbOrTx, documentId: string, shipIds: readonly string[]) {
  if (shipIds.length === 0) return false;
  const result = await db.execute<{ ok: boolean }>(sql`
    SELECT ${distributedToAny(shipIds)} AS ok FROM dms_documents d WHERE d.id = ${documentId}::uuid`);
  return result.rows[0]?.ok === true;
}

/** The ships a document reaches, by name. */
export async function selectDistributedShips(db: DbOrTx, documentId: string) {
  const result = await db.execute<{ id: string; name: string }>(sql`
    SELECT s.id, s.name FROM dms_documents d JOIN ships s ON ${distributedToShip}
    WHERE d.id = ${documentId}::uuid ORDER BY s.name, s.id`);
  return result.rows;
}

/**
 * The crew of ships: active users with a role on that very ship (not a role on every ship) that
 * opens the ISM manual. Their job title gives their rank.
 */
export async function selectCrew(db: DbOrTx, shipIds: readonly string[]) {
  if (shipIds.length === 0) return [];
  const ids = sql.join(
    shipIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<{
    ship_id: string;
    user_id: string;
    name: string;
    job_title: string | null;
  }>(sql`
    SELECT DISTINCT ur.ship_id, u.id AS user_id, u.name, u.job_title
    FROM user_roles ur
    JOIN roles r ON r.id = ur.role_id
    JOIN users u ON u.id = ur.user_id AND u.active
    WHERE ur.ship_id IN (${ids}) AND 'DMS.ism_manual' = ANY(r.sidebar)
    ORDER BY u.name`);
  return result.rows;
}

/** The acknowledgements of a revision. */
export function selectAcknowledgements(db: DbOrTx, revisionId: string) {
  return db.select().from(dmsAcknowledgements).where(eq(dmsAcknowledgements.revisionId, revisionId));
}

/** Inserts an acknowledgement unless it exists; returns the stored one either way. */
export async function upsertAcknowledgement(db: DbOrTx, revisionId: string, shipId: string, userId: string) {
  await db.insert(dmsAcknowledgements).values({ revisionId, shipId, userId }).onConflictDoNothing();
  const rows = await db
    .select()
    .from(dmsAcknowledgements)
    .where(
      and(
        eq(dmsAcknowledgements.revisionId, revisionId),
        eq(dmsAcknowledgements.shipId, shipId),
        eq(dmsAcknowledgements.userId, userId),
      ),
    );
  return rows[0]!;
}

/** The effective documents of a ship with the user's acknowledgement. */
export async function selectShipEffective(db: DbOrTx, shipId: string, userId: string) {
  const result = await db.execute<{
    document_id: string;
    chapter_id: string;
    number: string;
    title: string;
    ack_ranks: number[];
    revision_id: string;
    revision: string;
    effective_date: string | null;
    review_due: string | null;
    file_name: string;
    content_type: string;
    size: number;
    sha256: string;
    acknowledged: boolean;
  }>(sql`
    SELECT d.id AS document_id, d.chapter_id, d.number, d.title, d.ack_ranks, r.id AS revision_id,
      r.revision, r.effective_date::text AS effective_date, r.review_due::text AS review_due, r.file_name,
      r.content_type, r.size, r.sha256,
      EXISTS (SELECT 1 FROM dms_acknowledgements a
        WHERE a.revision_id = r.id AND a.user_id = ${userId}::uuid AND a.ship_id = s.id) AS acknowledged
    FROM ships s
    JOIN dms_documents d ON ${distributedToShip}
    JOIN dms_revisions r ON r.document_id = d.id AND r.state = 'EFFECTIVE'
    WHERE s.id = ${shipId}::uuid
    ORDER BY d.sort_order, d.number`);
  return result.rows;
}
