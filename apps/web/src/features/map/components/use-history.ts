import { useEffect, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { trackQuery } from '../api/get-track';
import type { ShipTrack } from '../api/map-schemas';
import { projectTrack, type ProjectedTrack } from '../canvas/tracks-draw';
import { isSpeedParameter, rangeColouring, speedColouring } from '../track-colouring';

/** Playback state (spec: PLAYING / PAUSED). */
export type PlaybackStatus = 'PLAYING' | 'PAUSED';

/** Playback speeds: simulated seconds per real second. */
export const PLAYBACK_SPEEDS = [60, 600, 3600, 21600] as const;

export interface HistoryQuery {
  shipIds: string[];
  from: string;
  to: string;
  parameter: string;
}

/** Frames of playback state per second (the map redraws only the track canvas). */
const TICK_MS = 50;

/**
 * History mode: the chosen ships' tracks for the range (down-sampled on the server, at most
 * TRACK_MAX_POINTS each), projected once; playback moves one time cursor — memory stays the tracks
 * themselves however long it plays (nothing is appended while playing).
 */
export function useHistory(query: HistoryQuery | null) {
  const results = useQueries({
    queries: (query?.shipIds ?? []).map((shipId) => ({
      ...trackQuery(shipId, query!.from, query!.to, query!.parameter),
      enabled: query !== null,
    })),
  });
  const data = results.map((r) => r.data).filter((d): d is ShipTrack => d !== undefined);
  const key = data.map((d) => `${d.shipId}:${d.segments.length}:${d.segments[0]?.[0]?.[0] ?? ''}`).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const tracks = useMemo(() => data.map((d) => projectTrack(d.shipId, d.segments)), [key]);
  const range = useMemo(() => valueRange(tracks), [tracks]);
  const colouring = useMemo(
    () =>
      !query || isSpeedParameter(query.parameter) || !range
        ? speedColouring
        : rangeColouring(range.min, range.max),
    [query, range],
  );
  const bounds = useMemo(() => timeBounds(tracks), [tracks]);
  const unit = data[0]?.unit ?? null;

  const [status, setStatus] = useState<PlaybackStatus>('PAUSED');
  const [speed, setSpeed] = useState<number>(PLAYBACK_SPEEDS[1]);
  const [cursor, setCursor] = useState<number | null>(null);
  const [boundsSeen, setBoundsSeen] = useState(bounds);
  if (bounds !== boundsSeen) {
    // New tracks: back to their start, paused.
    setBoundsSeen(bounds);
    setStatus('PAUSED');
    setCursor(bounds ? bounds.start : null);
  }

  useEffect(() => {
    if (status !== 'PLAYING' || !bounds || cursor === null) return;
    const started = performance.now();
    const id = window.setTimeout(() => {
      const next = cursor + (performance.now() - started) * speed;
      if (next >= bounds.end) {
        setCursor(bounds.end);
        setStatus('PAUSED');
      } else setCursor(next);
    }, TICK_MS);
    return () => window.clearTimeout(id);
  }, [status, bounds, speed, cursor]);

  return {
    tracks,
    colouring,
    range: range && query && !isSpeedParameter(query.parameter) ? { ...range, unit } : null,
    bounds,
    isLoading: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
    errors: results.filter((r) => r.isError).map((r) => r.error),
    pointCount: tracks.reduce((sum, t) => sum + t.t.length, 0),
    playback: {
      status,
      speed,
      cursor,
      play: () => {
        if (bounds && (cursor ?? bounds.start) >= bounds.end) setCursor(bounds.start);
        setStatus('PLAYING');
      },
      pause: () => setStatus('PAUSED'),
      seek: (ms: number) => setCursor(ms),
      setSpeed,
    },
  };
}

function valueRange(tracks: readonly ProjectedTrack[]): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const t of tracks)
    for (const v of t.v) {
      if (Number.isNaN(v)) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  return Number.isFinite(min) ? { min, max } : null;
}

function timeBounds(tracks: readonly ProjectedTrack[]): { start: number; end: number } | null {
  let start = Infinity;
  let end = -Infinity;
  for (const t of tracks) {
    if (!t.t.length) continue;
    start = Math.min(start, t.t[0]!);
    end = Math.max(end, t.t[t.t.length - 1]!);
  }
  return Number.isFinite(start) ? { start, end } : null;
}
