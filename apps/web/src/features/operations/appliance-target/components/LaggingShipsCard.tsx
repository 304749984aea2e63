import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import { useQuery } from '@tanstack/react-query';
import {
  APPLIANCE_TYPES,
  APPLIANCE_TYPE_LABELS,
  type ApplianceCompliance,
  type ApplianceType,
} from '@keel/domain';
import { Card } from '../../../../components/Card';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { StandingChip } from '../../appliance/components/StandingChip';
import { useCompliance } from '../api/list-compliance';

const columns: Column<ApplianceCompliance>[] = [
  { field: 'shipName', header: 'Ship', sortable: true },
  {
    field: 'name',
    header: 'Appliance',
    sortable: true,
    render: (r) => (
      <Box>
        <Typography sx={{ fontWeight: 500 }}>{r.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {r.maker} {r.model}
        </Typography>
      </Box>
    ),
  },
  {
    field: 'type',
    header: 'Type',
    sortable: true,
    hideBelow: 'md',
    render: (r) => APPLIANCE_TYPE_LABELS[r.type],
  },
  {
    field: 'softwareVersion',
    header: 'Installed → target',
    sortable: true,
    render: (r) => (
      <Typography sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
        {r.softwareVersion} → {r.targetVersion}
      </Typography>
    ),
  },
  {
    field: 'installedOn',
    header: 'Installed',
    sortable: true,
    hideBelow: 'sm',
    render: (r) => formatDate(r.installedOn),
  },
  { field: 'standing', header: 'Standing', render: (r) => <StandingChip standing={r.standing} /> },
];

const STANDINGS = [
  ['behind', 'Behind target'],
  ['current', 'On target'],
  ['ahead', 'Ahead of target'],
  ['all', 'All with a target'],
] as const;

/** The "which ships lag" view: appliances against their targets, behind by default. */
export function LaggingShipsCard() {
  const [params, setParams] = useListParams(
    { sort: 'shipName', filters: ['shipId', 'type', 'standing'] },
    'c',
  );
  const ships = useQuery(myShipsQuery());
  const f = params.filters;
  const standing = (STANDINGS.find(([v]) => v === f.standing)?.[0] ??
    'behind') as (typeof STANDINGS)[number][0];
  const rows = useCompliance({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    shipId: f.shipId || undefined,
    type: (f.type || undefined) as ApplianceType | undefined,
    standing,
  });
  const select = (
    label: string,
    name: string,
    value: string,
    options: readonly (readonly [string, string])[],
    all?: string,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => setParams({ filters: { [name]: e.target.value }, offset: 0 })}
      sx={{ minWidth: 160 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {all && <MenuItem value="">{all}</MenuItem>}
      {options.map(([v, l]) => (
        <MenuItem key={v} value={v}>
          {l}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Card
      title="Ships behind target"
      owner="Appliances against the targets"
      type="secondary"
      icon={<DirectionsBoatOutlinedIcon />}
    >
      <DataTable
        label="Appliances against targets"
        columns={columns}
        rows={rows.data?.data}
        total={rows.data?.page.total ?? 0}
        getRowId={(r) => r.applianceId}
        params={params}
        onParamsChange={setParams}
        loading={rows.isFetching}
        error={rows.isError ? errorMessage(rows.error) : null}
        onRetry={() => void rows.refetch()}
        searchPlaceholder="Search ship, appliance or version"
        emptyText={standing === 'behind' ? 'Every ship runs its target versions.' : 'Nothing here.'}
        toolbar={
          <>
            {select(
              'Ship',
              'shipId',
              f.shipId ?? '',
              (ships.data ?? []).map((s) => [s.id, s.name] as const),
              'All',
            )}
            {select(
              'Type',
              'type',
              f.type ?? '',
              APPLIANCE_TYPES.map((t) => [t, APPLIANCE_TYPE_LABELS[t]] as const),
              'All',
            )}
            {select('Standing', 'standing', standing, STANDINGS)}
          </>
        }
      />
    </Card>
  );
}
