import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddIcon from '@mui/icons-material/Add';
import {
  INVOICE_DISPLAY_STATES,
  can,
  routeWithParams,
  type Invoice,
  type InvoiceDisplayState,
} from '@keel/domain';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { ExportButton } from '../../../../components/data-table/ExportButton';
import { ListTotalsLine } from '../../../../components/data-table/ListTotalsLine';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { FilterBar, type FilterField } from '../../../../components/filter-bar/FilterBar';
import { PageHeader } from '../../../../components/PageHeader';
import { useAccess } from '../../../../app/access/access-context';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { useInvoiceCustomers } from '../api/get-invoice';
import { useExportInvoices, useInvoices, useInvoiceTotals } from '../api/list-invoices';
import { AgeingTable } from './AgeingTable';
import { STATE_CHIPS, formatAmount } from './invoice-format';
import { InvoiceStateChip } from './InvoiceStateChip';
import { pagerTotal } from '../../../../components/data-table/pager-total';

const FILTERS = ['shipId', 'customerId', 'state', 'dueFrom', 'dueTo'] as const;
type FilterName = (typeof FILTERS)[number];
const UUID = /^[0-9a-f-]{36}$/i;

const money = (amount: string, currency: string) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
    {formatAmount(amount, currency)} {currency}
  </Box>
);

const columns: Column<Invoice>[] = [
  {
    field: 'number',
    header: 'Number',
    sortable: true,
    width: 140,
    card: 'title',
    render: (i) => i.number ?? 'Draft',
  },
  { field: 'customerName', header: 'Customer', sortable: true },
  { field: 'shipName', header: 'Ship', hideBelow: 'sm' },
  {
    field: 'invoiceDate',
    header: 'Date',
    sortable: true,
    width: 110,
    hideBelow: 'md',
    render: (i) => formatDate(i.invoiceDate),
  },
  { field: 'dueDate', header: 'Due', sortable: true, width: 110, render: (i) => formatDate(i.dueDate) },
  {
    field: 'total',
    header: 'Total',
    sortable: true,
    align: 'right',
    render: (i) => money(i.total, i.currency),
  },
  {
    field: 'balance',
    header: 'Balance',
    align: 'right',
    hideBelow: 'sm',
    render: (i) => money(i.balance, i.currency),
  },
  {
    field: 'displayState',
    header: 'State',
    width: 120,
    render: (i) => <InvoiceStateChip state={i.displayState} />,
  },
];

/** `/accounting/invoices`: customer invoices with filters, base-currency totals, export; and the AR ageing tab. */
export function InvoicesPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'ageing' ? 'ageing' : 'list';
  const access = useAccess();
  const [params, setParams] = useListParams({ sort: '-createdAt', filters: [...FILTERS] });
  const customers = useInvoiceCustomers();
  const f = Object.fromEntries(FILTERS.map((k) => [k, params.filters[k] ?? ''])) as Record<
    FilterName,
    string
  >;
  const filters = {
    q: params.q || undefined,
    shipId: UUID.test(f.shipId) ? f.shipId : undefined,
    customerId: UUID.test(f.customerId) ? f.customerId : undefined,
    state: (INVOICE_DISPLAY_STATES as readonly string[]).includes(f.state)
      ? (f.state as InvoiceDisplayState)
      : undefined,
    dueFrom: f.dueFrom || undefined,
    dueTo: f.dueTo || undefined,
  };
  const query = { offset: params.offset, limit: params.limit, sort: params.sort || undefined, ...filters };
  const list = useInvoices(query);
  const totals = useInvoiceTotals(filters);
  const exporting = useExportInvoices();
  const fields: FilterField<FilterName>[] = [
    { kind: 'ship', name: 'shipId', width: 150 },
    {
      kind: 'select',
      name: 'customerId',
      label: 'Customer',
      width: 180,
      options: (customers.data ?? []).map((c) => [c.id, c.name] as const),
    },
    {
      kind: 'select',
      name: 'state',
      label: 'State',
      width: 130,
      options: INVOICE_DISPLAY_STATES.map((s) => [s, STATE_CHIPS[s].label] as const),
    },
    { kind: 'date', name: 'dueFrom', label: 'Due from', width: 160 },
    { kind: 'date', name: 'dueTo', label: 'Due to', width: 160 },
  ];
  const open = (i: Invoice) =>
    navigate(
      i.state === 'DRAFT'
        ? routeWithParams('/accounting/invoices/edit/:invoiceID', { invoiceID: i.id })
        : routeWithParams('/accounting/invoices/view/:invoiceID', { invoiceID: i.id }),
    );

  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle="Customer invoices re-billing the ships' costs, converted at the rate of the invoice date."
        actions={
          can(access, ['create_invoice']) ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() =>
                void navigate(routeWithParams('/accounting/invoices/edit/:invoiceID', { invoiceID: 'new' }))
              }
            >
              New invoice
            </Button>
          ) : undefined
        }
      />
      <Tabs
        value={tab}
        onChange={(_, value: string) => setSearch(value === 'ageing' ? { tab: 'ageing' } : {})}
        sx={{ mb: 2 }}
        aria-label="Invoices or ageing"
      >
        <Tab value="list" label="Invoices" />
        <Tab value="ageing" label="AR ageing" />
      </Tabs>
      {tab === 'ageing' ? (
        <AgeingTable />
      ) : (
        <DataTable
          label="Invoices"
          columns={columns}
          rows={list.data?.data}
          {...pagerTotal(list.data, totals.data?.count)}
          getRowId={(i) => i.id}
          footer={<ListTotalsLine noun="invoice" totals={totals.data} error={totals.isError} />}
          params={params}
          onParamsChange={setParams}
          loading={list.isFetching}
          error={list.isError ? errorMessage(list.error) : null}
          onRetry={() => void list.refetch()}
          onRowClick={open}
          rowLabel={(i) => `Open invoice ${i.number ?? 'draft'} to ${i.customerName}`}
          searchPlaceholder="Search number, reference, customer"
          emptyText="No invoices for this selection."
          toolbar={
            <>
              <FilterBar
                fields={fields}
                values={f}
                onChange={(patch) => setParams({ filters: patch as Record<string, string>, offset: 0 })}
              />
              <ExportButton exporting={exporting} query={query} />
            </>
          }
        />
      )}
    </>
  );
}
