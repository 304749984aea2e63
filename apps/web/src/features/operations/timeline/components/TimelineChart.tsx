import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Timeline } from '@keel/domain';
import { formatDate } from '../../../../lib/format';
import { LANE_HEIGHT, TimelineLane } from './TimelineLane';
import { ticksOf, timeScale, type TimelinePeriod } from './timeline-scale';

const LABEL_WIDTH = 150;
const AXIS_HEIGHT = 34;
/** Narrowest plot: below it (screens under ~900 px) the chart scrolls sideways. */
export const MIN_PLOT_WIDTH = 760;

/** The width of an element, following resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The lanes of the timeline in SVG: the axis with ticks for the zoom, a line for today, one lane per
 * ship with the ship's name kept in view while the plot scrolls sideways.
 */
export function TimelineChart({
  timeline,
  period,
  today,
  onOpen,
}: {
  timeline: Timeline;
  period: TimelinePeriod;
  today: string;
  onOpen: (href: string) => void;
}) {
  const theme = useTheme();
  const [ref, outer] = useWidth();
  const width = Math.max(MIN_PLOT_WIDTH, outer - LABEL_WIDTH - 2);
  const height = AXIS_HEIGHT + timeline.lanes.length * LANE_HEIGHT;
  const scale = timeScale(period, width);
  const ticks = ticksOf(period);
  const todayX = scale.dayX(today) + scale.dayWidth / 2;
  const text = theme.palette.text.secondary;
  const todayColor = theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.main;
  return (
    <Box
      ref={ref}
      role="region"
      aria-label="Timeline lanes"
      sx={{
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: '12px',
        bgcolor: 'background.paper',
        '& .timeline-mark:focus': { outline: 'none' },
        '& .timeline-mark:focus-visible > *': { stroke: theme.palette.text.primary, strokeWidth: 3 },
        '& .timeline-mark:hover > *': { filter: 'brightness(1.15)' },
      }}
    >
      <Box sx={{ display: 'flex', width: LABEL_WIDTH + width }}>
        <Box
          sx={{
            position: 'sticky',
            left: 0,
            zIndex: 1,
            width: LABEL_WIDTH,
            flexShrink: 0,
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ height: AXIS_HEIGHT, borderBottom: 1, borderColor: 'divider' }} />
          {timeline.lanes.map((lane) => (
            <Box
              key={lane.shipId}
              sx={{
                height: LANE_HEIGHT,
                px: 1.5,
                display: 'flex',
                alignItems: 'center',
                borderBottom: 1,
                borderColor: 'divider',
                boxSizing: 'border-box',
              }}
            >
              <Typography sx={{ fontWeight: 600, fontSize: '0.85rem' }} noWrap title={lane.shipName}>
                {lane.shipName}
              </Typography>
            </Box>
          ))}
        </Box>
        <svg
          width={width}
          height={height}
          role="group"
          aria-label={`Timeline from ${formatDate(timeline.from)} to ${formatDate(timeline.to)}`}
          style={{ display: 'block', flexShrink: 0 }}
        >
          {ticks.map((t) => {
            const x = scale.dayX(t.day);
            return (
              <g key={t.day}>
                <line
                  x1={x}
                  x2={x}
                  y1={AXIS_HEIGHT - (t.major ? 12 : 6)}
                  y2={height}
                  stroke={theme.palette.divider}
                  strokeDasharray={t.major ? undefined : '2 4'}
                />
                <text
                  x={x + 4}
                  y={AXIS_HEIGHT - 12}
                  fill={t.major ? theme.palette.text.primary : text}
                  fontSize={11}
                  fontWeight={t.major ? 600 : 400}
                >
                  {t.label}
                </text>
              </g>
            );
          })}
          <line x1={0} x2={width} y1={AXIS_HEIGHT} y2={AXIS_HEIGHT} stroke={theme.palette.divider} />
          {timeline.lanes.map((lane, i) => (
            <TimelineLane
              key={lane.shipId}
              lane={lane}
              top={AXIS_HEIGHT + i * LANE_HEIGHT}
              width={width}
              scale={scale}
              onOpen={onOpen}
            />
          ))}
          {todayX >= 0 && todayX <= width && (
            <g aria-label="Today" pointerEvents="none">
              <line
                x1={todayX}
                x2={todayX}
                y1={AXIS_HEIGHT - 4}
                y2={height}
                stroke={todayColor}
                strokeWidth={1.5}
                strokeDasharray="4 3"
              />
              <text x={todayX + 4} y={AXIS_HEIGHT - 2} fill={todayColor} fontSize={10} fontWeight={600}>
                Today
              </text>
            </g>
          )}
        </svg>
      </Box>
    </Box>
  );
}
