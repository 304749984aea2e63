import {
  certificateState,
  type Certificate,
  type CertificateFile,
  type CertificateLeadTime,
  type CertificateTypeCode,
  type CertificateView,
} from '@keel/domain';
import type { CertificateFileRow, CertificateRow } from './certificate.repo';

/** Today as a UTC calendar day (`YYYY-MM-DD`): the day certificate states are derived for. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A file row in the API's shape (the storage key stays on the server). */
export function toFileView(file: NonNullable<CertificateRow['file']> | CertificateFileRow): CertificateFile {
  return {
    id: file.id,
    shipId: file.shipId,
    name: file.name,
    mime: file.mime,
    size: file.size,
    sha256: file.sha256,
    uploadedAt: file.uploadedAt.toISOString(),
    uploadedBy: 'uploadedByName' in file ? file.uploadedByName : null,
  };
}

/** A certificate row with its state derived for `today` by packages/domain. */
export function toCertificateView(row: CertificateRow, today: string): CertificateView {
  const status = certificateState({
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    hasSurveyWindows: row.hasSurveyWindows,
    extendedUntil: row.extendedUntil,
    supersededAt: row.supersededAt,
    supersededBy: row.supersededById,
    leadTimeDays: row.leadTimeDays as CertificateLeadTime,
    today,
  });
  const certificate: Certificate = {
    id: row.id,
    shipId: row.shipId,
    typeCode: row.typeCode as CertificateTypeCode | null,
    kind: row.kind as Certificate['kind'],
    name: row.name,
    number: row.number,
    issuer: row.issuer,
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    hasSurveyWindows: row.hasSurveyWindows,
    extendedUntil: row.extendedUntil,
    leadTimeDays: row.leadTimeDays as CertificateLeadTime,
    supersededAt: row.supersededAt,
    supersededById: row.supersededById,
    fileId: row.fileId,
    remarks: row.remarks,
    state: status.state,
    daysToExpiry: status.daysToExpiry,
    effectiveExpiry: status.effectiveExpiry,
    currentWindow: status.currentWindow,
    nextWindow: status.nextWindow,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
  return { ...certificate, shipName: row.shipName, file: row.file ? toFileView(row.file) : null };
}
