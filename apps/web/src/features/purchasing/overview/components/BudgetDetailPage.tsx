import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LazyLineChart } from '../../../../components/charts/LazyCharts';
import { BUDGET_MONTH_LABELS, type BudgetDetailCategory } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { usePurchasingBudgetDetail } from '../api/get-budget-detail';
import { YearSelect, chartNumber, money } from './overview-parts';
import { useYearParam } from './use-year';

function CategoryMonths({ c }: { c: BudgetDetailCategory }) {
  const running = (values: number[]) =>
    values.map((_, i) => values.slice(0, i + 1).reduce((a, b) => a + b, 0));
  const budgets = running(c.months.map((m) => chartNumber(m.budget) ?? 0));
  const committed = running(c.months.map((m) => Number(m.committed)));
  const cumulative = c.months.map((_, i) => ({
    budget: c.budget === null ? null : budgets[i]!,
    committed: committed[i]!,
  }));
  return (
    <Card
      title={`${c.categoryCode ?? '—'} ${c.categoryName ?? 'No category'}`}
      owner={`Budget ${money(c.budget, c.currency)} · committed ${money(c.committed, c.currency)}${c.over ? ' · over budget' : ''}`}
      showIcon={false}
    >
      {c.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {c.error}
        </Alert>
      )}
      <LazyLineChart
        height={220}
        xAxis={[{ scaleType: 'point', data: [...BUDGET_MONTH_LABELS] }]}
        yAxis={[{ width: 72 }]}
        series={[
          { data: cumulative.map((x) => x.budget), label: 'Budget, cumulative', showMark: false },
          {
            data: cumulative.map((x) => x.committed),
            label: 'Committed, cumulative',
            showMark: false,
            color: c.over ? '#d32f2f' : undefined,
          },
        ]}
      />
      <TableContainer>
        <Table size="small" aria-label={`Months of ${c.categoryCode ?? 'no category'}`}>
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell>
              <TableCell align="right">Budget</TableCell>
              <TableCell align="right">Committed</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {c.months
              .filter((m) => m.budget !== null || Number(m.committed) !== 0)
              .map((m) => (
                <TableRow key={m.month}>
                  <TableCell>{BUDGET_MONTH_LABELS[m.month - 1]}</TableCell>
                  <TableCell align="right">{money(m.budget, c.currency)}</TableCell>
                  <TableCell align="right">{money(m.committed, c.currency)}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

/** `/purchasing/overview/budgetDetail`: per category of a ship, budget and committed month by month. */
export function BudgetDetailPage() {
  const [year, setYear] = useYearParam();
  const [params, setParams] = useSearchParams();
  const ships = useQuery(myShipsQuery());
  const shipId = params.get('shipId') ?? ships.data?.[0]?.id ?? '';
  const detail = usePurchasingBudgetDetail(shipId, year);
  const setShip = (id: string) =>
    setParams((p) => {
      const copy = new URLSearchParams(p);
      copy.set('shipId', id);
      return copy;
    });
  return (
    <>
      <PageHeader
        title="Budget detail"
        subtitle="Budget and committed spend per expense category and month (committed in the month a requisition or order was raised)."
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label="Ship"
              value={shipId}
              onChange={(e) => setShip(e.target.value)}
              sx={{ minWidth: 170 }}
            >
              {(ships.data ?? []).map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <YearSelect year={year} onChange={setYear} />
          </Box>
        }
      />
      {detail.isError && <Alert severity="error">{errorMessage(detail.error)}</Alert>}
      {!detail.data && detail.isPending && shipId && (
        <Skeleton variant="rounded" height={360} sx={{ borderRadius: '15px' }} />
      )}
      {detail.data && detail.data.categories.length === 0 && (
        <Typography color="text.secondary">
          No budget and nothing committed for {detail.data.shipName} in {detail.data.year}.
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {detail.data?.categories.map((c) => (
          <CategoryMonths key={c.categoryId ?? 'none'} c={c} />
        ))}
      </Box>
    </>
  );
}
