import { useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  forecastDistanceNm,
  forecastEta,
  initForecast,
  setForecastSpeed,
  type ForecastPoint,
} from '@keel/domain';
import { newIdempotencyKey } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  createForecastRoute,
  deleteForecastRoute,
  etaSpeedsQuery,
  exportForecastRoute,
  forecastRoutesQuery,
  importForecastRoute,
  updateForecastRoute,
} from '../api/forecast-routes';
import { mapKeys } from '../api/map-keys';
import type { EtaMode, ForecastRoute, MapShip } from '../api/map-schemas';
import { formatDuration, formatNm } from '../map-format';
import { ForecastPointsTable } from './ForecastPointsTable';

const ETA_MODES: { value: EtaMode; label: string }[] = [
  { value: 'current', label: 'Current speed' },
  { value: 'average', label: 'Average speed' },
  { value: 'last24h', label: 'Last 24 h average' },
  { value: 'custom', label: 'Custom speed' },
];

/** The speed an ETA mode gives (null: not known for this ship). */
export function speedForMode(
  mode: EtaMode,
  custom: number,
  speeds: { currentKn: number | null; averageKn: number | null; last24hKn: number | null } | undefined,
): number | null {
  if (mode === 'custom') return custom;
  const value =
    mode === 'current' ? speeds?.currentKn : mode === 'average' ? speeds?.averageKn : speeds?.last24hKn;
  return value === null || value === undefined ? null : Math.round(value * 10) / 10;
}

/** The forecast being edited (owned by the page's map state). */
export interface ForecastDraft {
  shipId: string | null;
  routeId: string | null;
  route: ForecastPoint[];
  speed: number;
}

/**
 * Forecast mode's panel (spec §4 "Forecast editing", rules in packages/domain/geo): pick a ship,
 * start a route from its position or load a saved one, set the speed by an ETA mode, click the map
 * to append points, drag to move, "+" to insert, delete here, or select a point and use the arrow keys
 * and Delete; the ETA (and how it changed with the
 * last edit) updates at once. Save, delete, import and export RTZ/GPX.
 */
