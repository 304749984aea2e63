import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import CheckIcon from '@mui/icons-material/Check';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { can, type JobDetail } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDecidePostponement, useStartJob } from '../api/job-actions';
import { CompleteJobDialog } from './CompleteJobDialog';
import { JobFormDialog } from './JobFormDialog';
import { PostponeJobDialog } from './PostponeJobDialog';

type Open = null | 'complete' | 'postpone' | 'approve' | 'reject' | 'edit';

/**
 * The job's buttons for a user with job_management on its ship: start, complete (overdue never blocks
 * it), request a postponement, and approve / reject a waiting one (the server lets only an office user
 * who did not ask decide). A 409 goes to `onConflict`.
 */
export function JobActions({ job, onConflict }: { job: JobDetail; onConflict: () => void }) {
  const access = useAccess();
  const [open, setOpen] = useState<Open>(null);
  const [note, setNote] = useState('');
  const start = useStartJob(job.id);
  const decide = useDecidePostponement(job.id);
  if (!job.shipId || !can(access, ['job_management'], { shipId: job.shipId })) return null;
  const waiting = job.postponements.find((p) => p.id === job.pendingPostponementId);
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) onConflict();
    else notifyError(error);
  };
  return (
    <>
      {job.state === 'PENDING' && (
        <Button
          variant="outlined"
          startIcon={<PlayArrowIcon />}
          disabled={start.isPending}
          onClick={() =>
            start.mutate(job.version, { onSuccess: () => notifySuccess('Job started'), onError: failed })
          }
        >
          Start
        </Button>
      )}
      {job.state !== 'DONE' && (
        <Button variant="contained" startIcon={<CheckIcon />} onClick={() => setOpen('complete')}>
          Complete
        </Button>
      )}
      {!waiting && job.nextDueOn && (
        <Button variant="outlined" startIcon={<EventRepeatIcon />} onClick={() => setOpen('postpone')}>
          Postpone
        </Button>
      )}
      {waiting && (
        <>
          <Button variant="outlined" color="success" onClick={() => setOpen('approve')}>
            Approve postponement
          </Button>
          <Button variant="outlined" color="error" onClick={() => setOpen('reject')}>
            Reject
          </Button>
        </>
      )}
      <Button variant="text" onClick={() => setOpen('edit')}>
        Edit
      </Button>
      {open === 'edit' && (
        <JobFormDialog
          open
          componentId={job.componentId}
          job={job}
          onClose={() => setOpen(null)}
          onConflict={onConflict}
        />
      )}
      {open === 'complete' && <CompleteJobDialog job={job} open onClose={() => setOpen(null)} />}
      {open === 'postpone' && <PostponeJobDialog job={job} open onClose={() => setOpen(null)} />}
      {waiting && (open === 'approve' || open === 'reject') && (
        <Dialog
          open
          title={open === 'approve' ? 'Approve the postponement' : 'Reject the postponement'}
          onClose={() => setOpen(null)}
          saveText={open === 'approve' ? 'Approve' : 'Reject'}
          loading={decide.isPending}
          onSave={() =>
            decide.mutate(
              {
                postponementId: waiting.id,
                decision: open,
                body: { version: waiting.version, ...(note.trim() ? { note } : {}) },
              },
              {
                onSuccess: () => {
                  notifySuccess(open === 'approve' ? 'Postponement approved' : 'Postponement rejected');
                  setOpen(null);
                },
                onError: failed,
              },
            )
          }
        >
          <TextField
            label="Note (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            fullWidth
            multiline
            minRows={2}
            helperText={`Asked: due ${waiting.fromDueOn.replaceAll('-', '/')} → ${waiting.newDueOn.replaceAll('-', '/')}. ${waiting.reason}`}
            sx={{ mt: 1 }}
          />
        </Dialog>
      )}
    </>
  );
}
