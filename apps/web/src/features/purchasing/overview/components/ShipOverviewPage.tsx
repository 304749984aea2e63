import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Card } from '../../../../components/Card';
import { PageHeader } from '../../../../components/PageHeader';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { useShipPurchasingOverview } from '../api/get-ship-overview';
import { SpendTable } from './SpendTable';
import { CountTiles, YearSelect } from './overview-parts';
import { BudgetShareChart } from './BudgetShareChart';
import { useYearParam } from './use-year';

/** `/purchasing/overview/:vesselID`: one ship's purchasing and its spend against budget per category. */
export function ShipOverviewPage() {
  const { vesselID = '' } = useParams();
  const [year, setYear] = useYearParam();
  const overview = useShipPurchasingOverview(vesselID, year);
  const d = overview.data;
  const q = year === new Date().getFullYear() ? '' : `&year=${year}`;
  const back = (
    <Tooltip title="Back to the fleet">
      <IconButton component={RouterLink} to="/purchasing/overview" aria-label="Back to the fleet overview">
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
  const status = overview.error instanceof ApiError ? overview.error.status : 0;
  const charted = d?.categories.filter((c) => c.categoryCode) ?? [];
  return (
    <>
      <PageHeader
        before={back}
        title={d ? `${d.shipName} · purchasing ${d.year}` : 'Ship purchasing'}
        subtitle="Committed = approved requisitions not yet ordered + purchase orders not yet billed + actual spend."
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <YearSelect year={year} onChange={setYear} />
            <Button
              component={RouterLink}
              to={`/purchasing/overview/budgetDetail?shipId=${vesselID}${q}`}
              variant="outlined"
            >
              Budget detail
            </Button>
          </Box>
        }
      />
      {overview.isError && (
        <Alert severity="error">
          {status === 403 ? 'This ship is not among your ships.' : errorMessage(overview.error)}
        </Alert>
      )}
      {!d && overview.isPending && <Skeleton variant="rounded" height={360} sx={{ borderRadius: '15px' }} />}
      {d && (
        <>
          <CountTiles counts={d} committed={d.committedTotal} budget={d.budgetTotal} currency={d.currency} />
          <Box sx={{ display: 'grid', gap: 2 }}>
            {charted.length > 0 && (
              <Card
                title="Budget used per category, % committed by source"
                showOwner={false}
                showIcon={false}
              >
                <BudgetShareChart
                  series={['Requisitions', 'Purchase orders', 'Actual']}
                  rows={charted.map((c) => ({
                    label: `${c.categoryCode} ${c.categoryName ?? ''}`.trim(),
                    budget: c.budget,
                    parts: {
                      Requisitions: c.requisitions,
                      'Purchase orders': c.purchaseOrders,
                      Actual: c.actual,
                    },
                  }))}
                />
              </Card>
            )}
            <Card title="Categories" showOwner={false} showIcon={false}>
              <SpendTable categories={d.categories} />
            </Card>
          </Box>
        </>
      )}
    </>
  );
}
