import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { routeWithParams, type DeliveryDetail } from '@keel/domain';
import { ActivityCard } from '../../../../components/activity/ActivityCard';
import { Card } from '../../../../components/Card';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { PageHeader } from '../../../../components/PageHeader';
import { PrintButton } from '../../../../components/print/PrintButton';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { useDelivery } from '../api/get-delivery';
import { DeliveryActions } from './DeliveryActions';
import { DeliveryLinesCard } from './DeliveryLinesCard';
import { DeliveryStateChip } from './DeliveryStateChip';
import { STATE_LABEL, routeOf, windowLabel } from './delivery-format';

const deliveryLink = (id: string, text: string) => (
  <Link component={RouterLink} to={routeWithParams('/purchasing/delivery/:deliveryID', { deliveryID: id })}>
    {text}
  </Link>
);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children || '—'}
      </Typography>
    </Grid>
  );
}

function DetailsCard({ d }: { d: DeliveryDetail }) {
  return (
    <Card title="Details" showOwner={false} showIcon={false}>
      <Grid container spacing={2}>
        <Field label="Route">{routeOf(d)}</Field>
        <Field label="Purchase order">
          {d.purchaseOrderNumber
            ? `${d.purchaseOrderNumber}${d.vendorName ? ` · ${d.vendorName}` : ''}`
            : 'Unassigned'}
        </Field>
        {d.sourceDeliveryId && (
          <Field label="Transfer of">
            {deliveryLink(d.sourceDeliveryId, d.sourceDeliveryNumber ?? 'delivery')}
          </Field>
        )}
        <Field label="Port">{d.port}</Field>
        <Field label="Agent">{d.agentName}</Field>
        <Field label="Supply window">{d.supplyWindow ? windowLabel(d.supplyWindow) : null}</Field>
        <Field label="ETA">{formatDate(d.eta)}</Field>
        <Field label="Tracking number">{d.trackingNumber}</Field>
        {d.senderName && <Field label="Sender">{d.senderName}</Field>}
        <Field label="Received">
          {d.receivedAt ? `${formatDateTime(d.receivedAt)} by ${d.receivedByName ?? '—'}` : null}
        </Field>
        {d.cancelReason && <Field label="Cancelled because">{d.cancelReason}</Field>}
        {d.notes && <Field label="Notes">{d.notes}</Field>}
        {d.transfers.length > 0 && (
          <Field label="Transfers">
            {d.transfers.map((t, i) => (
              <span key={t.id}>
                {i > 0 && ', '}
                {deliveryLink(t.id, `${t.number} (${STATE_LABEL[t.state]})`)}
              </span>
            ))}
          </Field>
        )}
      </Grid>
    </Card>
  );
}

/** `/purchasing/delivery/:deliveryID`: a delivery with its lines, receipt, transfers and reports. */
export function DeliveryDetailPage() {
  const { deliveryID = '' } = useParams();
  const delivery = useDelivery(deliveryID);
  const [conflict, setConflict] = useState(false);
  const backTo =
    delivery.data?.kind === 'unassigned' ? '/purchasing/unassignedDelivery' : '/purchasing/delivery';
  const back = (
    <Tooltip title="Back to the list">
      <IconButton component={RouterLink} to={backTo} aria-label="Back to the list">
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
  if (delivery.isPending)
    return (
      <>
        <PageHeader before={back} title={<Skeleton width={260} />} subtitle={<Skeleton width={200} />} />
        <Skeleton variant="rounded" height={320} sx={{ borderRadius: '15px' }} />
      </>
    );
  if (delivery.isError) {
    const status = delivery.error instanceof ApiError ? delivery.error.status : 0;
    return (
      <>
        <PageHeader before={back} title="Delivery" />
        <Alert severity="error">
          {status === 404
            ? 'This delivery does not exist.'
            : status === 403
              ? 'This delivery belongs to a ship you have no access to.'
              : errorMessage(delivery.error)}
        </Alert>
      </>
    );
  }
  const d = delivery.data;
  return (
    <>
      <PageHeader
        before={back}
        title={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
          >
            {d.number} <DeliveryStateChip state={d.state} />
          </Box>
        }
        subtitle={`${d.shipName} · ${d.kind === 'transfer' ? 'Transfer' : d.kind === 'unassigned' ? 'Unassigned goods' : 'From the vendor'} · ${routeOf(d)}`}
        actions={<PrintButton to={`/purchasing/delivery/${d.id}/print`} />}
      />
      {conflict && (
        <ConflictAlert
          what="delivery"
          reloading={delivery.isRefetching}
          onReload={() => void delivery.refetch().then(() => setConflict(false))}
        />
      )}
      <Box sx={{ mb: 2 }}>
        <DeliveryActions key={d.version} delivery={d} onConflict={() => setConflict(true)} />
      </Box>
      {d.discrepancyReport && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="discrepancy-report">
          <AlertTitle>Discrepancy report</AlertTitle>
          {d.discrepancyReport}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <DetailsCard d={d} />
        <DeliveryLinesCard delivery={d} />
        <ActivityCard entity="delivery" id={d.id} />
      </Box>
    </>
  );
}
