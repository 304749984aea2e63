import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lighten } from '@mui/material/styles';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { routeWithParams } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { ResetFiltersButton } from '../../../../components/data-table/ResetFiltersButton';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { notifyError } from '../../../../lib/notify';
import { useExportOverBudgets } from '../api/export-over-budgets';
import { useOverBudgets } from '../api/get-over-budgets';
import { YearSelect, money } from './overview-parts';
import { useYearParam } from './use-year';

const hideSm = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** `/purchasing/over-budgets`: every ship/category whose committed exceeds its budget, and every one that cannot be compared. */
export function OverBudgetsPage() {
  const [year, setYear] = useYearParam();
  const thisYear = new Date().getFullYear();
  const view = useOverBudgets(year);
  const d = view.data;
  const exporting = useExportOverBudgets();
  return (
    <>
      <PageHeader
        title="Over budgets"
        subtitle="Ship and category whose committed amount exceeds the budget. A budget covers its sub-categories without a budget of their own. Committed spend with no budget is an error, never a pass."
        actions={
          <>
            <YearSelect year={year} onChange={setYear} />
            <ResetFiltersButton
              controls={{ isFiltered: year !== thisYear, reset: () => setYear(thisYear) }}
            />
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              loading={exporting.isPending}
              disabled={view.isFetching || !d?.items.length}
              onClick={() => exporting.mutate(year, { onError: (e) => notifyError(e) })}
            >
              Export
            </Button>
          </>
        }
      />
      {view.isError && <Alert severity="error">{errorMessage(view.error)}</Alert>}
      {!d && view.isPending && <Skeleton variant="rounded" height={240} sx={{ borderRadius: '15px' }} />}
      {d && (
        <Card
          title={`${d.over} over budget · ${d.errors} to resolve`}
          owner={`Budget year ${d.year}`}
          showIcon={false}
        >
          {d.items.length === 0 ? (
            <Alert severity="success">Every ship and category is within its {d.year} budget.</Alert>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Over budgets">
                <TableHead>
                  <TableRow>
                    <TableCell>Ship</TableCell>
                    <TableCell>Category</TableCell>
                    <TableCell align="right" sx={hideSm}>
                      Budget
                    </TableCell>
                    <TableCell align="right">Committed</TableCell>
                    <TableCell align="right">Over by</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.items.map((i) => (
                    <TableRow key={`${i.shipId}-${i.categoryId ?? 'none'}`}>
                      <TableCell>
                        <Link
                          component={RouterLink}
                          to={routeWithParams('/purchasing/overview/:vesselID', { vesselID: i.shipId })}
                        >
                          {i.shipName}
                        </Link>
                      </TableCell>
                      <TableCell>
                        {i.categoryCode ? `${i.categoryCode} ${i.categoryName ?? ''}` : 'No category'}{' '}
                        <Chip
                          size="small"
                          color={i.kind === 'over' ? 'error' : 'warning'}
                          label={i.kind === 'over' ? 'Over' : 'Error'}
                        />
                        {i.message && (
                          <Typography variant="caption" color="error" component="div">
                            {i.message}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right" sx={{ ...hideSm, whiteSpace: 'nowrap' }}>
                        {money(i.budget, i.currency)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(i.committed, i.currency)}
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{
                          whiteSpace: 'nowrap',
                          fontWeight: 600,
                          // The spec's dark-theme red is too dark for text on the dark paper: a lighter tint.
                          color: (t) =>
                            t.palette.mode === 'dark'
                              ? lighten(t.palette.error.main, 0.5)
                              : t.palette.error.main,
                        }}
                      >
                        {money(i.excess, i.currency)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Card>
      )}
    </>
  );
}
