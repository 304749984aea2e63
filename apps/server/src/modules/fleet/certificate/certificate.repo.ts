import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { ships } from '../ship.table';
import { certificateFiles } from './certificate-file.table';
import { certificates } from './certificate.table';

/** A certificate row with its ship's name and its attached file's facts (no storage key). */
export type CertificateRow = typeof certificates.$inferSelect & {
  shipName: string;
  file: {
    id: string;
    shipId: string;
    name: string;
    mime: string;
    size: number;
    sha256: string;
    uploadedAt: Date;
    uploadedByName: string | null;
  } | null;
};

/** Certificate columns a write may set. */
export type CertificateValues = Omit<
  typeof certificates.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'version'
>;

const selection = {
  certificate: certificates,
  shipName: ships.name,
  fileId: certificateFiles.id,
  fileShipId: certificateFiles.shipId,
  fileName: certificateFiles.name,
  fileMime: certificateFiles.mime,
  fileSize: certificateFiles.size,
  fileSha256: certificateFiles.sha256,
  fileUploadedAt: certificateFiles.uploadedAt,
  fileUploadedBy: certificateFiles.uploadedByName,
};

type Selected = {
  certificate: typeof certificates.$inferSelect;
  shipName: string;
  fileId: string | null;
  fileShipId: string | null;
  fileName: string | null;
  fileMime: string | null;
  fileSize: number | null;
  fileSha256: string | null;
  fileUploadedAt: Date | null;
  fileUploadedBy: string | null;
};

function toRow(r: Selected): CertificateRow {
  return {
    ...r.certificate,
    shipName: r.shipName,
    file:
      r.fileId === null
        ? null
        : {
            id: r.fileId,
            shipId: r.fileShipId!,
            name: r.fileName!,
            mime: r.fileMime!,
            size: r.fileSize!,
            sha256: r.fileSha256!,
            uploadedAt: r.fileUploadedAt!,
            uploadedByName: r.fileUploadedBy,
          },
  };
}

const base = (db: DbOrTx) =>
  db
    .select(selection)
    .from(certificates)
    .innerJoin(ships, eq(ships.id, certificates.shipId))
    .leftJoin(certificateFiles, eq(certificateFiles.id, certificates.fileId));

/** Sort keys the database can order by. */
export const CERTIFICATE_SQL_SORT = {
  name: certificates.name,
  number: certificates.number,
  issuer: certificates.issuer,
  typeCode: certificates.typeCode,
  issueDate: certificates.issueDate,
  expiryDate: certificates.expiryDate,
  shipName: ships.name,
  updatedAt: certificates.updatedAt,
} as const;
/** A sort key the database can order by. */
export type CertificateSqlSort = keyof typeof CERTIFICATE_SQL_SORT;

/** Filters of a certificate query that are plain column comparisons. */
export interface CertificateFilter {
  /** Ships in scope; null for every ship. */
  shipIds: readonly string[] | null;
  shipId?: string;
  kind?: string;
  typeCode?: string;
  /** A LIKE pattern on name, number and issuer. */
  pattern?: string;
}

function whereOf(filter: CertificateFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.shipIds !== null)
    parts.push(filter.shipIds.length ? inArray(certificates.shipId, [...filter.shipIds]) : sql`false`);
  if (filter.shipId) parts.push(eq(certificates.shipId, filter.shipId));
  if (filter.kind) parts.push(eq(certificates.kind, filter.kind));
  if (filter.typeCode) parts.push(eq(certificates.typeCode, filter.typeCode));
  if (filter.pattern)
    parts.push(
      or(
        ilike(certificates.name, filter.pattern),
        ilike(certificates.number, filter.pattern),
        ilike(certificates.issuer, filter.pattern),
      )!,
    );
  return parts.length ? and(...parts) : undefined;
}

/**
 * Certificates matching `filter`, ordered by `sort`; one page when `page` is given (with the total),
 * every match otherwise (for filters on the derived state, which is computed in packages/domain).
 */
