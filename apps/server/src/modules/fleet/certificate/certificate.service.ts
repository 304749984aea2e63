import {
  CERTIFICATE_SORT_FIELDS,
  CERTIFICATE_STATES,
  createCertificateSchema,
  type CertificateSortField,
  type CertificateView,
  type CertificateViewListQuery,
  type CreateCertificate,
  type UpdateCertificate,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { badRequest, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import {
  assertShipInScope,
  assertSidebar,
  findShips,
  shipFilter,
  type Actor,
} from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './certificate.repo';
import { toCertificateView, todayUtc } from './certificate-view';

/** The sidebar permission of every certificate route (spec §6). */
export const CERTIFICATES = 'certificate.certificates' as const;

/** Loads a certificate the actor may see: 404 when it does not exist, 403 when its ship is not in scope. */
export async function loadCertificate(
  db: DbOrTx,
  actor: Actor,
  id: string,
  lock = false,
): Promise<repo.CertificateRow> {
  const row = await repo.findCertificate(db, id, lock);
  if (!row) throw notFound('Certificate');
  assertShipInScope(actor, row.shipId);
  return row;
}

/** Throws 400 on `fileId` unless it names a stored scan of the same ship. */
export async function assertFileOfShip(
  db: DbOrTx,
  fileId: string | null | undefined,
  shipId: string,
): Promise<void> {
  if (!fileId) return;
  const file = await repo.findFile(db, fileId);
  if (!file || file.shipId !== shipId) throw badRequest('fileId', 'no such file on this ship');
}

const DERIVED_SORTS = new Set<CertificateSortField>(['state', 'daysToExpiry']);

function compareDerived(field: CertificateSortField, a: CertificateView, b: CertificateView): number {
  if (field === 'state') return CERTIFICATE_STATES.indexOf(a.state) - CERTIFICATE_STATES.indexOf(b.state);
  const ax = a.daysToExpiry ?? Number.POSITIVE_INFINITY;
  const bx = b.daysToExpiry ?? Number.POSITIVE_INFINITY;
  return ax === bx ? 0 : ax < bx ? -1 : 1;
}

/**
 * `GET /certificates/`: the certificates of the actor's ships, filtered, sorted and paged on the
 * server. Filters on the derived state (`state`, `inForce`, `expiringWithinDays`) and sorts by it are
 * applied after packages/domain derived the state of each matching row.
 */
export async function listCertificates(db: Db, actor: Actor, query: CertificateViewListQuery) {
  assertSidebar(actor, [CERTIFICATES]);
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const sort = sortOf(query.sort, CERTIFICATE_SORT_FIELDS, 'expiryDate');
  const filter: repo.CertificateFilter = {
    shipIds: shipFilter(actor),
    ...(query.shipId ? { shipId: query.shipId } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.typeCode ? { typeCode: query.typeCode } : {}),
    ...(query.q ? { pattern: containsPattern(query.q) } : {}),
  };
  const page = { total: 0, offset: query.offset, limit: query.limit };
  const today = todayUtc();
  const derivedFilter =
    query.state !== undefined || query.inForce !== undefined || query.expiringWithinDays !== undefined;
  if (!derivedFilter && !DERIVED_SORTS.has(sort.field)) {
    const sqlSort = { field: sort.field as repo.CertificateSqlSort, desc: sort.desc };
    const { rows, total } = await repo.selectCertificates(db, filter, sqlSort, query);
    return { data: rows.map((r) => toCertificateView(r, today)), page: { ...page, total } };
  }
  const sqlSort = {
    field: DERIVED_SORTS.has(sort.field) ? 'expiryDate' : (sort.field as repo.CertificateSqlSort),
    desc: sort.desc,
  };
  const { rows } = await repo.selectCertificates(db, filter, sqlSort);
  let views = rows.map((r) => toCertificateView(r, today));
  if (query.state) views = views.filter((v) => v.state === query.state);
  if (query.inForce) views = views.filter((v) => (v.state !== 'SUPERSEDED') === (query.inForce === 'true'));
  const within = query.expiringWithinDays;
  if (within !== undefined)
    views = views.filter(
      (v) => v.state !== 'SUPERSEDED' && v.daysToExpiry !== null && v.daysToExpiry <= within,
    );
  if (DERIVED_SORTS.has(sort.field)) {
    const sign = sort.desc ? -1 : 1;
    views = [...views].sort((a, b) => sign * compareDerived(sort.field, a, b));
  }
  return {
    data: views.slice(query.offset, query.offset + query.limit),
    page: { ...page, total: views.length },
  };
}

/** `GET /certificates/:id`. */
export async function getCertificate(db: Db, actor: Actor, id: string): Promise<CertificateView> {
  assertSidebar(actor, [CERTIFICATES]);
  return toCertificateView(await loadCertificate(db, actor, id), todayUtc());
}

/** Reads a certificate after a write, in the write's transaction. */
export async function viewOf(tx: DbOrTx, id: string): Promise<CertificateView> {
  const row = await repo.findCertificate(tx, id);
  if (!row) throw notFound('Certificate');
  return toCertificateView(row, todayUtc());
}

/** `POST /certificates/`: on a ship of the actor's scope. */
export async function createCertificate(
  db: Db,
  actor: Actor,
  body: CreateCertificate,
): Promise<CertificateView> {
  assertSidebar(actor, [CERTIFICATES]);
  assertShipInScope(actor, body.shipId);
  if ((await findShips(db, [body.shipId])).length === 0) throw badRequest('shipId', 'no such ship');
  return db.transaction(async (tx) => {
    await assertFileOfShip(tx, body.fileId, body.shipId);
    const id = await repo.insertCertificate(tx, { ...body, supersededAt: null, supersededById: null });
    const view = await viewOf(tx, id);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'certificate',
      entityId: id,
      shipId: body.shipId,
      after: view,
    });
    return view;
  });
}

/**
 * `PATCH /certificates/:id`: the changed fields, checked together with the stored ones (an expiry must
 * stay after the issue date, a standard type keeps its kind…), with the optimistic lock.
 */
export async function updateCertificate(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateCertificate,
): Promise<CertificateView> {
  assertSidebar(actor, [CERTIFICATES]);
  return db.transaction(async (tx) => {
    const row = await loadCertificate(tx, actor, id);
    if (row.version !== body.version) throw staleVersion('Certificate');
    const { version, ...changes } = body;
    const merged = createCertificateSchema.parse({
      shipId: row.shipId,
      typeCode: row.typeCode,
      kind: row.kind,
      name: row.name,
      number: row.number,
      issuer: row.issuer,
      issueDate: row.issueDate,
      expiryDate: row.expiryDate,
      hasSurveyWindows: row.hasSurveyWindows,
      extendedUntil: row.extendedUntil,
      leadTimeDays: row.leadTimeDays,
      fileId: row.fileId,
      remarks: row.remarks,
      ...changes,
    });
    if (changes.fileId !== undefined && changes.fileId !== row.fileId)
      await assertFileOfShip(tx, changes.fileId, row.shipId);
    const before = toCertificateView(row, todayUtc());
    const { shipId: _shipId, ...values } = merged;
    if (!(await repo.updateCertificate(tx, id, version, values))) throw staleVersion('Certificate');
    const after = await viewOf(tx, id);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'certificate',
      entityId: id,
      shipId: row.shipId,
      before,
      after,
    });
    return after;
  });
}
