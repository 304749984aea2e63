import { Link as RouterLink } from 'react-router';
import { Popup } from 'react-leaflet';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format';
import type { MapShip } from '../api/map-schemas';
import { POPUP_DEFAULTS } from '../map-defaults';
import { formatAge, formatCourse, formatKnots, formatLat, formatLng } from '../map-format';
import { shipRotation } from '../ship-marks';

/**
 * A ship's popup: name, speed, course, last-seen age (stale positions said so), next port and ETA,
 * and links to the ship, its conning display and its noon reports. Width 50–300 px (spec §9).
 */
export function ShipPopup({
  ship,
  now,
  linkDown,
  onClose,
}: {
  ship: MapShip;
  now: number;
  linkDown: boolean;
  onClose: () => void;
}) {
  if (ship.latitude === null || ship.longitude === null) return null;
  const stale = ship.stale || linkDown;
  const course = shipRotation(ship);
  return (
    <Popup
      position={[ship.latitude, ship.longitude]}
      minWidth={POPUP_DEFAULTS.minWidth}
      maxWidth={POPUP_DEFAULTS.maxWidth}
      offset={[0, -30]}
      eventHandlers={{ remove: onClose }}
    >
      <Box role="dialog" aria-label={`Ship ${ship.name}`} sx={{ minWidth: 200, fontSize: 13 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography sx={{ fontWeight: 700, fontSize: 15 }}>{ship.name}</Typography>
          {stale && <Chip size="small" color="warning" label="Stale" />}
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}
        >
          <dt>Speed</dt>
          <dd style={{ margin: 0 }}>{formatKnots(ship.sogKn)}</dd>
          <dt>Course</dt>
          <dd style={{ margin: 0 }}>
            {formatCourse(course)}
            {ship.headingDeg === null && ship.cogDeg !== null ? ' (COG)' : ''}
          </dd>
          <dt>Position</dt>
          <dd style={{ margin: 0 }}>
            {formatLat(ship.latitude)} {formatLng(ship.longitude)}
          </dd>
          <dt>Last seen</dt>
          <dd style={{ margin: 0 }}>
            {formatAge(ship.timestamp, now)}
            {stale ? ' · stale' : ''}
            {ship.source === 'noon-report' ? ' · noon report' : ''}
          </dd>
          <dt>Next port</dt>
          <dd style={{ margin: 0 }}>{ship.nextPort ?? '—'}</dd>
          <dt>ETA</dt>
          <dd style={{ margin: 0 }}>{ship.eta ? formatDateTime(ship.eta) : '—'}</dd>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
          <Link component={RouterLink} to={`/fleet/${ship.shipId}`}>
            Ship
          </Link>
          <Link component={RouterLink} to={`/conning-display?ship=${ship.shipId}`}>
            Conning display
          </Link>
          <Link component={RouterLink} to={`/reporttable/${ship.shipId}`}>
            Noon reports
          </Link>
        </Box>
      </Box>
    </Popup>
  );
}
