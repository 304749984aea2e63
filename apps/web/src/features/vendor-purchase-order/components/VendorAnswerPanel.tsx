import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { vendorDeclineSchema, vendorProposeDateSchema, type VendorPurchaseOrder } from '@keel/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DateInput } from '../../../components/DateInput';
import { Dialog } from '../../../components/Dialog';
import { errorMessage } from '../../../lib/api-error';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useAnswerVendorOrder } from '../api/answer-vendor-order';

type Open = 'confirm' | 'decline' | 'propose' | null;

/** What the vendor answered, once answered. */
function Answered({ order }: { order: VendorPurchaseOrder }) {
  if (order.vendorResponse === 'CONFIRMED' || order.state === 'CONFIRMED')
    return (
      <Alert severity="success">
        You confirmed this purchase order. Thank you — we look forward to the delivery.
      </Alert>
    );
  if (order.vendorResponse === 'DECLINED' || order.state === 'DECLINED')
    return <Alert severity="info">You declined this purchase order: {order.declineReason}</Alert>;
  return (
    <Alert severity="info">
      This purchase order can no longer be answered here ({order.state.toLowerCase().replace('_', ' ')}).
    </Alert>
  );
}

/** Confirm, Decline (with a reason) and Propose another date (with a note) while the order awaits an answer. */
export function VendorAnswerPanel({ order, token }: { order: VendorPurchaseOrder; token: string }) {
  const answer = useAnswerVendorOrder(token);
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setOpen(null);
    setErrors({});
  };
  const send = async (input: Parameters<typeof answer.mutateAsync>[0]) => {
    setFailure(null);
    try {
      await answer.mutateAsync(input);
      close();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return setErrors(fields);
      close();
      setFailure(errorMessage(error));
    }
  };
  const decline = () => {
    const parsed = vendorDeclineSchema.safeParse({ reason });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    void send({ kind: 'decline', body: parsed.data });
  };
  const propose = () => {
    const parsed = vendorProposeDateSchema.safeParse({ date, note });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    void send({ kind: 'propose-date', body: parsed.data });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '15px', display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Your answer
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {order.vendorResponse === 'PROPOSED_DATE' && order.vendorProposedDate && (
        <Alert severity="warning">
          You proposed delivery on {formatDate(order.vendorProposedDate)}: “{order.vendorNote}”. The buyer
          will come back to you; you may still confirm or decline the order as it stands.
        </Alert>
      )}
      {order.canRespond ? (
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            flexWrap: 'wrap',
            '& > button': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
          }}
        >
          <Button variant="contained" color="success" size="large" onClick={() => setOpen('confirm')}>
            Confirm order
          </Button>
          <Button
            variant="outlined"
            size="large"
            onClick={() => setOpen('propose')}
            sx={(t) =>
              t.palette.mode === 'dark'
                ? { color: t.palette.primary.light, borderColor: t.palette.primary.light }
                : {}
            }
          >
            Propose another date
          </Button>
          <Button
            variant="outlined"
            color="error"
            size="large"
            onClick={() => setOpen('decline')}
            sx={(t) =>
              t.palette.mode === 'dark'
                ? { color: t.palette.error.light, borderColor: t.palette.error.light }
                : {}
            }
          >
            Decline
          </Button>
        </Box>
      ) : (
        <Answered order={order} />
      )}
      {order.sentAt && (
        <Typography variant="caption" color="text.secondary">
          Sent to you {formatDateTime(order.sentAt)}.
        </Typography>
      )}
      <ConfirmDialog
        open={open === 'confirm'}
        title="Confirm purchase order"
        message={`You confirm ${order.number} for ${order.shipName} as shown, for delivery in the supply window.`}
        confirmText="Confirm"
        cancelText="Back"
        loading={answer.isPending}
        onCancel={close}
        onConfirm={() => void send({ kind: 'confirm', body: {} })}
      />
      <Dialog
        open={open === 'decline'}
        title="Decline purchase order"
        onClose={close}
        onSave={decline}
        saveText="Decline"
        loading={answer.isPending}
      >
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label="Why do you decline?"
          name="reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? ' '}
          sx={{ mt: 1 }}
        />
      </Dialog>
      <Dialog
        open={open === 'propose'}
        title="Propose another delivery date"
        onClose={close}
        onSave={propose}
        saveText="Send proposal"
        loading={answer.isPending}
      >
        <Box sx={{ mt: 1, width: 260, maxWidth: '100%' }}>
          <DateInput
            label="Delivery date you can make"
            name="date"
            value={date}
            onChange={setDate}
            error={errors.date}
          />
        </Box>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label="Note to the buyer"
          name="note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={Boolean(errors.note)}
          helperText={errors.note ?? ' '}
        />
      </Dialog>
    </Paper>
  );
}
