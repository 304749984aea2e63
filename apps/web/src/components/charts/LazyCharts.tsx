import Skeleton from '@mui/material/Skeleton';
import type { BarChartProps } from '@mui/x-charts/BarChart';
import type { LineChartProps } from '@mui/x-charts/LineChart';
import type { ChartsReferenceLineProps } from '@mui/x-charts/ChartsReferenceLine';
import { lazyModule } from '../../lib/lazy-route';

/** The chart components, fetched when a screen first draws a chart. */
export const chartsModule = lazyModule(() => import('./charts'));

/** A chart-sized skeleton while the charts' code arrives. */
function ChartPlaceholder({ height }: { height?: number }) {
  return (
    <Skeleton variant="rounded" role="progressbar" aria-label="Chart (loading)" height={height ?? 300} />
  );
}

/** MUI X's BarChart, loaded when first drawn. */
export function LazyBarChart(props: BarChartProps) {
  const charts = chartsModule.useModule();
  return charts ? <charts.BarChart {...props} /> : <ChartPlaceholder height={props.height} />;
}

/** MUI X's LineChart, loaded when first drawn. */
export function LazyLineChart(props: LineChartProps) {
  const charts = chartsModule.useModule();
  return charts ? <charts.LineChart {...props} /> : <ChartPlaceholder height={props.height} />;
}

/** MUI X's ChartsReferenceLine, for a lazy chart's children (drawn once the chart has loaded). */
export function LazyChartsReferenceLine(props: ChartsReferenceLineProps) {
  const charts = chartsModule.useModule();
  return charts ? <charts.ChartsReferenceLine {...props} /> : null;
}
