import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import type { ContactValues } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { ContactsCard } from '../../../../components/contacts/ContactsCard';
import { countryName } from '../../../../components/CountryField';
import { DeactivateAction, saveActive } from '../../../../components/record-detail/DeactivateAction';
import { DeleteAction } from '../../../../components/record-detail/DeleteAction';
import { RecordDetailHeader } from '../../../../components/record-detail/RecordDetailHeader';
import { RecordDetailPending } from '../../../../components/record-detail/RecordDetailPending';
import { useConflict } from '../../../../components/record-detail/use-conflict';
import { StatusChip } from '../../../../components/StatusChip';
import { ApiError } from '../../../../lib/api-error';
import { notifySuccess } from '../../../../lib/notify';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomer } from '../api/get-customer';
import { useUpdateCustomer } from '../api/update-customer';
import { CustomerDetailsCard } from './CustomerDetailsCard';
import { OwnerBankAccountsCard } from '../../../../components/bank-accounts/OwnerBankAccountsCard';
import { plural } from '../../../../lib/format';

const back = { to: '/customers', label: 'Back to customers' };
const pending = {
  back,
  kind: 'Customer',
  notFound: 'This customer does not exist (it may have been deleted).',
};

/** `/customers/:customerID`: edit a customer and its contacts; deactivate, or delete when unreferenced. */
export function CustomerPage() {
  const { customerID = '' } = useParams();
  const navigate = useNavigate();
  const customer = useCustomer(customerID);
  const update = useUpdateCustomer(customerID);
  const remove = useDeleteCustomer(customerID);
  const { conflict, handleError, reload } = useConflict(customer.refetch);
  /** The message of a refused delete (the customer has invoices); the "deactivate instead" dialog shows it. */
  const [referenced, setReferenced] = useState<string | null>(null);

  if (!customer.data) return <RecordDetailPending {...pending} error={customer.error} />;

  const c = customer.data;
  const setActive = saveActive(update.mutateAsync, c.version, handleError);
  const deleteCustomer = () =>
    remove.mutateAsync(c.version).then(
      () => {
        notifySuccess(`${c.name} was deleted`);
        navigate('/customers');
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 409 && /deactivate/.test(error.message))
          setReferenced(error.message);
        else handleError(error);
      },
    );
  const saveContacts = (contacts: ContactValues[]) =>
    update
      .mutateAsync({ version: c.version, contacts })
      .then(() => notifySuccess('Contacts saved'))
      .catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 400)) handleError(error);
        throw error;
      });

  return (
    <>
      <RecordDetailHeader
        back={back}
        title={c.name}
        chips={<StatusChip active={c.active} />}
        subtitle={[
          c.city,
          countryName(c.country),
          c.taxId,
          `${c.currency}, ${plural(c.paymentTermsDays, 'day')} net`,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <>
            <DeactivateAction
              name={c.name}
              active={c.active}
              color="warning"
              deactivateMessage="The customer stays in the records and its history, but is no longer offered for new invoices."
              activateMessage="The customer can be invoiced again."
              loading={update.isPending}
              onConfirm={setActive}
            />
            <DeleteAction
              name={c.name}
              message="Only a customer without invoices can be deleted. A customer with history should be deactivated instead."
              confirmText="Delete customer"
              loading={remove.isPending}
              onConfirm={deleteCustomer}
            />
          </>
        }
      />
      {conflict && (
        <ConflictAlert what="customer" onReload={() => void reload()} reloading={customer.isRefetching} />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <CustomerDetailsCard key={`d${c.version}`} customer={c} onError={handleError} />
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <ContactsCard contacts={c.contacts} saving={update.isPending} onSave={saveContacts} />
          <OwnerBankAccountsCard owner={{ type: 'customer', id: c.id, name: c.name, currency: c.currency }} />
        </Box>
      </Box>
      <ConfirmDialog
        open={referenced !== null}
        type="warning"
        title="This customer cannot be deleted"
        message={`${referenced ?? ''}.`}
        confirmText="Deactivate instead"
        cancelText="Cancel"
        loading={update.isPending}
        onConfirm={() => void setActive(false).finally(() => setReferenced(null))}
        onCancel={() => setReferenced(null)}
      />
    </>
  );
}
