import { useTheme } from '@mui/material/styles';
import { LazyBarChart, LazyChartsReferenceLine } from '../../../../components/charts/LazyCharts';
import { chartNumber } from './overview-parts';

/** `part` as a percentage of `budget`, one decimal, for the charts; null without a positive budget. */
export function percentOfBudget(part: string | null, budget: string | null): number | null {
  const b = chartNumber(budget);
  const p = chartNumber(part);
  return b !== null && b > 0 && p !== null ? Math.round((p / b) * 1000) / 10 : null;
}

/** One bar of the chart: a label and the amounts, as decimal strings, that stack up against its budget. */
export interface BudgetShareRow {
  label: string;
  budget: string | null;
  parts: Record<string, string | null>;
}

/**
 * Horizontal bars of committed spend as a share of the budget, one per row, the parts stacked, with a line
 * at 100 %. A share reads the same for a 10,000 budget and a 900,000 one, which absolute bars beside the
 * year's budget do not (early in the year the committed bar is a sliver). Rows without a budget are left
 * out; the table beside the chart lists them.
 */
export function BudgetShareChart({ rows, series }: { rows: BudgetShareRow[]; series: string[] }) {
  const theme = useTheme();
  const shown = rows.filter((r) => percentOfBudget('0', r.budget) !== null);
  const totals = shown.map((r) =>
    series.reduce((t, s) => t + (percentOfBudget(r.parts[s] ?? null, r.budget) ?? 0), 0),
  );
  // Room right of the 100 % line for its label.
  const max = Math.max(110, ...totals.map((t) => t + 10));
  return (
    <LazyBarChart
      height={Math.max(160, 44 + shown.length * 30)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: shown.map((r) => r.label), width: 110 }]}
      xAxis={[{ min: 0, max: Math.ceil(max / 10) * 10, valueFormatter: (v: number) => `${v} %` }]}
      series={series.map((s) => ({
        label: s,
        stack: 'share',
        data: shown.map((r) => percentOfBudget(r.parts[s] ?? null, r.budget)),
        valueFormatter: (v: number | null) => (v === null ? '—' : `${v} % of the budget`),
      }))}
      hideLegend={series.length === 1}
    >
      <LazyChartsReferenceLine
        x={100}
        label="Budget"
        labelAlign="start"
        lineStyle={{ stroke: theme.palette.error.main, strokeDasharray: '4 3' }}
        labelStyle={{ fill: theme.palette.error.main, fontSize: 11 }}
      />
    </LazyBarChart>
  );
}
