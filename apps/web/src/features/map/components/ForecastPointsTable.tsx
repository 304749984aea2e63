import { useEffect, useRef, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import {
  appendForecastPoint,
  deleteForecastPoint,
  destinationPoint,
  EARTH_RADIUS_M,
  NM_M,
  initialBearingDeg,
  insertForecastPoint,
  normaliseLng,
  updateForecastPoint,
  type ForecastPoint,
  type LatLng,
} from '@keel/domain';
import { formatDateTime } from '../../../lib/format';
import { formatLat, formatLng } from '../map-format';

/** How far an arrow key moves a point: this many screen pixels at the map's zoom (Shift: ten times). */
export const KEY_STEP_PX = 10;

/** Degrees of longitude (and, near enough at sea, latitude) that `px` screen pixels span at `zoom`. */
export function keyStepDeg(zoom: number, px = KEY_STEP_PX): number {
  return (px * 360) / (256 * 2 ** zoom);
}

/** How far Enter on the last point puts the new one: this many screen pixels at the map's zoom. */
export const ADD_STEP_PX = 50;

/** The middle of a leg (plain average, the short way round the antimeridian, as the map's "+" handles). */
function legMiddle(a: LatLng, b: LatLng): LatLng {
  let lng = b.lng;
  if (lng - a.lng > 180) lng -= 360;
  if (lng - a.lng < -180) lng += 360;
  return { lat: (a.lat + b.lat) / 2, lng: normaliseLng((a.lng + lng) / 2) };
}

/**
 * The point Enter adds after point `i`: the middle of the leg to the next point, or, after the last one,
 * {@link ADD_STEP_PX} px on along the last leg's course (east from a lone start point).
 */
export function keyAddedPoint(route: readonly ForecastPoint[], i: number, zoom: number): LatLng {
  const p = route[i]!;
  const next = route[i + 1];
  if (next) return legMiddle(p, next);
  const before = route[i - 1];
  const course = before ? initialBearingDeg(before, p) : 90;
  return destinationPoint(
    p,
    course,
    ((keyStepDeg(zoom, ADD_STEP_PX) * Math.PI) / 180) * (EARTH_RADIUS_M / NM_M),
  );
}

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [1, 0],
  ArrowDown: [-1, 0],
  ArrowRight: [0, 1],
  ArrowLeft: [0, -1],
};

/**
 * The forecast's points, editable by keyboard (spec §4 rules through the domain): a row is selected by
 * click or focus; arrow keys move the selected point by {@link KEY_STEP_PX} px at the map's zoom (Shift:
 * ×10), re-chaining the times after it (`updateForecastPoint`), Delete or Backspace removes it
 * (`deleteForecastPoint`) and selects the one before; Enter adds a point after the selected one
 * ({@link keyAddedPoint}: `insertForecastPoint` in the middle of the next leg, `appendForecastPoint` after
 * the last) and selects it. Point 0 (the start) is never moved nor deleted. A refused edit (e.g. appending
 * at speed 0) goes to `onError` with the domain's message.
 */
export function ForecastPointsTable({
  route,
  selected,
  onSelect,
  onEdit,
  zoom,
  speed,
  onError,
}: {
  route: readonly ForecastPoint[];
  selected: number | null;
  onSelect: (index: number | null) => void;
  onEdit: (route: ForecastPoint[]) => void;
  /** The map's zoom now (the arrow keys' step follows it). */
  zoom: () => number;
  /** The route's speed (a point appended by Enter sails at it). */
  speed: number;
  /** A refused edit's message (null once an edit went through). */
  onError: (message: string | null) => void;
}) {
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    rows.current[pendingFocus.current]?.focus();
    pendingFocus.current = null;
  });

  /** Applies an edit and moves the selection (and focus) to `focus`; a refusal is reported, not thrown. */
  const apply = (edit: () => ForecastPoint[], focus: number) => {
    let next: ForecastPoint[];
    try {
      next = edit();
    } catch (e) {
      onError(e instanceof Error ? e.message : String(e));
      return;
    }
    onError(null);
    onEdit(next);
    pendingFocus.current = focus;
    onSelect(focus);
  };

  const remove = (i: number) => apply(() => deleteForecastPoint([...route], i), i - 1);

  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.target !== e.currentTarget) return;
    const arrow = ARROWS[e.key];
    if (arrow) {
      e.preventDefault();
      if (i === 0) return;
      const step = keyStepDeg(zoom()) * (e.shiftKey ? 10 : 1);
      const p = route[i]!;
      const lat = Math.max(-85, Math.min(85, p.lat + arrow[0] * step));
      const lng = ((((p.lng + arrow[1] * step + 180) % 360) + 360) % 360) - 180;
      apply(() => updateForecastPoint([...route], i, { lat, lng }), i);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const p = keyAddedPoint(route, i, zoom());
      apply(
        () =>
          i === route.length - 1
            ? appendForecastPoint([...route], p, speed)
            : insertForecastPoint([...route], i + 1, p),
        i + 1,
      );
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && i > 0) {
      e.preventDefault();
      remove(i);
    }
  };

  return (
    <>
      <Typography variant="caption" color="text.secondary" id="forecast-keys-hint">
        Click the map to add a point; drag a point to move it; “+” inserts one between two points. Keyboard:
        select a point, Enter adds one after it, arrow keys move it (Shift: further), Delete removes it. The
        start stays put.
      </Typography>
      <Table size="small" aria-label="Route points" aria-describedby="forecast-keys-hint">
        <TableBody>
          {route.map((p, i) => (
            <TableRow
              key={i}
              ref={(el) => {
                rows.current[i] = el;
              }}
              tabIndex={0}
              hover
              selected={selected === i}
              aria-selected={selected === i}
              aria-label={`Route point ${i === 0 ? 'S (start)' : i + 1}: ${formatLat(p.lat)} ${formatLng(p.lng)}, ${formatDateTime(p.timestamp)}`}
              onClick={() => onSelect(i)}
              onFocus={() => onSelect(i)}
              onKeyDown={onKeyDown(i)}
              sx={{ cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
            >
              <TableCell sx={{ px: 0.5 }}>{i === 0 ? 'S' : i + 1}</TableCell>
              <TableCell sx={{ px: 0.5, whiteSpace: 'nowrap' }}>
                {formatLat(p.lat)} {formatLng(p.lng)}
              </TableCell>
              <TableCell sx={{ px: 0.5, whiteSpace: 'nowrap' }}>{formatDateTime(p.timestamp)}</TableCell>
              <TableCell padding="none">
                {i > 0 && (
                  <IconButton
                    size="small"
                    tabIndex={-1}
                    aria-label={`Delete route point ${i + 1}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      remove(i);
                    }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
