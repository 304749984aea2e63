/*
 * The MUI X charts of the insight screen, fetched when it first draws a chart: the screen's own
 * chunk stays small (bundle budget) and the charts come in a chunk of their own.
 */
export { LineChart } from '@mui/x-charts/LineChart';
export { ScatterChart } from '@mui/x-charts/ScatterChart';
