import type { DocumentDetail, Revision } from '@keel/domain';
import { AcknowledgementReport } from './AcknowledgementReport';
import { DistributionCard } from './DistributionCard';
import { RevisionsCard } from './RevisionsCard';

/** What only the office sees of a document: revisions with their actions, acknowledgements, distribution. */
export function OfficeDocumentParts({
  document,
  effective,
  shownId,
  onShow,
  mayManage,
  mayApprove,
}: {
  document: DocumentDetail;
  effective: Revision | null;
  shownId: string | null;
  onShow: (id: string) => void;
  mayManage: boolean;
  mayApprove: boolean;
}) {
  return (
    <>
      <RevisionsCard
        document={document}
        shownId={shownId}
        onShow={onShow}
        mayManage={mayManage}
        mayApprove={mayApprove}
      />
      {effective && <AcknowledgementReport revision={effective} mayRemind={mayManage || mayApprove} />}
      <DistributionCard document={document} mayEdit={mayManage} />
    </>
  );
}
