import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import GlobalStyles from '@mui/material/GlobalStyles';
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
  port: '#a8302a',
  starboard: '#3a5a26',
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
    // The app theme paints inputs white by day (the ship picker): black at night.
    components: {
      MuiOutlinedInput: { styleOverrides: { root: { backgroundColor: '#070000' } } },
    },
  });

/** `<html>` attribute set while the night palette is on: the app frame goes dark too. */
const NIGHT_ATTRIBUTE = 'data-conning-night';

/**
 * The app frame (top bar, sidebar, the drawer and menus opened from them) in the night palette while
 * the display is on screen at night: everything under `#root` outside the page's own `<main>` gets a
 * black background, red text and icons, dark red borders; the current page's link a dark red band.
 * The page itself is drawn by its own night theme.
 */
const NIGHT_FRAME = {
  [`html[${NIGHT_ATTRIBUTE}], html[${NIGHT_ATTRIBUTE}] body`]: {
    background: '#000 !important',
    colorScheme: 'dark',
  },
  [`html[${NIGHT_ATTRIBUTE}] #root :not(#main-content, #main-content *), html[${NIGHT_ATTRIBUTE}] .MuiDrawer-paper, html[${NIGHT_ATTRIBUTE}] .MuiDrawer-paper *, html[${NIGHT_ATTRIBUTE}] .MuiPopover-paper`]:
    {
      backgroundColor: '#000 !important',
      color: '#c0402f !important',
      borderColor: '#3a1010 !important',
      boxShadow: 'none !important',
    },
  [`html[${NIGHT_ATTRIBUTE}] #root :not(#main-content *)[aria-current="page"], html[${NIGHT_ATTRIBUTE}] .MuiDrawer-paper [aria-current="page"]`]:
    { backgroundColor: '#2a0606 !important', color: '#e05a48 !important' },
  [`html[${NIGHT_ATTRIBUTE}] #main-content`]: { backgroundColor: '#000' },
};

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

  // The frame around the page follows the night palette while this screen is shown.
  useEffect(() => {
    if (!night) return;
    document.documentElement.setAttribute(NIGHT_ATTRIBUTE, '');
    return () => document.documentElement.removeAttribute(NIGHT_ATTRIBUTE);
  }, [night]);

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
      {night && <GlobalStyles styles={NIGHT_FRAME} />}
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
