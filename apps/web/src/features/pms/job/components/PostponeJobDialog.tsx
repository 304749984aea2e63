import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { requestPostponementSchema, type JobDetail } from '@keel/domain';
import { DateInput } from '../../../../components/DateInput';
import { Dialog } from '../../../../components/Dialog';
import { errorMessage } from '../../../../lib/api-error';
import { notifySuccess } from '../../../../lib/notify';
import { useRequestPostponement } from '../api/job-actions';
import { serverFieldErrors, zodFieldErrors } from '../../../../lib/form';

/** Asks an office user to move the job's due date: the new date and a reason are required. */
export function PostponeJobDialog({
  job,
  open,
  onClose,
}: {
  job: JobDetail;
  open: boolean;
  onClose: () => void;
}) {
  const [newDueOn, setNewDueOn] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const request = useRequestPostponement(job.id);
  const save = () => {
    const parsed = requestPostponementSchema.safeParse({ version: job.version, newDueOn, reason });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    request.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess('Postponement requested; an office user will decide');
        onClose();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) setErrors(fields);
        else setFailure(errorMessage(error));
      },
    });
  };
  return (
    <Dialog
      open={open}
      title="Request a postponement"
      onClose={onClose}
      onSave={save}
      saveText="Request"
      loading={request.isPending}
      dirty={reason !== ''}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <DateInput
          label="New due date"
          name="newDueOn"
          value={newDueOn}
          onChange={setNewDueOn}
          minDate={job.nextDueOn ?? undefined}
          error={errors.newDueOn}
          helperText={job.nextDueOn ? `Now due ${job.nextDueOn.replaceAll('-', '/')}` : undefined}
        />
        <TextField
          label="Reason"
          name="reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          required
          error={Boolean(errors.reason)}
          helperText={
            errors.reason ?? 'Why it cannot be done in time (port stay, spare parts, class agreement…)'
          }
        />
      </Box>
    </Dialog>
  );
}
