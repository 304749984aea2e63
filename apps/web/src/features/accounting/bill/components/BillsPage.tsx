import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { BILL_STATES, type BillSummary, type VendorBillState } from '@keel/domain';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { ExportButton } from '../../../../components/data-table/ExportButton';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { FilterBar, type FilterField } from '../../../../components/filter-bar/FilterBar';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { useBillOptions, useBillTotals, useBills, useExportBills } from '../api/bill-api';
import { AgeingTable } from './AgeingTable';
import { BILL_STATE_LABELS, STATE_COLOR, money } from './bill-format';
import { pagerTotal } from '../../../../components/data-table/pager-total';

const FILTERS = ['tab', 'vendorId', 'shipId', 'state', 'dueFrom', 'dueTo', 'overdue'] as const;
type FilterName = (typeof FILTERS)[number];
const UUID = /^[0-9a-f-]{36}$/i;

const columns: Column<BillSummary>[] = [
  { field: 'number', header: 'Bill', sortable: true, card: 'title', width: 140 },
  {
    field: 'vendorName',
    header: 'Vendor',
    sortable: true,
    render: (b) => (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {b.vendorName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {b.vendorInvoiceNumber} · {b.shipName}
        </Typography>
      </Box>
    ),
  },
  {
    field: 'billDate',
    header: 'Date',
    sortable: true,
    width: 110,
    hideBelow: 'md',
    render: (b) => formatDate(b.billDate),
  },
  {
    field: 'dueDate',
    header: 'Due',
    sortable: true,
    width: 110,
    render: (b) => (
      <Box component="span" sx={{ color: b.overdue ? 'error.main' : undefined }}>
        {formatDate(b.dueDate)}
        {b.overdue ? ' · overdue' : ''}
      </Box>
    ),
  },
  {
    field: 'state',
    header: 'State',
    sortable: true,
    render: (b) => (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Chip size="small" color={STATE_COLOR[b.state]} label={BILL_STATE_LABELS[b.state]} />
        {b.matchStatus === 'MISMATCH' && (
          <Chip size="small" variant="outlined" color="error" label="Mismatch" />
        )}
      </Box>
    ),
  },
  {
    field: 'total',
    header: 'Total',
    sortable: true,
    align: 'right',
    render: (b) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
        {money(b.total, b.currency)} {b.currency}
      </Box>
    ),
  },
  {
    field: 'openAmount',
    header: 'Open',
    align: 'right',
    hideBelow: 'sm',
    render: (b) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
        {money(b.openAmount, b.currency)}
      </Box>
    ),
  },
];

/** `/accounting/bills`: vendor bills with filters, base-currency totals, export, and the AP ageing tab. */
export function BillsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useListParams({ sort: '-billDate', filters: [...FILTERS] });
  const options = useBillOptions();
  const f = Object.fromEntries(FILTERS.map((k) => [k, params.filters[k] ?? ''])) as Record<
    FilterName,
    string
  >;
  const filters = {
    q: params.q || undefined,
    vendorId: UUID.test(f.vendorId) ? f.vendorId : undefined,
    shipId: UUID.test(f.shipId) ? f.shipId : undefined,
    state: (BILL_STATES as readonly string[]).includes(f.state) ? (f.state as VendorBillState) : undefined,
    dueFrom: f.dueFrom || undefined,
    dueTo: f.dueTo || undefined,
    overdue: f.overdue === 'true' || f.overdue === 'false' ? (f.overdue as 'true' | 'false') : undefined,
  };
  const ageingTab = f.tab === 'ageing';
  const query = { offset: params.offset, limit: params.limit, sort: params.sort || undefined, ...filters };
  const list = useBills(query);
  const totals = useBillTotals(filters);
  const exporting = useExportBills();
  const base = options.data?.baseCurrency ?? '';
  const fields: FilterField<FilterName>[] = [
    {
      kind: 'select',
      name: 'vendorId',
      label: 'Vendor',
      width: 170,
      options: (options.data?.vendors ?? []).map((v) => [v.id, v.name] as const),
    },
    { kind: 'ship', name: 'shipId', width: 150 },
    ...(ageingTab
      ? []
      : ([
          {
            kind: 'select',
            name: 'state',
            label: 'State',
            width: 130,
            options: BILL_STATES.map((s) => [s, BILL_STATE_LABELS[s]] as const),
          },
          {
            kind: 'select',
            name: 'overdue',
            label: 'Overdue',
            width: 110,
            options: [
              ['true', 'Yes'],
              ['false', 'No'],
            ] as const,
          },
          { kind: 'date', name: 'dueFrom', label: 'Due from', width: 160 },
          { kind: 'date', name: 'dueTo', label: 'Due to', width: 160 },
        ] as FilterField<FilterName>[])),
  ];
  const filterBar = (
    <FilterBar
      fields={fields}
      values={f}
      onChange={(patch) => setParams({ filters: patch as Record<string, string>, offset: 0 })}
    />
  );
  return (
    <>
      <PageHeader
        title="Vendor bills"
        subtitle="Vendors' invoices matched to purchase orders and deliveries, posted and paid."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => void navigate('/accounting/bills/new')}
          >
            New bill
          </Button>
        }
      />
      <Tabs
        value={ageingTab ? 'ageing' : 'bills'}
        onChange={(_e, v: string) =>
          setParams({ filters: { tab: v === 'ageing' ? 'ageing' : '' }, offset: 0 })
        }
        sx={{ mb: 2 }}
      >
        <Tab value="bills" label="Bills" />
        <Tab value="ageing" label="AP ageing" />
      </Tabs>
      {ageingTab ? (
        <AgeingTable query={filters} baseCurrency={base} toolbar={filterBar} />
      ) : (
        <DataTable
          label="Vendor bills"
          columns={columns}
          rows={list.data?.data}
          {...pagerTotal(list.data, totals.data?.count)}
          getRowId={(b) => b.id}
          footer={
            totals.isError
              ? 'Total unavailable'
              : totals.data
                ? `Total (${base}) ${money(totals.data.totalBase, base || 'USD')} — open ${money(totals.data.openBase, base || 'USD')} — ${totals.data.count} bills`
                : 'Total …'
          }
          params={params}
          onParamsChange={setParams}
          loading={list.isFetching}
          error={list.isError ? errorMessage(list.error) : null}
          onRetry={() => void list.refetch()}
          onRowClick={(b) =>
            void navigate(
              b.state === 'DRAFT' ? `/accounting/bills/${b.id}` : `/accounting/bills/view/${b.id}`,
            )
          }
          rowLabel={(b) => `Open bill ${b.number}`}
          searchPlaceholder="Search bill, vendor invoice, vendor"
          emptyText="No bills for this selection."
          toolbar={
            <>
              {filterBar}
              <ExportButton exporting={exporting} query={query} />
            </>
          }
        />
      )}
    </>
  );
}
