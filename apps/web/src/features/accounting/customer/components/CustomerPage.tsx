import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { ContactValues } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { ContactsCard } from '../../../../components/contacts/ContactsCard';
import { countryName } from '../../../../components/CountryField';
import { PageHeader } from '../../../../components/PageHeader';
import { StatusChip } from '../../../../components/StatusChip';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomer } from '../api/get-customer';
import { useUpdateCustomer } from '../api/update-customer';
import { CustomerDetailsCard } from './CustomerDetailsCard';

/** `/customers/:customerID`: edit a customer and its contacts; deactivate, or delete when unreferenced. */
export function CustomerPage() {
  const { customerID = '' } = useParams();
  const navigate = useNavigate();
  const customer = useCustomer(customerID);
  const update = useUpdateCustomer(customerID);
  const remove = useDeleteCustomer(customerID);
  const [conflict, setConflict] = useState(false);
  const [confirm, setConfirm] = useState<'status' | 'delete' | 'referenced' | null>(null);
  const [referencedMessage, setReferencedMessage] = useState('');

  const handleError = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict) setConflict(true);
    else notifyError(error);
  };
  const reload = async () => {
    await customer.refetch();
    setConflict(false);
  };
  const back = (
    <Tooltip title="Back to customers">
      <IconButton component={RouterLink} to="/customers" aria-label="Back to customers">
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );

  if (customer.isPending)
    return (
      <>
        <PageHeader before={back} title={<Skeleton width={280} />} subtitle={<Skeleton width={180} />} />
        <Skeleton variant="rounded" height={360} sx={{ borderRadius: '15px' }} />
      </>
    );
  if (customer.isError)
    return (
      <>
        <PageHeader before={back} title="Customer" />
        <Alert severity="error">
          {customer.error instanceof ApiError && customer.error.status === 404
            ? 'This customer does not exist (it may have been deleted).'
            : errorMessage(customer.error)}
        </Alert>
      </>
    );

  const c = customer.data;
  const setActive = (active: boolean) =>
    update.mutate(
      { version: c.version, active },
      {
        onSuccess: (saved) =>
          notifySuccess(`${saved.name} is ${saved.active ? 'active again' : 'deactivated'}`),
        onError: handleError,
        onSettled: () => setConfirm(null),
      },
    );
  const deleteCustomer = () =>
    remove.mutate(c.version, {
      onSuccess: () => {
        notifySuccess(`${c.name} was deleted`);
        navigate('/customers');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409 && /deactivate/.test(error.message)) {
          setReferencedMessage(error.message);
          setConfirm('referenced');
        } else {
          setConfirm(null);
          handleError(error);
        }
      },
    });
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
      <PageHeader
        before={back}
        title={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            {c.name}
            <StatusChip active={c.active} />
          </Box>
        }
        subtitle={[c.city, countryName(c.country), c.taxId, `${c.currency}, ${c.paymentTermsDays} days net`]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <>
            <Button
              variant="outlined"
              color={c.active ? 'warning' : 'success'}
              startIcon={c.active ? <BlockOutlinedIcon /> : <CheckCircleOutlineIcon />}
              onClick={() => setConfirm('status')}
            >
              {c.active ? 'Deactivate' : 'Activate'}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setConfirm('delete')}
            >
              Delete
            </Button>
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
        <ContactsCard contacts={c.contacts} saving={update.isPending} onSave={saveContacts} />
      </Box>
      <ConfirmDialog
        open={confirm === 'status'}
        type={c.active ? 'warning' : 'confirm'}
        title={c.active ? `Deactivate ${c.name}?` : `Activate ${c.name}?`}
        message={
          c.active
            ? 'The customer stays in the records and its history, but is no longer offered for new invoices.'
            : 'The customer can be invoiced again.'
        }
        confirmText={c.active ? 'Deactivate' : 'Activate'}
        cancelText="Cancel"
        loading={update.isPending}
        onConfirm={() => setActive(!c.active)}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        type="delete"
        title={`Delete ${c.name}?`}
        message="Only a customer without invoices can be deleted. A customer with history should be deactivated instead."
        confirmText="Delete customer"
        cancelText="Cancel"
        loading={remove.isPending}
        onConfirm={deleteCustomer}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'referenced'}
        type="warning"
        title="This customer cannot be deleted"
        message={`${referencedMessage}.`}
        confirmText="Deactivate instead"
        cancelText="Cancel"
        loading={update.isPending}
        onConfirm={() => setActive(false)}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}
