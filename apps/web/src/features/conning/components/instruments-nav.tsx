import { bearing, msToKnots, radToDeg } from '../display-format';
import { useConningView, useReading } from './reading';

const SIZE = 200;
const C = SIZE / 2;

/** A point at `deg` (clockwise from up) and radius `r` around the centre. */
export function polar(deg: number, r: number, cx = C, cy = C): [number, number] {
  const a = ((deg - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** The ring of a rose: ticks every 10°, labels every 30° (or N/E/S/W), turned by `rotate`. */
export function RoseRing({ labels, relative = false }: { labels?: boolean; relative?: boolean }) {
  const { palette } = useConningView();
  const ticks = [];
  for (let d = 0; d < 360; d += 10) {
    const [x1, y1] = polar(d, 88);
    const [x2, y2] = polar(d, d % 30 === 0 ? 78 : 83);
    ticks.push(<line key={d} x1={x1} y1={y1} x2={x2} y2={y2} stroke={palette.line} strokeWidth={1} />);
  }
  const names: Record<number, string> = relative
    ? { 0: '0', 90: '90', 180: '180', 270: '90' }
    : { 0: 'N', 90: 'E', 180: 'S', 270: 'W' };
  return (
    <g>
      <circle cx={C} cy={C} r={92} fill={palette.face} stroke={palette.line} />
      {ticks}
      {labels !== false &&
        [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map((d) => {
          const [x, y] = polar(d, 66);
          return (
            <text
              key={d}
              x={x}
              y={y}
              fill={names[d] ? palette.text : palette.muted}
              fontSize={names[d] ? 13 : 10}
              fontWeight={names[d] ? 700 : 400}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {names[d] ?? (relative ? String(d > 180 ? 360 - d : d) : String(d / 10).padStart(2, '0'))}
            </text>
          );
        })}
    </g>
  );
}

/** A needle from the centre towards `deg`, dashed and grey when stale. */
export function Needle({
  deg,
  color,
  stale,
  length = 84,
  width = 3,
}: {
  deg: number;
  color: string;
  stale: boolean;
  length?: number;
  width?: number;
}) {
  const { palette } = useConningView();
  const [x, y] = polar(deg, length);
  const [hx1, hy1] = polar(deg - 6, length - 12);
  const [hx2, hy2] = polar(deg + 6, length - 12);
  const stroke = stale ? palette.stale : color;
  return (
    <g opacity={stale ? 0.6 : 1}>
      <line
        x1={C}
        y1={C}
        x2={x}
        y2={y}
        stroke={stroke}
        strokeWidth={width}
        strokeDasharray={stale ? '4 4' : undefined}
      />
      <polygon points={`${x},${y} ${hx1},${hy1} ${hx2},${hy2}`} fill={stroke} />
    </g>
  );
}

/** Compass rose: heading as the ship's outline and lubber line, course over ground as a needle. */
export function CompassRose() {
  const { palette } = useConningView();
  const headingTrue = useReading('navigation.headingTrue');
  const headingMagnetic = useReading('navigation.headingMagnetic');
  const heading = headingTrue ?? headingMagnetic;
  const cog = useReading('navigation.courseOverGroundTrue');
  const hdg = heading ? bearing(radToDeg(heading.value)) : null;
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width="100%"
      style={{ maxWidth: 240, alignSelf: 'center' }}
      role="img"
      aria-label={`Compass rose${hdg !== null ? `, heading ${Math.round(hdg)}°` : ''}${cog ? `, course over ground ${Math.round(bearing(radToDeg(cog.value)))}°` : ''}`}
    >
      <RoseRing />
      {hdg !== null && heading && (
        <g transform={`rotate(${hdg} ${C} ${C})`} opacity={heading.stale ? 0.5 : 1}>
          <line
            x1={C}
            y1={C - 90}
            x2={C}
            y2={C - 40}
            stroke={heading.stale ? palette.stale : palette.accent}
            strokeWidth={2}
          />
          <path
            d={`M${C} ${C - 36} L${C + 11} ${C - 16} L${C + 11} ${C + 30} L${C - 11} ${C + 30} L${C - 11} ${C - 16} Z`}
            fill="none"
            stroke={heading.stale ? palette.stale : palette.accent}
            strokeWidth={2}
          />
        </g>
      )}
      {cog && (
        <Needle deg={radToDeg(cog.value)} color={palette.second} stale={cog.stale} length={76} width={2} />
      )}
      <circle cx={C} cy={C} r={3} fill={palette.text} />
    </svg>
  );
}

/** Rate of turn: a bar from the centre, port red / starboard green, scale ±60 °/min. */
export function RateOfTurnBar() {
  const { palette } = useConningView();
  const rot = useReading('navigation.rateOfTurn');
  if (!rot) return null;
  const perMin = radToDeg(rot.value) * 60;
  const scale = 60;
  const clamped = Math.max(-scale, Math.min(scale, perMin));
  const w = 200;
  const x = w / 2 + (clamped / scale) * (w / 2 - 10);
  const colour = rot.stale
    ? palette.stale
    : perMin < 0
      ? (palette.port ?? '#d32f2f')
      : (palette.starboard ?? '#2e7d32');
  return (
    <svg
      viewBox={`0 0 ${w} 34`}
      width="100%"
      style={{ maxWidth: 280, alignSelf: 'center' }}
      role="img"
      aria-label={`Rate of turn ${perMin.toFixed(1)} degrees per minute ${perMin < 0 ? 'to port' : 'to starboard'}`}
    >
      <rect x={10} y={10} width={w - 20} height={12} rx={3} fill={palette.face} stroke={palette.line} />
      {[-60, -30, 0, 30, 60].map((t) => (
        <g key={t}>
          <line
            x1={w / 2 + (t / scale) * (w / 2 - 10)}
            x2={w / 2 + (t / scale) * (w / 2 - 10)}
            y1={6}
            y2={26}
            stroke={palette.line}
          />
          <text
            x={w / 2 + (t / scale) * (w / 2 - 10)}
            y={33}
            fontSize={7}
            fill={palette.muted}
            textAnchor="middle"
          >
            {Math.abs(t)}
          </text>
        </g>
      ))}
      <rect
        x={Math.min(x, w / 2)}
        y={12}
        width={Math.abs(x - w / 2)}
        height={8}
        fill={colour}
        opacity={rot.stale ? 0.5 : 1}
      />
      <text x={12} y={7} fontSize={7} fill={palette.muted}>
        PORT
      </text>
      <text x={w - 12} y={7} fontSize={7} fill={palette.muted} textAnchor="end">
        STBD
      </text>
    </svg>
  );
}

/** An arrow along the ship's axis (longitudinal, up) or across it (transverse, right), length by speed. */
function SpeedArrow({ knots, axis, stale }: { knots: number; axis: 'long' | 'trans'; stale: boolean }) {
  const { palette } = useConningView();
  const full = axis === 'long' ? 20 : 3; // knots at full length
  const len = Math.max(-1, Math.min(1, knots / full)) * 70;
  const colour = stale ? palette.stale : axis === 'long' ? palette.accent : palette.second;
  const [x2, y2] = axis === 'long' ? [C, C - len] : [C + len, C];
  const dir = Math.sign(len) || 1;
  const head =
    axis === 'long'
      ? `${x2},${y2 - dir * 8} ${x2 - 6},${y2} ${x2 + 6},${y2}`
      : `${x2 + dir * 8},${y2} ${x2},${y2 - 6} ${x2},${y2 + 6}`;
  return (
    <g opacity={stale ? 0.5 : 1}>
      <line
        x1={C}
        y1={C}
        x2={x2}
        y2={y2}
        stroke={colour}
        strokeWidth={4}
        strokeDasharray={stale ? '4 4' : undefined}
      />
      {Math.abs(len) > 2 && <polygon points={head} fill={colour} />}
    </g>
  );
}

/** Speed log: the hull seen from above with longitudinal and transverse speed arrows (water, else ground). */
export function SpeedLogHull() {
  const { palette } = useConningView();
  const longW = useReading('navigation.speedThroughWaterLongitudinal');
  const longG = useReading('keel.navigation.speedOverGroundLongitudinal');
  const transW = useReading('navigation.speedThroughWaterTransverse');
  const transG = useReading('keel.navigation.speedOverGroundTransverse');
  const long = longW ?? longG;
  const trans = transW ?? transG;
  if (!long && !trans) return null;
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width="100%"
      style={{ maxWidth: 200, alignSelf: 'center' }}
      role="img"
      aria-label={`Speed log${long ? `, longitudinal ${msToKnots(long.value).toFixed(1)} knots` : ''}${trans ? `, transverse ${msToKnots(trans.value).toFixed(1)} knots` : ''}`}
    >
      <path
        d={`M${C} 18 C${C + 30} 50 ${C + 30} 60 ${C + 30} 90 L${C + 30} 170 L${C - 30} 170 L${C - 30} 90 C${C - 30} 60 ${C - 30} 50 ${C} 18 Z`}
        fill={palette.face}
        stroke={palette.line}
        strokeWidth={1.5}
      />
      {long && <SpeedArrow knots={msToKnots(long.value)} axis="long" stale={long.stale} />}
      {trans && <SpeedArrow knots={msToKnots(trans.value)} axis="trans" stale={trans.stale} />}
      <circle cx={C} cy={C} r={3} fill={palette.text} />
    </svg>
  );
}
