import { useTheme } from '@mui/material/styles';
import type { TimelineExpiryItem, TimelineLane as Lane, TimelineWindowItem } from '@keel/domain';
import {
  expiryColor,
  groupLabel,
  groupMarks,
  markHref,
  markLabel,
  severityColor,
  windowFill,
  worstState,
} from './timeline-marks';
import { TimelineMark } from './TimelineMark';
import type { timeScale } from './timeline-scale';

/** Height of one ship's lane and the rows inside it. */
export const LANE_HEIGHT = 76;
const ROW = { windows: 16, events: 42, noon: 64 } as const;

/** The marks of one ship: survey windows and expiries on top, events in the middle, noon reports below. */
export function TimelineLane({
  lane,
  top,
  width,
  scale,
  onOpen,
}: {
  lane: Lane;
  top: number;
  width: number;
  scale: ReturnType<typeof timeScale>;
  onOpen: (href: string) => void;
}) {
  const theme = useTheme();
  const paper = theme.palette.background.paper;
  const radius = scale.dayWidth >= 12 ? 6 : 5;
  const noon = lane.items.filter((i) => i.type === 'noon_reports');
  const noonCount = noon.reduce((n, i) => n + i.count, 0);
  const clampX = (x: number) => Math.min(width, Math.max(0, x));
  const windows = groupMarks(
    lane.items.filter((i): i is TimelineWindowItem => i.type === 'survey_window'),
    (i) => `${i.start}:${i.end}`,
  );
  const expiries = groupMarks(
    lane.items.filter((i): i is TimelineExpiryItem => i.type === 'certificate_expiry'),
    (i) => i.date,
  );
  return (
    <g aria-label={`${lane.shipName} lane`} role="group">
      <rect x={0} y={top} width={width} height={LANE_HEIGHT} fill="transparent" />
      <line x1={0} x2={width} y1={top + LANE_HEIGHT} y2={top + LANE_HEIGHT} stroke={theme.palette.divider} />
      {noon.length > 0 && (
        <TimelineMark
          label={`Noon reports of ${lane.shipName}: ${noonCount} in this period`}
          onOpen={() => onOpen(markHref(noon[0]!))}
        >
          <rect x={0} y={top + ROW.noon - 7} width={width} height={14} fill="transparent" />
          <>
            {noon.map((i) => (
              <circle
                key={i.id}
                cx={scale.dayX(i.date) + scale.dayWidth / 2}
                cy={top + ROW.noon}
                r={Math.min(3, Math.max(1.4, scale.dayWidth / 3))}
                fill={i.count > 1 ? theme.palette.warning.main : theme.palette.primary.main}
                opacity={0.85}
              />
            ))}
          </>
        </TimelineMark>
      )}
      {windows.map(({ key, items }) => {
        const first = items[0]!;
        const x1 = clampX(scale.dayX(first.start));
        const x2 = clampX(scale.endX(first.end));
        return (
          <TimelineMark
            key={key}
            label={groupLabel(items, lane.shipName)}
            onOpen={() => onOpen(markHref(first))}
          >
            <rect
              x={x1}
              y={top + ROW.windows - 6}
              width={Math.max(2, x2 - x1)}
              height={12}
              rx={3}
              fill={windowFill(theme)}
              stroke={theme.palette.secondary.main}
              strokeOpacity={0.6}
            />
          </TimelineMark>
        );
      })}
      {expiries.map(({ key, items }) => {
        const first = items[0]!;
        const cx = scale.dayX(first.date) + scale.dayWidth / 2;
        const cy = top + ROW.windows;
        return (
          <TimelineMark
            key={key}
            label={groupLabel(items, lane.shipName)}
            onOpen={() => onOpen(markHref(first))}
          >
            <path
              d={`M ${cx} ${cy - 8} L ${cx + 7} ${cy} L ${cx} ${cy + 8} L ${cx - 7} ${cy} Z`}
              fill={expiryColor(theme, worstState(items))}
              stroke={paper}
              strokeWidth={1.5}
            />
          </TimelineMark>
        );
      })}
      {lane.items.map((item) => {
        const label = markLabel(item, lane.shipName);
        const open = () => onOpen(markHref(item));
        if (item.type === 'event') {
          const color = severityColor(theme, item.severity);
          return (
            <TimelineMark key={item.id} label={label} onOpen={open}>
              <circle
                cx={scale.x(item.at)}
                cy={top + ROW.events}
                r={radius}
                fill={color}
                fillOpacity={item.status === 'open' ? 1 : 0.45}
                stroke={item.status === 'open' ? paper : color}
                strokeWidth={1.5}
              />
            </TimelineMark>
          );
        }
        return null;
      })}
    </g>
  );
}
