import { useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { DateTimeInput, LOCAL_DATE_TIME } from '../../../components/DateTimeInput';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import type { MapShip } from '../api/map-schemas';
import { OVERLAY_PARAMETERS } from '../track-colouring';
import { PLAYBACK_SPEEDS, type HistoryQuery, type useHistory } from './use-history';

const PRESETS = [
  { label: '24 h', hours: 24 },
  { label: '7 days', hours: 24 * 7 },
  { label: '30 days', hours: 24 * 30 },
];

const speedLabel = (s: number) => (s >= 3600 ? `${s / 3600} h/s` : `${s / 60} min/s`);

/**
 * History mode's panel: ships, time range and overlay parameter; then playback — PLAYING / PAUSED,
 * a time slider and the playback speed. Gaps in the data stay gaps on the map.
 */
export function HistoryPanel({
  ships,
  query,
  onQuery,
  overlayParam,
  onOverlayParam,
  history,
}: {
  ships: readonly MapShip[];
  query: HistoryQuery | null;
  onQuery: (query: HistoryQuery) => void;
  overlayParam: string;
  onOverlayParam: (param: string) => void;
  history: ReturnType<typeof useHistory>;
}) {
  const [shipIds, setShipIds] = useState<string[]>(query?.shipIds ?? (ships[0] ? [ships[0].shipId] : []));
  const [from, setFrom] = useState(() =>
    dayjs(query?.from ?? Date.now() - 24 * 3600_000).format(LOCAL_DATE_TIME),
  );
  const [to, setTo] = useState(() => dayjs(query?.to ?? Date.now()).format(LOCAL_DATE_TIME));
  const valid = shipIds.length > 0 && from !== '' && to !== '' && dayjs(from).isBefore(dayjs(to));
  const show = (f = from, t = to, param = overlayParam) =>
    onQuery({ shipIds, from: dayjs(f).toISOString(), to: dayjs(t).toISOString(), parameter: param });
  const { playback, bounds } = history;
  return (
    <Box component="section" aria-label="History" sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label="Ships"
        value={shipIds}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (v) =>
              (v as string[]).map((id) => ships.find((s) => s.shipId === id)?.name ?? id).join(', '),
          },
        }}
        onChange={(e) => setShipIds(e.target.value as unknown as string[])}
      >
        {ships.map((s) => (
          <MenuItem key={s.shipId} value={s.shipId}>
            <Checkbox size="small" checked={shipIds.includes(s.shipId)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={s.name} />
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {PRESETS.map((p) => (
          <Button
            key={p.label}
            size="small"
            variant="outlined"
            onClick={() => {
              const t = dayjs().format(LOCAL_DATE_TIME);
              const f = dayjs().subtract(p.hours, 'hour').format(LOCAL_DATE_TIME);
              setFrom(f);
              setTo(t);
              if (shipIds.length) show(f, t);
            }}
          >
            Last {p.label}
          </Button>
        ))}
      </Box>
      <DateTimeInput label="From" name="from" size="small" value={from} onChange={setFrom} />
      <DateTimeInput label="To" name="to" size="small" value={to} onChange={setTo} />
      <TextField
        select
        size="small"
        label="Colour track by"
        value={overlayParam}
        onChange={(e) => {
          onOverlayParam(e.target.value);
          if (valid && query) show(from, to, e.target.value);
        }}
      >
        {OVERLAY_PARAMETERS.map((p) => (
          <MenuItem key={p.path} value={p.path}>
            {p.label}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={!valid} onClick={() => show()}>
        Show tracks
      </Button>
      {history.isLoading && <LinearProgress aria-label="Loading tracks" />}
      {history.errors.map((e, i) => (
        <Alert key={i} severity="error">
          {errorMessage(e)}
        </Alert>
      ))}
      {query && !history.isLoading && history.errors.length === 0 && !bounds && (
        <Alert severity="info">No positions in this range.</Alert>
      )}
      {bounds && playback.cursor !== null && (
        <Box
          role="group"
          aria-label="Playback"
          sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', display: 'grid', gap: 1 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <IconButton
              color="primary"
              aria-label={playback.status === 'PLAYING' ? 'Pause' : 'Play'}
              onClick={playback.status === 'PLAYING' ? playback.pause : playback.play}
            >
              {playback.status === 'PLAYING' ? <PauseIcon /> : <PlayArrowIcon />}
            </IconButton>
            <Box sx={{ flex: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="playback-time">
                {formatDateTime(new Date(playback.cursor))}
              </Typography>
              <Typography variant="caption" color="text.secondary" data-testid="playback-status">
                {playback.status === 'PLAYING' ? 'Playing' : 'Paused'} · {history.pointCount.toLocaleString()}{' '}
                points
              </Typography>
            </Box>
            <TextField
              select
              size="small"
              label="Speed"
              value={playback.speed}
              onChange={(e) => playback.setSpeed(Number(e.target.value))}
              sx={{ minWidth: 128 }}
            >
              {PLAYBACK_SPEEDS.map((s) => (
                <MenuItem key={s} value={s}>
                  {speedLabel(s)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Slider
            aria-label="Playback time"
            size="small"
            min={bounds.start}
            max={bounds.end}
            step={Math.max(1000, Math.round((bounds.end - bounds.start) / 1000))}
            value={playback.cursor}
            valueLabelDisplay="auto"
            valueLabelFormat={(v) => formatDateTime(new Date(v))}
            getAriaValueText={(v) => formatDateTime(new Date(v))}
            onChange={(_, v) => playback.seek(v as number)}
          />
        </Box>
      )}
    </Box>
  );
}
