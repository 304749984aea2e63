import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { CreateNoonReport, MyShip, NoonReportRow } from '@keel/domain';
import { ActivityCard } from '../../../../components/activity/ActivityCard';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { reapplyChanges, type QueuedWrite } from '../../../../lib/offline-queue';
import { notifyQueued } from '../../../../lib/offline-queue/notify-queued';
import {
  DiscardQueuedButton,
  QueuedWriteAlert,
  queuedWriteError,
} from '../../../../app/outbox/QueuedWriteAlert';
import { useDeleteNoonReport } from '../api/delete-noon-report';
import { noonReportQuery } from '../api/get-noon-report';
import { useLastNoonReport } from '../api/last-noon-report';
import { noonReportEdit, noonReportWrite, useSaveNoonReport } from '../api/save-noon-report';
import { formatUtc } from './format-report';
import { NoonReportFields } from './NoonReportFields';
import {
  carriedFrom,
  carryForward,
  checkNoonReportForm,
  humanizeErrors,
  noonReportValues,
  type CarriedForward,
  type NoonReportFormValues,
} from './noon-report-form';

/** A 409 refusing a report at the time of another of the ship (not a stale version). */
function isDuplicateTime(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.isConflict &&
    Boolean(error.details?.some((d) => d.field === 'reportTime'))
  );
}

/** The form's first values: a report's own, a queued create's draft, or a queued edit laid over the report. */
function opening(report: NoonReportRow | null, queued: QueuedWrite | null, initial: NoonReportFormValues) {
  const draft = queued?.draft as NoonReportFormValues | undefined;
  if (!report) return draft ?? initial;
  const now = noonReportValues(report);
  return draft ? reapplyChanges(now, draft, queued?.base as NoonReportFormValues | undefined) : now;
}

/**
 * Enter or correct a noon report. Checked with the domain's `createNoonReportSchema` before sending
 * ("Required" under empty fields); the server's 400 details land under the fields; a stale 409 offers to
 * reload the report. A new report starts from the ship's last one (voyage, ROB); one at the time of an
 * existing report is refused with the server's message naming it, and "Save as correction" replaces it.
 * A new report and an edit go through the device's queue: offline or on a dropped link they are kept and
 * sent later; `queued` reopens such an entry the server refused (or an edit in conflict, over the current
 * `report`), with the user's values and the server's message.
 */
