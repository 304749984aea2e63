import {
  CERTIFICATE_DUE_HORIZONS,
  addCalendarDays,
  certificateMatrixColumns,
  countCertificateStates,
  fallsDueWithin,
  matrixColumnKey,
  pickMatrixCertificate,
  summariseDue,
  type CertificateDueItem,
  type CertificateMatrixColumn,
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
  columns: readonly CertificateMatrixColumn[],
  within: number | undefined,
): CertificateMatrixRow {
  const byColumn = new Map<string, CertificateView[]>();
  for (const v of views) {
    const key = matrixColumnKey(v);
    byColumn.set(key, [...(byColumn.get(key) ?? []), v]);
  }
  const cells: CertificateMatrixCell[] = [];
  for (const column of columns) {
    const picked = pickMatrixCertificate(byColumn.get(column.key) ?? []);
    if (!picked) continue;
    cells.push({
      column: column.key,
      typeCode: picked.typeCode,
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
 * `GET /certificates/matrix`: the actor's ships (by name, paged) × the standard certificate types and
 * one column per name of the certificates of no standard type the listed ships hold (across all pages).
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
  const listed =
    within === undefined
      ? ships
      : ships.filter((s) => (byShip.get(s.id) ?? []).some((v) => fallsDueWithin(v, within)));
  const columns = certificateMatrixColumns(listed.flatMap((s) => byShip.get(s.id) ?? []));
  const rows = listed.map((s) => matrixRow(s, byShip.get(s.id) ?? [], columns, within));
  if (sort.desc) rows.reverse();
  return {
    data: rows.slice(query.offset, query.offset + query.limit),
    page: { total: rows.length, offset: query.offset, limit: query.limit },
    columns,
  };
}

/** The horizon the due list reads up to: its own, and at least the summary's longest (90 days). */
const SUMMARY_HORIZON_DAYS = Math.max(...CERTIFICATE_DUE_HORIZONS);

/**
 * The views of the certificates of these ships that fall due within `horizonDays` (or have expired),
 * most urgent first: SQL reads only those (certificate.repo.ts `selectDueCertificates`), the domain
 * derives their state.
 */
async function dueViews(
  db: Db,
  filter: { shipIds: readonly string[] | null; shipId?: string },
  horizonDays: number,
): Promise<CertificateView[]> {
  const today = todayUtc();
  const rows = await repo.selectDueCertificates(db, filter, today, addCalendarDays(today, horizonDays));
  return rows
    .map((r) => toCertificateView(r, today))
    .sort((a, b) => a.daysToExpiry! - b.daysToExpiry! || a.shipName.localeCompare(b.shipName));
}

function dueItem(v: CertificateView): CertificateDueItem {
  return {
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
  };
}

function dueFilter(actor: Actor, shipId: string | undefined) {
  assertSidebar(actor, [CERTIFICATES]);
  if (shipId) assertShipInScope(actor, shipId);
  return { shipIds: shipFilter(actor), ...(shipId ? { shipId } : {}) };
}

/**
 * `GET /certificates/due`: certificates in force of the actor's ships that expire within 30, 60 or
 * 90 days or have expired, most urgent first, with the count of each horizon (the dashboard card).
 * Reads only the certificates that can fall due within the longer of `withinDays` and 90 days.
 */
export async function dueCertificates(db: Db, actor: Actor, query: CertificateDueQuery) {
  const filter = dueFilter(actor, query.shipId);
  const views = await dueViews(db, filter, Math.max(query.withinDays, SUMMARY_HORIZON_DAYS));
  const due = views.filter((v) => fallsDueWithin(v, query.withinDays));
  return {
    data: due.slice(query.offset, query.offset + query.limit).map(dueItem),
    page: { total: due.length, offset: query.offset, limit: query.limit },
    summary: summariseDue(views),
  };
}

/**
 * A page of the certificates in force of the actor's ships that expire within `withinDays` days or
 * have expired (as `dueCertificates`, without the summary): for the work queue. Reads only those.
 */
export async function dueCertificatePage(
  db: Db,
  actor: Actor,
  query: { withinDays: number; offset: number; limit: number },
): Promise<{ data: CertificateDueItem[]; total: number }> {
  const views = await dueViews(db, dueFilter(actor, undefined), query.withinDays);
  const due = views.filter((v) => fallsDueWithin(v, query.withinDays));
  return { data: due.slice(query.offset, query.offset + query.limit).map(dueItem), total: due.length };
}

/**
 * How many certificates in force of the actor's ships expire within `withinDays` days or have
 * expired: the total of `dueCertificates`, counted in SQL without reading a certificate.
 */
export async function dueCertificateCount(db: Db, actor: Actor, withinDays: number): Promise<number> {
  const today = todayUtc();
  return repo.countDueCertificates(
    db,
    dueFilter(actor, undefined),
    today,
    addCalendarDays(today, withinDays),
  );
}
