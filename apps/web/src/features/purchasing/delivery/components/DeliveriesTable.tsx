import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DELIVERY_STATES, routeWithParams, type Delivery, type DeliveryKind } from '@keel/domain';
import Box from '@mui/material/Box';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { DueDateCell, UrgentMark } from '../../../../components/data-table/ListCells';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { errorMessage } from '../../../../lib/api-error';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useDeliveries } from '../api/list-deliveries';
import { DeliveryStateChip } from './DeliveryStateChip';
import { STATE_LABEL, isOpen, routeOf } from './delivery-format';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = (unassigned: boolean): Column<Delivery>[] => [
  {
    field: 'number',
    header: 'Delivery',
    sortable: true,
    card: 'title',
    render: (d) => (
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.75 }}>
        <Typography
          component="span"
          variant="body2"
          sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {d.number}
        </Typography>
        {d.urgent && <UrgentMark />}
      </Box>
    ),
  },
  { field: 'shipName', header: 'Ship', sortable: true },
  unassigned
    ? { field: 'senderName', header: 'Sender', render: (d) => d.senderName ?? '—' }
    : {
        field: 'purchaseOrderNumber',
        header: 'Purchase order',
        render: (d) =>
          d.kind === 'transfer'
            ? `Transfer of ${d.sourceDeliveryNumber ?? '—'}`
            : `${d.purchaseOrderNumber ?? '—'}${d.vendorName ? ` · ${d.vendorName}` : ''}`,
      },
  { field: 'toParty', header: 'Route', hideBelow: 'md', render: routeOf },
  { field: 'state', header: 'State', sortable: true, render: (d) => <DeliveryStateChip state={d.state} /> },
  {
    field: 'eta',
    header: 'ETA',
    sortable: true,
    hideBelow: 'sm',
    // Past its ETA and not received yet: overdue, as a requisition past its required-by date.
    render: (d) => <DueDateCell date={d.eta} open={isOpen(d.state)} />,
  },
  { field: 'lineCount', header: 'Lines', align: 'right', hideBelow: 'lg' },
];

/**
 * The deliveries of one kind (`all` PO deliveries and transfers, or `unassigned`) with ship and state
 * filters; server paging, sort and search; a row opens the delivery.
 */
export function DeliveriesTable({ kind, label }: { kind: 'all' | DeliveryKind; label: string }) {
  const navigate = useNavigate();
  const [params, setParams] = useListParams({
    sort: '-createdAt',
    filters: ['shipId', 'state', 'kind'],
  });
  const { shipId: rawShip = '', state = '', kind: rawKind = '' } = params.filters;
  const shipId = UUID.test(rawShip) ? rawShip : undefined;
  const chosenKind =
    kind === 'unassigned'
      ? 'unassigned'
      : ((['purchase_order', 'transfer'] as const).find((k) => k === rawKind) ?? kind);
  const ships = useQuery(myShipsQuery());
  const deliveries = useDeliveries({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    kind: chosenKind,
    shipId,
    state: (DELIVERY_STATES as readonly string[]).includes(state) ? (state as Delivery['state']) : undefined,
  });
  return (
    <DataTable
      label={label}
      columns={columns(kind === 'unassigned')}
      rows={deliveries.data?.data}
      total={deliveries.data?.page.total ?? 0}
      getRowId={(d) => d.id}
      params={params}
      onParamsChange={setParams}
      loading={deliveries.isFetching}
      error={deliveries.isError ? errorMessage(deliveries.error) : null}
      onRetry={() => void deliveries.refetch()}
      onRowClick={(d) => navigate(routeWithParams('/purchasing/delivery/:deliveryID', { deliveryID: d.id }))}
      rowLabel={(d) => `Open delivery ${d.number}`}
      searchPlaceholder={
        kind === 'unassigned'
          ? 'Search number, ship, sender, agent'
          : 'Search number, ship, PO, vendor, tracking'
      }
      emptyText={kind === 'unassigned' ? 'No unassigned deliveries.' : 'No deliveries for this selection.'}
      toolbar={
        <>
          <TextField
            select
            size="small"
            label="Ship"
            value={shipId ?? ''}
            onChange={(e) => setParams({ filters: { shipId: e.target.value }, offset: 0 })}
            sx={{ minWidth: 150 }}
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
            value={state}
            onChange={(e) => setParams({ filters: { state: e.target.value }, offset: 0 })}
            sx={{ minWidth: 150 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">All states</MenuItem>
            {DELIVERY_STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATE_LABEL[s]}
              </MenuItem>
            ))}
          </TextField>
          {kind !== 'unassigned' && (
            <TextField
              select
              size="small"
              label="Kind"
              value={chosenKind === 'all' ? '' : chosenKind}
              onChange={(e) => setParams({ filters: { kind: e.target.value }, offset: 0 })}
              sx={{ minWidth: 150 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">All kinds</MenuItem>
              <MenuItem value="purchase_order">From vendors</MenuItem>
              <MenuItem value="transfer">Transfers</MenuItem>
            </TextField>
          )}
        </>
      }
    />
  );
}
