import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import type L from 'leaflet';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import StraightenIcon from '@mui/icons-material/Straighten';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import {
  ForecastEditError,
  appendForecastPoint,
  forecastEta,
  insertForecastPoint,
  updateForecastPoint,
  type ForecastPoint,
  type LatLng,
} from '@keel/domain';
import { useFleetLive } from '../live/use-fleet-live';
import { initialMapState, mapReducer, type MapMode } from '../map-state';
import { toShipMarks } from '../ship-marks';
import { readDeviceTiles, resolveTiles } from '../tile-settings';
import { mapSettingsQuery } from '../api/map-settings';
import { lazyPart } from '../../../lib/lazy-route';
import { useAccess } from '../../../app/access/access-context';
import { DistancePanel } from './DistanceTool';
import type { ForecastDraft } from './ForecastPanel';
import { LivePanel } from './LivePanel';
import { SpeedLegend } from './SpeedLegend';
import { TileSettingsDialog } from './TileSettingsDialog';
import { useHistory, type HistoryQuery } from './use-history';
import { useNowTick } from './use-now';

/** The map itself (Leaflet + canvas layers) and the history and forecast panels load as lazy parts. */
const MapView = lazyPart(
  () => import('./MapView'),
  (m) => m.MapView,
  <Skeleton variant="rectangular" sx={{ width: '100%', height: '100%' }} aria-label="Loading the map" />,
);
const HistoryPanel = lazyPart(
  () => import('./HistoryPanel'),
  (m) => m.HistoryPanel,
  <Skeleton height={160} />,
);
const ForecastPanel = lazyPart(
  () => import('./ForecastPanel'),
  (m) => m.ForecastPanel,
  <Skeleton height={160} />,
);

const MODE_LABEL: Record<MapMode, string> = { live: 'Live', history: 'History', forecast: 'Forecast' };

/**
 * `/map`: the fleet map (issue 16). Live positions of the user's ships (a master: his own), history
 * tracks with playback, forecast route planning with ETA, a distance tool and the CCTV overlay.
 * Below 900 px the controls move into a bottom sheet.
 */
