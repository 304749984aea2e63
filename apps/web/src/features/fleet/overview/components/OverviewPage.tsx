import { useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LazyDatePicker } from '../../../../components/pickers/LazyPickers';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { DATE_FORMAT, addCalendarDays, fleetOverviewQuerySchema, isCalendarDate } from '@keel/domain';
import { FullHeightLoader } from '../../../../components/LoadingWheel';
import { PageHeader } from '../../../../components/PageHeader';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useFleetOverview } from '../api/get-fleet-overview';
import { AccessRefused } from './AccessRefused';
import { OverviewKpis } from './OverviewKpis';
import { SeriesChart, ShipsChart } from './OverviewCharts';

/** The default period: the last 90 days up to yesterday (noon reports of today may still come). */
function defaultPeriod() {
  const yesterday = addCalendarDays(new Date().toISOString().slice(0, 10), -1);
  return { from: addCalendarDays(yesterday, -89), to: yesterday };
}

/**
 * `/overview` and `/overview/:shipID`: distance, average speed, fuel per day, CO₂ and the CII rating
 * of the fleet or one ship over a chosen period, as charts with their figures beside them. Everything
 * is computed on the server (SQL sums + domain functions).
 */
export function OverviewPage() {
  const { shipID = '' } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const ships = useQuery(myShipsQuery());
  const period = defaultPeriod();
  const from = isCalendarDate(search.get('from') ?? '') ? search.get('from')! : period.from;
  const to = isCalendarDate(search.get('to') ?? '') ? search.get('to')! : period.to;
  const parsed = fleetOverviewQuerySchema.safeParse({ from, to, ...(shipID ? { shipId: shipID } : {}) });
  const overview = useFleetOverview(parsed.success ? parsed.data : { from, to }, parsed.success);
  const setPeriod = (patch: { from?: string; to?: string }) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v);
        return next;
      },
      { replace: true },
    );
  const pick = (d: dayjs.Dayjs | null) => (d && d.isValid() ? d.format('YYYY-MM-DD') : undefined);
  const shipName = ships.data?.find((s) => s.id === shipID)?.name;
  const data = overview.data;

  return (
    <>
      <PageHeader
        title={shipName ? `Overview · ${shipName}` : 'Fleet overview'}
        subtitle="Distance, speed, fuel, CO₂ and carbon intensity from the noon reports."
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Ship"
          value={shipID}
          onChange={(e) =>
            navigate(`${e.target.value ? `/overview/${e.target.value}` : '/overview'}?from=${from}&to=${to}`)
          }
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Whole fleet</MenuItem>
          {(ships.data ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <LazyDatePicker
          label="From"
          format={DATE_FORMAT}
          value={dayjs(from)}
          onChange={(d) => setPeriod({ from: pick(d) })}
          slotProps={{ textField: { size: 'small', sx: { width: 160 } } }}
        />
        <LazyDatePicker
          label="To"
          format={DATE_FORMAT}
          value={dayjs(to)}
          onChange={(d) => setPeriod({ to: pick(d) })}
          slotProps={{ textField: { size: 'small', sx: { width: 160 } } }}
        />
        {overview.isFetching && data && (
          <LinearProgress sx={{ flex: '1 1 100%' }} aria-label="Loading the overview" />
        )}
      </Box>
      {!parsed.success && <Alert severity="warning">{parsed.error.issues[0]?.message}</Alert>}
      {overview.error instanceof ApiError && overview.error.status === 403 && (
        <AccessRefused message={overview.error.message} back="/overview" backText="Fleet overview" />
      )}
      {overview.isError && !(overview.error instanceof ApiError && overview.error.status === 403) && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void overview.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(overview.error)}
        </Alert>
      )}
      {parsed.success && !data && overview.isLoading && (
        <FullHeightLoader height={320} label="Loading the overview" />
      )}
      {data && data.fleet.reports === 0 && (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          No noon reports in this period.
        </Typography>
      )}
      {data && data.fleet.reports > 0 && (
        <>
          <OverviewKpis data={data} single={Boolean(shipID)} />
          <SeriesChart data={data} />
          <ShipsChart data={data} />
        </>
      )}
    </>
  );
}
