import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { toDateKey } from '@keel/domain';
import { FilterSelect } from '../../../../components/filter-bar/FilterBar';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { errorMessage } from '../../../../lib/api-error';
import { useRateSeries } from '../api/rate-series';
import { formatRate, PAIR_CURRENCIES } from './rate-format';

const RANGES = [
  ['3m', 91],
  ['6m', 182],
  ['1y', 365],
  ['2y', 730],
] as const;
const options = PAIR_CURRENCIES.map((c) => [c, c] as const);

/** The chart of one pair's rates over time (loaded only with its tab: @mui/x-charts is large). */
export default function RateChartPanel({
  from,
  to,
  onPairChange,
}: {
  from: string;
  to: string;
  onPairChange: (from: string, to: string) => void;
}) {
  const [range, setRange] = useState<(typeof RANGES)[number][0]>('1y');
  const [today] = useState(() => toDateKey(new Date()));
  const days = RANGES.find(([r]) => r === range)![1];
  const dateFrom = toDateKey(new Date(Date.parse(today) - days * 86_400_000));
  const series = useRateSeries({ from, to, dateFrom });
  const { points, data } = useMemo(() => {
    const list = series.data?.points ?? [];
    // The chart draws numbers; the rates stay decimal strings everywhere else.
    return {
      points: list,
      data: { x: list.map((p) => new Date(`${p.date}T00:00:00Z`)), y: list.map((p) => Number(p.rate)) },
    };
  }, [series.data]);
  const last = points.at(-1);
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '15px' }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <FilterSelect
          label="From"
          value={from}
          all="—"
          options={options}
          width={100}
          onChange={(v) => onPairChange(v, to)}
        />
        <FilterSelect
          label="To"
          value={to}
          all="—"
          options={options}
          width={100}
          onChange={(v) => onPairChange(from, v)}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          onChange={(_, v: typeof range | null) => v && setRange(v)}
          aria-label="Range"
        >
          {RANGES.map(([r]) => (
            <ToggleButton key={r} value={r}>
              {r}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {last && (
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
            {last.date}: 1 {from} = {formatRate(last.rate)} {to}
            {last.inverted ? ' (inverse of the stored rate)' : ''}
          </Typography>
        )}
      </Box>
      {series.isPending && from !== to ? (
        <LoadingWheel label="Loading rates" />
      ) : series.isError ? (
        <Alert severity="error">{errorMessage(series.error)}</Alert>
      ) : points.length === 0 ? (
        <Alert severity="info">
          No {from}→{to} rates in this range.
        </Alert>
      ) : (
        <Box sx={{ height: 360, minWidth: 0 }} aria-label={`${from} to ${to} over time`}>
          <LineChart
            xAxis={[
              { data: data.x, scaleType: 'time', valueFormatter: (d: Date) => d.toISOString().slice(0, 10) },
            ]}
            series={[
              {
                data: data.y,
                label: `${from}→${to}`,
                showMark: false,
                valueFormatter: (v) => (v === null ? '' : String(v)),
              },
            ]}
            yAxis={[{ width: 64 }]}
            height={360}
            grid={{ horizontal: true }}
          />
        </Box>
      )}
    </Paper>
  );
}
