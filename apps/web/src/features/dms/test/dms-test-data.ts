import type { DmsTreeNode, DocumentDetail, EffectiveDocument, Revision } from '@keel/domain';
import { SHIP_A } from '../../../test/fixtures';

/** Ids of the test manual (valid v4 UUIDs, as the schemas ask). */
export const IDS = {
  chapter1: 'c1000000-0000-4000-8000-000000000001',
  chapter2: 'c1000000-0000-4000-8000-000000000002',
  policy: 'd1000000-0000-4000-8000-000000000001',
  alcohol: 'd1000000-0000-4000-8000-000000000002',
  authority: 'd1000000-0000-4000-8000-000000000003',
  rev1: 'e1000000-0000-4000-8000-000000000001',
  rev2: 'e1000000-0000-4000-8000-000000000002',
  dcr: 'f1000000-0000-4000-8000-000000000001',
};

const effective = (revisionId: string, revision: string, overdue = false) => ({
  revisionId,
  revision,
  effectiveDate: '2026-01-15',
  reviewDue: overdue ? '2026-02-01' : '2027-01-15',
  reviewOverdue: overdue,
  fileName: 'policy.pdf',
  contentType: 'application/pdf',
  sha256: 'a'.repeat(64),
});

/** Two chapters, three documents; 2.1 is overdue for review. */
export function aTree(acknowledged?: boolean): DmsTreeNode[] {
  const ack = acknowledged === undefined ? {} : { acknowledgedByMe: acknowledged };
  return [
    {
      id: IDS.chapter1,
      kind: 'chapter',
      parentId: null,
      number: '1',
      title: 'Company policy',
      sortOrder: 1,
      effective: null,
      openRevision: null,
    },
    {
      id: IDS.chapter2,
      kind: 'chapter',
      parentId: null,
      number: '2',
      title: "Master's responsibility",
      sortOrder: 2,
      effective: null,
      openRevision: null,
    },
    {
      id: IDS.policy,
      kind: 'document',
      parentId: IDS.chapter1,
      number: '1.1',
      title: 'Safety and environmental policy',
      sortOrder: 1,
      effective: effective(IDS.rev2, '2'),
      openRevision: null,
      ...ack,
    },
    {
      id: IDS.alcohol,
      kind: 'document',
      parentId: IDS.chapter1,
      number: '1.2',
      title: 'Drug and alcohol policy',
      sortOrder: 2,
      effective: effective(IDS.rev1, '1'),
      openRevision: null,
    },
    {
      id: IDS.authority,
      kind: 'document',
      parentId: IDS.chapter2,
      number: '2.1',
      title: "Master's overriding authority",
      sortOrder: 1,
      effective: effective(IDS.rev1, '1', true),
      openRevision: null,
    },
  ];
}

/** A revision of the policy document. */
export function aRevision(over: Partial<Revision> = {}): Revision {
  return {
    id: IDS.rev2,
    documentId: IDS.policy,
    revision: '2',
    state: 'EFFECTIVE',
    effectiveDate: '2026-01-15',
    reviewDue: '2027-01-15',
    fileName: 'policy-rev2.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 20480,
    sha256: 'b'.repeat(64),
    changeNote: 'Annual review',
    dcrId: null,
    textLength: 1200,
    rejectionReason: null,
    createdAt: '2026-01-10T08:00:00.000Z',
    createdByName: 'Ada Admin',
    approvedAt: '2026-01-12T08:00:00.000Z',
    approvedByName: 'Ada Admin',
    version: 3,
    ...over,
  };
}

/** The policy document with its effective revision 2 and superseded revision 1. */
export function aDocument(revisions: Revision[] = [aRevision()]): DocumentDetail {
  return {
    id: IDS.policy,
    number: '1.1',
    title: 'Safety and environmental policy',
    chapterId: IDS.chapter1,
    ownerUserId: null,
    ownerName: 'Ada Admin',
    distribution: { allShips: true, shipIds: [], shipFamilies: [] },
    ackRanks: [],
    reviewIntervalMonths: 12,
    sortOrder: 1,
    version: 1,
    revisions,
  };
}

/** The ship's row of the policy for the master. */
export function anEffectiveRow(acknowledged: boolean): EffectiveDocument {
  return {
    documentId: IDS.policy,
    chapterId: IDS.chapter1,
    number: '1.1',
    title: 'Safety and environmental policy',
    revisionId: IDS.rev2,
    revision: '2',
    effectiveDate: '2026-01-15',
    reviewDue: '2027-01-15',
    fileName: 'policy-rev2.docx',
    contentType: aRevision().contentType,
    size: 20480,
    sha256: 'b'.repeat(64),
    acknowledgedByMe: acknowledged,
    ackRequiredOfMe: true,
  };
}

export { SHIP_A };
