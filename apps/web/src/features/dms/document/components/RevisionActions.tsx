import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  allowedRevisionEvents,
  checkRevisionTransitionInput,
  type Revision,
  type RevisionUserEvent,
} from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { errorMessage } from '../../../../lib/api-error';
import { notifySuccess } from '../../../../lib/notify';
import { useTransitionRevision } from '../../api/revisions';
import { ReasonDialog } from '../../shared/ReasonDialog';

/** Words of each action: the button, the question, the toast. */
const ACTIONS: Record<RevisionUserEvent, { button: string; ask: string; done: string }> = {
  submit: { button: 'Submit', ask: 'Submit revision {r} of {d} for review?', done: 'submitted for review' },
  approve: { button: 'Approve', ask: 'Approve revision {r} of {d}?', done: 'approved' },
  'make-effective': {
    button: 'Make effective',
    ask: 'Make revision {r} of {d} effective today? The revision in force now will be superseded and leave the ships.',
    done: 'is now effective',
  },
  reject: { button: 'Reject', ask: 'Send revision {r} of {d} back to draft', done: 'sent back to draft' },
  obsolete: { button: 'Withdraw', ask: 'Withdraw revision {r} of {d} (obsolete)', done: 'withdrawn' },
};

/** Who may ask for each action: manage_documents submits, approve_documents decides. */
const NEEDS_APPROVER: Record<RevisionUserEvent, boolean> = {
  submit: false,
  approve: true,
  'make-effective': true,
  reject: true,
  obsolete: true,
};

const words = (text: string, r: Revision, d: string) => text.replace('{r}', r.revision).replace('{d}', d);

/**
 * A revision's state actions the machine allows from its state and the user may take, each confirmed;
 * reject and withdraw ask for a reason (sent to the server, kept in the history).
 */
export function RevisionActions({
  revision,
  documentNumber,
  mayManage,
  mayApprove,
}: {
  revision: Revision;
  documentNumber: string;
  mayManage: boolean;
  mayApprove: boolean;
}) {
  const transition = useTransitionRevision();
  const [asking, setAsking] = useState<RevisionUserEvent | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const events = allowedRevisionEvents(revision.state).filter((e) =>
    NEEDS_APPROVER[e] ? mayApprove : mayManage,
  );
  if (events.length === 0) return null;
  const close = () => {
    setAsking(null);
    setReason('');
    setError(null);
  };
  const run = (event: RevisionUserEvent) => {
    const problem = checkRevisionTransitionInput(event, { reason });
    if (problem) {
      setError(problem.message.charAt(0).toUpperCase() + problem.message.slice(1));
      return;
    }
    transition.mutate(
      {
        revisionId: revision.id,
        body: {
          action: event,
          version: revision.version,
          ...(reason.trim() ? { reason: reason.trim() } : {}),
        },
      },
      {
        onSuccess: () => {
          notifySuccess(`${documentNumber} rev. ${revision.revision} ${ACTIONS[event].done}`);
          close();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };
  const withReason = asking === 'reject' || asking === 'obsolete';
  return (
    <>
      {events.map((e) => (
        <Button
          key={e}
          size="small"
          variant={e === 'reject' || e === 'obsolete' ? 'text' : 'outlined'}
          color={e === 'reject' || e === 'obsolete' ? 'error' : 'primary'}
          onClick={() => setAsking(e)}
        >
          {ACTIONS[e].button}
        </Button>
      ))}
      {asking && !withReason && (
        <ConfirmDialog
          open
          message={
            <>
              {words(ACTIONS[asking].ask, revision, documentNumber)}
              {error && (
                <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
                  {error}
                </Typography>
              )}
            </>
          }
          confirmText={ACTIONS[asking].button}
          cancelText="Cancel"
          loading={transition.isPending}
          onConfirm={() => run(asking)}
          onCancel={close}
        />
      )}
      {asking && withReason && (
        <ReasonDialog
          title={`${ACTIONS[asking].button} revision ${revision.revision}`}
          question={`${words(ACTIONS[asking].ask, revision, documentNumber)}: say why.`}
          action={ACTIONS[asking].button}
          reason={reason}
          onReasonChange={(r) => {
            setReason(r);
            setError(null);
          }}
          error={error}
          loading={transition.isPending}
          onConfirm={() => run(asking)}
          onClose={close}
        />
      )}
    </>
  );
}
