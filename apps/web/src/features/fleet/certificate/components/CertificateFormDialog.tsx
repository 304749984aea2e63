import { useState, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { createCertificateSchema, updateCertificateSchema, type CertificateView } from '@keel/domain';
import { ActivityCard } from '../../../../components/activity/ActivityCard';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { Dialog } from '../../../../components/Dialog';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { formatDateTime } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { certificateKeys } from '../api/certificate-keys';
import { certificateQuery } from '../api/get-certificate';
import { useCreateCertificate, useUpdateCertificate } from '../api/save-certificate';
import { uploadCertificateFile } from '../api/upload-certificate-file';
import {
  certificateFields,
  certificateValues,
  changedFields,
  emptyCertificateValues,
} from './certificate-form';
import { CertificateFields } from './CertificateFields';
import { CertificateStateChip } from './CertificateStateChip';
import { FilePickField, fileProblem } from './FilePickField';

/** True for a 409 stale-version answer (not a refused transition). */
export function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.isConflict && /changed by someone else/.test(error.message);
}

/** Adds a certificate to `shipId`, with an optional scan uploaded right after. */
export function CreateCertificateDialog({ shipId, onClose }: { shipId: string; onClose: () => void }) {
  const form = useFormState(emptyCertificateValues());
  const create = useCreateCertificate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const save = () => {
    const body = form.validate(createCertificateSchema, { shipId, ...certificateFields(form.values) });
    const problem = file ? fileProblem(file) : null;
    setFileError(problem);
    if (!body || problem) return;
    create.mutate(body, {
      onSuccess: async (created) => {
        if (file) {
          setUploading(true);
          try {
            await uploadCertificateFile(created.id, created.version, file);
            await queryClient.invalidateQueries({ queryKey: certificateKeys.all });
          } catch (error) {
            notifyError(error, 'The scan could not be stored');
            notifySuccess(`Certificate ${created.number} added without its scan`);
            onClose();
            return;
          } finally {
            setUploading(false);
          }
        }
        notifySuccess(`Certificate ${created.number} added`);
        onClose();
      },
      onError: (error) => {
        if (!form.applyServerError(error)) notifyError(error);
      },
    });
  };

  return (
    <Dialog
      open
      title="Add certificate"
      onClose={onClose}
      onSave={save}
      loading={create.isPending || uploading}
      maxWidth="md"
    >
      <CertificateFields form={form} disabled={create.isPending} />
      <FilePickField
        file={file}
        onChange={(f) => (setFile(f), setFileError(f ? fileProblem(f) : null))}
        error={fileError}
        disabled={create.isPending || uploading}
      />
    </Dialog>
  );
}

/** Edits a certificate; a 409 offers to reload it. `extraActions` are the dialog's other buttons. */
export function EditCertificateDialog({
  certificate,
  onClose,
  extraActions,
}: {
  certificate: CertificateView;
  onClose: () => void;
  extraActions?: (current: CertificateView) => ReactNode;
}) {
  const [current, setCurrent] = useState(certificate);
  const form = useFormState(certificateValues(certificate));
  const update = useUpdateCertificate();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...certificateQuery(current.id), staleTime: 0 });
      setCurrent(fresh);
      form.reset(certificateValues(fresh));
      setStale(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setReloading(false);
    }
  };

  const save = () => {
    const changes = changedFields(current, form.values);
    if (Object.keys(changes).length === 0) return onClose();
    const body = form.validate(updateCertificateSchema, { version: current.version, ...changes });
    if (!body) return;
    update.mutate(
      { id: current.id, body },
      {
        onSuccess: (saved) => (notifySuccess(`Certificate ${saved.number} saved`), onClose()),
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
      title={
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          {current.name} <CertificateStateChip state={current.state} />
        </span>
      }
      onClose={onClose}
      onSave={save}
      loading={update.isPending}
      maxWidth="md"
      extraActions={extraActions?.(current)}
    >
      {stale && <ConflictAlert what="certificate" onReload={() => void reload()} reloading={reloading} />}
      <CertificateFields form={form} disabled={update.isPending} />
      <Typography variant="caption" color="text.secondary">
        {current.shipName} · version {current.version} · last changed {formatDateTime(current.updatedAt)}
        {current.supersededAt ? ` · superseded from ${current.supersededAt.replaceAll('-', '/')}` : ''}
      </Typography>
      <ActivityCard entity="certificate" id={current.id} />
    </Dialog>
  );
}

/** The message of a failed load of one certificate. */
export function loadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'This certificate does not exist.';
  return errorMessage(error);
}
