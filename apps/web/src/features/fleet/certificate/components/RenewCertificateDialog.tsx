import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import {
  certificateTypeByCode,
  compareCalendarDates,
  isCalendarDate,
  newExpiryFor,
  renewalIssueBase,
  renewCertificateSchema,
  type CertificateView,
} from '@keel/domain';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { DateInput } from '../../../../components/DateInput';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { formatDate } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { certificateKeys } from '../api/certificate-keys';
import { useRenewCertificate } from '../api/renew-certificate';
import { uploadCertificateFile } from '../api/upload-certificate-file';
import { isStale } from './CertificateFormDialog';
import { FilePickField, fileProblem } from './FilePickField';

const today = () => new Date().toISOString().slice(0, 10);

/** What the new certificate's expiry will be, and why (the rule of packages/domain), or null. */
export function renewalPreview(
  old: Pick<CertificateView, 'expiryDate' | 'typeCode'>,
  renewalDate: string,
  validityYears: number | null,
): { expiry: string; fromOldExpiry: boolean } | null {
  if (!isCalendarDate(renewalDate)) return null;
  const years =
    validityYears ??
    (old.typeCode ? certificateTypeByCode(old.typeCode)?.defaultValidityYears : null) ??
    null;
  if (years === null) return null;
  const base = old.expiryDate ? renewalIssueBase(old.expiryDate, renewalDate) : renewalDate;
  return {
    expiry: newExpiryFor(base, years),
    fromOldExpiry: old.expiryDate !== null && compareCalendarDates(base, old.expiryDate) === 0,
  };
}

/** Renews a certificate: the new one is recorded and the old one superseded; a scan may go with it. */
export function RenewCertificateDialog({
  certificate,
  onClose,
}: {
  certificate: CertificateView;
  onClose: () => void;
}) {
  const renew = useRenewCertificate();
  const queryClient = useQueryClient();
  const form = useFormState({
    number: '',
    issuer: certificate.issuer,
    renewalDate: today(),
    expiryDate: '',
    validityYears: '',
    remarks: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const { values, setField, text, errors } = form;
  const years = values.validityYears ? Number(values.validityYears) : null;
  const preview = values.expiryDate ? null : renewalPreview(certificate, values.renewalDate, years);

  const save = () => {
    const body = form.validate(renewCertificateSchema, {
      version: certificate.version,
      number: values.number,
      issuer: values.issuer,
      renewalDate: values.renewalDate,
      ...(values.expiryDate ? { expiryDate: values.expiryDate } : {}),
      ...(years ? { validityYears: years } : {}),
      remarks: values.remarks.trim() || null,
    });
    const problem = file ? fileProblem(file) : null;
    setFileError(problem);
    if (!body || problem) return;
    renew.mutate(
      { id: certificate.id, body },
      {
        onSuccess: async (renewed) => {
          if (file)
            await uploadCertificateFile(renewed.id, renewed.version, file).catch((e: unknown) =>
              notifyError(e, 'The scan could not be stored'),
            );
          notifySuccess(
            `Renewed: ${renewed.number}, valid until ${formatDate(renewed.expiryDate) || 'no expiry'}`,
          );
          onClose();
        },
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
      title={`Renew ${certificate.name}`}
      onClose={onClose}
      onSave={save}
      saveText="Renew"
      loading={renew.isPending}
      maxWidth="sm"
    >
      {stale && (
        <ConflictAlert
          what="certificate"
          onReload={() => void queryClient.invalidateQueries({ queryKey: certificateKeys.all }).then(onClose)}
        />
      )}
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="New number" fullWidth autoFocus {...text('number')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput
            label="Renewal survey completed"
            name="renewalDate"
            value={values.renewalDate}
            onChange={(v) => setField('renewalDate', v)}
            error={errors.renewalDate}
          />
        </Grid>
        <Grid size={12}>
          <TextField label="Issued by" fullWidth {...text('issuer')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput
            label="Expiry date (optional)"
            name="expiryDate"
            value={values.expiryDate}
            onChange={(v) => setField('expiryDate', v)}
            error={errors.expiryDate}
            clearable
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            label="Validity"
            fullWidth
            {...text('validityYears')}
            disabled={Boolean(values.expiryDate)}
          >
            <MenuItem value="">Usual for the type</MenuItem>
            {[1, 2, 3, 4, 5].map((y) => (
              <MenuItem key={y} value={String(y)}>
                {y} year{y > 1 ? 's' : ''}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {preview && (
          <Grid size={12}>
            <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
              New certificate valid until <strong>{formatDate(preview.expiry)}</strong>
              {preview.fromOldExpiry
                ? ', counted from the old expiry (renewal within three months before it).'
                : ', counted from the renewal date.'}{' '}
              The current certificate will be marked superseded.
            </Alert>
          </Grid>
        )}
        <Grid size={12}>
          <TextField label="Remarks" fullWidth multiline minRows={2} {...text('remarks')} />
        </Grid>
        <Grid size={12}>
          <FilePickField
            file={file}
            onChange={(f) => (setFile(f), setFileError(f ? fileProblem(f) : null))}
            error={fileError}
          />
        </Grid>
      </Grid>
    </Dialog>
  );
}
