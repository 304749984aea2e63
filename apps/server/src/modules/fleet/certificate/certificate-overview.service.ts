import {
  CERTIFICATE_TYPES,
  countCertificateStates,
  fallsDueWithin,
  pickMatrixCertificate,
  summariseDue,
  type CertificateDueItem,
  type CertificateDueQuery,
  type CertificateMatrixCell,
  type CertificateMatrixQuery,
  type CertificateMatrixRow,
  type CertificateView,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { containsPattern, sortOf } from '../../../lib/list-query';
import { assertShipInScope, assertSidebar, shipFilter, type Actor } from '../../access/access.service';
import * as repo from './certificate.repo';
import { toCertificateView, todayUtc } from './certificate-view';
import { CERTIFICATES } from './certificate.service';

/** The derived views of every certificate of these ships (states computed by packages/domain). */
async function viewsOf(
  db: Db,
  shipIds: readonly string[] | null,
  shipId?: string,
): Promise<CertificateView[]> {
  const { rows } = await repo.selectCertificates(
    db,
    { shipIds, ...(shipId ? { shipId } : {}) },
    { field: 'expiryDate', desc: false },
  );
  const today = todayUtc();
  return rows.map((r) => toCertificateView(r, today));
}

function matrixRow(
  ship: { id: string; name: string; imo: string; family: string | null },
  views: CertificateView[],
  within: number | undefined,
): CertificateMatrixRow {
  const cells: CertificateMatrixCell[] = [];
  for (const type of CERTIFICATE_TYPES) {
    const picked = pickMatrixCertificate(views.filter((v) => v.typeCode === type.code));
    if (!picked) continue;
    cells.push({
      typeCode: type.code,
      certificateId: picked.id,
      number: picked.number,
      state: picked.state,
      expiryDate: picked.expiryDate,
      effectiveExpiry: picked.effectiveExpiry,
      daysToExpiry: picked.daysToExpiry,
      matches: within === undefined || fallsDueWithin(picked, within),
    });
  }
  return {
    shipId: ship.id,
    shipName: ship.name,
    imo: ship.imo,
    family: ship.family,
    cells,
    otherCount: views.filter((v) => v.typeCode === null && v.state !== 'SUPERSEDED').length,
    counts: countCertificateStates(views.map((v) => v.state)),
  };
}

/**
 * `GET /certificates/matrix`: the actor's ships (by name, paged) × the standard certificate types.
 * With `expiringWithinDays`, only ships holding a certificate in force that expires within that many
 * days (or has expired) are listed, and each cell says whether it is one of them.
 */
export async function certificateMatrix(db: Db, actor: Actor, query: CertificateMatrixQuery) {
  assertSidebar(actor, [CERTIFICATES]);
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const sort = sortOf(query.sort, ['name'] as const, 'name');
  const scope = shipFilter(actor);
  const ships = await repo.selectMatrixShips(db, {
    shipIds: query.shipId ? [query.shipId] : scope,
    ...(query.family ? { family: query.family } : {}),
    ...(query.q ? { pattern: containsPattern(query.q) } : {}),
  });
  const views = ships.length
    ? await viewsOf(
        db,
        ships.map((s) => s.id),
      )
    : [];
  const byShip = new Map<string, CertificateView[]>();
  for (const v of views) byShip.set(v.shipId, [...(byShip.get(v.shipId) ?? []), v]);
  const within = query.expiringWithinDays;
  let rows = ships.map((s) => matrixRow(s, byShip.get(s.id) ?? [], within));
  if (within !== undefined)
    rows = rows.filter((r) => (byShip.get(r.shipId) ?? []).some((v) => fallsDueWithin(v, within)));
  if (sort.desc) rows.reverse();
  return {
    data: rows.slice(query.offset, query.offset + query.limit),
    page: { total: rows.length, offset: query.offset, limit: query.limit },
  };
}

/**
 * `GET /certificates/due`: certificates in force of the actor's ships that expire within 30, 60 or
 * 90 days or have expired, most urgent first, with the count of each horizon (the dashboard card).
 */
export async function dueCertificates(db: Db, actor: Actor, query: CertificateDueQuery) {
  assertSidebar(actor, [CERTIFICATES]);
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const views = await viewsOf(db, shipFilter(actor), query.shipId);
  const due = views
    .filter((v) => fallsDueWithin(v, query.withinDays))
    .sort((a, b) => a.daysToExpiry! - b.daysToExpiry! || a.shipName.localeCompare(b.shipName));
  const data: CertificateDueItem[] = due.slice(query.offset, query.offset + query.limit).map((v) => ({
    id: v.id,
    shipId: v.shipId,
    shipName: v.shipName,
    typeCode: v.typeCode,
    name: v.name,
    number: v.number,
    issuer: v.issuer,
    expiryDate: v.expiryDate,
    effectiveExpiry: v.effectiveExpiry,
    daysToExpiry: v.daysToExpiry!,
    state: v.state,
  }));
  return {
    data,
    page: { total: due.length, offset: query.offset, limit: query.limit },
    summary: summariseDue(views),
  };
}
