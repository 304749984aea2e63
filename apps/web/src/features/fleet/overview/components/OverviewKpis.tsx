import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import SpeedOutlinedIcon from '@mui/icons-material/SpeedOutlined';
import LocalGasStationOutlinedIcon from '@mui/icons-material/LocalGasStationOutlined';
import Co2OutlinedIcon from '@mui/icons-material/Co2Outlined';
import EnergySavingsLeafOutlinedIcon from '@mui/icons-material/EnergySavingsLeafOutlined';
import { CII_RATINGS, type FleetOverview } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { RatingChip } from './RatingChip';
import { RATING_COLORS, fmt } from './overview-format';

function Kpi({
  title,
  icon,
  value,
  unit,
  note,
}: {
  title: string;
  icon: React.ReactNode;
  value: string;
  unit: string;
  note?: React.ReactNode;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4, xl: 'grow' }}>
      <Card title={title} icon={icon} showOwner={false} sx={{ height: '100%' }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
          {value}{' '}
          <Typography component="span" color="text.secondary">
            {unit}
          </Typography>
        </Typography>
        {note && <Box sx={{ mt: 0.5, color: 'text.secondary' }}>{note}</Box>}
      </Card>
    </Grid>
  );
}

/** The period's headline figures: distance, average speed, fuel per day, CO₂ and the CII rating(s). */
export function OverviewKpis({ data, single }: { data: FleetOverview; single: boolean }) {
  const f = data.fleet;
  const ship = single ? data.ships[0] : undefined;
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Kpi
        title="Distance"
        icon={<RouteOutlinedIcon />}
        value={fmt(f.distanceNm)}
        unit="nm"
        note={`${fmt(f.reports)} reports`}
      />
      <Kpi
        title="Average speed"
        icon={<SpeedOutlinedIcon />}
        value={fmt(f.avgSpeedKn, 1)}
        unit="kn"
        note={`${fmt(f.hoursSteaming)} h steaming`}
      />
      <Kpi
        title="Fuel per day"
        icon={<LocalGasStationOutlinedIcon />}
        value={fmt(f.fuelPerDayTonnes, 1)}
        unit="t"
        note={`${fmt(f.fuelTonnes)} t in ${fmt(f.days, 0)} ${single ? 'days' : 'ship-days'}`}
      />
      <Kpi
        title="CO₂"
        icon={<Co2OutlinedIcon />}
        value={fmt(f.co2Tonnes)}
        unit="t"
        note="IMO carbon factors per fuel"
      />
      <Kpi
        title={`CII ${data.year}`}
        icon={<EnergySavingsLeafOutlinedIcon />}
        value={ship ? fmt(ship.cii.attained, 2) : String(data.ships.filter((s) => s.cii.rating).length)}
        unit={ship ? 'g/t·nm' : 'ships rated'}
        note={
          ship ? (
            <RatingChip cii={ship.cii} />
          ) : (
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              {CII_RATINGS.map((r) => (
                <Box
                  key={r}
                  sx={{
                    px: 0.75,
                    borderRadius: 1,
                    bgcolor: RATING_COLORS[r],
                    color: '#fff',
                    fontWeight: 700,
                    fontSize: '0.75rem',
                  }}
                >
                  {r} {f.ratings[r] ?? 0}
                </Box>
              ))}
            </Box>
          )
        }
      />
    </Grid>
  );
}
