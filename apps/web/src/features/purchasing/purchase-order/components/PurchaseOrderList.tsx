import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { PURCHASE_ORDER_STATES, type PurchaseOrderState, type PurchaseOrderSummary } from '@keel/domain';
import { DataTable } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { ListTotalsLine } from '../../../../components/data-table/ListTotalsLine';
import { useRowSelection } from '../../../../components/data-table/use-row-selection';
import { errorMessage } from '../../../../lib/api-error';
import { notifyError } from '../../../../lib/notify';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useExportPurchaseOrders, type PurchaseOrdersExportInput } from '../api/export-purchase-orders';
import { usePurchaseOrderOptions } from '../api/get-options';
import { usePurchaseOrders } from '../api/list-purchase-orders';
import { usePurchaseOrderTotals } from '../api/purchase-order-totals';
import { PurchaseOrderBulkActions } from './PurchaseOrderBulkActions';
import { PO_STATE_LABELS } from './po-format';
import { purchaseOrderColumns } from './po-list-columns';

const orderId = (po: PurchaseOrderSummary) => po.id;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The purchase orders of the user's ships: search, sort, filters by ship, state and vendor. */
export function PurchaseOrderList({ onOpen }: { onOpen: (id: string) => void }) {
  const [params, setParams] = useListParams({
    sort: '-createdAt',
    filters: ['shipId', 'state', 'vendorId'],
  });
  const selection = useRowSelection(orderId);
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
  const totals = usePurchaseOrderTotals(filters);
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
      columns={purchaseOrderColumns}
      rows={orders.data?.data}
      total={orders.data?.page.total ?? 0}
      getRowId={orderId}
      selection={selection}
      bulkActions={<PurchaseOrderBulkActions selection={selection} />}
      footer={<ListTotalsLine totals={totals.data} noun="order" error={totals.isError} />}
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
