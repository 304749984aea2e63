import { speedColour } from '@keel/domain';
import type { TrackColouring } from './canvas/tracks-draw';

/** Overlay parameters a track can be coloured by (Signal K paths; speed is the default). */
export const OVERLAY_PARAMETERS: readonly { path: string; label: string }[] = [
  { path: 'navigation.speedOverGround', label: 'Speed over ground' },
  { path: 'navigation.speedThroughWater', label: 'Speed through water' },
  { path: 'environment.wind.speedTrue', label: 'True wind speed' },
  { path: 'environment.depth.belowKeel', label: 'Depth below keel' },
  { path: 'propulsion.main.revolutions', label: 'Main engine RPM' },
];

/** Whether a parameter is a speed (coloured on the spec's speed scale). */
export const isSpeedParameter = (path: string) => path.startsWith('navigation.speed');

const SPEED_STEP = 0.5;
const SPEED_PALETTE = Array.from({ length: 35 / SPEED_STEP + 1 }, (_, i) => speedColour(i * SPEED_STEP));

/** Speeds on the spec §9 scale, in half-knot steps. */
export const speedColouring: TrackColouring = {
  palette: SPEED_PALETTE,
  bucket: (kn) => Math.max(0, Math.min(SPEED_PALETTE.length - 1, Math.round(kn / SPEED_STEP))),
  none: '#8a94a6',
};

const RAMP = ['#3b0f70', '#2c728e', '#28ae80', '#addc30', '#fde725'];

function mix(a: string, b: string, t: number) {
  const c = (s: string, i: number) => parseInt(s.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(c(a, i) + (c(b, i) - c(a, i)) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A colour ramp (dark blue → yellow) from the lowest to the highest value in view, 32 steps. */
export function rangeColouring(min: number, max: number): TrackColouring {
  const steps = 32;
  const palette = Array.from({ length: steps }, (_, i) => {
    const t = (i / (steps - 1)) * (RAMP.length - 1);
    const k = Math.min(RAMP.length - 2, Math.floor(t));
    return mix(RAMP[k]!, RAMP[k + 1]!, t - k);
  });
  const span = max - min || 1;
  return {
    palette,
    bucket: (v) => Math.max(0, Math.min(steps - 1, Math.round(((v - min) / span) * (steps - 1)))),
    none: '#8a94a6',
  };
}
