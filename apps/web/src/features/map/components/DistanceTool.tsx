import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { distanceLegs, type DistanceToolAction, type DistanceToolState } from '@keel/domain';
import type { MapShip } from '../api/map-schemas';
import { formatCourse, formatLat, formatLng, formatNm } from '../map-format';

/**
 * The distance tool's panel (spec §4): click the map to add markers; drag a marker to move it, "+"
 * between two markers inserts one there; an optional start vessel; each leg in NM with its initial
 * bearing, and the total. "Clear and close" deactivates the tool, which clears markers and vessel.
 */
export function DistancePanel({
  state,
  dispatch,
  ships,
}: {
  state: DistanceToolState;
  dispatch: (action: DistanceToolAction) => void;
  ships: readonly MapShip[];
}) {
  const { legs, totalNm } = useMemo(() => distanceLegs(state), [state]);
  const withPosition = ships.filter((s) => s.latitude !== null && s.longitude !== null);
  const offset = state.startVessel ? 1 : 0;
  return (
    <Box component="section" aria-label="Distance tool">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: 15, fontWeight: 600 }}>
          Distance
        </Typography>
        <Button size="small" onClick={() => dispatch({ type: 'deactivate' })}>
          Clear and close
        </Button>
      </Box>
      <TextField
        select
        size="small"
        fullWidth
        label="Start vessel"
        value={state.startVessel?.vesselID ?? ''}
        onChange={(e) => {
          const ship = withPosition.find((s) => s.shipId === e.target.value);
          dispatch({
            type: 'setStartVessel',
            vessel: ship
              ? {
                  vesselID: ship.shipId,
                  lat: ship.latitude!,
                  lng: ship.longitude!,
                  speed: ship.sogKn,
                  timestamp: ship.timestamp ?? new Date().toISOString(),
                }
              : null,
          });
        }}
        sx={{ mb: 1 }}
      >
        <MenuItem value="">None</MenuItem>
        {withPosition.map((s) => (
          <MenuItem key={s.shipId} value={s.shipId}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      {state.markers.length === 0 ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          Click the map to add points. Drag a point to move it; “+” between two points inserts one.
        </Alert>
      ) : (
        <Table size="small" aria-label="Distance points">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Position</TableCell>
              <TableCell align="right">Leg</TableCell>
              <TableCell align="right">Bearing</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {state.markers.map((m, i) => {
              const leg = legs[i + offset - 1];
              return (
                <TableRow key={i}>
                  <TableCell>{i + 1}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatLat(m.lat)} {formatLng(m.lng)}
                  </TableCell>
                  <TableCell align="right">{leg ? formatNm(leg.distanceNm) : '—'}</TableCell>
                  <TableCell align="right">{leg ? formatCourse(leg.bearingDeg) : '—'}</TableCell>
                  <TableCell padding="none">
                    <IconButton
                      size="small"
                      aria-label={`Remove point ${i + 1}`}
                      onClick={() => dispatch({ type: 'remove', index: i })}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', mt: 1, fontWeight: 600 }}
        aria-live="polite"
      >
        <span>
          {legs.length} leg{legs.length === 1 ? '' : 's'}
        </span>
        <span data-testid="distance-total">Total {formatNm(totalNm)}</span>
      </Box>
    </Box>
  );
}
