/**
 * The conning path catalogue: every value Keel shows, under its Signal K path (SI units), or a
 * `keel.`-prefixed path where Signal K has none. Groups are the conning sensor groups of spec §3.
 */

/** The conning sensor groups of spec §3 (Navigation Primary/Secondary share `navigation`). */
export const CONNING_GROUPS = [
  'navigation',
  'speedLog',
  'mainEngine',
  'windCurrent',
  'weather',
  'motion',
  'echoSounder',
  'bowThruster',
] as const;
/** A conning sensor group. */
export type ConningGroup = (typeof CONNING_GROUPS)[number];

/** One entry of the path catalogue. */
export interface ConningPathInfo {
  group: ConningGroup;
  /** SI unit as Signal K writes it (`rad`, `m/s`, `Hz`, `K`, `Pa`, `ratio`, `m`, `s`, `W`, `N·m`, …). */
  unit: string;
  label: string;
}

const p = (group: ConningGroup, unit: string, label: string): ConningPathInfo => ({ group, unit, label });

/** Signal K paths and Keel's own `keel.` paths, with group, SI unit and label. */
export const CONNING_PATHS: Record<string, ConningPathInfo> = {
  'navigation.position': p('navigation', 'deg', 'Position'),
  'navigation.headingTrue': p('navigation', 'rad', 'Heading (true)'),
  'navigation.headingMagnetic': p('navigation', 'rad', 'Heading (magnetic)'),
  'navigation.courseOverGroundTrue': p('navigation', 'rad', 'Course over ground'),
  'navigation.speedOverGround': p('navigation', 'm/s', 'Speed over ground'),
  'navigation.rateOfTurn': p('navigation', 'rad/s', 'Rate of turn'),
  'navigation.speedThroughWater': p('speedLog', 'm/s', 'Speed through water'),
  'navigation.speedThroughWaterLongitudinal': p('speedLog', 'm/s', 'Longitudinal speed (water)'),
  'navigation.speedThroughWaterTransverse': p('speedLog', 'm/s', 'Transverse speed (water)'),
  'keel.navigation.speedOverGroundLongitudinal': p('speedLog', 'm/s', 'Longitudinal speed (ground)'),
  'keel.navigation.speedOverGroundTransverse': p('speedLog', 'm/s', 'Transverse speed (ground)'),
  'navigation.log': p('speedLog', 'm', 'Total distance'),
  'navigation.trip.log': p('speedLog', 'm', 'Trip distance'),
  'propulsion.main.revolutions': p('mainEngine', 'Hz', 'Engine RPM'),
  'keel.propulsion.main.power': p('mainEngine', 'W', 'Engine power'),
  'keel.propulsion.main.torque': p('mainEngine', 'N·m', 'Engine torque'),
  'environment.wind.angleApparent': p('windCurrent', 'rad', 'Relative wind direction'),
  'environment.wind.speedApparent': p('windCurrent', 'm/s', 'Relative wind speed'),
  'environment.wind.directionTrue': p('windCurrent', 'rad', 'True wind direction'),
  'environment.wind.speedTrue': p('windCurrent', 'm/s', 'True wind speed'),
  'environment.wind.angleTrueWater': p('windCurrent', 'rad', 'True wind angle (bow)'),
  'environment.current.setTrue': p('windCurrent', 'rad', 'Current set'),
  'environment.current.drift': p('windCurrent', 'm/s', 'Current drift'),
  'environment.outside.temperature': p('weather', 'K', 'Air temperature'),
  'environment.water.temperature': p('weather', 'K', 'Sea temperature'),
  'environment.outside.relativeHumidity': p('weather', 'ratio', 'Humidity'),
  'environment.outside.pressure': p('weather', 'Pa', 'Pressure'),
  'keel.environment.wind.gust': p('weather', 'm/s', 'Gust'),
  'keel.environment.outside.visibility': p('weather', 'm', 'Visibility'),
  'navigation.attitude.roll': p('motion', 'rad', 'Roll'),
  'navigation.attitude.pitch': p('motion', 'rad', 'Pitch'),
  'keel.navigation.attitude.rollPeriod': p('motion', 's', 'Roll period'),
  'keel.navigation.attitude.pitchPeriod': p('motion', 's', 'Pitch period'),
  'environment.heave': p('motion', 'm', 'Heave'),
  'keel.environment.heaveAcceleration': p('motion', 'm/s²', 'Heave acceleration'),
  'environment.depth.belowTransducer': p('echoSounder', 'm', 'Depth below transducer'),
  'environment.depth.belowKeel': p('echoSounder', 'm', 'Depth below keel'),
  'environment.depth.belowSurface': p('echoSounder', 'm', 'Depth below surface'),
  'environment.depth.surfaceToTransducer': p('echoSounder', 'm', 'Transducer offset'),
  'keel.environment.depth.range': p('echoSounder', 'm', 'Depth range'),
  'steering.rudderAngle': p('navigation', 'rad', 'Rudder angle'),
};

