import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ContactValues } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { ContactsCard } from '../../../../components/contacts/ContactsCard';
import { countryLabel } from '../../../../components/CountryField';
import { PageHeader } from '../../../../components/PageHeader';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteBunkerSupplier } from '../api/delete-bunker-supplier';
import { useBunkerSupplier } from '../api/get-bunker-supplier';
import { useUpdateBunkerSupplier } from '../api/update-bunker-supplier';
import { SupplierDialog } from './SupplierDialog';
import { SupplierOverview } from './SupplierOverview';
import { SupplierPortsCard } from './SupplierPortsCard';
import { SupplierPricesTab } from './SupplierPricesTab';

const TABS = ['overview', 'ports', 'prices', 'contacts'] as const;
type TabName = (typeof TABS)[number];

/** `/supplier_bunker/:supplierID`: one supplier with tabs for overview, ports, prices and contacts. */
export function BunkerSupplierPage() {
  const { supplierID = '' } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab: TabName = TABS.includes(search.get('tab') as TabName)
    ? (search.get('tab') as TabName)
    : 'overview';
  const supplier = useBunkerSupplier(supplierID);
  const update = useUpdateBunkerSupplier(supplierID);
  const remove = useDeleteBunkerSupplier(supplierID);
  const [conflict, setConflict] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const handleError = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict) setConflict(true);
    else notifyError(error);
  };
  const reload = async () => {
    await supplier.refetch();
    setConflict(false);
  };
  const back = (
    <Tooltip title="Back to bunker suppliers">
      <IconButton component={RouterLink} to="/supplier_bunker" aria-label="Back to bunker suppliers">
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );

  if (supplier.isPending)
    return (
      <>
        <PageHeader before={back} title={<Skeleton width={280} />} subtitle={<Skeleton width={180} />} />
        <Skeleton variant="rounded" height={320} sx={{ borderRadius: '15px' }} />
      </>
    );
  if (supplier.isError)
    return (
      <>
        <PageHeader before={back} title="Bunker supplier" />
        <Alert severity="error">
          {supplier.error instanceof ApiError && supplier.error.status === 404
            ? 'This bunker supplier does not exist (it may have been deleted).'
            : errorMessage(supplier.error)}
        </Alert>
      </>
    );

  const s = supplier.data;
  /** Saves a patch with the version read; the returned promise rejects on failure (after reporting it). */
  const patch = (body: Record<string, unknown>) =>
    update.mutateAsync({ version: s.version, ...body }).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 400)) handleError(error);
      throw error;
    });
  const saveContacts = (contacts: ContactValues[]) =>
    patch({ contacts }).then(() => notifySuccess('Contacts saved'));

  return (
    <>
      <PageHeader
        before={back}
        title={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            {s.name}
            <Chip size="small" label={countryLabel(s.country)} />
          </Box>
        }
        subtitle={s.ports.length > 0 ? s.ports.map((p) => p.portName).join(' · ') : 'No ports yet'}
        actions={
          <>
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setDeleting(true)}
            >
              Delete
            </Button>
          </>
        }
      />
      {conflict && (
        <ConflictAlert what="supplier" onReload={() => void reload()} reloading={supplier.isRefetching} />
      )}
      <Tabs
        value={tab}
        onChange={(_, next: TabName) =>
          setSearch(next === 'overview' ? {} : { tab: next }, { replace: true })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="overview" label="Overview" />
        <Tab value="ports" label={`Ports (${s.ports.length})`} />
        <Tab value="prices" label="Prices" />
        <Tab value="contacts" label={`Contacts (${s.contacts.length})`} />
      </Tabs>
      {tab === 'overview' && <SupplierOverview supplier={s} saving={update.isPending} onPatch={patch} />}
      {tab === 'ports' && <SupplierPortsCard supplier={s} saving={update.isPending} onPatch={patch} />}
      {tab === 'prices' && <SupplierPricesTab supplier={s} />}
      {tab === 'contacts' && (
        <ContactsCard contacts={s.contacts} saving={update.isPending} onSave={saveContacts} />
      )}
      <SupplierDialog
        key={`edit-${s.version}`}
        open={editing}
        supplier={s}
        onClose={() => setEditing(false)}
        onConflict={() => setConflict(true)}
      />
      <ConfirmDialog
        open={deleting}
        type="delete"
        title={`Delete ${s.name}?`}
        message={`Its ${s.ports.length} port(s), ${s.contacts.length} contact(s) and the whole price history are deleted too. This cannot be undone.`}
        confirmText="Delete supplier"
        cancelText="Cancel"
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(s.version, {
            onSuccess: () => {
              notifySuccess(`${s.name} was deleted`);
              navigate('/supplier_bunker');
            },
            onError: (error) => {
              setDeleting(false);
              handleError(error);
            },
          })
        }
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}
