import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  APPLIANCE_TYPES,
  APPLIANCE_TYPE_LABELS,
  createApplianceTargetSchema,
  updateApplianceTargetSchema,
  type ApplianceTarget,
} from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useCreateTarget } from '../api/create-target';
import { useDeleteTarget } from '../api/delete-target';
import { useUpdateTarget } from '../api/update-target';

/**
 * Sets a target version for an appliance type, optionally for one maker or one maker and model; an
 * existing target changes only its version and notes (or is deleted). 409 → `onConflict`.
 */
export function TargetDialog({
  target,
  onClose,
  onConflict,
}: {
  target: ApplianceTarget | null;
  onClose: () => void;
  onConflict: () => void;
}) {
  const form = useFormState<Record<string, unknown>>({
    type: target?.type ?? '',
    maker: target?.maker ?? '',
    model: target?.model ?? '',
    targetVersion: target?.targetVersion ?? '',
    notes: target?.notes ?? '',
  });
  const create = useCreateTarget();
  const update = useUpdateTarget(target?.id ?? '');
  const remove = useDeleteTarget(target?.id ?? '');
  const [deleting, setDeleting] = useState(false);
  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict && /changed by someone else/.test(error.message)) {
      onClose();
      onConflict();
    } else if (!form.applyServerError(error)) notifyError(error);
  };
  const done = (message: string) => () => {
    notifySuccess(message);
    onClose();
  };
  const save = () => {
    if (!target) {
      const body = form.validate(createApplianceTargetSchema, form.values);
      if (body) create.mutate(body, { onSuccess: done('Target set'), onError: fail });
      return;
    }
    const body = form.validate(updateApplianceTargetSchema, {
      version: target.version,
      targetVersion: form.values.targetVersion,
      notes: form.values.notes,
    });
    if (body) update.mutate(body, { onSuccess: done('Target saved'), onError: fail });
  };
  const t = (key: string) => form.text(key);
  return (
    <Dialog
      dirty={form.dirty}
      open
      title={target ? 'Edit target' : 'Set target version'}
      onClose={onClose}
      onSave={save}
      saveText={target ? 'Save' : 'Set target'}
      loading={create.isPending || update.isPending}
      extraActions={
        target && (
          <Button color="error" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        )
      }
    >
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={12}>
          <TextField select label="Appliance type" fullWidth disabled={Boolean(target)} {...t('type')}>
            {APPLIANCE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {APPLIANCE_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Maker (optional)" fullWidth disabled={Boolean(target)} {...t('maker')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Model (optional)" fullWidth disabled={Boolean(target)} {...t('model')} />
        </Grid>
        <Grid size={12}>
          <TextField label="Target version" placeholder="02.01.06" fullWidth {...t('targetVersion')} />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Notes"
            placeholder="Why this version (maker bulletin, class requirement…)"
            fullWidth
            multiline
            minRows={2}
            {...t('notes')}
          />
        </Grid>
      </Grid>
      {target && (
        <ConfirmDialog
          open={deleting}
          type="delete"
          title="Delete target"
          message="Delete this target? Appliances it governs fall back to a broader target, or to none."
          confirmText="Delete"
          cancelText="Cancel"
          loading={remove.isPending}
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(target.version, {
              onSuccess: done('Target deleted'),
              onError: fail,
              onSettled: () => setDeleting(false),
            })
          }
        />
      )}
    </Dialog>
  );
}
