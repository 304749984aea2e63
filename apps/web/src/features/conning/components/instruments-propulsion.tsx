import Box from '@mui/material/Box';
import { extraPropulsion } from '@keel/domain';
import { radToDeg } from '../display-format';
import { Panel, Reading, useConningView, useReading } from './reading';
import { RpmDial } from './instruments-env';

/** The response and demand paths of thruster `n` (TRD / TRC). */
export function thrusterPaths(n: string): string[] {
  const names = ['revolutions', 'load', 'pitch', 'pitchAngle', 'azimuth'];
  return names.flatMap((k) => [`keel.thrusters.${n}.${k}`, `keel.thrusters.${n}.demand.${k}`]);
}

/**
 * A thruster's push: a bar from port (−100 %) to starboard (+100 %) filled to the response (load, or
 * pitch) with the demand marked by a triangle; an azimuth thruster shows its direction as an arrow.
 * Stale values draw dashed grey.
 */
export function ThrusterGauge({ n }: { n: string }) {
  const { palette } = useConningView();
  const base = `keel.thrusters.${n}`;
  const load = useReading(`${base}.load`);
  const pitch = useReading(`${base}.pitch`);
  const loadDemand = useReading(`${base}.demand.load`);
  const pitchDemand = useReading(`${base}.demand.pitch`);
  const response = load ?? pitch;
  const demand = loadDemand ?? pitchDemand;
  const azimuth = useReading(`${base}.azimuth`);
  if (!response && !demand && !azimuth) return null;
  const x = (ratio: number) => 110 + Math.max(-1, Math.min(1, ratio)) * 100;
  const width = 220;
  const label = [
    response ? `response ${Math.round(response.value * 100)} %` : null,
    demand ? `demand ${Math.round(demand.value * 100)} %` : null,
    azimuth ? `azimuth ${Math.round(radToDeg(azimuth.value))}°` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <svg
      viewBox={`0 0 ${width} ${azimuth ? 110 : 50}`}
      width="100%"
      style={{ maxWidth: 260, alignSelf: 'center' }}
      role="img"
      aria-label={`Thruster ${n}: ${label}`}
      data-testid={`thruster-gauge-${n}`}
    >
      <rect x={10} y={14} width={200} height={14} rx={3} fill={palette.face} stroke={palette.line} />
      <line x1={110} y1={8} x2={110} y2={34} stroke={palette.line} />
      <text x={10} y={46} fontSize={10} fill={palette.muted}>
        Port
      </text>
      <text x={210} y={46} fontSize={10} fill={palette.muted} textAnchor="end">
        Stbd
      </text>
      {response && (
        <rect
          x={Math.min(110, x(response.value))}
          y={16}
          width={Math.abs(x(response.value) - 110)}
          height={10}
          fill={response.stale ? palette.stale : palette.accent}
          strokeDasharray={response.stale ? '3 2' : undefined}
        />
      )}
      {demand && (
        <path
          d={`M ${x(demand.value)} 13 l -5 -7 h 10 z`}
          fill={demand.stale ? palette.stale : palette.second}
          aria-hidden
        />
      )}
      {azimuth && (
        <g transform={`translate(110 78) rotate(${radToDeg(azimuth.value)})`}>
          <circle r={26} fill={palette.face} stroke={palette.line} />
          <path
            d="M 0 -22 L 6 -8 L 2 -8 L 2 18 L -2 18 L -2 -8 L -6 -8 Z"
            fill={azimuth.stale ? palette.stale : palette.accent}
          />
        </g>
      )}
    </svg>
  );
}

/** Thrusters (TRC/TRD) and engines besides the main one, each a panel, drawn when they report. */
export function PropulsionPanels() {
  const { values } = useConningView();
  const { thrusters, engines } = extraPropulsion(values.keys());
  return (
    <>
      {thrusters.map((n) => (
        <Panel key={`t${n}`} title={`Thruster ${n}`} paths={thrusterPaths(n)}>
          <ThrusterGauge n={n} />
          <Box>
            <Reading path={`keel.thrusters.${n}.revolutions`} label="RPM" big />
            <Reading path={`keel.thrusters.${n}.demand.revolutions`} label="RPM demand" />
            <Reading path={`keel.thrusters.${n}.load`} label="Load" />
            <Reading path={`keel.thrusters.${n}.demand.load`} label="Load demand" />
            <Reading path={`keel.thrusters.${n}.pitch`} label="Pitch" />
            <Reading path={`keel.thrusters.${n}.demand.pitch`} label="Pitch demand" />
            <Reading path={`keel.thrusters.${n}.pitchAngle`} label="Pitch angle" />
            <Reading path={`keel.thrusters.${n}.azimuth`} label="Azimuth" kind="bearing" />
            <Reading path={`keel.thrusters.${n}.demand.azimuth`} label="Azimuth demand" kind="bearing" />
          </Box>
        </Panel>
      ))}
      {engines.map((id) => {
        const name = `Engine ${id.replaceAll('_', ' ')}`;
        const paths = [
          `propulsion.${id}.revolutions`,
          `keel.propulsion.${id}.power`,
          `keel.propulsion.${id}.torque`,
        ];
        return (
          <Panel key={`e${id}`} title={name} paths={paths}>
            <RpmDial path={paths[0]} name={name} />
            <Reading path={paths[0]!} label="RPM" big />
            <Reading path={paths[1]!} label="Power" />
            <Reading path={paths[2]!} label="Torque" />
          </Panel>
        );
      })}
    </>
  );
}
