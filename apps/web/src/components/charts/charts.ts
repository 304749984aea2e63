/*
 * MUI X Charts (about 95 kB gzipped with their shared core), loaded by LazyCharts.tsx when a screen
 * first draws a chart: the screen's tables and figures show first (issue 12's bundle budget).
 */
export { BarChart } from '@mui/x-charts/BarChart';
export { LineChart } from '@mui/x-charts/LineChart';
export { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
