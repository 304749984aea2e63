import { useState } from 'react';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import type { PurchaseOrderDetail } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useAccess } from '../../../../app/access/access-context';
import { useAuth } from '../../../../app/auth/auth-context';
import { ApiError } from '../../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { usePurchaseOrderBudget } from '../api/check-budget';
import { usePurchaseOrderStep, type PoStep } from '../api/transition-purchase-order';
import { PoEditDialog } from './PoEditDialog';
import { ReasonDialog } from './ReasonDialog';
import { SendDialog } from './SendDialog';
import { availablePoActions, type PoActionKey } from './po-actions';

const LABELS: Record<PoActionKey, string> = {
  edit: 'Edit',
  submit: 'Submit for approval',
  approve: 'Approve',
  sendBack: 'Send back',
  send: 'Send to vendor',
  confirmForVendor: 'Record confirmation',
  declineForVendor: 'Record decline',
  revert: 'Revert to draft',
  cancel: 'Cancel order',
};

const CONFIRMS: Partial<
  Record<PoActionKey, { step: PoStep; message: string; done: string; extra?: object }>
> = {
  submit: {
    step: 'submit',
    message: 'Submit this purchase order for approval?',
    done: 'Submitted for approval',
  },
  approve: { step: 'approve', message: 'Approve this purchase order?', done: 'Approval recorded' },
  confirmForVendor: {
    step: 'vendor-action',
    message: 'Record that the vendor confirmed this order (on their behalf)?',
    done: 'Confirmation recorded',
    extra: { response: 'CONFIRMED' },
  },
};

const REASONS: Partial<
  Record<
    PoActionKey,
    { step: PoStep; title: string; label: string; done: string; field: string; extra?: object }
  >
> = {
  sendBack: {
    step: 'send-back',
    title: 'Send back to draft',
    label: 'What must change?',
    done: 'Sent back',
    field: 'reason',
  },
  revert: {
    step: 'revert',
    title: 'Revert to draft as a new revision',
    label: 'Why is the order changed?',
    done: 'Reverted: a new revision is open',
    field: 'reason',
  },
  cancel: {
    step: 'cancel',
    title: 'Cancel purchase order',
    label: 'Why is it cancelled?',
    done: 'Order cancelled',
    field: 'reason',
  },
  declineForVendor: {
    step: 'vendor-action',
    title: 'Record the vendor’s decline',
    label: 'Reason the vendor gave',
    done: 'Decline recorded',
    field: 'reason',
    extra: { response: 'DECLINED' },
  },
};

/** The action buttons of an order by state and permission, each behind a confirm or reason dialog. */
export function PoActions({ po, onConflict }: { po: PurchaseOrderDetail; onConflict: () => void }) {
  const access = useAccess();
  const { user } = useAuth();
  const step = usePurchaseOrderStep(po.id);
  const [open, setOpen] = useState<PoActionKey | null>(null);
  const actions = availablePoActions(po, access, user?.id ?? null);
  const budget = usePurchaseOrderBudget(po.id, po.version, open === 'submit');
  const close = () => setOpen(null);
  const run = async (stepName: PoStep, body: Record<string, unknown>, done: string) => {
    try {
      await step.mutateAsync({ step: stepName, body: { version: po.version, ...body } });
      notifySuccess(done);
      close();
      return null;
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 409 &&
        error.message.includes('changed by someone else')
      ) {
        close();
        onConflict();
        return null;
      }
      if (error instanceof ApiError && error.status === 400) return error;
      notifyError(error);
      return null;
    }
  };
  if (actions.length === 0) return null;
  const confirm = open ? CONFIRMS[open] : undefined;
  const reason = open ? REASONS[open] : undefined;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {actions.map((a) => {
        const danger = a.key === 'cancel' || a.key === 'declineForVendor';
        const primary = ['submit', 'approve', 'send'].includes(a.key);
        const button = (
          <Button
            key={a.key}
            variant={primary ? 'contained' : 'outlined'}
            color={danger ? 'error' : primary ? 'primary' : 'inherit'}
            size="small"
            disabled={Boolean(a.disabledReason)}
            onClick={() => setOpen(a.key)}
            sx={
              danger
                ? (t) => ({ color: t.palette.mode === 'dark' ? t.palette.error.light : undefined })
                : undefined
            }
          >
            {LABELS[a.key]}
          </Button>
        );
        return a.disabledReason ? (
          <Tooltip key={a.key} title={a.disabledReason}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
      {confirm && (
        <ConfirmDialog
          open
          title={LABELS[open!]}
          type={open === 'submit' && budget.data?.warn ? 'warning' : 'confirm'}
          message={
            open === 'submit' ? (
              <SubmitBudgetMessage check={budget} text={confirm.message} />
            ) : (
              confirm.message
            )
          }
          confirmText={open === 'submit' && budget.data?.warn ? 'Submit anyway' : undefined}
          loading={step.isPending}
          onCancel={close}
          onConfirm={() => void run(confirm.step, { ...confirm.extra }, confirm.done)}
        />
      )}
      {reason && (
        <ReasonDialog
          title={reason.title}
          label={reason.label}
          danger={open === 'cancel'}
          loading={step.isPending}
          onClose={close}
          onSubmit={(text) => run(reason.step, { ...reason.extra, [reason.field]: text }, reason.done)}
        />
      )}
      {open === 'send' && (
        <SendDialog
          po={po}
          loading={step.isPending}
          onClose={close}
          onSubmit={(body) => run('send', body, `Sent to ${po.vendorName}`)}
        />
      )}
      {open === 'edit' && <PoEditDialog po={po} onClose={close} onConflict={onConflict} />}
    </Box>
  );
}

/** The submit confirmation with the budget check (spec: a PO that would exceed its budget warns first). */
function SubmitBudgetMessage({
  check,
  text,
}: {
  check: ReturnType<typeof usePurchaseOrderBudget>;
  text: string;
}) {
  if (check.isPending)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={16} /> Checking the budget…
      </Box>
    );
  if (check.isError || !check.data)
    return (
      <>
        <Alert severity="warning" sx={{ mb: 1 }}>
          The budget could not be checked.
        </Alert>
        {text}
      </>
    );
  return (
    <>
      <Alert severity={check.data.warn ? 'warning' : 'success'} sx={{ mb: 1 }}>
        {check.data.budgetLabel && (
          <Box component="strong" sx={{ display: 'block', fontWeight: 500 }}>
            Budget: {check.data.budgetLabel}
          </Box>
        )}
        {check.data.message}
      </Alert>
      {text}
    </>
  );
}
