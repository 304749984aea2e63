import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { can, type DmsTreeNode, type Revision } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { Card } from '../../../../components/Card';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { errorMessage } from '../../../../lib/api-error';
import { useDmsDocument } from '../../api/get-document';
import { useShipEffective } from '../../api/ship-effective';
import { AcknowledgeButton } from './AcknowledgeButton';
import { DocumentFacts } from './DocumentFacts';
import { DocumentActivity } from './DocumentActivity';
import { RevisionFileCard } from './RevisionFileCard';
import { LoadingWheel as Loading } from '../../../../components/LoadingWheel';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';

// The office's parts (revisions and upload, acknowledgements, distribution) load only for office users:
// a ship's first screen stays small over a satellite link (docs/dms-web.md).
const OfficeDocumentParts = lazy(() =>
  import('./OfficeDocumentParts').then((m) => ({ default: m.OfficeDocumentParts })),
);
const DocumentDialog = lazy(() => import('./DocumentDialog').then((m) => ({ default: m.DocumentDialog })));

/**
 * One document: its facts, the chosen revision's file (PDFs shown in the page), the revisions with their
 * state actions, the distribution and the acknowledgement report (office), or the Acknowledge button
 * (a ship user), and the activity panel.
 */
export function DocumentPane({
  documentId,
  node,
  shipMode,
  shipId,
}: {
  documentId: string;
  node: DmsTreeNode | null;
  shipMode: boolean;
  shipId: string | null;
}) {
  const access = useAccess();
  const doc = useDmsDocument(documentId);
  const effectiveList = useShipEffective(shipMode ? shipId : null);
  const [shownId, setShownId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  if (doc.isPending) return <LoadingWheel label="Loading the document" />;
  if (doc.isError)
    return (
      <Card title="Document" showOwner={false}>
        <Typography color="error" role="alert">
          {errorMessage(doc.error)}
        </Typography>
        <Button onClick={() => void doc.refetch()} sx={{ mt: 1 }}>
          Retry
        </Button>
      </Card>
    );
  const d = doc.data;
  const effective = d.revisions.find((r) => r.state === 'EFFECTIVE') ?? null;
  const shown: Revision | null =
    d.revisions.find((r) => r.id === shownId) ?? effective ?? d.revisions[0] ?? null;
  const mayManage = !shipMode && can(access, ['manage_documents']);
  const mayApprove = !shipMode && can(access, ['approve_documents']);
  const mine = effectiveList.data?.find((e) => e.documentId === d.id) ?? null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DocumentFacts
        document={d}
        effective={effective}
        reviewOverdue={node?.effective?.reviewOverdue ?? false}
        action={
          shipMode && effective && shipId ? (
            <AcknowledgeButton
              revision={effective}
              documentNumber={d.number}
              shipId={shipId}
              acknowledged={mine?.acknowledgedByMe ?? node?.acknowledgedByMe ?? false}
              required={mine?.ackRequiredOfMe ?? true}
            />
          ) : mayManage ? (
            <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              Edit details
            </Button>
          ) : undefined
        }
      />
      {shown ? (
        <RevisionFileCard key={shown.id} revision={shown} documentNumber={d.number} keepOffline={shipMode} />
      ) : (
        <Card title="File" showOwner={false}>
          <Typography color="text.secondary">
            No revision yet.{mayManage ? ' Upload the first one under Revisions.' : ''}
          </Typography>
        </Card>
      )}
      {!shipMode && (
        <Suspense fallback={<Loading label="Loading the revisions" />}>
          <OfficeDocumentParts
            document={d}
            effective={effective}
            shownId={shown?.id ?? null}
            onShow={setShownId}
            mayManage={mayManage}
            mayApprove={mayApprove}
          />
        </Suspense>
      )}
      <DocumentActivity documentId={d.id} />
      {editing && (
        <Suspense fallback={null}>
          <DocumentDialog open document={d} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Box>
  );
}
