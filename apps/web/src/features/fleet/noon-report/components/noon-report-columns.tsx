import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatCoordinate, type NoonReportRow } from '@keel/domain';
import type { Column } from '../../../../components/data-table/DataTable';
import { formatFuel, formatNumber, formatOffset, formatUtc } from './format-report';

/** Duplicate and gap flags of a row as chips. */
export function FlagChips({ flags }: { flags: NoonReportRow['flags'] }) {
  if (!flags.duplicate && !flags.gap) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {flags.duplicate && (
        <Tooltip title="Another report of this ship has the same report time">
          <Chip size="small" color="warning" label="Duplicate" />
        </Tooltip>
      )}
      {flags.gap && (
        <Tooltip title="A report seems to be missing before this one">
          <Chip
            size="small"
            color="error"
            variant="outlined"
            label={`Gap ${Math.round(flags.hoursSincePrevious ?? 0)} h`}
          />
        </Tooltip>
      )}
    </Box>
  );
}

/** The table's columns; the ship column only when the table shows several ships. */
export function noonReportColumns(shipName: ((id: string) => string) | null): Column<NoonReportRow>[] {
  const columns: Column<NoonReportRow>[] = [
    {
      field: 'reportTime',
      header: 'Report time (UTC)',
      sortable: true,
      render: (r) => (
        <Box>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
            {formatUtc(r.reportTime)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatOffset(r.utcOffsetMinutes)}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <FlagChips flags={r.flags} />
          </Box>
        </Box>
      ),
    },
  ];
  const twoLines = (main: string, sub: string, align: 'left' | 'right' = 'left') => (
    <Box sx={{ textAlign: align, whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{main}</Typography>
      <Typography variant="caption" color="text.secondary">
        {sub}
      </Typography>
    </Box>
  );
  if (shipName)
    columns.push({
      field: 'ship',
      header: 'Ship',
      render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{shipName(r.shipId)}</Box>,
    });
  columns.push(
    {
      field: 'voyage',
      header: 'Voyage',
      hideBelow: 'sm',
      render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{r.voyage ?? '—'}</Box>,
    },
    {
      field: 'position',
      header: 'Position',
      hideBelow: 'lg',
      render: (r) => twoLines(formatCoordinate(r.lat, 'lat'), formatCoordinate(r.lon, 'lon')),
    },
    {
      field: 'distanceNm',
      header: 'Distance (nm)',
      sortable: true,
      align: 'right',
      render: (r) =>
        twoLines(formatNumber(r.distanceNm), `${formatNumber(r.hoursSteaming)} h steaming`, 'right'),
    },
    {
      field: 'avgSpeedKn',
      header: 'Speed (kn)',
      sortable: true,
      align: 'right',
      render: (r) =>
        twoLines(
          formatNumber(r.avgSpeedKn, 2),
          `ME ${formatNumber(r.meRpm, 0)} rpm · ${formatNumber(r.mePowerKw, 0)} kW`,
          'right',
        ),
    },
    {
      field: 'fuel',
      header: 'Fuel used / ROB (t)',
      hideBelow: 'md',
      render: (r) => twoLines(formatFuel(r.fuelConsumed), `ROB ${formatFuel(r.rob, 1)}`),
    },
    {
      field: 'co2',
      header: 'CO₂ (t)',
      align: 'right',
      render: (r) => (
        <Tooltip title={`CO₂ per fuel: ${formatFuel(r.co2ByFuel, 3)}`}>
          <span>{formatNumber(r.co2Tonnes, 2)}</span>
        </Tooltip>
      ),
    },
    {
      field: 'weather',
      header: 'Wind / sea',
      hideBelow: 'lg',
      render: (r) => twoLines(`Bft ${r.weather.windBeaufort}`, `sea ${r.weather.seaState}`),
    },
  );
  return columns;
}
