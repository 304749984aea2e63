import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ContactValues } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { ContactsCard } from '../../../../components/contacts/ContactsCard';
import { PageHeader } from '../../../../components/PageHeader';
import { StatusChip } from '../../../../components/StatusChip';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useVendor } from '../api/get-vendor';
import { useUpdateVendor } from '../api/update-vendor';
import { VendorFactsCard, VendorPortsCard } from './VendorFactsCard';
import { VendorFormDialog } from './VendorFormDialog';
import { OwnerBankAccountsCard } from '../../../../components/bank-accounts/OwnerBankAccountsCard';

/** `/purchasing/vendor/:vendorID`: a vendor's facts, ports and contacts; edit, deactivate, activate. */
export function VendorDetailPage() {
  const { vendorID = '' } = useParams();
  const vendor = useVendor(vendorID);
  const update = useUpdateVendor(vendorID);
  const [editing, setEditing] = useState(false);
  const [confirmStatus, setConfirmStatus] = useState(false);
  const [conflict, setConflict] = useState(false);

  const handleError = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict) setConflict(true);
    else notifyError(error);
  };
  const reload = async () => {
    await vendor.refetch();
    setConflict(false);
  };
  const back = (
    <Tooltip title="Back to vendors">
      <IconButton component={RouterLink} to="/purchasing/vendor" aria-label="Back to vendors">
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );

  if (vendor.isPending)
    return (
      <>
        <PageHeader before={back} title={<Skeleton width={280} />} subtitle={<Skeleton width={180} />} />
        <Skeleton variant="rounded" height={360} sx={{ borderRadius: '15px' }} />
      </>
    );
  if (vendor.isError)
    return (
      <>
        <PageHeader before={back} title="Vendor" />
        <Alert severity="error">
          {vendor.error instanceof ApiError && vendor.error.status === 404
            ? 'This vendor does not exist.'
            : errorMessage(vendor.error)}
        </Alert>
      </>
    );

  const v = vendor.data;
  const saveContacts = (contacts: ContactValues[]) =>
    update.mutateAsync({ version: v.version, contacts }).then(
      () => notifySuccess('Contacts saved'),
      (error: unknown) => {
        if (error instanceof ApiError && error.isConflict) setConflict(true);
        throw error;
      },
    );
  const toggleActive = () =>
    update.mutate(
      { version: v.version, active: !v.active },
      {
        onSuccess: (saved) =>
          notifySuccess(`${saved.name} is ${saved.active ? 'active again' : 'deactivated'}`),
        onError: handleError,
        onSettled: () => setConfirmStatus(false),
      },
    );

  return (
    <>
      <PageHeader
        before={back}
        title={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            {v.name}
            <StatusChip active={v.active} />
          </Box>
        }
        subtitle={`${v.code} · ${v.city}`}
        actions={
          <>
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              variant="outlined"
              color={v.active ? 'error' : 'success'}
              startIcon={v.active ? <BlockOutlinedIcon /> : <CheckCircleOutlineIcon />}
              onClick={() => setConfirmStatus(true)}
            >
              {v.active ? 'Deactivate' : 'Activate'}
            </Button>
          </>
        }
      />
      {conflict && (
        <ConflictAlert what="vendor" onReload={() => void reload()} reloading={vendor.isRefetching} />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <VendorFactsCard vendor={v} />
        <Box sx={{ display: 'grid', gap: 3 }}>
          <VendorPortsCard vendor={v} />
          <ContactsCard contacts={v.contacts} saving={update.isPending} onSave={saveContacts} />
          <OwnerBankAccountsCard owner={{ type: 'vendor', id: v.id, name: v.name, currency: v.currency }} />
        </Box>
      </Box>
      <VendorFormDialog
        key={`edit-${v.version}`}
        open={editing}
        vendor={v}
        onClose={() => setEditing(false)}
        onConflict={() => setConflict(true)}
      />
      <ConfirmDialog
        open={confirmStatus}
        type={v.active ? 'warning' : 'confirm'}
        title={v.active ? `Deactivate ${v.name}?` : `Activate ${v.name}?`}
        message={
          v.active
            ? 'No new RFQs or purchase orders can go to this vendor. Its history stays; you can activate it again.'
            : 'The vendor can receive RFQs and purchase orders again.'
        }
        confirmText={v.active ? 'Deactivate' : 'Activate'}
        cancelText="Cancel"
        loading={update.isPending}
        onConfirm={toggleActive}
        onCancel={() => setConfirmStatus(false)}
      />
    </>
  );
}
