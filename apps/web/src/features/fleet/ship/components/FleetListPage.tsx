import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  SHIP_STATUSES,
  SHIP_STATUS_LABELS,
  SHIP_TYPES,
  SHIP_TYPE_LABELS,
  type Ship,
  type ShipListQuery,
  type ShipStatus,
  type ShipType,
} from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { useShipFamilies } from '../api/list-families';
import { useShips } from '../api/list-ships';
import { ShipFormDialog } from './ShipFormDialog';
import { formatTonnes, ShipStatusChip } from './ShipStatusChip';

const columns: Column<Ship>[] = [
  {
    field: 'name',
    header: 'Ship',
    sortable: true,
    render: (s) => (
      <Box>
        <Typography sx={{ fontWeight: 500 }}>{s.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
          IMO {s.imo} · {s.flag}
        </Typography>
      </Box>
    ),
  },
  { field: 'imo', header: 'IMO', sortable: true, hideBelow: 'md' },
  {
    field: 'shipType',
    header: 'Type',
    sortable: true,
    hideBelow: 'lg',
    render: (s) => SHIP_TYPE_LABELS[s.shipType],
  },
  { field: 'family', header: 'Family', sortable: true, hideBelow: 'sm', render: (s) => s.family ?? '—' },
  { field: 'flag', header: 'Flag', hideBelow: 'md' },
  { field: 'classSociety', header: 'Class', hideBelow: 'lg', render: (s) => s.classSociety ?? '—' },
  { field: 'buildYear', header: 'Built', sortable: true, hideBelow: 'md' },
  {
    field: 'dwt',
    header: 'DWT',
    sortable: true,
    align: 'right',
    hideBelow: 'sm',
    render: (s) => formatTonnes(s.dwt),
  },
  { field: 'status', header: 'Status', sortable: true, render: (s) => <ShipStatusChip status={s.status} /> },
];

const FILTERS = ['family', 'status', 'shipType'] as const;

/** `/fleet`: the user's ships with search, sort, family/status/type filters and paging on the server. */
export function FleetListPage() {
  const [params, setParams] = useListParams({ sort: 'name', filters: [...FILTERS] });
  const { isAdmin } = useAccess();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const families = useShipFamilies();
  const f = params.filters;
  const ships = useShips({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: (params.sort || 'name') as ShipListQuery['sort'],
    family: f.family || undefined,
    status: (f.status || undefined) as ShipStatus | undefined,
    shipType: (f.shipType || undefined) as ShipType | undefined,
  });
  const filter = (
    name: (typeof FILTERS)[number],
    label: string,
    options: { value: string; label: string }[],
    all: string,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={f[name] ?? ''}
      onChange={(e) => setParams({ filters: { [name]: e.target.value }, offset: 0 })}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <PageHeader
        title="Fleet"
        subtitle="Your ships, their particulars and status."
        actions={
          isAdmin && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Add ship
            </Button>
          )
        }
      />
      <DataTable
        label="Ships"
        columns={columns}
        rows={ships.data?.data}
        total={ships.data?.page.total ?? 0}
        getRowId={(s) => s.id}
        params={params}
        onParamsChange={setParams}
        loading={ships.isFetching}
        error={ships.isError ? errorMessage(ships.error) : null}
        onRetry={() => void ships.refetch()}
        onRowClick={(s) => navigate(`/fleet/${s.id}`)}
        rowLabel={(s) => `Open ${s.name}`}
        searchPlaceholder="Search name, IMO, MMSI, call sign"
        emptyText={
          f.family || f.status || f.shipType
            ? 'No ship matches these filters.'
            : 'No ships are assigned to you yet.'
        }
        toolbar={
          <>
            {filter(
              'family',
              'Family',
              (families.data ?? []).map((x) => ({ value: x, label: x })),
              'All families',
            )}
            {filter(
              'status',
              'Status',
              SHIP_STATUSES.map((s) => ({ value: s, label: SHIP_STATUS_LABELS[s] })),
              'Any status',
            )}
            {filter(
              'shipType',
              'Type',
              SHIP_TYPES.map((t) => ({ value: t, label: SHIP_TYPE_LABELS[t] })),
              'Any type',
            )}
          </>
        }
      />
      {adding && (
        <ShipFormDialog onClose={() => setAdding(false)} onSaved={(s) => navigate(`/fleet/${s.id}`)} />
      )}
    </>
  );
}
