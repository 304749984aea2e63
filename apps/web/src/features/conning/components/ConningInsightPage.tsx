import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueries, useQuery } from '@tanstack/react-query';
import { CONNING_PATHS, describePath } from '@keel/domain';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-error';
import { myShipsQuery } from '../../../lib/shared-queries';
import { resolutionFor, seriesQuery, statisticsQuery, type SeriesPoint } from '../api/insight';
import { WEATHER_CHARTS, axisLabel, shown, speedLoss, type WeatherChartKind } from '../insight-math';
import { ChartCard, NoData, Relation, ScatterChart, TimeChart, fmt } from './insight-parts';
import { ShipSelect } from './ShipSelect';

const PERIODS = [
  { value: '6h', label: 'Last 6 hours', ms: 6 * 3_600_000 },
  { value: '24h', label: 'Last 24 hours', ms: 86_400_000 },
  { value: '7d', label: 'Last 7 days', ms: 7 * 86_400_000 },
  { value: '30d', label: 'Last 30 days', ms: 30 * 86_400_000 },
  { value: 'custom', label: 'Custom', ms: 0 },
] as const;
const MOTION_PATHS = [
  'navigation.attitude.roll',
  'navigation.attitude.pitch',
  'keel.navigation.attitude.rollPeriod',
  'environment.heave',
  'keel.environment.heaveAcceleration',
];
const STW = 'navigation.speedThroughWater';
const RPM = 'propulsion.main.revolutions';
const POWER = 'keel.propulsion.main.power';
const WIND = 'environment.wind.speedTrue';
const localInput = (ms: number) =>
  new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** The points of some paths over the period at one resolution, by path (loading while any loads). */
function useSeries(shipId: string, paths: readonly string[], from: string, to: string) {
  const resolution = resolutionFor(Date.parse(from), Date.parse(to));
  const results = useQueries({ queries: paths.map((p) => seriesQuery(shipId, p, from, to, resolution)) });
  const byPath = new Map<string, SeriesPoint[]>();
  paths.forEach((p, i) => byPath.set(p, results[i]?.data ?? []));
  return {
    byPath,
    resolution,
    loading: results.some((r) => r.isPending),
    error: results.find((r) => r.isError)?.error,
  };
}

/**
 * `/conning-insight/:vesselID` (sidebar `Conning.API`): a ship's sensor history over a period —
 * trends of chosen values, the weather chart kinds of spec §3, speed against RPM, power against
 * speed, speed loss against wind, and min / mean / max statistics. Charts read the down-sampled
 * history at the finest resolution that keeps ≤ 1500 points per value, so a month stays fast.
 */
