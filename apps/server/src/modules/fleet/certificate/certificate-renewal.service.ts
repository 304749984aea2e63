import {
  certificateTypeByCode,
  compareCalendarDates,
  newExpiryFor,
  renewalIssueBase,
  type CertificateView,
  type RenewCertificate,
  type SupersedeCertificate,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { badRequest, conflict, staleVersion } from '../../../lib/http-error';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './certificate.repo';
import { toCertificateView, todayUtc } from './certificate-view';
import { assertFileOfShip, CERTIFICATES, loadCertificate, viewOf } from './certificate.service';

/** Whether a certificate was superseded already (possibly from a later day). */
function isSuperseded(row: repo.CertificateRow): boolean {
  return row.supersededAt !== null || row.supersededById !== null;
}

/** 409 for a certificate that was superseded already. */
function alreadySuperseded(row: repo.CertificateRow) {
  return conflict(
    `Certificate ${row.number} is SUPERSEDED; a superseded certificate cannot be renewed or superseded again`,
  );
}

/**
 * The expiry of a renewed certificate: the one given, else `validityYears` (or the type's usual
 * validity) counted from `renewalIssueBase` — the old expiry when the renewal survey was completed
 * within three months before it or later, else the completion date (SOLAS I/14). A certificate of no
 * standard type needs `validityYears` or `expiryDate`; one without expiry (IEE) stays without.
 */
export function renewedExpiry(old: repo.CertificateRow, body: RenewCertificate): string | null {
  if (body.expiryDate) return body.expiryDate;
  const type = old.typeCode ? certificateTypeByCode(old.typeCode) : undefined;
  if (old.expiryDate === null && body.validityYears === undefined) return null;
  const years = body.validityYears ?? type?.defaultValidityYears ?? null;
  if (years === null)
    throw badRequest('validityYears', 'is required to renew a certificate of no standard type');
  const base = old.expiryDate ? renewalIssueBase(old.expiryDate, body.renewalDate) : body.renewalDate;
  return newExpiryFor(base, years);
}

/**
 * `POST /certificates/:id/renew`: records the renewed certificate (issued on `renewalDate`) and marks
 * the old one SUPERSEDED from that day, in one transaction; both changes are audited. Answers the new
 * certificate.
 */
export async function renewCertificate(
  db: Db,
  actor: Actor,
  id: string,
  body: RenewCertificate,
): Promise<CertificateView> {
  assertSidebar(actor, [CERTIFICATES]);
  return db.transaction(async (tx) => {
    const old = await loadCertificate(tx, actor, id, true);
    if (old.version !== body.version) throw staleVersion('Certificate');
    const today = todayUtc();
    const before = toCertificateView(old, today);
    if (isSuperseded(old)) throw alreadySuperseded(old);
    if (compareCalendarDates(body.renewalDate, old.issueDate) <= 0)
      throw badRequest('renewalDate', `must be after the current certificate's issue date ${old.issueDate}`);
    const expiryDate = renewedExpiry(old, body);
    if (expiryDate !== null && compareCalendarDates(expiryDate, body.renewalDate) <= 0)
      throw badRequest('expiryDate', 'must be after renewalDate');
    await assertFileOfShip(tx, body.fileId, old.shipId);

    const newId = await repo.insertCertificate(tx, {
      shipId: old.shipId,
      typeCode: old.typeCode,
      kind: old.kind,
      name: old.name,
      number: body.number,
      issuer: body.issuer,
      issueDate: body.renewalDate,
      expiryDate,
      hasSurveyWindows: old.hasSurveyWindows,
      extendedUntil: null,
      leadTimeDays: old.leadTimeDays,
      supersededAt: null,
      supersededById: null,
      fileId: body.fileId,
      remarks: body.remarks,
    });
    const updated = await repo.updateCertificate(tx, id, body.version, {
      supersededAt: body.renewalDate,
      supersededById: newId,
    });
    if (!updated) throw staleVersion('Certificate');
    const renewed = await viewOf(tx, newId);
    const shipId = old.shipId;
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'certificate',
      entityId: newId,
      shipId,
      after: renewed,
    });
    await recordAudit(tx, actor, {
      action: 'renew',
      entity: 'certificate',
      entityId: id,
      shipId,
      before,
      after: await viewOf(tx, id),
    });
    return renewed;
  });
}

/**
 * `POST /certificates/:id/supersede`: marks a certificate SUPERSEDED from `supersededAt`, optionally
 * by another certificate of the same ship, without recording a renewal.
 */
export async function supersedeCertificate(
  db: Db,
  actor: Actor,
  id: string,
  body: SupersedeCertificate,
): Promise<CertificateView> {
  assertSidebar(actor, [CERTIFICATES]);
  return db.transaction(async (tx) => {
    const row = await loadCertificate(tx, actor, id, true);
    if (row.version !== body.version) throw staleVersion('Certificate');
    const before = toCertificateView(row, todayUtc());
    if (isSuperseded(row)) throw alreadySuperseded(row);
    if (body.supersededById !== null) {
      if (body.supersededById === id)
        throw badRequest('supersededById', 'a certificate cannot supersede itself');
      const by = await repo.findCertificate(tx, body.supersededById);
      if (!by || by.shipId !== row.shipId)
        throw badRequest('supersededById', 'no such certificate on this ship');
    }
    if (compareCalendarDates(body.supersededAt, row.issueDate) < 0)
      throw badRequest('supersededAt', `must not be before the issue date ${row.issueDate}`);
    const values = {
      supersededAt: body.supersededAt,
      supersededById: body.supersededById,
      ...(body.remarks !== null ? { remarks: body.remarks } : {}),
    };
    if (!(await repo.updateCertificate(tx, id, body.version, values))) throw staleVersion('Certificate');
    const after = await viewOf(tx, id);
    await recordAudit(tx, actor, {
      action: 'supersede',
      entity: 'certificate',
      entityId: id,
      shipId: row.shipId,
      before,
      after,
    });
    return after;
  });
}
