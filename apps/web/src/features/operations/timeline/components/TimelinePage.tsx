import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Timeline, TimelineZoom } from '@keel/domain';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useTimeline } from '../api/get-timeline';
import { TimelineChart } from './TimelineChart';
import { TimelineControls } from './TimelineControls';
import { TimelineLegend } from './TimelineLegend';
import {
  centreOn,
  periodEnd,
  periodFrom,
  shiftPeriod,
  zoomStep,
  zoomTo,
  type TimelinePeriod,
} from './timeline-scale';

const SOURCE_NAMES = { events: 'Events', certificates: 'Certificates', noonReports: 'Noon reports' } as const;

/** Sources left out of the answer, in words. */
function missingSources(sources: Timeline['sources']): string[] {
  return (Object.keys(SOURCE_NAMES) as (keyof typeof SOURCE_NAMES)[])
    .filter((k) => sources[k] !== 'included')
    .map(
      (k) =>
        `${SOURCE_NAMES[k]} ${sources[k] === 'forbidden' ? '(not in your permissions)' : '(not available)'}`,
    );
}

/** Whether a key press belongs to a field, where it must keep its usual meaning. */
function inField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(
    target.closest(
      'input, textarea, select, [role="combobox"], [role="listbox"], [role="menu"], [contenteditable="true"]',
    ),
  );
}

/**
 * `/timeline`: per-ship lanes over a period with events, certificate expiries and survey windows, and
 * noon report density. Zoom from a week to a year with the buttons or `+` / `-`; move with `←` / `→`,
 * `t` for today. A mark opens its record.
 */
export function TimelinePage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const today = new Date().toISOString().slice(0, 10);
  const period = periodFrom(search.get('zoom'), search.get('start'), today);
  const selected = (search.get('ships') ?? '').split(',').filter(Boolean);
  const ships = useQuery(myShipsQuery());
  const from = period.start;
  const to = periodEnd(period);
  const timeline = useTimeline({ from, to, shipIds: selected.join(',') });

  // The period last asked for: key presses in quick succession build on it, not on the last render
  // (the router renders a URL change in a transition, so a render may lag a key press).
  // A committed URL we asked for ourselves is not taken over (a later press may already build on a newer
  // one); any other change of the URL (Back, a link) is.
  const latest = useRef(period);
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const index = pending.current.indexOf(`${period.zoom}:${period.start}`);
    if (index >= 0) pending.current.splice(0, index + 1);
    else {
      latest.current = { zoom: period.zoom, start: period.start };
      pending.current = [];
    }
  }, [period.zoom, period.start]);

  const update = useCallback(
    (next: TimelinePeriod, ids?: string[]) => {
      latest.current = next;
      pending.current.push(`${next.zoom}:${next.start}`);
      setSearch(
        (prev) => {
          const params = new URLSearchParams(prev);
          params.set('zoom', next.zoom);
          params.set('start', next.start);
          if (ids) {
            if (ids.length) params.set('ships', ids.join(','));
            else params.delete('ships');
          }
          return params;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (
        e.altKey ||
        e.ctrlKey ||
        e.metaKey ||
        inField(e.target) ||
        document.querySelector('[role="dialog"]')
      )
        return;
      const current = latest.current;
      const actions: Record<string, () => TimelinePeriod> = {
        '+': () => zoomStep(current, 1),
        '=': () => zoomStep(current, 1),
        '-': () => zoomStep(current, -1),
        _: () => zoomStep(current, -1),
        ArrowLeft: () => shiftPeriod(current, -1),
        ArrowRight: () => shiftPeriod(current, 1),
        t: () => centreOn(current, today),
      };
      const action = actions[e.key];
      if (!action) return;
      e.preventDefault();
      update(action());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [today, update]);

  const data = timeline.data;
  const missing = data ? missingSources(data.sources) : [];
  return (
    <>
      <PageHeader
        title="Timeline"
        subtitle="Events, certificate expiries and survey windows, and noon reports per ship."
      />
      <TimelineControls
        zoom={period.zoom}
        from={from}
        to={to}
        ships={ships.data ?? []}
        selected={selected}
        onZoom={(zoom: TimelineZoom) => update(zoomTo(latest.current, zoom))}
        onStep={(step) => update(zoomStep(latest.current, step))}
        onShift={(direction) => update(shiftPeriod(latest.current, direction))}
        onToday={() => update(centreOn(latest.current, today))}
        onShips={(ids) => update(latest.current, ids)}
      />
      {missing.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Not shown: {missing.join(', ')}.
        </Alert>
      )}
      {data?.truncated && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This period holds more marks than one view shows; zoom in to see them all.
        </Alert>
      )}
      {timeline.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void timeline.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(timeline.error)}
        </Alert>
      )}
      <Box sx={{ position: 'relative' }}>
        {timeline.isFetching && (
          <LinearProgress
            aria-label="Loading timeline"
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2, zIndex: 2 }}
          />
        )}
        {!data && timeline.isPending && (
          <Skeleton variant="rounded" height={360} sx={{ borderRadius: '12px' }} />
        )}
        {data && data.lanes.length === 0 && (
          <Box sx={{ py: 8, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: '12px' }}>
            <Typography color="text.secondary">You have no ships to show on the timeline.</Typography>
          </Box>
        )}
        {data && data.lanes.length > 0 && (
          <TimelineChart timeline={data} period={period} today={today} onOpen={(href) => navigate(href)} />
        )}
      </Box>
      <TimelineLegend />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        Keys: + / − zoom, ← / → move, T today; Tab through the marks and Enter opens one.
      </Typography>
    </>
  );
}
