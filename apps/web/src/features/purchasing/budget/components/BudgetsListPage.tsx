import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { routeWithParams, type Budget } from '@keel/domain';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useBudgets } from '../api/list-budgets';
import { useBudgetCategories } from '../api/list-categories';
import { BudgetFormDialog } from './BudgetFormDialog';
import { CategoryPicker } from './CategoryPicker';
import { formatAmount } from './budget-money';

const columns: Column<Budget>[] = [
  { field: 'shipName', header: 'Ship', sortable: true },
  {
    field: 'categoryCode',
    header: 'Expense category',
    sortable: true,
    render: (b) => (
      <Typography component="span" variant="body2">
        <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, mr: 1 }}>
          {b.categoryCode}
        </Box>
        {b.categoryName}
      </Typography>
    ),
  },
  { field: 'year', header: 'Year', sortable: true },
  {
    field: 'amount',
    header: 'Amount',
    sortable: true,
    align: 'right',
    render: (b) => formatAmount(b.amount, b.currency),
  },
  {
    field: 'revision',
    header: 'Revision',
    hideBelow: 'md',
    align: 'right',
    render: (b) => `Rev. ${b.revision}`,
  },
  {
    field: 'updatedAt',
    header: 'Last change',
    sortable: true,
    hideBelow: 'lg',
    render: (b) => formatDateTime(b.updatedAt),
  },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/budgets`: budgets of the user's ships by ship, year and expense category; server paging and sort. */
export function BudgetsListPage() {
  const navigate = useNavigate();
  const thisYear = new Date().getFullYear();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useListParams({ sort: 'shipName', filters: ['shipId', 'year', 'categoryId'] });
  const { shipId: rawShip = '', year: rawYear = '', categoryId: rawCategory = '' } = params.filters;
  const year = rawYear === '' ? thisYear : rawYear === 'all' ? undefined : Number(rawYear);
  const shipId = UUID.test(rawShip) ? rawShip : undefined;
  const categoryId = UUID.test(rawCategory) ? rawCategory : undefined;
  const ships = useQuery(myShipsQuery());
  const categories = useBudgetCategories();
  const budgets = useBudgets({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    shipId,
    categoryId,
    year: Number.isInteger(year) ? year : undefined,
  });
  const years = Array.from({ length: 7 }, (_, i) => thisYear - 3 + i);

  return (
    <>
      <PageHeader
        title="Budgets"
        subtitle="Yearly budgets per ship and expense category, split by month, with every revision."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New budget
          </Button>
        }
      />
      <DataTable
        label="Budgets"
        columns={columns}
        rows={budgets.data?.data}
        total={budgets.data?.page.total ?? 0}
        getRowId={(b) => b.id}
        params={params}
        onParamsChange={setParams}
        loading={budgets.isFetching}
        error={budgets.isError ? errorMessage(budgets.error) : null}
        onRetry={() => void budgets.refetch()}
        onRowClick={(b) => navigate(routeWithParams('/budgets/:budgetID', { budgetID: b.id }))}
        rowLabel={(b) => `Open ${b.shipName} ${b.categoryCode} ${b.categoryName} ${b.year}`}
        searchPlaceholder="Search ship or category"
        emptyText="No budgets for this selection."
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
              label="Year"
              value={year === undefined ? 'all' : String(year)}
              onChange={(e) =>
                setParams({
                  filters: { year: e.target.value === String(thisYear) ? '' : e.target.value },
                  offset: 0,
                })
              }
              sx={{ minWidth: 110 }}
            >
              <MenuItem value="all">All years</MenuItem>
              {years.map((y) => (
                <MenuItem key={y} value={String(y)}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ minWidth: 240, flex: '0 1 300px' }}>
              <CategoryPicker
                size="small"
                label="Category"
                categories={categories.data ?? []}
                value={categoryId ?? ''}
                onChange={(id) => setParams({ filters: { categoryId: id }, offset: 0 })}
              />
            </Box>
          </>
        }
      />
      {creating && (
        <BudgetFormDialog
          open
          budget={null}
          defaults={{
            ...(shipId ? { shipId } : {}),
            ...(categoryId ? { categoryId } : {}),
            year: String(year ?? thisYear),
          }}
          onClose={() => setCreating(false)}
          onSaved={(b) => navigate(routeWithParams('/budgets/:budgetID', { budgetID: b.id }))}
        />
      )}
    </>
  );
}