export function ForecastPanel({
  ships,
  draft,
  onChange,
  onEdit,
  etaBefore,
  editError,
  selectedPoint = null,
  onSelectPoint = () => undefined,
  zoom = () => 3,
}: {
  ships: readonly MapShip[];
  draft: ForecastDraft;
  /** Replaces the forecast (another ship, a new or loaded route). */
  onChange: (next: ForecastDraft) => void;
  /** An edit of the route (and speed): the page keeps the ETA before it. */
  onEdit: (route: ForecastPoint[], speed?: number) => void;
  /** The ETA before the last edit, to show how it changed. */
  etaBefore: string | null;
  editError: string | null;
  /** The point selected for keyboard edits (shown on the map too). */
  selectedPoint?: number | null;
  onSelectPoint?: (index: number | null) => void;
  /** The map's zoom now (the arrow keys' step follows it). */
  zoom?: () => number;
}) {
  const client = useQueryClient();
  const withPosition = ships.filter((s) => s.latitude !== null && s.longitude !== null);
  const shipId = draft.shipId ?? '';
  const ship = withPosition.find((s) => s.shipId === shipId);
  const routes = useQuery(forecastRoutesQuery(shipId));
  const speeds = useQuery(etaSpeedsQuery(shipId));
  const [etaMode, setEtaMode] = useState<EtaMode>('custom');
  const [name, setName] = useState('');
  const [customSpeed, setCustomSpeed] = useState(String(draft.speed));
  const [localError, setLocalError] = useState<string | null>(null);
  const saved = routes.data?.find((r) => r.id === draft.routeId) ?? null;
  const eta = forecastEta(draft.route);
  const etaChange = eta && etaBefore ? Date.parse(eta) - Date.parse(etaBefore) : null;
  const distance = useMemo(() => forecastDistanceNm(draft.route), [draft.route]);
  const saveKey = useRef(newIdempotencyKey());

  // A loaded or saved route brings its name, ETA mode and speed into the fields (once per route).
  const [syncedId, setSyncedId] = useState<string | null>(null);
  if (saved && saved.id !== syncedId) {
    setSyncedId(saved.id);
    setName(saved.name);
    setEtaMode(saved.etaMode);
    setCustomSpeed(String(saved.speedKn));
  }

  const applySpeed = (speed: number | null) => {
    setLocalError(null);
    if (speed === null || !Number.isFinite(speed) || speed < 0) {
      setLocalError('Speed must be a number of knots, 0 or more.');
      return;
    }
    try {
      onEdit(draft.route.length ? setForecastSpeed(draft.route, speed) : draft.route, speed);
    } catch (e) {
      setLocalError(errorMessage(e));
    }
  };

  const startNew = () => {
    if (!ship) return;
    const speed = speedForMode(etaMode, Number(customSpeed), speeds.data) ?? draft.speed;
    onChange({
      shipId,
      routeId: null,
      speed,
      route: initForecast([{ lat: ship.latitude!, lng: ship.longitude! }], speed, new Date()),
    });
    setName(`${ship.name} forecast`);
  };

  const load = (route: ForecastRoute) =>
    onChange({ shipId: route.shipId, routeId: route.id, route: route.points, speed: route.speedKn });

  const body = () => ({
    name: name.trim() || 'Forecast',
    speedKn: draft.speed,
    etaMode,
    points: draft.route,
  });
  const save = useMutation({
    mutationFn: () =>
      saved
        ? updateForecastRoute(saved.id, { ...body(), version: saved.version })
        : createForecastRoute(shipId, body(), saveKey.current),
    onSuccess: (route) => {
      saveKey.current = newIdempotencyKey();
      client.setQueryData<ForecastRoute[]>(mapKeys.routes(route.shipId), (prev) => [
        route,
        ...(prev ?? []).filter((r) => r.id !== route.id),
      ]);
      onChange({ ...draft, routeId: route.id });
      notifySuccess('Forecast route saved');
    },
    onError: (e) => notifyError(e),
  });
  const remove = useMutation({
    mutationFn: (route: ForecastRoute) => deleteForecastRoute(route.id, route.version),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: mapKeys.routes(shipId) });
      onChange({ ...draft, routeId: null, route: [] });
      notifySuccess('Forecast route deleted');
    },
    onError: (e) => notifyError(e),
  });
  const importFile = useMutation({
    mutationFn: async (file: File) => {
      const format = file.name.toLowerCase().endsWith('.gpx') ? 'gpx' : 'rtz';
      return importForecastRoute(shipId, {
        format,
        content: await file.text(),
        name: file.name.replace(/\.\w+$/, ''),
      });
    },
    onSuccess: (route) => {
      void client.invalidateQueries({ queryKey: mapKeys.routes(shipId) });
      load(route);
      notifySuccess(`Route “${route.name}” imported`);
    },
    onError: (e) => notifyError(e),
  });

  const error = editError ?? localError;
  return (
    <Box component="section" aria-label="Forecast" sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label="Ship"
        value={ship ? shipId : ''}
        onChange={(e) => onChange({ shipId: e.target.value, routeId: null, route: [], speed: draft.speed })}
      >
        {withPosition.map((s) => (
          <MenuItem key={s.shipId} value={s.shipId}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      {!ship ? (
        <Alert severity="info">Pick a ship to plan where it will be and when.</Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <TextField
              select
              size="small"
              label="Saved route"
              value={draft.routeId ?? ''}
              sx={{ flex: 1 }}
              onChange={(e) => {
                const route = routes.data?.find((r) => r.id === e.target.value);
                if (route) load(route);
              }}
              helperText={routes.isError ? errorMessage(routes.error) : undefined}
              error={routes.isError}
            >
              {(routes.data ?? []).length === 0 && (
                <MenuItem value="" disabled>
                  {routes.isPending ? 'Loading…' : 'No saved routes'}
                </MenuItem>
              )}
              {(routes.data ?? []).map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" onClick={startNew}>
              New route
            </Button>
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <TextField
              select
              size="small"
              label="ETA by"
              value={etaMode}
              sx={{ flex: 1 }}
              onChange={(e) => {
                const mode = e.target.value as EtaMode;
                setEtaMode(mode);
                const speed = speedForMode(mode, Number(customSpeed), speeds.data);
                if (speed === null)
                  setLocalError('This ship has no such speed on record yet: use a custom speed.');
                else {
                  setCustomSpeed(String(speed));
                  applySpeed(speed);
                }
              }}
            >
              {ETA_MODES.map((m) => (
                <MenuItem key={m.value} value={m.value}>
                  {m.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label="Speed (kn)"
              value={customSpeed}
              disabled={etaMode !== 'custom'}
              sx={{ width: 110 }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              onChange={(e) => setCustomSpeed(e.target.value)}
              onBlur={() => applySpeed(Number(customSpeed))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') applySpeed(Number(customSpeed));
              }}
            />
          </Box>
          {error && (
            <Alert severity="warning" role="alert">
              {error}
            </Alert>
          )}
          {draft.route.length === 0 ? (
            <Alert severity="info">Start a new route from the ship’s position, or load a saved one.</Alert>
          ) : (
            <>
              <Box
                aria-live="polite"
                sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', display: 'grid', gap: 0.25 }}
              >
                <Typography sx={{ fontWeight: 700 }} data-testid="forecast-eta">
                  ETA {eta ? formatDateTime(eta) : '—'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatNm(distance)} · {draft.route.length} points · {draft.speed} kn
                  {eta ? ` · ${formatDuration(Date.parse(eta) - Date.parse(draft.route[0]!.timestamp))}` : ''}
                </Typography>
                {etaChange !== null && etaChange !== 0 && (
                  <Typography variant="body2" color={etaChange > 0 ? 'warning.main' : 'success.main'}>
                    {etaChange > 0 ? 'Later' : 'Earlier'} by {formatDuration(Math.abs(etaChange))} than before
                    the last change
                  </Typography>
                )}
              </Box>
              <ForecastPointsTable
                route={draft.route}
                selected={selectedPoint}
                onSelect={onSelectPoint}
                onEdit={(next) => onEdit(next)}
                zoom={zoom}
                speed={draft.speed}
                onError={setLocalError}
              />
              <TextField
                size="small"
                label="Route name"
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()}>
                  {saved ? 'Save changes' : 'Save route'}
                </Button>
                {saved && (
                  <>
                    <Button
                      onClick={() => void exportForecastRoute(saved.id, 'rtz', saved.name).catch(notifyError)}
                    >
                      Export RTZ
                    </Button>
                    <Button
                      onClick={() => void exportForecastRoute(saved.id, 'gpx', saved.name).catch(notifyError)}
                    >
                      Export GPX
                    </Button>
                    <Button color="error" disabled={remove.isPending} onClick={() => remove.mutate(saved)}>
                      Delete
                    </Button>
                  </>
                )}
              </Box>
            </>
          )}
          <Button
            component="label"
            size="small"
            sx={{ justifySelf: 'start' }}
            disabled={importFile.isPending}
          >
            Import RTZ or GPX…
            <input
              hidden
              type="file"
              accept=".rtz,.gpx,application/xml,text/xml"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) importFile.mutate(file);
              }}
            />
          </Button>
        </>
      )}
    </Box>
  );
}
