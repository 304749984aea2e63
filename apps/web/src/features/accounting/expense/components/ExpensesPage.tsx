import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { EXPENSE_PARTY_TYPES, routeWithParams, type Expense, type ExpensePartyType } from '@keel/domain';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { ExportButton } from '../../../../components/data-table/ExportButton';
import { ListTotalsLine } from '../../../../components/data-table/ListTotalsLine';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { FilterBar, type FilterField } from '../../../../components/filter-bar/FilterBar';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { useExpenseOptions } from '../api/get-expense';
import { useExpenses, useExpenseTotals } from '../api/list-expenses';
import { useExportExpenses } from '../api/receipt-file';
import { PAIR_CURRENCIES } from '../../exchange/components/rate-format';
import { ExpenseDialog } from './ExpenseDialog';
import { PARTY_LABELS, formatAmount } from './expense-form';

const FILTERS = [
  'shipId',
  'categoryId',
  'partyType',
  'currency',
  'rebillable',
  'invoiced',
  'from',
  'to',
] as const;
type FilterName = (typeof FILTERS)[number];
const UUID = /^[0-9a-f-]{36}$/i;
const yesNo = [
  ['true', 'Yes'],
  ['false', 'No'],
] as const;

const columns: Column<Expense>[] = [
  {
    field: 'expenseDate',
    header: 'Date',
    sortable: true,
    width: 110,
    render: (e) => formatDate(e.expenseDate),
  },
  { field: 'shipName', header: 'Ship', sortable: true, card: 'title' },
  {
    field: 'description',
    header: 'Description',
    sortable: true,
    render: (e) => (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {e.description}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {e.categoryCode} {e.categoryName} · {PARTY_LABELS[e.partyType]}
          {e.agentName ? ` · ${e.agentName}` : ''}
        </Typography>
      </Box>
    ),
  },
  {
    field: 'amount',
    header: 'Amount',
    sortable: true,
    align: 'right',
    render: (e) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
        {formatAmount(e.amount, e.currency)} {e.currency}
      </Box>
    ),
  },
  {
    field: 'baseAmount',
    header: 'Converted',
    sortable: true,
    align: 'right',
    hideBelow: 'sm',
    render: (e) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
        {formatAmount(e.baseAmount, e.baseCurrency)} {e.baseCurrency}
      </Box>
    ),
  },
  {
    field: 'rebillable',
    header: 'Flags',
    hideBelow: 'md',
    render: (e) => (
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
        {e.rebillable && (
          <Chip
            size="small"
            variant="outlined"
            color={e.invoicedAt ? 'success' : 'info'}
            label={e.invoicedAt ? 'Invoiced' : 'Rebillable'}
          />
        )}
        {e.receipt && (
          <ReceiptLongOutlinedIcon fontSize="small" titleAccess="Receipt attached" color="action" />
        )}
      </Box>
    ),
  },
];

/** `/accounting/expenses`: the ships' expenses with filters, converted totals, export and "New expense". */
export function ExpensesPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useListParams({ sort: '-expenseDate', filters: [...FILTERS] });
  const options = useExpenseOptions();
  const f = Object.fromEntries(FILTERS.map((k) => [k, params.filters[k] ?? ''])) as Record<
    FilterName,
    string
  >;
  const flag = (value: string): 'true' | 'false' | undefined =>
    value === 'true' || value === 'false' ? value : undefined;
  const filters = {
    q: params.q || undefined,
    shipId: UUID.test(f.shipId) ? f.shipId : undefined,
    categoryId: UUID.test(f.categoryId) ? f.categoryId : undefined,
    partyType: (EXPENSE_PARTY_TYPES as readonly string[]).includes(f.partyType)
      ? (f.partyType as ExpensePartyType)
      : undefined,
    currency: /^[A-Z]{3}$/.test(f.currency) ? f.currency : undefined,
    rebillable: flag(f.rebillable),
    invoiced: flag(f.invoiced),
    from: f.from || undefined,
    to: f.to || undefined,
  };
  const query = { offset: params.offset, limit: params.limit, sort: params.sort || undefined, ...filters };
  const list = useExpenses(query);
  const totals = useExpenseTotals(filters);
  const exporting = useExportExpenses();
  const fields: FilterField<FilterName>[] = [
    { kind: 'ship', name: 'shipId', width: 150 },
    {
      kind: 'select',
      name: 'categoryId',
      label: 'Category',
      width: 170,
      options: (options.data?.categories ?? []).map((c) => [c.id, `${c.code} ${c.name}`] as const),
    },
    {
      kind: 'select',
      name: 'partyType',
      label: 'Party',
      width: 110,
      options: EXPENSE_PARTY_TYPES.map((p) => [p, PARTY_LABELS[p]] as const),
    },
    {
      kind: 'select',
      name: 'currency',
      label: 'Currency',
      width: 110,
      options: PAIR_CURRENCIES.map((c) => [c, c] as const),
    },
    { kind: 'select', name: 'rebillable', label: 'Rebillable', width: 120, options: yesNo },
    { kind: 'select', name: 'invoiced', label: 'Invoiced', width: 110, options: yesNo },
    { kind: 'date', name: 'from', label: 'From', width: 160 },
    { kind: 'date', name: 'to', label: 'To', width: 160 },
  ];
  const open = (id: string) =>
    navigate(routeWithParams('/accounting/expenses/:expensesID', { expensesID: id }));

  return (
    <>
      <PageHeader
        title="Expenses"
        subtitle="What the ships spend outside purchase orders, converted at the rate of each expense's date."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New expense
          </Button>
        }
      />
      <DataTable
        label="Expenses"
        columns={columns}
        rows={list.data?.data}
        total={list.data?.page.total ?? 0}
        getRowId={(e) => e.id}
        footer={<ListTotalsLine noun="expense" totals={totals.data} error={totals.isError} />}
        params={params}
        onParamsChange={setParams}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        onRowClick={(e) => open(e.id)}
        rowLabel={(e) => `Open ${e.description} of ${e.expenseDate}`}
        searchPlaceholder="Search description, ship, category, agent"
        emptyText="No expenses for this selection."
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
      <ExpenseDialog
        open={creating}
        options={options.data}
        onClose={() => setCreating(false)}
        onSaved={(e) => open(e.id)}
      />
    </>
  );
}
