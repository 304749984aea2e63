import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LazyBarChart } from '../../../../components/charts/LazyCharts';
import { PURCHASE_ORDER_STATES, PURCHASE_ORDER_STATE_LABELS, can, routeWithParams } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { PageHeader } from '../../../../components/PageHeader';
import { useAccess } from '../../../../app/access/access-context';
import { errorMessage } from '../../../../lib/api-error';
import { useFleetPurchasingOverview } from '../api/get-fleet-overview';
import { CountTiles, YearSelect, money } from './overview-parts';
import { useYearParam } from './use-year';
import { BudgetShareChart } from './BudgetShareChart';

const hideSm = { display: { xs: 'none', md: 'table-cell' } } as const;

/** `/purchasing/overview`: the fleet's purchasing for a year — work in hand and spend against budget per ship. */
export function FleetOverviewPage() {
  const [year, setYear] = useYearParam();
  const access = useAccess();
  const overview = useFleetPurchasingOverview(year);
  const d = overview.data;
  const q = year === new Date().getFullYear() ? '' : `?year=${year}`;
  return (
    <>
      <PageHeader
        title="Purchasing overview"
        subtitle="Open requisitions, RFQs awaiting replies, purchase orders and spend against budget, per ship."
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <YearSelect year={year} onChange={setYear} />
            <Button component={RouterLink} to={`/purchasing/overview/budgetDetail${q}`} variant="outlined">
              Budget detail
            </Button>
            {can(access, ['get_purchase_orders']) && (
              <Button
                component={RouterLink}
                to={`/purchasing/over-budgets${q}`}
                variant="outlined"
                color="error"
              >
                Over budgets
              </Button>
            )}
          </Box>
        }
      />
      {overview.isError && <Alert severity="error">{errorMessage(overview.error)}</Alert>}
      {!d && overview.isPending && <Skeleton variant="rounded" height={360} sx={{ borderRadius: '15px' }} />}
      {d && (
        <>
          <CountTiles counts={d} committed={d.committedTotal} budget={d.budgetTotal} currency={d.currency} />
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Card title="Budget used per ship, % committed" showOwner={false} showIcon={false}>
                <BudgetShareChart
                  series={['Committed']}
                  rows={d.ships.map((s) => ({
                    label: s.shipName,
                    budget: s.budgetTotal,
                    parts: { Committed: s.committedTotal },
                  }))}
                />
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Card title={`Purchase orders raised in ${d.year}`} showOwner={false} showIcon={false}>
                <LazyBarChart
                  height={280}
                  layout="horizontal"
                  yAxis={[
                    {
                      scaleType: 'band',
                      data: PURCHASE_ORDER_STATES.map((s) => PURCHASE_ORDER_STATE_LABELS[s]),
                      width: 110,
                    },
                  ]}
                  xAxis={[{ tickMinStep: 1 }]}
                  series={[
                    { data: PURCHASE_ORDER_STATES.map((s) => d.purchaseOrdersByState[s]), label: 'Orders' },
                  ]}
                  hideLegend
                />
              </Card>
            </Grid>
          </Grid>
          <Card title="Ships" showOwner={false} showIcon={false}>
            <TableContainer>
              <Table size="small" aria-label="Purchasing per ship">
                <TableHead>
                  <TableRow>
                    <TableCell>Ship</TableCell>
                    <TableCell align="right">Open requisitions</TableCell>
                    <TableCell align="right" sx={hideSm}>
                      RFQs awaiting
                    </TableCell>
                    <TableCell align="right" sx={hideSm}>
                      Budget
                    </TableCell>
                    <TableCell align="right">Committed</TableCell>
                    <TableCell align="right">Over / errors</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.ships.map((s) => (
                    <TableRow key={s.shipId}>
                      <TableCell>
                        <Link
                          component={RouterLink}
                          to={`${routeWithParams('/purchasing/overview/:vesselID', { vesselID: s.shipId })}${q}`}
                        >
                          {s.shipName}
                        </Link>
                      </TableCell>
                      <TableCell align="right">
                        {s.openRequisitions}
                        {s.urgentRequisitions > 0 && ` (${s.urgentRequisitions} urgent)`}
                      </TableCell>
                      <TableCell align="right" sx={hideSm}>
                        {s.rfqsAwaitingReplies}
                      </TableCell>
                      <TableCell align="right" sx={{ ...hideSm, whiteSpace: 'nowrap' }}>
                        {money(s.budgetTotal, s.currency)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(s.committedTotal, s.currency)}
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{ color: s.overBudgetCategories + s.errors > 0 ? 'error.main' : undefined }}
                      >
                        {s.overBudgetCategories} / {s.errors}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Card>
        </>
      )}
    </>
  );
}