export function MapPage() {
  const [state, dispatch] = useReducer(mapReducer, initialMapState);
  const live = useFleetLive(true);
  const now = useNowTick(15_000);
  const narrow = useMediaQuery('(max-width:899.95px)');
  const [sheetOpen, setSheetOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [deviceTiles, setDeviceTiles] = useState(readDeviceTiles);
  const companyTiles = useQuery(mapSettingsQuery());
  const tiles = resolveTiles(companyTiles.data, deviceTiles);
  const isAdmin = useAccess().isAdmin;
  const [historyQuery, setHistoryQuery] = useState<HistoryQuery | null>(null);
  const [forecastError, setForecastError] = useState<string | null>(null);
  const [forecastPoint, setForecastPoint] = useState<number | null>(null);
  const [etaBefore, setEtaBefore] = useState<string | null>(null);
  const mapRef = useRef<L.Map | null>(null);
  const history = useHistory(state.mode === 'history' ? historyQuery : null);

  const ships = useMemo(() => live.ships ?? [], [live.ships]);
  const linkDown = live.link === 'down';
  const marks = useMemo(() => toShipMarks(ships, linkDown), [ships, linkDown]);
  const selectedShip = ships.find((s) => s.shipId === selected) ?? null;
  const forecast: ForecastDraft = state.forecast;

  const setForecast = (next: ForecastDraft) => {
    setForecastError(null);
    setEtaBefore(null);
    dispatch({ type: 'setForecast', ...next });
  };
  const editForecast = (edit: (points: ForecastPoint[]) => ForecastPoint[], speed?: number) => {
    try {
      const route = edit(state.forecast.route);
      setEtaBefore(forecastEta(state.forecast.route));
      dispatch({ type: 'editForecast', route, speed });
      setForecastError(null);
    } catch (e) {
      setForecastError(e instanceof ForecastEditError || e instanceof Error ? e.message : String(e));
    }
  };

  const distanceActive = state.distanceTool.active;
  const forecastEditing = state.mode === 'forecast' && forecast.route.length > 0;
  const onMapClick = distanceActive
    ? (p: LatLng) => dispatch({ type: 'distance', action: { type: 'append', point: p } })
    : forecastEditing
      ? (p: LatLng) => editForecast((points) => appendForecastPoint(points, p, state.forecast.speed))
      : undefined;

  const pickShip = useCallback((shipId: string | null) => {
    setSelected(shipId);
  }, []);
  const panTo = (ship: { shipId: string; latitude: number | null; longitude: number | null }) => {
    setSelected(ship.shipId);
    if (ship.latitude !== null && ship.longitude !== null)
      mapRef.current?.setView([ship.latitude, ship.longitude], Math.max(mapRef.current.getZoom(), 7));
    if (narrow) setSheetOpen(false);
  };

  const modeSwitch = (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label="Map mode"
      value={state.mode}
      onChange={(_, mode: MapMode | null) => mode && dispatch({ type: 'setMode', mode })}
    >
      {(Object.keys(MODE_LABEL) as MapMode[]).map((m) => (
        <ToggleButton key={m} value={m} sx={{ px: 2 }}>
          {MODE_LABEL[m]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );

  const tools = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <ToggleButton
        size="small"
        value="distance"
        selected={distanceActive}
        aria-label="Distance tool"
        onChange={() =>
          dispatch({ type: 'distance', action: { type: distanceActive ? 'deactivate' : 'activate' } })
        }
        sx={{ gap: 0.75, px: 1.5 }}
      >
        <StraightenIcon fontSize="small" /> Distance
      </ToggleButton>
      <FormControlLabel
        sx={{ m: 0 }}
        control={
          <Switch
            size="small"
            checked={state.cctv.active}
            onChange={(e) => dispatch({ type: 'setCctv', active: e.target.checked })}
          />
        }
        label="CCTV"
      />
      <IconButton aria-label="Map settings" onClick={() => setSettingsOpen(true)}>
        <SettingsOutlinedIcon />
      </IconButton>
    </Box>
  );

  const panel = (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {narrow && (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {modeSwitch}
          {tools}
        </Box>
      )}
      {distanceActive && (
        <DistancePanel
          state={state.distanceTool}
          dispatch={(action) => dispatch({ type: 'distance', action })}
          ships={ships}
        />
      )}
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontSize: 15, fontWeight: 600, mb: 1 }}>
          {state.mode === 'live' ? 'Ships' : state.mode === 'history' ? 'Tracks' : 'Forecast route'}
        </Typography>
        {state.mode === 'live' && (
          <LivePanel
            ships={live.ships}
            isPending={live.isPending}
            error={live.error}
            onRetry={live.refetch}
            now={now}
            linkDown={linkDown}
            selectedShipId={selected}
            onPick={panTo}
          />
        )}
        {state.mode === 'history' && (
          <HistoryPanel
            ships={ships}
            query={historyQuery}
            onQuery={setHistoryQuery}
            overlayParam={state.overlayParam}
            onOverlayParam={(param) => dispatch({ type: 'setOverlayParam', param })}
            history={history}
          />
        )}
        {state.mode === 'forecast' && (
          <ForecastPanel
            ships={ships}
            draft={forecast}
            onChange={setForecast}
            onEdit={(route, speed) => editForecast(() => route, speed)}
            etaBefore={etaBefore}
            editError={forecastError}
            selectedPoint={forecastPoint}
            onSelectPoint={setForecastPoint}
            zoom={() => mapRef.current?.getZoom() ?? 3}
          />
        )}
      </Box>
    </Box>
  );

  const linkChip =
    live.link === 'live' ? (
      <Chip size="small" color="success" variant="outlined" label="Live" />
    ) : live.link === 'connecting' ? (
      <Chip size="small" variant="outlined" label="Connecting…" />
    ) : (
      <Chip size="small" color="warning" label="Link down · positions stale" />
    );

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: 'calc(90vh - 32px)', md: 'calc(90vh - 48px)' },
        minHeight: 440,
        gap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography variant="h2" component="h1">
            Fleet map
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <Typography color="text.secondary" variant="body2">
              {live.ships ? `${marks.length} of ${ships.length} ships on the map` : 'Loading ships…'}
            </Typography>
            {state.mode === 'live' && linkChip}
          </Box>
        </Box>
        {!narrow && modeSwitch}
        {!narrow && tools}
        {narrow && (
          <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setSheetOpen(true)}>
            Controls
          </Button>
        )}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', gap: 1.5 }}>
        <Paper
          variant="outlined"
          sx={{
            flex: 1,
            minWidth: 0,
            position: 'relative',
            overflow: 'hidden',
            borderRadius: 1,
            '& .leaflet-container': { fontFamily: 'inherit' },
            '& .leaflet-popup-content-wrapper, & .leaflet-popup-tip, & .keel-cctv': {
              bgcolor: 'background.paper',
              color: 'text.primary',
            },
            '& .leaflet-popup-content dt': { color: 'text.secondary' },
            '& .keel-cctv': { borderColor: 'divider', borderRadius: 1, boxShadow: 3 },
            '& .keel-cctv::before': { display: 'none' },
            '& .leaflet-bar a': {
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderColor: 'divider',
            },
            '& .leaflet-control-attribution': {
              bgcolor: 'background.paper',
              color: 'text.secondary',
              opacity: 0.85,
            },
            '& .leaflet-control-attribution a': { color: 'primary.main' },
          }}
          aria-label="Fleet map"
          role="region"
        >
          <MapView
            ships={marks}
            selectedShipId={selected}
            onSelectShip={pickShip}
            tracks={state.mode === 'history' ? history.tracks : undefined}
            trackColouring={history.colouring}
            playbackMs={state.mode === 'history' ? history.playback.cursor : null}
            onMapClick={onMapClick}
            tileUrl={tiles.url}
            tileAttribution={tiles.attribution}
            onReady={(map) => (mapRef.current = map)}
            popup={
              selectedShip ? { ship: selectedShip, now, linkDown, onClose: () => setSelected(null) } : null
            }
            forecast={
              state.mode === 'forecast'
                ? {
                    points: forecast.route,
                    selected: forecastPoint,
                    onSelect: setForecastPoint,
                    onMove: (i, p) => editForecast((points) => updateForecastPoint(points, i, p)),
                    onInsert: (i, p) => editForecast((points) => insertForecastPoint(points, i, p)),
                  }
                : null
            }
            distance={
              distanceActive
                ? { state: state.distanceTool, dispatch: (action) => dispatch({ type: 'distance', action }) }
                : null
            }
            cctv={state.cctv.active ? { ships, selectedShipId: selected } : null}
          />
          <SpeedLegend
            title={state.mode === 'history' && history.range ? 'Overlay' : 'Speed (kn)'}
            range={state.mode === 'history' ? history.range : null}
            stale={state.mode === 'live' ? true : undefined}
          />
        </Paper>
        {!narrow && (
          <Paper
            variant="outlined"
            component="aside"
            aria-label="Map controls"
            sx={{ width: 360, flex: 'none', overflowY: 'auto', p: 2, borderRadius: 1 }}
          >
            {panel}
          </Paper>
        )}
      </Box>
      {narrow && (
        <Drawer
          anchor="bottom"
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          slotProps={{
            paper: { sx: { maxHeight: '75vh', p: 2, borderTopLeftRadius: 16, borderTopRightRadius: 16 } },
          }}
        >
          <Box component="aside" aria-label="Map controls">
            {panel}
          </Box>
        </Drawer>
      )}
      {settingsOpen && (
        <TileSettingsDialog
          open
          url={deviceTiles.source === 'device' ? deviceTiles.url : ''}
          attribution={deviceTiles.source === 'device' ? deviceTiles.attribution : ''}
          company={companyTiles.data}
          isAdmin={isAdmin}
          onClose={(changed) => {
            setSettingsOpen(false);
            if (changed) setDeviceTiles(readDeviceTiles());
          }}
        />
      )}
    </Box>
  );
}
