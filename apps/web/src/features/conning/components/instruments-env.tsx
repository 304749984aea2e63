import { hzToRpm, radToDeg } from '../display-format';
import { Needle, RoseRing, polar } from './instruments-nav';
import { useConningView, useReading } from './reading';

const SIZE = 200;
const C = SIZE / 2;

/** Wind rose relative to the bow: apparent wind angle and true wind angle as needles. */
export function WindRose() {
  const { palette } = useConningView();
  const apparent = useReading('environment.wind.angleApparent');
  const trueAngle = useReading('environment.wind.angleTrueWater');
  const trueDir = useReading('environment.wind.directionTrue');
  const heading = useReading('navigation.headingTrue');
  // True wind relative to the bow: given, or its direction less the heading.
  const trueRel = trueAngle
    ? { deg: radToDeg(trueAngle.value), stale: trueAngle.stale }
    : trueDir && heading
      ? { deg: radToDeg(trueDir.value - heading.value), stale: trueDir.stale || heading.stale }
      : null;
  if (!apparent && !trueRel) return null;
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width="100%"
      style={{ maxWidth: 240, alignSelf: 'center' }}
      role="img"
      aria-label={`Wind rose relative to the bow${apparent ? `, apparent ${Math.round(radToDeg(apparent.value))}°` : ''}${trueRel ? `, true ${Math.round(trueRel.deg)}°` : ''}`}
    >
      <RoseRing relative />
      <path
        d={`M${C} ${C - 22} L${C + 8} ${C - 8} L${C + 8} ${C + 20} L${C - 8} ${C + 20} L${C - 8} ${C - 8} Z`}
        fill="none"
        stroke={palette.line}
      />
      {trueRel && (
        <Needle deg={trueRel.deg} color={palette.second} stale={trueRel.stale} length={80} width={2} />
      )}
      {apparent && (
        <Needle deg={radToDeg(apparent.value)} color={palette.accent} stale={apparent.stale} length={86} />
      )}
      <g fontSize={9}>
        <rect x={6} y={186} width={8} height={4} fill={palette.accent} />
        <text x={17} y={191} fill={palette.muted}>
          Apparent
        </text>
        <rect x={140} y={186} width={8} height={4} fill={palette.second} />
        <text x={151} y={191} fill={palette.muted}>
          True
        </text>
      </g>
    </svg>
  );
}

/** A short trend line of recent depths (deeper = lower), with the minimum and maximum. */
export function DepthTrend({ samples }: { samples: readonly { t: number; v: number }[] }) {
  const { palette } = useConningView();
  if (samples.length < 2) return null;
  const w = 240;
  const h = 60;
  const vs = samples.map((s) => s.v);
  const min = Math.min(...vs);
  const max = Math.max(...vs);
  const span = max - min || 1;
  const t0 = samples[0]!.t;
  const tSpan = samples[samples.length - 1]!.t - t0 || 1;
  const points = samples
    .map((s) => `${((s.t - t0) / tSpan) * (w - 4) + 2},${((s.v - min) / span) * (h - 16) + 4}`)
    .join(' ');
  const trend = vs[vs.length - 1]! - vs[0]!;
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      width="100%"
      style={{ maxWidth: 320 }}
      role="img"
      aria-label={`Depth trend: ${trend < 0 ? 'shoaling' : trend > 0 ? 'deepening' : 'steady'}, ${min.toFixed(1)} to ${max.toFixed(1)} m`}
    >
      <rect x={0} y={0} width={w} height={h - 10} fill={palette.face} />
      <polyline points={points} fill="none" stroke={palette.accent} strokeWidth={2} />
      <text x={2} y={h - 1} fontSize={9} fill={palette.muted}>
        {min.toFixed(1)}–{max.toFixed(1)} m · {trend < 0 ? 'shoaling' : trend > 0 ? 'deepening' : 'steady'}
      </text>
    </svg>
  );
}

