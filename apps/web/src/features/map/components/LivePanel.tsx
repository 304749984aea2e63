import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { speedColour } from '@keel/domain';
import { errorMessage } from '../../../lib/api-error';
import type { MapShip } from '../api/map-schemas';
import { formatAge, formatKnots } from '../map-format';

/** Rows drawn at once; the filter finds the rest (a fleet of 1,000 stays quick). */
const SHOWN = 100;

/**
 * Live mode's panel: the user's ships as a keyboard-usable list (the canvas markers are not
 * focusable), with speed and last-seen age; Enter on a ship pans the map to it and opens its popup.
 */
export function LivePanel({
  ships,
  isPending,
  error,
  onRetry,
  now,
  linkDown,
  selectedShipId,
  onPick,
}: {
  ships: MapShip[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  now: number;
  linkDown: boolean;
  selectedShipId: string | null;
  onPick: (ship: MapShip) => void;
}) {
  const [filter, setFilter] = useState('');
  const sorted = useMemo(
    () =>
      [...(ships ?? [])]
        .filter((s) => s.name.toLowerCase().includes(filter.trim().toLowerCase()))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [ships, filter],
  );
  if (isPending)
    return (
      <Box aria-busy="true" aria-label="Loading ships">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={44} />
        ))}
      </Box>
    );
  if (error && !ships)
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>Retry</Button>}>
        Ships could not be loaded: {errorMessage(error)}
      </Alert>
    );
  if (!ships?.length)
    return (
      <Alert severity="info">No ships to show. Ships assigned to you appear here with their position.</Alert>
    );
  const withoutPosition = ships.filter((s) => s.latitude === null).length;
  return (
    <Box>
      {(ships.length > 8 || filter) && (
        <TextField
          size="small"
          fullWidth
          label="Find a ship"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          sx={{ mb: 1 }}
        />
      )}
      <List dense aria-label="Ships" sx={{ py: 0 }}>
        {sorted.slice(0, SHOWN).map((ship) => {
          const stale = ship.stale || linkDown;
          const noPosition = ship.latitude === null;
          return (
            <ListItem key={ship.shipId} disablePadding>
              <ListItemButton
                selected={ship.shipId === selectedShipId}
                disabled={noPosition}
                onClick={() => onPick(ship)}
                sx={{ borderRadius: 2 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    mr: 1.5,
                    flex: 'none',
                    bgcolor: stale ? 'action.disabled' : speedColour(ship.sogKn ?? 0),
                    boxShadow: stale ? 'none' : `0 0 6px ${speedColour(ship.sogKn ?? 0)}`,
                  }}
                />
                <ListItemText
                  primary={ship.name}
                  secondary={
                    noPosition
                      ? 'No position yet'
                      : `${formatKnots(ship.sogKn)} · ${formatAge(ship.timestamp, now)}${stale ? ' · stale' : ''}`
                  }
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {sorted.length > SHOWN && (
        <Typography variant="caption" color="text.secondary">
          {sorted.length - SHOWN} more — type a name to find them.
        </Typography>
      )}
      {withoutPosition > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {withoutPosition} ship{withoutPosition === 1 ? '' : 's'} without a position yet.
        </Typography>
      )}
    </Box>
  );
}
