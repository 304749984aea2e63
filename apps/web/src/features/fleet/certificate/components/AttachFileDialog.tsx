import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { CertificateView } from '@keel/domain';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { Dialog } from '../../../../components/Dialog';
import { notifySuccess } from '../../../../lib/notify';
import { useUploadCertificateFile } from '../api/upload-certificate-file';
import { isStale } from './CertificateFormDialog';
import { FilePickField, fileProblem } from './FilePickField';

/** Attaches (or replaces) the scan of a certificate. */
export function AttachFileDialog({
  certificate,
  onClose,
}: {
  certificate: CertificateView;
  onClose: () => void;
}) {
  const upload = useUploadCertificateFile();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const save = () => {
    const problem = file ? fileProblem(file) : 'choose a file';
    setError(problem);
    if (!file || problem) return;
    upload.mutate(
      { id: certificate.id, version: certificate.version, file },
      {
        onSuccess: () => (notifySuccess(`Scan attached to ${certificate.number}`), onClose()),
        onError: (e) => {
          if (isStale(e)) setStale(true);
          else setError(e instanceof Error ? e.message.replace(/^file: /, '') : 'The file was refused');
        },
      },
    );
  };
  return (
    <Dialog
      open
      title={`Scan of ${certificate.number}`}
      onClose={onClose}
      onSave={save}
      saveText="Upload"
      loading={upload.isPending}
    >
      {stale && <ConflictAlert what="certificate" onReload={onClose} />}
      {certificate.file && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Replaces {certificate.file.name}; the previous scan stays in the audit trail.
        </Typography>
      )}
      <FilePickField
        file={file}
        onChange={(f) => (setFile(f), setError(f ? fileProblem(f) : null))}
        error={error}
        disabled={upload.isPending}
      />
    </Dialog>
  );
}
