import { useState } from 'react';
import { createRequisitionSchema, type RequisitionDetail } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useCreateRequisition } from '../api/create-requisition';
import { bodyOf, formValuesOf, type RequisitionFormValues } from './requisition-form';
import { RequisitionFields } from './RequisitionFields';

/**
 * A new draft requisition: ship, header and lines, checked with the domain schema before it is sent;
 * the server's 400 details land under the same fields.
 */
export function NewRequisitionDialog({
  open,
  defaults = {},
  onClose,
  onSaved,
}: {
  open: boolean;
  defaults?: Partial<RequisitionFormValues>;
  onClose: () => void;
  onSaved: (r: RequisitionDetail) => void;
}) {
  const [initial] = useState(() => formValuesOf(null, defaults));
  const form = useFormState<RequisitionFormValues>(initial);
  const create = useCreateRequisition();
  const save = () => {
    const body = form.validate(createRequisitionSchema, {
      shipId: form.values.shipId,
      ...bodyOf(form.values),
    });
    if (!body) return;
    create.mutate(body, {
      onSuccess: (r) => {
        notifySuccess(`${r.number} created as a draft`);
        onSaved(r);
      },
      onError: (error) => {
        if (!form.applyServerError(error)) notifyError(error);
      },
    });
  };
  return (
    <Dialog
      dirty={form.dirty}
      open={open}
      title="New requisition"
      onClose={onClose}
      onSave={save}
      saveText="Create draft"
      loading={create.isPending}
      maxWidth="lg"
    >
      <RequisitionFields form={form} withShip />
    </Dialog>
  );
}
