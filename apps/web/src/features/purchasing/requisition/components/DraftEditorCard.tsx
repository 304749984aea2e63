import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { updateRequisitionSchema, type RequisitionDetail } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useUpdateRequisition } from '../api/update-requisition';
import { bodyOf, formValuesOf, type RequisitionFormValues } from './requisition-form';
import { RequisitionFields } from './RequisitionFields';

/**
 * A draft's header and lines, editable in place (add and remove lines, messages under the fields);
 * Save sends the whole draft with its version, a 409 goes to `onConflict`.
 */
export function DraftEditorCard({ r, onConflict }: { r: RequisitionDetail; onConflict: () => void }) {
  const [initial] = useState(() => formValuesOf(r));
  const form = useFormState<RequisitionFormValues>(initial);
  const update = useUpdateRequisition(r.id);
  const dirty = JSON.stringify(bodyOf(form.values)) !== JSON.stringify(bodyOf(initial));
  const save = () => {
    const body = form.validate(updateRequisitionSchema, { version: r.version, ...bodyOf(form.values) });
    if (!body) return;
    update.mutate(body, {
      onSuccess: (saved) => notifySuccess(`${saved.number} saved`),
      onError: (error) => {
        if (error instanceof ApiError && error.isConflict) onConflict();
        else if (!form.applyServerError(error)) notifyError(error);
      },
    });
  };
  return (
    <Card title="Draft" owner="Edit the request and its lines, then submit it" icon={<EditNoteIcon />}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        sx={{ pt: 1 }}
      >
        <RequisitionFields form={form} withShip={false} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          <Button color="inherit" disabled={!dirty || update.isPending} onClick={() => form.reset(initial)}>
            Discard changes
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending} disabled={!dirty}>
            Save changes
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