/**
 * Thruster paths per thruster number `n` (TRD response; TRC demand under `.demand.`):
 * `keel.thrusters.<n>.revolutions` (Hz), `.load` (ratio of full RPM), `.pitch` (ratio, or rad when
 * given in degrees: `.pitchAngle`), `.azimuth` (rad).
 */
export const THRUSTER_PATH = /^keel\.thrusters\.\d+\.(demand\.)?(revolutions|load|pitch|pitchAngle|azimuth)$/;
/** Engine paths per engine id: `propulsion.<id>.revolutions`, `keel.propulsion.<id>.power|torque`. */
const ENGINE_PATH = /^(propulsion\.\w+\.revolutions|keel\.propulsion\.\w+\.(power|torque))$/;

/** The group of a path: from the catalogue, thrusters and engines by pattern, else by its first words. */
export function groupOfPath(path: string): ConningGroup | null {
  const known = CONNING_PATHS[path];
  if (known) return known.group;
  if (THRUSTER_PATH.test(path)) return 'bowThruster';
  if (ENGINE_PATH.test(path)) return 'mainEngine';
  if (path.startsWith('navigation.attitude') || path.includes('heave')) return 'motion';
  if (path.startsWith('environment.depth')) return 'echoSounder';
  if (path.startsWith('environment.wind') || path.startsWith('environment.current')) return 'windCurrent';
  if (path.startsWith('environment.')) return 'weather';
  if (path.startsWith('navigation.')) return 'navigation';
  return null;
}

/** A path is well formed: dot-separated words of letters, digits and `_`, at most 200 characters. */
export function isValidPath(path: string): boolean {
  return path.length <= 200 && /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/.test(path);
}

/** Beaufort force (0–12) of a true wind speed in m/s (WMO upper limits of each force). */
export function beaufortOf(speedMs: number): number {
  const limits = [0.5, 1.5, 3.3, 5.5, 7.9, 10.7, 13.8, 17.1, 20.7, 24.4, 28.4, 32.6];
  const force = limits.findIndex((limit) => speedMs < limit);
  return force === -1 ? 12 : force;
}

/**
 * What a path is: the catalogue's entry, else the thruster and extra-engine paths by pattern (unit
 * and a label such as "Thruster 1 RPM" or "Engine port power"), else null.
 */
export function describePath(path: string): ConningPathInfo | null {
  const known = CONNING_PATHS[path];
  if (known) return known;
  const thruster = /^keel\.thrusters\.(\d+)\.(demand\.)?(revolutions|load|pitch|pitchAngle|azimuth)$/.exec(
    path,
  );
  if (thruster) {
    const [, n, demand, what] = thruster as unknown as [string, string, string | undefined, string];
    const names: Record<string, [string, string]> = {
      revolutions: ['Hz', 'RPM'],
      load: ['ratio', 'load'],
      pitch: ['ratio', 'pitch'],
      pitchAngle: ['rad', 'pitch angle'],
      azimuth: ['rad', 'azimuth'],
    };
    const [unit, label] = names[what] ?? ['', what];
    return p('bowThruster', unit, `Thruster ${n} ${label}${demand ? ' (demand)' : ''}`);
  }
  const engine = /^(?:keel\.)?propulsion\.(\w+)\.(revolutions|power|torque)$/.exec(path);
  if (engine && ENGINE_PATH.test(path)) {
    const [, id, what] = engine as unknown as [string, string, string];
    const units: Record<string, [string, string]> = {
      revolutions: ['Hz', 'RPM'],
      power: ['W', 'power'],
      torque: ['N·m', 'torque'],
    };
    const [unit, label] = units[what] ?? ['', what];
    return p('mainEngine', unit, `Engine ${id.replaceAll('_', ' ')} ${label}`);
  }
  return null;
}

/** Thruster numbers and engine ids (besides `main`) present among `paths`, sorted. */
export function extraPropulsion(paths: Iterable<string>): { thrusters: string[]; engines: string[] } {
  const thrusters = new Set<string>();
  const engines = new Set<string>();
  for (const path of paths) {
    const t = /^keel\.thrusters\.(\d+)\./.exec(path);
    if (t?.[1] && THRUSTER_PATH.test(path)) thrusters.add(t[1]);
    const e = /^(?:keel\.)?propulsion\.(\w+)\.(revolutions|power|torque)$/.exec(path);
    if (e?.[1] && e[1] !== 'main' && ENGINE_PATH.test(path)) engines.add(e[1]);
  }
  const byNumber = (a: string, b: string) => Number(a) - Number(b);
  return { thrusters: [...thrusters].sort(byNumber), engines: [...engines].sort() };
}
