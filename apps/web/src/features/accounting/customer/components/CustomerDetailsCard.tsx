import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import type { Customer } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { ApiError } from '../../../../lib/api-error';
import { serverFieldErrors, useFormState } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useUpdateCustomer } from '../api/update-customer';
import { customerFieldErrors, customerFormValues, validateCustomer } from './customer-form';
import { CustomerFields } from './CustomerFields';

/**
 * The customer's details as an edit form: checked with the domain schema before sending (messages
 * under the fields), then saved with the version read; a 409 goes to `onError`.
 */
export function CustomerDetailsCard({
  customer,
  onError,
}: {
  customer: Customer;
  onError: (error: unknown) => void;
}) {
  const initial = customerFormValues(customer);
  const form = useFormState(initial);
  const update = useUpdateCustomer(customer.id);
  const dirty = JSON.stringify(form.values) !== JSON.stringify(initial);

  const save = () => {
    const checked = validateCustomer(form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    form.setErrors({});
    const { contacts: _contacts, ...fields } = checked.value;
    update.mutate(
      { version: customer.version, ...fields },
      {
        onSuccess: () => notifySuccess('Customer saved'),
        onError: (error) => {
          const fieldErrors =
            error instanceof ApiError && error.status === 400 ? serverFieldErrors(error) : null;
          if (fieldErrors) form.setErrors(customerFieldErrors(fieldErrors));
          else onError(error);
        },
      },
    );
  };

  return (
    <Card title="Details" showOwner={false} icon={<BusinessOutlinedIcon />}>
      <Box
        component="form"
        noValidate
        aria-label="Customer details"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <CustomerFields form={form} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
          <Button color="inherit" disabled={!dirty || update.isPending} onClick={() => form.reset(initial)}>
            Discard
          </Button>
          <Button type="submit" variant="contained" disabled={!dirty} loading={update.isPending}>
            Save details
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
