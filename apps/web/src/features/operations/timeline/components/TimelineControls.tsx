import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { TIMELINE_ZOOMS, type TimelineZoom } from '@keel/domain';
import { formatDate } from '../../../../lib/format';

/** Zoom buttons, moving earlier/later, today, and the ships shown. */
export function TimelineControls({
  zoom,
  from,
  to,
  ships,
  selected,
  onZoom,
  onStep,
  onShift,
  onToday,
  onShips,
}: {
  zoom: TimelineZoom;
  from: string;
  to: string;
  ships: { id: string; name: string }[];
  selected: string[];
  onZoom: (zoom: TimelineZoom) => void;
  onStep: (step: 1 | -1) => void;
  onShift: (direction: 1 | -1) => void;
  onToday: () => void;
  onShips: (ids: string[]) => void;
}) {
  const names = new Map(ships.map((s) => [s.id, s.name]));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={zoom}
        onChange={(_, value: TimelineZoom | null) => value && onZoom(value)}
        aria-label="Zoom"
      >
        {TIMELINE_ZOOMS.map((z) => (
          <ToggleButton key={z.key} value={z.key} sx={{ px: 1.5, textTransform: 'none' }}>
            {z.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Tooltip title="Zoom in (+)">
          <span>
            <IconButton
              aria-label="Zoom in"
              onClick={() => onStep(1)}
              disabled={zoom === TIMELINE_ZOOMS[0].key}
            >
              <ZoomInIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Zoom out (−)">
          <span>
            <IconButton
              aria-label="Zoom out"
              onClick={() => onStep(-1)}
              disabled={zoom === TIMELINE_ZOOMS[TIMELINE_ZOOMS.length - 1]!.key}
            >
              <ZoomOutIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Earlier (←)">
          <IconButton aria-label="Earlier" onClick={() => onShift(-1)}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Button size="small" variant="outlined" onClick={onToday} sx={{ mx: 0.5 }}>
          Today
        </Button>
        <Tooltip title="Later (→)">
          <IconButton aria-label="Later" onClick={() => onShift(1)}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography sx={{ fontWeight: 500 }} aria-live="polite">
        {formatDate(from)} – {formatDate(to)}
      </Typography>
      <TextField
        select
        size="small"
        label="Ships"
        value={selected}
        onChange={(e) =>
          onShips(
            typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]),
          )
        }
        sx={{ minWidth: 200, maxWidth: 360, ml: { md: 'auto' } }}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (value) => {
              const ids = value as string[];
              return ids.length === 0 ? 'All my ships' : ids.map((id) => names.get(id) ?? id).join(', ');
            },
          },
          inputLabel: { shrink: true },
        }}
      >
        {ships.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            <Checkbox size="small" checked={selected.includes(s.id)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={s.name} />
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
