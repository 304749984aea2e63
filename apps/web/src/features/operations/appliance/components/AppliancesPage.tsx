import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  APPLIANCE_TYPE_LABELS,
  type Appliance,
  type ApplianceStatus,
  type ApplianceType,
  type VersionStanding,
} from '@keel/domain';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { useDefaultShip } from '../../../../components/filter-bar/use-default-ship';
import { useOpenRecord } from '../../../../components/filter-bar/use-open-record';
import { useAppliances } from '../api/list-appliances';
import { ApplianceDialog } from './ApplianceDialog';
import { ApplianceFilters, APPLIANCE_FILTERS, type ApplianceFilterValues } from './ApplianceFilters';
import { CreateApplianceDialog } from './CreateApplianceDialog';
import { StandingChip } from './StandingChip';

const columns: Column<Appliance>[] = [
  { field: 'shipName', header: 'Ship', hideBelow: 'md' },
  {
    field: 'name',
    header: 'Appliance',
    sortable: true,
    render: (a) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>
          {a.name}
          {a.status === 'removed' && (
            <Typography component="span" variant="caption" color="text.secondary">
              {' '}
              (removed)
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          <Box component="span" sx={{ display: { md: 'none' } }}>
            {a.shipName} ·{' '}
          </Box>
          {a.maker} {a.model}
        </Typography>
      </Box>
    ),
  },
  {
    field: 'type',
    header: 'Type',
    sortable: true,
    hideBelow: 'lg',
    render: (a) => APPLIANCE_TYPE_LABELS[a.type],
  },
  { field: 'maker', header: 'Software', hideBelow: 'lg', render: (a) => a.softwareName },
  {
    field: 'softwareVersion',
    header: 'Version',
    sortable: true,
    render: (a) => (
      <Box>
        <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{a.softwareVersion}</Typography>
        {a.targetVersion && (
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            target {a.targetVersion}
          </Typography>
        )}
      </Box>
    ),
  },
  { field: 'standing', header: 'Against target', render: (a) => <StandingChip standing={a.standing} /> },
  {
    field: 'installedOn',
    header: 'Installed',
    sortable: true,
    hideBelow: 'sm',
    render: (a) => formatDate(a.installedOn),
  },
];

const orUndefined = <T extends string>(value: string) => (value ? (value as T) : undefined);

/** `/version`: the onboard appliance software register (IACS UR E26) of the user's ships. */
export function AppliancesPage() {
  const [params, setParams] = useListParams({ sort: 'type', filters: [...APPLIANCE_FILTERS] });
  const [creating, setCreating] = useState(false);
  const f = params.filters as ApplianceFilterValues;
  const appliances = useAppliances({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    shipId: f.shipId || undefined,
    type: orUndefined<ApplianceType>(f.type),
    standing: orUndefined<VersionStanding>(f.standing),
    status: orUndefined<ApplianceStatus>(f.status),
  });
  const [openId, setOpen] = useOpenRecord();
  const defaultShipId = useDefaultShip(f.shipId);
  return (
    <>
      <PageHeader
        title="Appliance versions"
        subtitle="The onboard appliance software register (IACS UR E26): what runs on each ship, since when, and against the fleet targets."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            Register appliance
          </Button>
        }
      />
      <DataTable
        label="Appliances"
        columns={columns}
        rows={appliances.data?.data}
        total={appliances.data?.page.total ?? 0}
        getRowId={(a) => a.id}
        params={params}
        onParamsChange={setParams}
        loading={appliances.isFetching}
        error={appliances.isError ? errorMessage(appliances.error) : null}
        onRetry={() => void appliances.refetch()}
        onRowClick={(a) => setOpen(a.id)}
        rowLabel={(a) => `Open ${a.name} on ${a.shipName}`}
        searchPlaceholder="Search name, maker, model, serial or version"
        emptyText="No appliances registered yet."
        toolbar={
          <ApplianceFilters values={f} onChange={(patch) => setParams({ filters: patch, offset: 0 })} />
        }
      />
      {creating && <CreateApplianceDialog defaultShipId={defaultShipId} onClose={() => setCreating(false)} />}
      {openId && <ApplianceDialog key={openId} id={openId} onClose={() => setOpen(null)} />}
    </>
  );
}