export function ConningInsightPage() {
  const { vesselID = '' } = useParams();
  const navigate = useNavigate();
  const ships = useQuery(myShipsQuery());
  const list = useMemo(() => ships.data ?? [], [ships.data]);
  const ship = list.find((s) => s.id === vesselID);
  useEffect(() => {
    // `/conning-insight/first` (the sidebar's link) or an unknown id opens the first of the user's ships.
    if (ships.isSuccess && !ship && list[0] && !/^[0-9a-f-]{36}$/i.test(vesselID))
      void navigate(`/conning-insight/${list[0].id}`, { replace: true });
  }, [ships.isSuccess, ship, list, vesselID, navigate]);
  const outOfScope = ships.isSuccess && !ship && /^[0-9a-f-]{36}$/i.test(vesselID);
  const shipId = ship?.id ?? '';

  const [period, setPeriod] = useState<(typeof PERIODS)[number]['value']>('24h');
  // The end of a preset period: now, on the next whole minute, taken when the period is chosen.
  const [anchor, setAnchor] = useState(() => Math.ceil(Date.now() / 60_000) * 60_000);
  const [custom, setCustom] = useState(() => ({
    from: localInput(Date.now() - 86_400_000),
    to: localInput(Date.now()),
  }));
  // The period's ends, rounded to the minute so the queries' keys stay the same while it is shown.
  const { from, to } = useMemo(() => {
    if (period === 'custom') {
      const f = Date.parse(custom.from);
      const t = Date.parse(custom.to);
      return { from: new Date(f).toISOString(), to: new Date(t > f ? t : f + 60_000).toISOString() };
    }
    const ms = PERIODS.find((p) => p.value === period)!.ms;
    return { from: new Date(anchor - ms).toISOString(), to: new Date(anchor).toISOString() };
  }, [period, custom, anchor]);

  const [trendPaths, setTrendPaths] = useState<string[]>(['navigation.speedOverGround', STW]);
  const [weather, setWeather] = useState<WeatherChartKind>('temperature');
  const wanted = useMemo(
    () => [...new Set([...trendPaths, ...WEATHER_CHARTS[weather], STW, RPM, POWER, WIND])],
    [trendPaths, weather],
  );
  const series = useSeries(shipId, wanted, from, to);
  const statsPaths = useMemo(() => [...new Set([...trendPaths, ...MOTION_PATHS])], [trendPaths]);
  const stats = useQuery(statisticsQuery(shipId, statsPaths, from, to));
  const loss = useMemo(() => {
    const rpm = series.byPath.get(RPM) ?? [];
    const stw = new Map((series.byPath.get(STW) ?? []).map((p) => [p.t, p.v]));
    const wind = new Map((series.byPath.get(WIND) ?? []).map((p) => [p.t, p.v]));
    const points = rpm.flatMap((p) => {
      const s = stw.get(p.t);
      const w = wind.get(p.t);
      return s === undefined || w === undefined ? [] : [{ rpmHz: p.v, stwMs: s, windMs: w }];
    });
    return speedLoss(points);
  }, [series.byPath]);

  return (
    <Box>
      <PageHeader
        title={`Conning insight${ship ? ` · ${ship.name}` : ''}`}
        subtitle="Trends and relations of a ship's sensor history"
        actions={
          <ShipSelect
            ships={list}
            value={shipId}
            onChange={(id) => void navigate(`/conning-insight/${id}`)}
          />
        }
      />
      {outOfScope && <Alert severity="warning">This ship is not among your ships.</Alert>}
      {!outOfScope && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <TextField
              select
              size="small"
              label="Period"
              value={period}
              onChange={(e) => {
                setPeriod(e.target.value as typeof period);
                setAnchor(Math.ceil(Date.now() / 60_000) * 60_000);
              }}
              sx={{ minWidth: 180 }}
            >
              {PERIODS.map((p) => (
                <MenuItem key={p.value} value={p.value}>
                  {p.label}
                </MenuItem>
              ))}
            </TextField>
            {period === 'custom' && (
              <>
                <TextField
                  size="small"
                  type="datetime-local"
                  label="From"
                  value={custom.from}
                  onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  size="small"
                  type="datetime-local"
                  label="To"
                  value={custom.to}
                  onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              Resolution {series.resolution}
            </Typography>
          </Box>
          {series.error && <Alert severity="error">{errorMessage(series.error)}</Alert>}
          {series.loading && shipId ? (
            <Skeleton variant="rounded" height={260} />
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 460px), 1fr))',
              }}
            >
              <ChartCard title="Trends">
                <Autocomplete
                  multiple
                  size="small"
                  options={Object.keys(CONNING_PATHS).filter((p) => p !== 'navigation.position')}
                  value={trendPaths}
                  onChange={(_, v) => setTrendPaths(v.slice(0, 6))}
                  getOptionLabel={(p) => describePath(p)?.label ?? p}
                  filterSelectedOptions
                  renderInput={(params) => <TextField {...params} label="Values (up to 6)" />}
                  sx={{ mb: 1 }}
                />
                {trendPaths.map((p) => (
                  <Box key={p} sx={{ mb: 1 }}>
                    <Typography variant="body2" color="text.secondary">
                      {axisLabel(p)}
                    </Typography>
                    <TimeChart paths={[p]} byPath={series.byPath} testId={`trend-${p}`} />
                  </Box>
                ))}
              </ChartCard>
              <ChartCard title="Weather">
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={weather}
                  onChange={(_, v: WeatherChartKind | null) => v && setWeather(v)}
                  aria-label="Weather chart"
                  sx={{ mb: 1, flexWrap: 'wrap' }}
                >
                  {(Object.keys(WEATHER_CHARTS) as WeatherChartKind[]).map((k) => (
                    <ToggleButton key={k} value={k}>
                      {k}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                <TimeChart
                  paths={WEATHER_CHARTS[weather]}
                  byPath={series.byPath}
                  testId={`weather-${weather}`}
                />
              </ChartCard>
              <ChartCard title="Speed through water against RPM">
                <Relation x={RPM} y={STW} byPath={series.byPath} testId="relation-stw-rpm" />
              </ChartCard>
              <ChartCard title="Power against speed">
                <Relation x={STW} y={POWER} byPath={series.byPath} testId="relation-power-stw" />
              </ChartCard>
              <ChartCard title="Speed loss against true wind">
                {loss ? (
                  <Box data-testid="relation-loss-wind" data-points={loss.points.length}>
                    <ScatterChart
                      height={260}
                      xAxis={[{ label: 'True wind (kn)' }]}
                      yAxis={[{ label: 'Speed loss (%)' }]}
                      series={[
                        {
                          label: 'Speed loss',
                          data: loss.points.map((p, i) => ({ id: i, x: p.windKn, y: p.lossPct })),
                          markerSize: 3,
                        },
                      ]}
                    />
                    <Typography variant="caption" color="text.secondary">
                      Calm-weather speed: {fmt(shown(STW, loss.k) / 60)} kn per rpm (fitted on true wind below
                      10 kn)
                    </Typography>
                  </Box>
                ) : (
                  <NoData />
                )}
              </ChartCard>
              <ChartCard title="Statistics">
                {stats.isError && <Alert severity="error">{errorMessage(stats.error)}</Alert>}
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small" aria-label="Statistics">
                    <TableHead>
                      <TableRow>
                        <TableCell>Value</TableCell>
                        <TableCell align="right">Min</TableCell>
                        <TableCell align="right">Mean</TableCell>
                        <TableCell align="right">Max</TableCell>
                        <TableCell align="right">Samples</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {(stats.data ?? []).map((s) => (
                        <TableRow key={s.path} data-testid={`stat-${s.path}`}>
                          <TableCell>{axisLabel(s.path)}</TableCell>
                          <TableCell align="right">
                            {fmt(s.min === null ? null : shown(s.path, s.min))}
                          </TableCell>
                          <TableCell align="right">
                            {fmt(s.mean === null ? null : shown(s.path, s.mean))}
                          </TableCell>
                          <TableCell align="right">
                            {fmt(s.max === null ? null : shown(s.path, s.max))}
                          </TableCell>
                          <TableCell align="right">{s.count}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              </ChartCard>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
