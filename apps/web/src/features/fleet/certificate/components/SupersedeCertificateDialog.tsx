import { useState } from 'react';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { supersedeCertificateSchema, type CertificateView } from '@keel/domain';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { DateInput } from '../../../../components/DateInput';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { certificateKeys } from '../api/certificate-keys';
import { useCertificates } from '../api/list-certificates';
import { useSupersedeCertificate } from '../api/supersede-certificate';
import { isStale } from './CertificateFormDialog';

/** Marks a certificate superseded without a renewal, optionally by another certificate of the ship. */
export function SupersedeCertificateDialog({
  certificate,
  onClose,
}: {
  certificate: CertificateView;
  onClose: () => void;
}) {
  const supersede = useSupersedeCertificate();
  const queryClient = useQueryClient();
  const candidates = useCertificates({
    shipId: certificate.shipId,
    inForce: 'true',
    limit: 200,
    sort: 'name',
  });
  const form = useFormState({
    supersededAt: new Date().toISOString().slice(0, 10),
    supersededById: '',
    remarks: '',
  });
  const [stale, setStale] = useState(false);
  const others = (candidates.data?.data ?? []).filter((c) => c.id !== certificate.id);

  const save = () => {
    const body = form.validate(supersedeCertificateSchema, {
      version: certificate.version,
      supersededAt: form.values.supersededAt,
      supersededById: form.values.supersededById || null,
      remarks: form.values.remarks.trim() || null,
    });
    if (!body) return;
    supersede.mutate(
      { id: certificate.id, body },
      {
        onSuccess: (saved) => (notifySuccess(`Certificate ${saved.number} superseded`), onClose()),
        onError: (error) => {
          if (isStale(error)) setStale(true);
          else if (!form.applyServerError(error)) notifyError(error);
        },
      },
    );
  };

  return (
    <Dialog
      open
      title={`Supersede ${certificate.number}`}
      onClose={onClose}
      onSave={save}
      saveText="Supersede"
      loading={supersede.isPending}
    >
      {stale && (
        <ConflictAlert
          what="certificate"
          onReload={() => void queryClient.invalidateQueries({ queryKey: certificateKeys.all }).then(onClose)}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The certificate leaves the matrix and the due lists from this day. To record a renewal, use Renew
        instead.
      </Typography>
      <Grid container columnSpacing={2} rowSpacing={0.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput
            label="Superseded from"
            name="supersededAt"
            value={form.values.supersededAt}
            onChange={(v) => form.setField('supersededAt', v)}
            error={form.errors.supersededAt}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField select label="Replaced by (optional)" fullWidth {...form.text('supersededById')}>
            <MenuItem value="">None</MenuItem>
            {others.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name} · {c.number}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <TextField label="Reason" fullWidth multiline minRows={2} {...form.text('remarks')} />
        </Grid>
      </Grid>
    </Dialog>
  );
}
