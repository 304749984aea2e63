import { createContext, useContext, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { describePath, type LatestValue } from '@keel/domain';
import { isStale } from '../api/latest';
import { displayValue, formatAge } from '../display-format';

/** Colours of the instruments: from the theme, or the red night palette of the bridge. */
export interface InstrumentPalette {
  face: string;
  line: string;
  text: string;
  muted: string;
  accent: string;
  second: string;
  stale: string;
  /** Rate of turn to port / to starboard (red / green by day; dim at night). */
  port?: string;
  starboard?: string;
}

/** What every panel reads: the ship's values by path, the current time and the palette. */
export interface ConningView {
  /** The ship shown (for the panels that read its history). */
  shipId?: string;
  values: ReadonlyMap<string, LatestValue>;
  now: number;
  palette: InstrumentPalette;
}

export const ConningViewContext = createContext<ConningView | null>(null);

export function useConningView(): ConningView {
  const view = useContext(ConningViewContext);
  if (!view) throw new Error('useConningView outside ConningViewContext');
  return view;
}

/** A numeric value of a path for the instruments: the number, and whether it may be shown as live. */
export function useReading(path: string): { value: number; stale: boolean; sample: LatestValue } | null {
  const { values, now } = useConningView();
  const sample = values.get(path);
  if (!sample || typeof sample.value !== 'number') return null;
  return { value: sample.value, stale: isStale(sample, now), sample };
}

/**
 * One value: its label, the number in display units, the source and the age. A stale value is
 * greyed, marked "stale" with its age, and its number struck through so it never reads as live.
 */
export function Reading({
  path,
  label,
  kind = 'signed',
  big = false,
}: {
  path: string;
  label?: string;
  kind?: 'bearing' | 'signed';
  big?: boolean;
}) {
  const { values, now } = useConningView();
  const sample = values.get(path);
  const info = describePath(path);
  const name = label ?? info?.label ?? path;
  if (!sample || typeof sample.value !== 'number') return null;
  const stale = isStale(sample, now);
  const shown = displayValue(info?.unit ?? '', sample.value, kind);
  const age = formatAge(sample.timestamp, now);
  return (
    <Box
      data-testid={`reading-${path}`}
      data-stale={stale ? 'true' : 'false'}
      aria-label={`${name}: ${shown.text} ${shown.unit}${stale ? `, stale, ${age} old` : ''}`}
      role="group"
      sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 auto', minWidth: 0 }} noWrap>
        {name}
      </Typography>
      <Typography
        component="span"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 600,
          fontSize: big ? '1.6rem' : '1rem',
          textDecoration: stale ? 'line-through' : 'none',
          // Stale: struck through and in the secondary text colour, never faded below a readable contrast.
          color: stale ? 'text.secondary' : 'text.primary',
        }}
      >
        {shown.text}
        <Typography component="span" variant="body2" sx={{ ml: 0.5, fontWeight: 400 }}>
          {shown.unit}
        </Typography>
      </Typography>
      <Typography
        component="span"
        variant="caption"
        sx={{
          flex: '0 0 auto',
          minWidth: 72,
          textAlign: 'right',
          color: (t) =>
            stale
              ? t.palette.warning[t.palette.mode === 'dark' ? 'light' : 'dark']
              : t.palette.text.secondary,
        }}
        title={`Source ${sample.source} · ${new Date(sample.timestamp).toISOString()}`}
      >
        {stale ? `stale · ${age}` : age}
      </Typography>
    </Box>
  );
}

/** The sources of the given paths, and whether a secondary source took over for any of them. */
function sourcesOf(values: ReadonlyMap<string, LatestValue>, paths: readonly string[]) {
  const present = paths.map((p) => values.get(p)).filter((v): v is LatestValue => !!v);
  return {
    sources: [...new Set(present.map((v) => v.source))],
    failover: present.some((v) => v.failover),
    any: present.length > 0,
  };
}

/** A panel of one sensor group: title, its sources, "secondary source in use", the instrument and readings. */
export function Panel({
  title,
  paths,
  children,
}: {
  title: string;
  paths: readonly string[];
  children: ReactNode;
}) {
  const { values } = useConningView();
  const { sources, failover, any } = sourcesOf(values, paths);
  if (!any) return null;
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
        {failover && <Chip size="small" color="warning" label="Secondary source in use" />}
      </Box>
      <Typography variant="caption" color="text.secondary" noWrap title={sources.join(', ')}>
        Source: {sources.join(', ')}
      </Typography>
      {children}
    </Paper>
  );
}

/** Placeholder panels while the first values load. */
export function PanelSkeletons() {
  return (
    <>
      {Array.from({ length: 6 }, (_, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }}>
          <Skeleton width="40%" height={28} />
          <Skeleton variant="circular" width={160} height={160} sx={{ mx: 'auto', my: 1 }} />
          <Skeleton />
          <Skeleton />
        </Paper>
      ))}
    </>
  );
}