/** Roll: the hull's cross-section heeled by the roll angle over a ±30° scale. */
export function RollPitch() {
  const { palette } = useConningView();
  const roll = useReading('navigation.attitude.roll');
  const pitch = useReading('navigation.attitude.pitch');
  if (!roll && !pitch) return null;
  const rollDeg = roll ? radToDeg(roll.value) : 0;
  const pitchDeg = pitch ? radToDeg(pitch.value) : 0;
  const ticks = [-30, -20, -10, 0, 10, 20, 30];
  return (
    <svg
      viewBox="0 0 200 120"
      width="100%"
      style={{ maxWidth: 280, alignSelf: 'center' }}
      role="img"
      aria-label={`Roll ${rollDeg.toFixed(1)}°, pitch ${pitchDeg.toFixed(1)}°`}
    >
      {ticks.map((t) => {
        const [x1, y1] = polar(t, 70, 70, 86);
        const [x2, y2] = polar(t, t % 30 === 0 ? 60 : 65, 70, 86);
        return <line key={t} x1={x1} y1={y1} x2={x2} y2={y2} stroke={palette.line} />;
      })}
      {roll && (
        <g transform={`rotate(${rollDeg} 70 86)`} opacity={roll.stale ? 0.5 : 1}>
          <path
            d="M40 70 L100 70 L92 92 L48 92 Z"
            fill={palette.face}
            stroke={roll.stale ? palette.stale : palette.accent}
            strokeWidth={2}
          />
          <line
            x1={70}
            y1={86}
            x2={70}
            y2={22}
            stroke={roll.stale ? palette.stale : palette.accent}
            strokeWidth={2}
          />
        </g>
      )}
      <text x={70} y={114} fontSize={9} textAnchor="middle" fill={palette.muted}>
        Roll
      </text>
      {pitch && (
        <g transform={`rotate(${-pitchDeg} 160 70)`} opacity={pitch.stale ? 0.5 : 1}>
          <path
            d="M132 66 L188 66 L182 76 L136 76 Z"
            fill={palette.face}
            stroke={pitch.stale ? palette.stale : palette.second}
            strokeWidth={2}
          />
        </g>
      )}
      <line x1={128} y1={70} x2={192} y2={70} stroke={palette.line} strokeDasharray="2 3" />
      <text x={160} y={114} fontSize={9} textAnchor="middle" fill={palette.muted}>
        Pitch
      </text>
    </svg>
  );
}

/** Engine RPM on a 270° dial (0 … `maxRpm`), the number in the middle. */
export function RpmDial({
  maxRpm = 150,
  path = 'propulsion.main.revolutions',
  name = 'Engine',
}: {
  maxRpm?: number;
  /** The engine's revolutions path (extra engines: `propulsion.<id>.revolutions`). */
  path?: string;
  name?: string;
}) {
  const { palette } = useConningView();
  const rev = useReading(path);
  if (!rev) return null;
  const rpm = hzToRpm(rev.value);
  const top = Math.max(maxRpm, Math.ceil(rpm / 10) * 10);
  const angle = (value: number) => -135 + (Math.max(0, Math.min(top, value)) / top) * 270;
  const ticks = Array.from({ length: 6 }, (_, i) => (top / 5) * i);
  return (
    <svg
      viewBox={`0 0 ${SIZE} 170`}
      width="100%"
      style={{ maxWidth: 220, alignSelf: 'center' }}
      role="img"
      aria-label={`${name} ${Math.round(rpm)} rpm`}
    >
      {ticks.map((t) => {
        const [x1, y1] = polar(angle(t), 88);
        const [x2, y2] = polar(angle(t), 76);
        const [tx, ty] = polar(angle(t), 64);
        return (
          <g key={t}>
            <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={palette.line} strokeWidth={2} />
            <text
              x={tx}
              y={ty}
              fontSize={10}
              fill={palette.muted}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {Math.round(t)}
            </text>
          </g>
        );
      })}
      <Needle deg={angle(rpm)} color={palette.accent} stale={rev.stale} length={82} />
      <text
        x={C}
        y={C + 40}
        fontSize={18}
        fontWeight={700}
        textAnchor="middle"
        fill={rev.stale ? palette.stale : palette.text}
        textDecoration={rev.stale ? 'line-through' : undefined}
      >
        {Math.round(rpm)}
      </text>
      <text x={C} y={C + 56} fontSize={10} textAnchor="middle" fill={palette.muted}>
        rpm
      </text>
    </svg>
  );
}
