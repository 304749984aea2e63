import { reviewStatus, type DocumentDetail, type Revision, type RevisionState } from '@keel/domain';
import type { DocumentRow, RevisionListRow } from './document.repo';

const iso = (v: Date | string | null): string | null =>
  v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString();

/** A revision in the API's shape. */
export function toRevision(r: RevisionListRow): Revision {
  return {
    id: r.id,
    documentId: r.document_id,
    revision: r.revision,
    state: r.state as RevisionState,
    effectiveDate: r.effective_date,
    reviewDue: r.review_due,
    fileName: r.file_name,
    contentType: r.content_type,
    size: Number(r.size),
    sha256: r.sha256,
    changeNote: r.change_note,
    dcrId: r.dcr_id,
    textLength: Number(r.text_length),
    rejectionReason: r.rejection_reason,
    createdAt: iso(r.created_at)!,
    createdByName: r.created_by_name,
    approvedAt: iso(r.approved_at),
    approvedByName: r.approved_by_name,
    version: Number(r.version),
  };
}

/** A document with its revisions in the API's shape. */
export function toDocumentDetail(
  d: DocumentRow,
  ownerName: string | null,
  revisions: RevisionListRow[],
): DocumentDetail {
  return {
    id: d.id,
    number: d.number,
    title: d.title,
    chapterId: d.chapterId,
    ownerUserId: d.ownerUserId,
    ownerName,
    distribution: { allShips: d.allShips, shipIds: d.shipIds, shipFamilies: d.shipFamilies },
    ackRanks: d.ackRanks,
    reviewIntervalMonths: d.reviewIntervalMonths,
    sortOrder: d.sortOrder,
    version: d.version,
    revisions: revisions.map(toRevision),
  };
}

/** True when the review date has passed on `today`. */
export function overdue(reviewDue: string | null, today: string): boolean {
  return reviewStatus(reviewDue, today) === 'OVERDUE';
}
