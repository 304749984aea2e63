import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DownloadIcon from '@mui/icons-material/Download';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { LineChartProps } from '@mui/x-charts/LineChart';
import type { ScatterChartProps } from '@mui/x-charts/ScatterChart';
import { describePath } from '@keel/domain';
import { lazyModule } from '../../../lib/lazy-route';
import { pairSeries, type SeriesPoint } from '../api/insight';
import { alignSeries, axisLabel, relationCsv, shown, timeChartCsv } from '../insight-math';

/**
 * The building blocks of `/conning-insight` (ConningInsightPage.tsx): chart cards, a time chart of
 * paths sharing a unit, a scatter of one path against another; MUI X charts load on first draw.
 */

/** MUI X charts, loaded when the screen first draws one. */
const charts = lazyModule(() => import('./insight-charts'));

export function LineChart(props: LineChartProps) {
  const m = charts.useModule();
  return m ? (
    <m.LineChart {...props} />
  ) : (
    <Skeleton variant="rounded" height={props.height} aria-label="Chart (loading)" />
  );
}

export function ScatterChart(props: ScatterChartProps) {
  const m = charts.useModule();
  return m ? (
    <m.ScatterChart {...props} />
  ) : (
    <Skeleton variant="rounded" height={props.height} aria-label="Chart (loading)" />
  );
}

const timeText = (d: Date) =>
  d.toLocaleString([], { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
/** A number for a chart label or table cell: whole from 100, two decimals below; — for none. */
export const fmt = (n: number | null) =>
  n === null ? '—' : Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2);

export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: 2, minWidth: 0 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Saves `text` as a CSV file named `name` (the chart's export). */
function downloadCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The chart's export button: its data as CSV, in display units. */
function ExportButton({ label, name, csv }: { label: string; name: string; csv: () => string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: -1 }}>
      <Tooltip title="Download the chart's data (CSV)">
        <IconButton
          size="small"
          aria-label={`Download ${label} as CSV`}
          onClick={() => downloadCsv(name, csv())}
        >
          <DownloadIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

export function NoData() {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      No data in this period
    </Typography>
  );
}

/** A line chart of paths that share a unit, on one time axis. */
export function TimeChart({
  paths,
  byPath,
  testId,
}: {
  paths: readonly string[];
  byPath: Map<string, SeriesPoint[]>;
  testId: string;
}) {
  const { times, values } = alignSeries(paths.map((path) => ({ path, points: byPath.get(path) ?? [] })));
  if (times.length === 0) return <NoData />;
  const labels = paths.map((path) => describePath(path)?.label ?? path);
  return (
    <Box data-testid={testId} data-points={times.length}>
      <ExportButton
        label={labels.join(', ')}
        name={`conning-${testId}.csv`}
        csv={() => timeChartCsv(paths, times, values)}
      />
      <LineChart
        height={260}
        xAxis={[
          {
            data: times.map((t) => new Date(t)),
            scaleType: 'time',
            valueFormatter: (d: Date) => timeText(d),
          },
        ]}
        yAxis={[{ label: axisLabel(paths[0]!).replace(/^.*\(/, '(') }]}
        series={paths.map((path, i) => ({
          data: values[i]!,
          label: describePath(path)?.label ?? path,
          showMark: false,
          connectNulls: true,
          valueFormatter: (v: number | null) => (v === null ? '—' : fmt(v)),
        }))}
        margin={{ left: 10, right: 10 }}
      />
    </Box>
  );
}

/** A scatter of one path against another at the same times. */
export function Relation({
  x,
  y,
  byPath,
  testId,
}: {
  x: string;
  y: string;
  byPath: Map<string, SeriesPoint[]>;
  testId: string;
}) {
  const pairs = pairSeries(byPath.get(x) ?? [], byPath.get(y) ?? []);
  if (pairs.length === 0) return <NoData />;
  return (
    <Box data-testid={testId} data-points={pairs.length}>
      <ExportButton
        label={`${describePath(y)?.label ?? y} against ${describePath(x)?.label ?? x}`}
        name={`conning-${testId}.csv`}
        csv={() => relationCsv(x, y, pairs)}
      />
      <ScatterChart
        height={260}
        xAxis={[{ label: axisLabel(x) }]}
        yAxis={[{ label: axisLabel(y) }]}
        series={[
          {
            label: `${describePath(y)?.label ?? y} vs ${describePath(x)?.label ?? x}`,
            data: pairs.map((p, i) => ({ id: i, x: shown(x, p.x), y: shown(y, p.y) })),
            markerSize: 3,
          },
        ]}
      />
    </Box>
  );
}
