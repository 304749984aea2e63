import type { Customer } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { serverFieldErrors, useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useCreateCustomer } from '../api/create-customer';
import { customerFieldErrors, customerFormValues, validateCustomer } from './customer-form';
import { CustomerFields } from './CustomerFields';

/** Creates a customer; contacts are added on the customer's page. */
export function CreateCustomerDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (customer: Customer) => void;
}) {
  const form = useFormState(customerFormValues(null));
  const create = useCreateCustomer();
  const close = () => {
    form.reset(customerFormValues(null));
    create.reset();
    onClose();
  };
  const save = () => {
    const checked = validateCustomer(form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    form.setErrors({});
    create.mutate(checked.value, {
      onSuccess: (customer) => {
        notifySuccess(`${customer.name} was created`);
        close();
        onCreated(customer);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) form.setErrors(customerFieldErrors(fields));
        else notifyError(error);
      },
    });
  };
  return (
    <Dialog
      dirty={form.dirty}
      open={open}
      title="New customer"
      onClose={close}
      onSave={save}
      saveText="Create customer"
      loading={create.isPending}
      maxWidth="md"
    >
      <CustomerFields form={form} />
    </Dialog>
  );
}
