import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useTheme, type Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-error';
import { myShipsQuery } from '../../../lib/shared-queries';
import { useConningLive, useNow, type LinkState } from '../live/use-conning-live';
import { ConningPanels } from './ConningPanels';
import { ConningViewContext, PanelSkeletons, type InstrumentPalette } from './reading';

const NIGHT_KEY = 'keel.conning.night';

/** The red-on-black palette of the bridge at night: keeps the eyes dark-adapted. */
const NIGHT: InstrumentPalette = {
  face: '#0b0000',
  line: '#5a1a1a',
  text: '#d84a3a',
  muted: '#9a3a30',
  accent: '#e0503c',
  second: '#b07030',
  stale: '#553333',
};

const nightTheme = (base: Theme) =>
  createTheme(base, {
    palette: {
      mode: 'dark',
      background: { default: '#000', paper: '#070000' },
      text: { primary: '#e05a48', secondary: '#a8463a', disabled: '#6a3530' },
      divider: '#3a1010',
      primary: { main: '#c0402f' },
      warning: { main: '#d08a2a' },
    },
  });

function paletteOf(theme: Theme): InstrumentPalette {
  return {
    face: theme.palette.mode === 'dark' ? '#14202b' : '#f3f6f9',
    line: theme.palette.mode === 'dark' ? '#5c6f80' : '#8a9aa8',
    text: theme.palette.text.primary,
    muted: theme.palette.text.secondary,
    accent: theme.palette.primary.main,
    second: theme.palette.mode === 'dark' ? '#ffb74d' : '#e65100',
    stale: theme.palette.text.disabled,
  };
}

const LINK_LABEL: Record<LinkState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  polling: 'Link down · polling',
};

/**
 * `/conning-display` (sidebar `Conning.API`): one ship's instruments live — navigation, speed log,
 * wind, echo sounder, motion, main engine, weather — each value with its unit, source and age;
 * stale values greyed with their age. Office users pick the ship; a master sees only his own.
 */
export function ConningDisplayPage() {
  const base = useTheme();
  const [search, setSearch] = useSearchParams();
  const ships = useQuery(myShipsQuery());
  const [night, setNight] = useState(() => localStorage.getItem(NIGHT_KEY) === '1');
  const requested = search.get('ship') ?? '';
  const list = ships.data ?? [];
  const ship = list.find((s) => s.id === requested) ?? (requested ? undefined : list[0]);
  const outOfScope = requested !== '' && ships.isSuccess && !ship;
  const shipId = ship?.id ?? '';
  const live = useConningLive(outOfScope ? '' : shipId);
  const now = useNow();
  const theme = useMemo(() => (night ? nightTheme(base) : base), [night, base]);
  const view = useMemo(
    () => ({
      shipId,
      values: new Map((live.values ?? []).map((v) => [v.path, v])),
      now,
      palette: night ? NIGHT : paletteOf(base),
    }),
    [shipId, live.values, now, night, base],
  );

  const toggleNight = (on: boolean) => {
    setNight(on);
    localStorage.setItem(NIGHT_KEY, on ? '1' : '0');
  };

  let body;
  if (ships.isError) body = <Alert severity="error">{errorMessage(ships.error)}</Alert>;
  else if (outOfScope)
    body = <Alert severity="warning">This ship is not among your ships; pick one of yours above.</Alert>;
  else if (ships.isSuccess && list.length === 0)
    body = <Alert severity="info">You have no ships to show.</Alert>;
  else if (live.refused) body = <Alert severity="error">{live.refused}</Alert>;
  else if (live.error && !live.values) body = <Alert severity="error">{errorMessage(live.error)}</Alert>;
  else if (!ship || live.isPending)
    body = (
      <Box
        aria-busy="true"
        aria-label="Loading the instruments"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        }}
      >
        <PanelSkeletons />
      </Box>
    );
  else if ((live.values ?? []).length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>
          No sensor data from {ship.name} yet — configure sources in{' '}
          <Link component={RouterLink} to="/conning-setting">
            Conning settings
          </Link>
          .
        </Typography>
      </Paper>
    );
  else
    body = (
      <ConningViewContext.Provider value={view}>
        <ConningPanels />
      </ConningViewContext.Provider>
    );

  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={
          night
            ? { bgcolor: 'background.default', color: 'text.primary', m: -2, p: 2, minHeight: '100%' }
            : undefined
        }
      >
        <PageHeader
          title={ship ? `Conning · ${ship.name}` : 'Conning display'}
          subtitle="Live instruments from the ship's sensors; grey values are stale."
          actions={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              {shipId && !outOfScope && (
                <Chip
                  size="small"
                  color={
                    night
                      ? 'default'
                      : live.link === 'live'
                        ? 'success'
                        : live.link === 'polling'
                          ? 'warning'
                          : 'default'
                  }
                  variant={night ? 'outlined' : 'filled'}
                  label={LINK_LABEL[live.link]}
                />
              )}
              <FormControlLabel
                control={<Switch checked={night} onChange={(e) => toggleNight(e.target.checked)} />}
                label="Night"
              />
              <TextField
                select
                size="small"
                label="Ship"
                value={ship?.id ?? ''}
                onChange={(e) => setSearch({ ship: e.target.value }, { replace: true })}
                sx={{ minWidth: 200 }}
                disabled={list.length === 0}
              >
                {list.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          }
        />
        {body}
      </Box>
    </ThemeProvider>
  );
}
