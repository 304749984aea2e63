import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import { SHIP_TYPE_LABELS, type Ship } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { formatTonnes } from './ShipStatusChip';

/** Identity, type, class, tonnage, owner and manager of a ship. */
export function ShipParticularsCard({ ship }: { ship: Ship }) {
  const rows: [string, string][] = [
    ['IMO number', ship.imo],
    ['MMSI', ship.mmsi ?? '—'],
    ['Call sign', ship.callSign ?? '—'],
    ['Flag', ship.flag],
    ['Type', SHIP_TYPE_LABELS[ship.shipType]],
    ['Family', ship.family ?? '—'],
    ['Class society', ship.classSociety ?? '—'],
    ['Built', String(ship.buildYear)],
    ['Deadweight', formatTonnes(ship.dwt)],
    ['Gross tonnage', ship.gt.toLocaleString('en-GB')],
    ['Owner', ship.owner ?? '—'],
    ['Manager', ship.manager ?? '—'],
  ];
  return (
    <Card title="Particulars" owner={ship.manager ?? undefined} icon={<DirectionsBoatOutlinedIcon />}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(110px, auto) 1fr',
          columnGap: 2,
          rowGap: 0.75,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontVariantNumeric: 'tabular-nums', wordBreak: 'break-word' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
