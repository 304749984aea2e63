import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ContactValues } from '@keel/domain';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { ContactsCard } from '../../../../components/contacts/ContactsCard';
import { countryLabel } from '../../../../components/CountryField';
import { DeleteAction } from '../../../../components/record-detail/DeleteAction';
import { RecordDetailHeader } from '../../../../components/record-detail/RecordDetailHeader';
import { RecordDetailPending } from '../../../../components/record-detail/RecordDetailPending';
import { useConflict } from '../../../../components/record-detail/use-conflict';
import { ApiError } from '../../../../lib/api-error';
import { notifySuccess } from '../../../../lib/notify';
import { useDeleteBunkerSupplier } from '../api/delete-bunker-supplier';
import { useBunkerSupplier } from '../api/get-bunker-supplier';
import { useUpdateBunkerSupplier } from '../api/update-bunker-supplier';
import { SupplierDialog } from './SupplierDialog';
import { SupplierOverview } from './SupplierOverview';
import { SupplierPortsCard } from './SupplierPortsCard';
import { plural } from '../../../../lib/format';
import { lazyPart } from '../../../../lib/lazy-route';
import { ScreenSkeleton } from '../../../../components/ScreenSkeleton';

// The prices tab (price history, the add-price form with its date picker) loads when opened (issue 12).
const SupplierPricesTab = lazyPart(
  () => import('./SupplierPricesTab'),
  (m) => m.SupplierPricesTab,
  <ScreenSkeleton label="Loading the prices" />,
);

const back = { to: '/supplier_bunker', label: 'Back to bunker suppliers' };
const pending = {
  back,
  kind: 'Bunker supplier',
  notFound: 'This bunker supplier does not exist (it may have been deleted).',
  height: 320,
};

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
  const [editing, setEditing] = useState(false);
  const { conflict, setConflict, handleError, reload } = useConflict(supplier.refetch);

  if (!supplier.data) return <RecordDetailPending {...pending} error={supplier.error} />;

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
      <RecordDetailHeader
        back={back}
        title={s.name}
        chips={<Chip size="small" label={countryLabel(s.country)} />}
        subtitle={s.ports.length > 0 ? s.ports.map((p) => p.portName).join(' · ') : 'No ports yet'}
        actions={
          <>
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <DeleteAction
              name={s.name}
              message={`Its ${plural(s.ports.length, 'port')}, ${plural(s.contacts.length, 'contact')} and the whole price history are deleted too. This cannot be undone.`}
              confirmText="Delete supplier"
              loading={remove.isPending}
              onConfirm={() =>
                remove.mutateAsync(s.version).then(() => {
                  notifySuccess(`${s.name} was deleted`);
                  navigate('/supplier_bunker');
                }, handleError)
              }
            />
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
    </>
  );
}