export function NoonReportDialog({
  report,
  queued = null,
  initial,
  ships,
  shipLocked,
  onClose,
}: {
  /** The report to edit, or null for a new one. */
  report: NoonReportRow | null;
  /** A queued report the server refused (or an edit of `report` in conflict), reopened from the pending list. */
  queued?: QueuedWrite | null;
  /** Starting values of a new report. */
  initial: NoonReportFormValues;
  ships: readonly MyShip[];
  shipLocked: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(report);
  const form = useFormState<NoonReportFormValues>(opening(report, queued, initial));
  const [conflict, setConflict] = useState(false);
  const [duplicate, setDuplicate] = useState<{ message: string; body: CreateNoonReport } | null>(null);
  const [reloading, setReloading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const queue = useSaveNoonReport();
  const remove = useDeleteNoonReport();
  const saving = queue.isPending;

  // A new report carries the voyage and ROB forward from the chosen ship's last report.
  const shipId = form.values.shipId ?? '';
  const last = useLastNoonReport(report || queued ? '' : shipId);
  const [carried, setCarried] = useState<{
    shipId: string;
    from: NoonReportRow;
    values: CarriedForward;
  } | null>(null);
  const [appliedFor, setAppliedFor] = useState<string | null>(null);
  // Applied while rendering (React's "adjust state when a prop changes"), once per chosen ship, from a
  // fresh answer (not a cached one from before the last save).
  if (!report && !queued && last.isFetchedAfterMount && last.data !== undefined && appliedFor !== shipId) {
    setAppliedFor(shipId);
    const next = last.data ? carriedFrom(last.data) : null;
    form.setValues((v) => carryForward(v, next ?? { voyage: '', rob: {} }, carried?.values ?? null));
    setCarried(next && last.data ? { shipId, from: last.data, values: next } : null);
  }

  const failed = (error: unknown) => {
    if (isDuplicateTime(error)) form.setErrors({ reportTime: 'Another report of the ship has this time' });
    else if (error instanceof ApiError && error.isConflict) setConflict(true);
    else if (form.applyServerError(error)) form.setErrors(humanizeErrors);
    else notifyError(error);
  };

  const refused = (error: unknown, body: CreateNoonReport) => {
    if (isDuplicateTime(error) && !body.correction) setDuplicate({ message: error.message, body });
    failed(error);
  };

  // The server's refusal of a reopened queued report lands under the fields, as if just sent.
  const [shownRefusal, setShownRefusal] = useState(false);
  if (queued && !shownRefusal) {
    setShownRefusal(true);
    const error = queuedWriteError(queued);
    if (isDuplicateTime(error)) {
      setDuplicate({ message: error.message, body: queued.body as CreateNoonReport });
      form.setErrors({ reportTime: 'Another report of the ship has this time' });
    } else if (queued.state !== 'conflict' && form.applyServerError(error)) form.setErrors(humanizeErrors);
  }

  const send = (body: CreateNoonReport) => {
    const shipName = ships.find((s) => s.id === body.shipId)?.name ?? '';
    const write = noonReportWrite(body, form.values, shipName);
    queue.submit(write, queued ? { replaces: queued.id } : undefined).then(
      (result) => {
        if (result.outcome === 'queued') notifyQueued(result.entry);
        else
          notifySuccess(
            `Noon report of ${formatUtc(result.data.reportTime)} ${body.correction ? 'corrected' : 'saved'}`,
          );
        onClose();
      },
      (error: unknown) => refused(error, body),
    );
  };

  const save = () => {
    const checked = checkNoonReportForm(form.values);
    if (!checked.data) {
      form.setErrors(checked.errors);
      return;
    }
    const parsed = checked.data;
    setDuplicate(null);
    if (!current) {
      send(parsed);
      return;
    }
    const { shipId: _ship, correction: _correction, ...fields } = parsed;
    const shipName = ships.find((s) => s.id === current.shipId)?.name ?? '';
    const body = { ...fields, version: current.version };
    const edit = noonReportEdit(current, body, form.values, shipName, noonReportValues(current));
    queue.submit(edit, queued ? { replaces: queued.id } : undefined).then((result) => {
      if (result.outcome === 'queued') notifyQueued(result.entry);
      else notifySuccess(`Noon report of ${formatUtc(result.data.reportTime)} updated`);
      onClose();
    }, failed);
  };

  const reload = async () => {
    if (!current) return;
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery(noonReportQuery(current.id));
      setCurrent(fresh);
      form.reset(noonReportValues(fresh));
      setConflict(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setReloading(false);
    }
  };

  return (
    <>
      <Dialog
        open
        title={current ? `Noon report ${formatUtc(current.reportTime)} UTC` : 'New noon report'}
        onClose={onClose}
        onSave={save}
        loading={saving}
        maxWidth="md"
        extraActions={
          queued ? (
            <DiscardQueuedButton entry={queued} onDiscarded={onClose} />
          ) : (
            current && (
              <Button color="error" onClick={() => setConfirmDelete(true)} disabled={saving}>
                Delete
              </Button>
            )
          )
        }
      >
        {queued && <QueuedWriteAlert entry={queued} showReason={!duplicate} />}
        {conflict && (
          <ConflictAlert what="noon report" onReload={() => void reload()} reloading={reloading} />
        )}
        {duplicate && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button
                color="inherit"
                size="small"
                disabled={saving}
                onClick={() => send({ ...duplicate.body, correction: true })}
              >
                Save as correction
              </Button>
            }
          >
            {duplicate.message}
          </Alert>
        )}
        {!current && carried && carried.shipId === shipId && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Voyage and ROB carried forward from the report of {formatUtc(carried.from.reportTime)} UTC.
          </Typography>
        )}
        <NoonReportFields
          form={form}
          ships={ships}
          shipLocked={shipLocked || current !== null}
          disabled={saving}
          carried={!current && carried?.shipId === shipId ? carried.values : null}
        />
        {current && <ActivityCard entity="noon_report" id={current.id} />}
      </Dialog>
      <ConfirmDialog
        open={confirmDelete}
        type="delete"
        message="Delete this noon report? The change is kept in the audit trail."
        confirmText="Delete"
        loading={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          current &&
          remove.mutate(
            { id: current.id, version: current.version },
            {
              onSuccess: () => {
                notifySuccess('Noon report deleted');
                setConfirmDelete(false);
                onClose();
              },
              onError: (error) => {
                setConfirmDelete(false);
                failed(error);
              },
            },
          )
        }
      />
    </>
  );
}
