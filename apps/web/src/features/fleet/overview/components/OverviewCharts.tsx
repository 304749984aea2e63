import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Link from '@mui/material/Link';
import { LazyBarChart, LazyLineChart } from '../../../../components/charts/LazyCharts';
import { Link as RouterLink } from 'react-router';
import type { FleetOverview } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { RatingChip } from './RatingChip';
import { fmt, slashDate } from './overview-format';

const BUCKET_LABEL = { day: 'Day', week: 'Week of', month: 'Month' } as const;

/** Distance, fuel and CO₂ over the period (line chart) with the same figures as a table beside it. */
export function SeriesChart({ data }: { data: FleetOverview }) {
  const labels = data.series.map((p) =>
    data.bucket === 'month' ? slashDate(p.start).slice(0, 7) : slashDate(p.start).slice(5),
  );
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card title={`Per ${data.bucket}: distance, fuel and CO₂`} showOwner={false} showIcon={false}>
          <LazyLineChart
            height={300}
            xAxis={[{ scaleType: 'point', data: labels }]}
            yAxis={[
              { id: 'nm', label: 'nm' },
              { id: 't', label: 't', position: 'right' },
            ]}
            series={[
              {
                data: data.series.map((p) => p.distanceNm),
                label: 'Distance (nm)',
                yAxisId: 'nm',
                showMark: false,
              },
              {
                data: data.series.map((p) => p.fuelTonnes),
                label: 'Fuel (t)',
                yAxisId: 't',
                showMark: false,
              },
              { data: data.series.map((p) => p.co2Tonnes), label: 'CO₂ (t)', yAxisId: 't', showMark: false },
            ]}
            margin={{ left: 8, right: 8 }}
          />
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card title="Figures" showOwner={false} showIcon={false} sx={{ height: '100%' }}>
          {/* A scrolling region: reachable by keyboard so its rows can be scrolled (axe scrollable-region-focusable). */}
          <TableContainer sx={{ maxHeight: 300 }} tabIndex={0} role="region" aria-label="Figures per period">
            <Table size="small" stickyHeader aria-label="Figures per period">
              <TableHead>
                <TableRow>
                  <TableCell>{BUCKET_LABEL[data.bucket]}</TableCell>
                  <TableCell align="right">nm</TableCell>
                  <TableCell align="right">Fuel t</TableCell>
                  <TableCell align="right">CO₂ t</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.series.map((p) => (
                  <TableRow key={p.start}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{slashDate(p.start)}</TableCell>
                    <TableCell align="right">{fmt(p.distanceNm)}</TableCell>
                    <TableCell align="right">{fmt(p.fuelTonnes, 1)}</TableCell>
                    <TableCell align="right">{fmt(p.co2Tonnes, 1)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      </Grid>
    </Grid>
  );
}

/** Per ship: CO₂ and distance (bar chart) beside the ships' table with speed, fuel per day and CII rating. */
export function ShipsChart({ data }: { data: FleetOverview }) {
  const names = data.ships.map((s) => s.shipName.replace(/^Keel /, ''));
  return (
    <Grid container spacing={2}>
      {data.ships.length > 1 && (
        <Grid size={{ xs: 12, md: 5 }}>
          <Card title="CO₂ and distance per ship" showOwner={false} showIcon={false}>
            <LazyBarChart
              height={320}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: names, width: 80 }]}
              series={[
                { data: data.ships.map((s) => s.totals.co2Tonnes), label: 'CO₂ (t)' },
                { data: data.ships.map((s) => s.totals.distanceNm / 10), label: 'Distance (10 nm)' },
              ]}
              margin={{ right: 8 }}
            />
          </Card>
        </Grid>
      )}
      <Grid size={{ xs: 12, md: data.ships.length > 1 ? 7 : 12 }}>
        <Card title="Ships" showOwner={false} showIcon={false} sx={{ height: '100%' }}>
          <TableContainer>
            <Table size="small" aria-label="Ships">
              <TableHead>
                <TableRow>
                  <TableCell>Ship</TableCell>
                  <TableCell align="right">Distance nm</TableCell>
                  <TableCell align="right">Speed kn</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    Fuel t/day
                  </TableCell>
                  <TableCell align="right">CO₂ t</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    CII {data.year}
                  </TableCell>
                  <TableCell align="center">Rating</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.ships.map((s) => (
                  <TableRow key={s.shipId}>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={`/overview/${s.shipId}?from=${data.from}&to=${data.to}`}
                      >
                        {s.shipName}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{fmt(s.totals.distanceNm)}</TableCell>
                    <TableCell align="right">{fmt(s.totals.avgSpeedKn, 1)}</TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {fmt(s.totals.fuelPerDayTonnes, 1)}
                    </TableCell>
                    <TableCell align="right">{fmt(s.totals.co2Tonnes)}</TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {fmt(s.cii.attained, 2)}
                    </TableCell>
                    <TableCell align="center">
                      <RatingChip cii={s.cii} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ mt: 1, color: 'text.secondary', fontSize: '0.75rem' }}>
            CII: attained g CO₂ per DWT·nm for {data.year}
            {data.ships.some((s) => s.cii.yearToDate) ? ' so far' : ''}, rated against the required CII
            (MEPC.354(78)).
          </Box>
        </Card>
      </Grid>
    </Grid>
  );
}
