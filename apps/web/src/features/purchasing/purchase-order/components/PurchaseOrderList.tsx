import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { PURCHASE_ORDER_STATES, type PurchaseOrderState, type PurchaseOrderSummary } from '@keel/domain';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useExportPurchaseOrders, type PurchaseOrdersExportInput } from '../api/export-purchase-orders';
import { usePurchaseOrderOptions } from '../api/get-options';
import { usePurchaseOrders } from '../api/list-purchase-orders';
import { PoStateChip } from './PoStateChip';
import { PO_STATE_LABELS, formatAmount, formatWindow } from './po-format';

const columns: Column<PurchaseOrderSummary>[] = [
  {
    field: 'number',
    header: 'Number',
    sortable: true,
    render: (po) => (
      <Box>
        <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
          {po.number}
        </Typography>
        {po.revision > 1 && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
            rev. {po.revision}
          </Typography>
        )}
      </Box>
    ),
  },
  { field: 'shipName', header: 'Ship', sortable: true },
  { field: 'vendorName', header: 'Vendor', sortable: true },
  { field: 'state', header: 'State', sortable: true, render: (po) => <PoStateChip state={po.state} /> },
  {
    field: 'total',
    header: 'Total',
    sortable: true,
    align: 'right',
    render: (po) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Typography component="div" variant="body2" sx={{ fontWeight: 600 }}>
          {formatAmount(po.total, po.currency)}
        </Typography>
        {po.currency !== po.baseCurrency && (
          <Typography component="div" variant="caption" color="text.secondary">
            ≈ {formatAmount(po.totalBase, po.baseCurrency)}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    field: 'supplyFrom',
    header: 'Supply window',
    hideBelow: 'lg',
    render: (po) => formatWindow(po.supplyFrom, po.supplyTo),
  },
  {
    field: 'createdAt',
    header: 'Created',
    sortable: true,
    hideBelow: 'md',
    render: (po) => formatDate(po.createdAt),
  },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The purchase orders of the user's ships: search, sort, filters by ship, state and vendor. */
export function PurchaseOrderList({ onOpen }: { onOpen: (id: string) => void }) {
  const [params, setParams] = useListParams({ sort: '-createdAt', filters: ['shipId', 'state', 'vendorId'] });
  const { shipId: rawShip = '', state: rawState = '', vendorId: rawVendor = '' } = params.filters;
  const shipId = UUID.test(rawShip) ? rawShip : undefined;
  const vendorId = UUID.test(rawVendor) ? rawVendor : undefined;
  const state = (PURCHASE_ORDER_STATES as readonly string[]).includes(rawState)
    ? (rawState as PurchaseOrderState)
    : undefined;
  const ships = useQuery(myShipsQuery());
  const options = usePurchaseOrderOptions();
  const filters: PurchaseOrdersExportInput = {
    q: params.q || undefined,
    sort: params.sort || undefined,
    shipId,
    vendorId,
    state,
  };
  const orders = usePurchaseOrders({ offset: params.offset, limit: params.limit, ...filters });
  const exporting = useExportPurchaseOrders();
  const select = (
    label: string,
    value: string,
    onChange: (v: string) => void,
    items: [string, string][],
    all: string,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 150 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{all}</MenuItem>
      {items.map(([v, l]) => (
        <MenuItem key={v} value={v}>
          {l}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <DataTable
      label="Purchase orders"
      columns={columns}
      rows={orders.data?.data}
      total={orders.data?.page.total ?? 0}
      getRowId={(po) => po.id}
      params={params}
      onParamsChange={setParams}
      loading={orders.isFetching}
      error={orders.isError ? errorMessage(orders.error) : null}
      onRetry={() => void orders.refetch()}
      onRowClick={(po) => onOpen(po.id)}
      rowLabel={(po) => `Open ${po.number} ${po.vendorName}`}
      searchPlaceholder="Search number, vendor or ship"
      emptyText="No purchase orders for this selection. Orders are created by awarding quotations."
      toolbar={
        <>
          {select(
            'Ship',
            shipId ?? '',
            (v) => setParams({ filters: { shipId: v }, offset: 0 }),
            (ships.data ?? []).map((s) => [s.id, s.name]),
            'All ships',
          )}
          {select(
            'State',
            state ?? '',
            (v) => setParams({ filters: { state: v }, offset: 0 }),
            PURCHASE_ORDER_STATES.map((s) => [s, PO_STATE_LABELS[s]]),
            'All states',
          )}
          {select(
            'Vendor',
            vendorId ?? '',
            (v) => setParams({ filters: { vendorId: v }, offset: 0 }),
            (options.data?.vendors ?? []).map((v) => [v.id, v.name]),
            'All vendors',
          )}
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            sx={{ ml: 'auto' }}
            loading={exporting.isPending}
            disabled={orders.isFetching || !orders.data?.data.length}
            onClick={() => exporting.mutate(filters, { onError: (e) => notifyError(e) })}
          >
            Export
          </Button>
        </>
      }
    />
  );
}
