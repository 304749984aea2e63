import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { allowedDcrEvents, checkDcrTransitionInput, type Dcr, type DcrEvent } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { Dialog } from '../../../../components/Dialog';
import { errorMessage } from '../../../../lib/api-error';
import { notifySuccess } from '../../../../lib/notify';
import { useTransitionDcr } from '../../api/dcrs';
import { useDmsDocument } from '../../api/get-document';
import { ReasonDialog } from '../../shared/ReasonDialog';

const WORDS: Record<DcrEvent, { button: string; ask: string; done: string }> = {
  'start-review': { button: 'Start review', ask: 'Start the review of {n}?', done: 'is under review' },
  approve: {
    button: 'Approve',
    ask: 'Approve {n}? The document owner then makes the new revision.',
    done: 'approved',
  },
  reject: { button: 'Reject', ask: 'Reject {n}: the proposer is told the reason.', done: 'rejected' },
  implement: { button: 'Implement', ask: 'Which revision implements {n}?', done: 'implemented' },
};

/** Capitalised message of a domain rule ("a reason is required…" → "A reason is required…"). */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The office's decisions on a change request, as its state allows, each confirmed. */
export function DcrActions({ dcr }: { dcr: Dcr }) {
  const transition = useTransitionDcr(dcr.id);
  const [asking, setAsking] = useState<DcrEvent | null>(null);
  const [reason, setReason] = useState('');
  const [revisionId, setRevisionId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const doc = useDmsDocument(asking === 'implement' ? dcr.documentId : null);
  const events = allowedDcrEvents(dcr.state);
  if (events.length === 0) return null;
  const close = () => {
    setAsking(null);
    setReason('');
    setRevisionId('');
    setError(null);
  };
  // The revisions that may implement it; the one uploaded for this request is chosen, else the newest.
  const candidates = (doc.data?.revisions ?? []).filter(
    (r) => r.dcrId === dcr.id || ['DRAFT', 'IN_REVIEW', 'APPROVED', 'EFFECTIVE'].includes(r.state),
  );
  const chosenRevision =
    revisionId || candidates.find((r) => r.dcrId === dcr.id)?.id || candidates[0]?.id || '';
  const run = (event: DcrEvent) => {
    const problem = checkDcrTransitionInput(event, {
      reason,
      revisionId: event === 'implement' ? chosenRevision : undefined,
      dcrDocumentId: dcr.documentId,
    });
    if (problem) {
      setError(sentence(problem.message));
      return;
    }
    transition.mutate(
      {
        action: event,
        version: dcr.version,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        ...(event === 'implement' ? { revisionId: chosenRevision } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess(`${dcr.number} ${WORDS[event].done}`);
          close();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };
  const ask = (event: DcrEvent) => WORDS[event].ask.replace('{n}', dcr.number);
  return (
    <>
      {events.map((e) => (
        <Button
          key={e}
          variant={e === 'reject' ? 'outlined' : 'contained'}
          color={e === 'reject' ? 'error' : 'primary'}
          onClick={() => setAsking(e)}
        >
          {WORDS[e].button}
        </Button>
      ))}
      {(asking === 'start-review' || asking === 'approve') && (
        <ConfirmDialog
          open
          message={
            <>
              {ask(asking)}
              {error && (
                <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
                  {error}
                </Typography>
              )}
            </>
          }
          confirmText={WORDS[asking].button}
          cancelText="Cancel"
          loading={transition.isPending}
          onConfirm={() => run(asking)}
          onCancel={close}
        />
      )}
      {asking === 'reject' && (
        <ReasonDialog
          title={`Reject ${dcr.number}`}
          question={ask('reject')}
          action="Reject"
          reason={reason}
          onReasonChange={(r) => {
            setReason(r);
            setError(null);
          }}
          error={error}
          loading={transition.isPending}
          onConfirm={() => run('reject')}
          onClose={close}
        />
      )}
      {asking === 'implement' && (
        <Dialog
          open
          title={`Implement ${dcr.number}`}
          onClose={close}
          onSave={() => run('implement')}
          saveText="Implement"
          loading={transition.isPending}
        >
          <Typography variant="body2" sx={{ mb: 2 }}>
            {ask('implement')} Upload it first on the document&apos;s page if it is not listed.
          </Typography>
          <TextField
            select
            label="Revision"
            name="revisionId"
            fullWidth
            value={chosenRevision}
            onChange={(e) => {
              setRevisionId(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? (doc.isPending ? 'Loading the revisions…' : ' ')}
          >
            {candidates.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                Revision {r.revision} · {r.state.toLowerCase().replace('_', ' ')}
                {r.dcrId === dcr.id ? ' · made for this request' : ''}
              </MenuItem>
            ))}
          </TextField>
        </Dialog>
      )}
    </>
  );
}
