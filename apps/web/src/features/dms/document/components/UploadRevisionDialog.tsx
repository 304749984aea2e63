import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { createRevisionFieldsSchema, DMS_MAX_FILE_BYTES, type DocumentDetail } from '@keel/domain';
import { DateInput } from '../../../../components/DateInput';
import { Dialog } from '../../../../components/Dialog';
import { errorMessage } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useDcrs } from '../../api/dcrs';
import { useUploadRevision } from '../../api/revisions';
import { formatBytes } from '../../shared/format-bytes';

/** What the file picker offers: PDF, Word and Excel (the server sniffs the content too). */
export const REVISION_ACCEPT =
  '.pdf,.docx,.xlsx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The next revision number after the newest one ("3" → "4", "A" → "B"), or "" when it cannot tell. */
export function nextRevisionNumber(latest: string | undefined): string {
  if (!latest) return '1';
  if (/^\d+$/.test(latest)) return String(Number(latest) + 1);
  if (/^[A-Y]$/.test(latest)) return String.fromCharCode(latest.charCodeAt(0) + 1);
  return '';
}

/**
 * Uploads a new revision (DRAFT) of a document: the file, its revision number, an optional review date
 * and change note, and the approved change request it implements, if any.
 */
export function UploadRevisionDialog({
  document: d,
  onClose,
}: {
  document: DocumentDetail;
  onClose: () => void;
}) {
  const upload = useUploadRevision();
  const approvedDcrs = useDcrs({ documentId: d.id, state: 'APPROVED', offset: 0, limit: 50 });
  const form = useFormState({
    revision: nextRevisionNumber(d.revisions[0]?.revision),
    reviewDue: '',
    changeNote: '',
    dcrId: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const fields = form.validate(createRevisionFieldsSchema, {
      revision: form.values.revision,
      changeNote: form.values.changeNote,
      ...(form.values.reviewDue ? { reviewDue: form.values.reviewDue } : {}),
      ...(form.values.dcrId ? { dcrId: form.values.dcrId } : {}),
    });
    const fileProblem = !file
      ? 'Choose the file of the new revision'
      : file.size > DMS_MAX_FILE_BYTES
        ? `The file is larger than ${formatBytes(DMS_MAX_FILE_BYTES)}`
        : null;
    setFileError(fileProblem);
    if (!fields || fileProblem || !file) return;
    upload.mutate(
      { documentId: d.id, file, ...fields },
      {
        onSuccess: () => {
          notifySuccess(`Revision ${fields.revision} of ${d.number} uploaded as a draft`);
          onClose();
        },
        onError: (e) => {
          if (!form.applyServerError(e)) setError(errorMessage(e));
        },
      },
    );
  };

  return (
    <Dialog
      open
      title={`New revision of ${d.number}`}
      onClose={onClose}
      onSave={save}
      saveText="Upload"
      loading={upload.isPending}
      dirty={form.dirty || file !== null}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <Box>
          <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
            {file ? 'Choose another file' : 'Choose the file'}
            <input
              hidden
              type="file"
              name="file"
              accept={REVISION_ACCEPT}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFileError(null);
                e.target.value = '';
              }}
            />
          </Button>
          <Typography
            variant="body2"
            sx={{ mt: 0.5, wordBreak: 'break-all' }}
            color={fileError ? 'error' : undefined}
          >
            {fileError ??
              (file ? `${file.name} · ${formatBytes(file.size)}` : 'PDF, Word or Excel, at most 25 MiB.')}
          </Typography>
        </Box>
        <TextField label="Revision" required {...form.text('revision')} />
        <DateInput
          label="Next review"
          name="reviewDue"
          value={form.values.reviewDue}
          onChange={(v) => form.setField('reviewDue', v)}
          error={form.errors.reviewDue}
          helperText="Empty: the document's review interval after it becomes effective"
          clearable
        />
        <TextField label="What changed" multiline minRows={2} {...form.text('changeNote')} />
        {(approvedDcrs.data?.data.length ?? 0) > 0 && (
          <TextField select label="Implements change request" {...form.text('dcrId')}>
            <MenuItem value="">None</MenuItem>
            {approvedDcrs.data!.data.map((dcr) => (
              <MenuItem key={dcr.id} value={dcr.id}>
                {dcr.number} · {dcr.reason.slice(0, 60)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {error && (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        )}
      </Box>
    </Dialog>
  );
}
