import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ActivityCard } from '../../../../components/activity/ActivityCard';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { PageHeader } from '../../../../components/PageHeader';
import { PrintButton } from '../../../../components/print/PrintButton';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { useRequisition } from '../api/get-requisition';
import { DraftEditorCard } from './DraftEditorCard';
import { RequisitionActions } from './RequisitionActions';
import { UrgentChip } from './RequisitionChips';
import { RequisitionFactsCard } from './RequisitionFactsCard';
import { RequisitionLinesTable } from './RequisitionLinesTable';

/**
 * `/purchasing/requisition/:requisitionID`: the header, the lines (editable while DRAFT, with their
 * ordered / received / cancelled quantities after), the actions the user may take, and the shared Activity card (history, comments, files).
 */
export function RequisitionDetailPage() {
  const { requisitionID = '' } = useParams();
  const query = useRequisition(requisitionID);
  const [conflict, setConflict] = useState(false);
  const back = (
    <Tooltip title="Back to requisitions">
      <IconButton component={RouterLink} to="/purchasing/requisition" aria-label="Back to requisitions">
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
  if (query.isPending)
    return (
      <>
        <PageHeader before={back} title={<Skeleton width={320} />} subtitle={<Skeleton width={200} />} />
        <Skeleton variant="rounded" height={200} sx={{ borderRadius: '15px', mb: 3 }} />
        <Skeleton variant="rounded" height={280} sx={{ borderRadius: '15px' }} />
      </>
    );
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <>
        <PageHeader before={back} title="Requisition" />
        <Alert severity="error">
          {status === 404
            ? 'This requisition does not exist.'
            : status === 403
              ? 'This requisition belongs to a ship you have no access to.'
              : errorMessage(query.error)}
        </Alert>
      </>
    );
  }
  const r = query.data;
  const reload = async () => {
    await query.refetch();
    setConflict(false);
  };
  return (
    <>
      <PageHeader
        before={back}
        title={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
          >
            {r.number}
            {r.priority === 1 && <UrgentChip size="medium" />}
          </Box>
        }
        subtitle={`${r.title} · ${r.shipName}`}
        actions={
          <>
            <RequisitionActions r={r} onConflict={() => setConflict(true)} />
            <PrintButton to={`/purchasing/requisition/${r.id}/print`} />
          </>
        }
      />
      {conflict && (
        <ConflictAlert what="requisition" onReload={() => void reload()} reloading={query.isRefetching} />
      )}
      {r.state === 'DRAFT' && r.sentBackReason && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <AlertTitle>Sent back</AlertTitle>
          {r.sentBackReason}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        <RequisitionFactsCard r={r} />
        {r.state === 'DRAFT' ? (
          <DraftEditorCard key={r.version} r={r} onConflict={() => setConflict(true)} />
        ) : (
          <RequisitionLinesTable lines={r.lines} />
        )}
        <ActivityCard entity="requisition" id={r.id} />
      </Box>
    </>
  );
}