export async function selectCertificates(
  db: DbOrTx,
  filter: CertificateFilter,
  sort: { field: CertificateSqlSort; desc: boolean },
  page?: { offset: number; limit: number },
): Promise<{ rows: CertificateRow[]; total: number }> {
  const where = whereOf(filter);
  const column = CERTIFICATE_SQL_SORT[sort.field];
  const order = sort.desc ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`;
  const query = base(db)
    .where(where)
    .orderBy(order, asc(ships.name), asc(certificates.name), asc(certificates.id));
  const selected = page ? await query.offset(page.offset).limit(page.limit) : await query;
  const rows = selected.map(toRow);
  if (!page) return { rows, total: rows.length };
  const [total] = await db
    .select({ n: count() })
    .from(certificates)
    .innerJoin(ships, eq(ships.id, certificates.shipId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The certificates of `filter` that can fall due by `horizon` (`YYYY-MM-DD`), judged on `today`: in
 * force (not superseded on `today`: superseded from a date on or before it, or replaced without a
 * date) with an effective expiry (the later of the expiry date and the extension, as
 * packages/domain's `certificateState` computes it) on or before `horizon`. Exactly the ones whose
 * derived state is not SUPERSEDED and whose `daysToExpiry` is at most `horizon - today`; certificates
 * without expiry never match. The plain `expiry_date <= horizon` (implied, since the effective expiry
 * is never earlier) lets `certificates_expiry_idx` serve the range.
 */
function dueWhere(filter: CertificateFilter, today: string, horizon: string): SQL {
  const c = certificates;
  return and(
    whereOf(filter) ?? sql`true`,
    sql`${c.expiryDate} IS NOT NULL`,
    sql`${c.expiryDate} <= ${horizon}::date`,
    sql`greatest(${c.expiryDate}, ${c.extendedUntil}) <= ${horizon}::date`,
    sql`NOT coalesce(${c.supersededAt} <= ${today}::date, ${c.supersededById} IS NOT NULL)`,
  )!;
}

/**
 * The rows of {@link dueWhere} in the order of `selectCertificates` by expiry date (the service then
 * orders them by the derived days to expiry, ties keeping this order).
 */
export async function selectDueCertificates(
  db: DbOrTx,
  filter: CertificateFilter,
  today: string,
  horizon: string,
): Promise<CertificateRow[]> {
  const selected = await base(db)
    .where(dueWhere(filter, today, horizon))
    .orderBy(
      sql`${certificates.expiryDate} ASC NULLS LAST`,
      asc(ships.name),
      asc(certificates.name),
      asc(certificates.id),
    );
  return selected.map(toRow);
}

/** How many certificates {@link dueWhere} matches, counted in SQL without reading them. */
export async function countDueCertificates(
  db: DbOrTx,
  filter: CertificateFilter,
  today: string,
  horizon: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(certificates)
    .where(dueWhere(filter, today, horizon));
  return row?.n ?? 0;
}

/** The certificate with this id; `lock` takes a row lock for the rest of the transaction. */
export async function findCertificate(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<CertificateRow | undefined> {
  if (lock)
    await db.select({ id: certificates.id }).from(certificates).where(eq(certificates.id, id)).for('update');
  const [row] = await base(db).where(eq(certificates.id, id)).limit(1);
  return row ? toRow(row) : undefined;
}

/** Inserts a certificate and returns its id. */
export async function insertCertificate(db: DbOrTx, values: CertificateValues): Promise<string> {
  const [row] = await db.insert(certificates).values(values).returning({ id: certificates.id });
  return row!.id;
}

/**
 * Updates a certificate if its version is still `version` (optimistic lock) and bumps the version.
 * False when the row is gone or was changed meanwhile.
 */
export async function updateCertificate(
  db: DbOrTx,
  id: string,
  version: number,
  values: Partial<CertificateValues>,
): Promise<boolean> {
  const rows = await db
    .update(certificates)
    .set({ ...values, version: sql`${certificates.version} + 1`, updatedAt: new Date() })
    .where(and(eq(certificates.id, id), eq(certificates.version, version)))
    .returning({ id: certificates.id });
  return rows.length > 0;
}

/** A stored file's row (with its storage key, which never leaves the server). */
export type CertificateFileRow = typeof certificateFiles.$inferSelect;

/** The file with this id. */
export async function findFile(db: DbOrTx, id: string): Promise<CertificateFileRow | undefined> {
  const [row] = await db.select().from(certificateFiles).where(eq(certificateFiles.id, id)).limit(1);
  return row;
}

/** Records a stored file. */
export async function insertFile(
  db: DbOrTx,
  values: Omit<typeof certificateFiles.$inferInsert, 'id' | 'uploadedAt'>,
): Promise<CertificateFileRow> {
  const [row] = await db.insert(certificateFiles).values(values).returning();
  return row!;
}

/** The ships in scope (every ship when `ids` is null) with the columns the matrix shows, by name. */
export async function selectMatrixShips(
  db: DbOrTx,
  filter: { shipIds: readonly string[] | null; family?: string; pattern?: string },
) {
  const parts: SQL[] = [];
  if (filter.shipIds !== null)
    parts.push(filter.shipIds.length ? inArray(ships.id, [...filter.shipIds]) : sql`false`);
  if (filter.family) parts.push(eq(ships.family, filter.family));
  if (filter.pattern) parts.push(or(ilike(ships.name, filter.pattern), ilike(ships.imo, filter.pattern))!);
  return db
    .select({ id: ships.id, name: ships.name, imo: ships.imo, family: ships.family, status: ships.status })
    .from(ships)
    .where(parts.length ? and(...parts) : undefined)
    .orderBy(asc(ships.name), asc(ships.id));
}

/** Whether any certificate exists for this ship (the demo seeder fills only empty ships). */
export async function shipHasCertificates(db: DbOrTx, shipId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.shipId, shipId))
    .limit(1);
  return row !== undefined;
}
