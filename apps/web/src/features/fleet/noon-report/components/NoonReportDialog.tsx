import { useState } from 'react';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { createNoonReportSchema, type MyShip, type NoonReportRow } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteNoonReport } from '../api/delete-noon-report';
import { noonReportQuery } from '../api/get-noon-report';
import { useCreateNoonReport, useUpdateNoonReport } from '../api/save-noon-report';
import { formatUtc } from './format-report';
import { NoonReportFields } from './NoonReportFields';
import {
  humanizeErrors,
  noonReportBody,
  noonReportValues,
  type NoonReportFormValues,
} from './noon-report-form';

/**
 * Enter or correct a noon report. Checked with the domain's `createNoonReportSchema` before sending;
 * the server's 400 details land under the fields; a 409 offers to reload the report.
 */
export function NoonReportDialog({
  report,
  initial,
  ships,
  shipLocked,
  onClose,
}: {
  /** The report to edit, or null for a new one. */
  report: NoonReportRow | null;
  /** Starting values of a new report. */
  initial: NoonReportFormValues;
  ships: readonly MyShip[];
  shipLocked: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(report);
  const form = useFormState<NoonReportFormValues>(report ? noonReportValues(report) : initial);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateNoonReport();
  const update = useUpdateNoonReport();
  const remove = useDeleteNoonReport();
  const saving = create.isPending || update.isPending;

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict) setConflict(true);
    else if (form.applyServerError(error)) form.setErrors(humanizeErrors);
    else notifyError(error);
  };

  const save = () => {
    const parsed = form.validate(createNoonReportSchema, noonReportBody(form.values));
    if (!parsed) {
      form.setErrors(humanizeErrors);
      return;
    }
    if (!current) {
      create.mutate(parsed, {
        onSuccess: (r) => {
          notifySuccess(`Noon report of ${formatUtc(r.reportTime)} saved`);
          onClose();
        },
        onError: failed,
      });
      return;
    }
    const { shipId: _ship, ...fields } = parsed;
    update.mutate(
      { id: current.id, body: { ...fields, version: current.version } },
      {
        onSuccess: (r) => {
          notifySuccess(`Noon report of ${formatUtc(r.reportTime)} updated`);
          onClose();
        },
        onError: failed,
      },
    );
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
          current && (
            <Button color="error" onClick={() => setConfirmDelete(true)} disabled={saving}>
              Delete
            </Button>
          )
        }
      >
        {conflict && (
          <ConflictAlert what="noon report" onReload={() => void reload()} reloading={reloading} />
        )}
        <NoonReportFields
          form={form}
          ships={ships}
          shipLocked={shipLocked || current !== null}
          disabled={saving}
        />
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
