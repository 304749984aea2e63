import { beaufortOf } from '@keel/domain';

/** Radians to degrees. */
export const radToDeg = (rad: number): number => (rad * 180) / Math.PI;
/** Metres per second to knots (1 kn = 1852 m / 3600 s). */
export const msToKnots = (ms: number): number => (ms * 3600) / 1852;
/** Kelvin to degrees Celsius. */
export const kelvinToCelsius = (k: number): number => k - 273.15;
/** Pascal to hectopascal. */
export const paToHpa = (pa: number): number => pa / 100;
/** Hertz (revolutions per second) to revolutions per minute. */
export const hzToRpm = (hz: number): number => hz * 60;
/** An angle in degrees folded into 0 ≤ a < 360. */
export const bearing = (deg: number): number => ((deg % 360) + 360) % 360;

/** WMO names of the Beaufort forces 0–12. */
const BEAUFORT_NAMES = [
  'Calm',
  'Light air',
  'Light breeze',
  'Gentle breeze',
  'Moderate breeze',
  'Fresh breeze',
  'Strong breeze',
  'Near gale',
  'Gale',
  'Strong gale',
  'Storm',
  'Violent storm',
  'Hurricane force',
];

/** Beaufort force and name of a wind speed in m/s, e.g. `{ force: 5, name: 'Fresh breeze' }`. */
export function beaufort(speedMs: number): { force: number; name: string } {
  const force = beaufortOf(speedMs);
  return { force, name: BEAUFORT_NAMES[force]! };
}

/** A displayed value: number text and unit, e.g. `{ text: '12.4', unit: 'kn' }`. */
export interface Shown {
  text: string;
  unit: string;
}

const fixed = (n: number, digits: number) => {
  const text = n.toFixed(digits);
  // No "-0.0".
  return Number(text) === 0 ? (0).toFixed(digits) : text;
};

/**
 * A value in SI units converted for the bridge: angles in degrees (bearings 000–359, signed angles
 * such as roll ±), speeds in knots, K → °C, Pa → hPa, Hz → rpm, W → kW, N·m → kN·m, ratio → %,
 * rad/s → °/min; metres and seconds as they are.
 */
export function displayValue(siUnit: string, value: number, kind: 'bearing' | 'signed' = 'signed'): Shown {
  switch (siUnit) {
    case 'rad':
      return kind === 'bearing'
        ? { text: String(Math.round(bearing(radToDeg(value))) % 360).padStart(3, '0'), unit: '°' }
        : { text: fixed(radToDeg(value), 1), unit: '°' };
    case 'rad/s':
      return { text: fixed(radToDeg(value) * 60, 1), unit: '°/min' };
    case 'm/s':
      return { text: fixed(msToKnots(value), 1), unit: 'kn' };
    case 'K':
      return { text: fixed(kelvinToCelsius(value), 1), unit: '°C' };
    case 'Pa':
      return { text: fixed(paToHpa(value), 1), unit: 'hPa' };
    case 'Hz':
      return { text: fixed(hzToRpm(value), 0), unit: 'rpm' };
    case 'W':
      return { text: fixed(value / 1000, 0), unit: 'kW' };
    case 'N·m':
      return { text: fixed(value / 1000, 1), unit: 'kN·m' };
    case 'ratio':
      return { text: fixed(value * 100, 0), unit: '%' };
    case 'm':
      return Math.abs(value) >= 10_000
        ? { text: fixed(value / 1852, 1), unit: 'NM' }
        : { text: fixed(value, 1), unit: 'm' };
    default:
      return { text: fixed(value, 1), unit: siUnit };
  }
}

/** The age of a value at `now`, short: "now", "12 s", "4 min", "3 h", "2 d". */
export function formatAge(timestamp: string | Date, now: number): string {
  const ms = now - new Date(timestamp).getTime();
  if (!Number.isFinite(ms)) return '—';
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 2) return 'now';
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h`;
  return `${Math.floor(s / 86_400)} d`;
}

/** Degrees of a position part as 12°34.5′N / 123°45.6′E. */
export function formatLatLon(deg: number, axis: 'lat' | 'lon'): string {
  const hemisphere = axis === 'lat' ? (deg < 0 ? 'S' : 'N') : deg < 0 ? 'W' : 'E';
  const abs = Math.abs(deg);
  const whole = Math.floor(abs);
  const minutes = (abs - whole) * 60;
  return `${String(whole).padStart(axis === 'lat' ? 2 : 3, '0')}°${minutes.toFixed(1).padStart(4, '0')}′${hemisphere}`;
}
