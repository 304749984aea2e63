import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { ActivityCard } from '../../../../components/activity/ActivityCard';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { DIALOG_TRANSITION_MS } from '../../../../components/Dialog';
import { errorMessage } from '../../../../lib/api-error';
import { notifyError } from '../../../../lib/notify';
import { useDownloadPurchaseOrderPdf } from '../api/download-pdf';
import { usePurchaseOrder } from '../api/get-purchase-order';
import { PoActions } from './PoActions';
import {
  ApprovalsSection,
  FactsSection,
  LinesSection,
  RevisionsSection,
  VendorSection,
} from './PoDetailSections';
import { PoStateChip } from './PoStateChip';

/** The large panel of one order (`?po=<id>`): header, facts, lines, totals, approvals, vendor answer, revisions. */
export function PurchaseOrderDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const po = usePurchaseOrder(id);
  const pdf = useDownloadPurchaseOrderPdf();
  const [conflict, setConflict] = useState(false);
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const data = po.data;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      transitionDuration={DIALOG_TRANSITION_MS}
      aria-labelledby="po-detail-title"
    >
      <DialogTitle
        id="po-detail-title"
        sx={{ pr: 7, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
      >
        <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
          {data?.number ?? 'Purchase order'}
        </Box>
        {data && (
          <>
            <Typography component="span" color="text.secondary">
              Revision {data.revision}
            </Typography>
            <PoStateChip state={data.state} size="medium" />
          </>
        )}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        {conflict && (
          <ConflictAlert
            what="purchase order"
            reloading={po.isRefetching}
            onReload={() => void po.refetch().then(() => setConflict(false))}
          />
        )}
        {po.isPending && <Skeleton variant="rounded" height={420} sx={{ borderRadius: '15px' }} />}
        {po.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void po.refetch()}>
                Retry
              </Button>
            }
          >
            {errorMessage(po.error)}
          </Alert>
        )}
        {data && (
          <>
            <Box
              sx={{
                display: 'flex',
                gap: 1,
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                alignItems: 'center',
              }}
            >
              <PoActions po={data} onConflict={() => setConflict(true)} />
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                startIcon={<PictureAsPdfOutlinedIcon />}
                loading={pdf.isPending}
                onClick={() =>
                  pdf.mutate({ id: data.id, number: data.number }, { onError: (e) => notifyError(e) })
                }
              >
                Download PDF
              </Button>
            </Box>
            {data.sendBackReason && data.state === 'DRAFT' && (
              <Alert severity="warning">Sent back: {data.sendBackReason}</Alert>
            )}
            {data.state === 'CANCELLED' && data.cancelReason && (
              <Alert severity="info">Cancelled: {data.cancelReason}</Alert>
            )}
            <FactsSection po={data} />
            <LinesSection po={data} />
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <ApprovalsSection po={data} />
              <VendorSection po={data} />
            </Box>
            <RevisionsSection po={data} />
            <ActivityCard entity="purchase_order" id={data.id} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
