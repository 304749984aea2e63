import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { RFQ_STATES, type RfqSummary } from '@keel/domain';
import { DataTable, type Column } from '../../../../../components/data-table/DataTable';
import { UrgentMark } from '../../../../../components/data-table/ListCells';
import { useListParams } from '../../../../../components/data-table/use-list-params';
import { StateChip } from './StateChip';
import { errorMessage } from '../../../../../lib/api-error';
import { formatDateTime } from '../../../../../lib/format';
import { myShipsQuery } from '../../../../../lib/shared-queries';
import { useRfqs } from '../api/list-rfqs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns: Column<RfqSummary>[] = [
  {
    field: 'number',
    header: 'RFQ',
    sortable: true,
    card: 'title',
    render: (r) => (
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.75 }}
      >
        {r.number}
        {r.urgent && <UrgentMark />}
      </Box>
    ),
  },
  { field: 'shipName', header: 'Ship', sortable: true },
  {
    field: 'requisitionNumbers',
    header: 'Requisitions',
    hideBelow: 'md',
    render: (r) => r.requisitionNumbers.join(', '),
  },
  { field: 'state', header: 'State', sortable: true, render: (r) => <StateChip state={r.state} /> },
  { field: 'deadline', header: 'Deadline', sortable: true, render: (r) => formatDateTime(r.deadline) },
  {
    field: 'quoted',
    header: 'Replies',
    align: 'right',
    render: (r) => `${r.quoted} quoted · ${r.declined} declined / ${r.invited}`,
  },
];

/** The paged RFQ list with search and ship/state filters (URL parameters prefixed `rfq.`). */
export function RfqList({ onOpen }: { onOpen?: (rfq: RfqSummary) => void }) {
  const [params, setParams] = useListParams({ sort: '-createdAt', filters: ['shipId', 'state'] }, 'rfq');
  const shipId = UUID.test(params.filters.shipId ?? '') ? params.filters.shipId : undefined;
  const state = RFQ_STATES.find((s) => s === params.filters.state);
  const ships = useQuery(myShipsQuery());
  const rfqs = useRfqs({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    shipId,
    state,
  });
  return (
    <DataTable
      label="Requests for quotation"
      columns={columns}
      rows={rfqs.data?.data}
      total={rfqs.data?.page.total ?? 0}
      getRowId={(r) => r.id}
      params={params}
      onParamsChange={setParams}
      loading={rfqs.isFetching}
      error={rfqs.isError ? errorMessage(rfqs.error) : null}
      onRetry={() => void rfqs.refetch()}
      {...(onOpen ? { onRowClick: onOpen } : {})}
      rowLabel={(r) => `Open ${r.number} for ${r.shipName}`}
      searchPlaceholder="Search RFQ, requisition, ship or vendor"
      emptyText="No requests for quotation for this selection."
      toolbar={
        <>
          <TextField
            select
            size="small"
            label="Ship"
            value={shipId ?? ''}
            onChange={(e) => setParams({ filters: { shipId: e.target.value }, offset: 0 })}
            sx={{ minWidth: 160 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">All ships</MenuItem>
            {(ships.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="State"
            value={state ?? ''}
            onChange={(e) => setParams({ filters: { state: e.target.value }, offset: 0 })}
            sx={{ minWidth: 140 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">All states</MenuItem>
            {RFQ_STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {s.charAt(0) + s.slice(1).toLowerCase()}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
    />
  );
}
