/**
 * NMEA 0183 framing (checksum, talker, fields) and Keel's own parsers for the sentences the Signal K
 * parser lacks or reads wrongly: VBW, HRM, XDR (per-installation transducer names), TRC, TRD, THS,
 * VDR and RPM. Values come out in SI units under the paths of `paths.ts`.
 */

/** Why a line was refused; counted per source. */
export type NmeaErrorReason = 'format' | 'checksum' | 'missing-checksum' | 'unsupported' | 'parse';

/** A framed sentence: talker (`GP`, `II`, …; `P` for proprietary), type (`RMC`), fields after the type. */
export interface NmeaSentence {
  talker: string;
  type: string;
  fields: string[];
  raw: string;
}

/** A decoded value: a path and its SI value (number, or `{ latitude, longitude }` for the position). */
export interface ConningValue {
  path: string;
  value: number | { latitude: number; longitude: number } | string;
}

/** Result of framing a line: the sentence or the reason it was refused. */
export type FrameResult = { ok: true; sentence: NmeaSentence } | { ok: false; reason: NmeaErrorReason };

/** XOR of the characters between `$`/`!` and `*`, as two upper-case hex digits. */
export function nmeaChecksum(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum ^= body.charCodeAt(i);
  return sum.toString(16).toUpperCase().padStart(2, '0');
}

/** Builds a full sentence from its body (`GPRMC,…`): `$` + body + `*` + checksum. */
export function withChecksum(body: string): string {
  return `$${body}*${nmeaChecksum(body)}`;
}

/**
 * Frames one line: `$` or `!` start, `*hh` checksum verified (required unless `requireChecksum` is
 * false), talker and type split off. Never throws.
 */
export function frameSentence(line: string, requireChecksum = true): FrameResult {
  const text = line.trim();
  if (!/^[$!][A-Z0-9]{3,}/.test(text) || text.length > 200) return { ok: false, reason: 'format' };
  const star = text.lastIndexOf('*');
  let body: string;
  if (star === -1) {
    if (requireChecksum) return { ok: false, reason: 'missing-checksum' };
    body = text.slice(1);
  } else {
    body = text.slice(1, star);
    const given = text.slice(star + 1).toUpperCase();
    if (!/^[0-9A-F]{2}$/.test(given) || given !== nmeaChecksum(body))
      return { ok: false, reason: 'checksum' };
  }
  const parts = body.split(',');
  const head = parts[0] ?? '';
  const proprietary = head.startsWith('P');
  const talker = proprietary ? 'P' : head.slice(0, 2);
  const type = proprietary ? head.slice(1) : head.slice(2);
  if (type.length < 3) return { ok: false, reason: 'format' };
  return { ok: true, sentence: { talker, type, fields: parts.slice(1), raw: text } };
}

const KNOT = 1852 / 3600;
const DEG = Math.PI / 180;

/** A field as a finite number, or undefined when empty or not a number. */
export function num(field: string | undefined): number | undefined {
  if (field === undefined || field.trim() === '') return undefined;
  const n = Number(field);
  return Number.isFinite(n) ? n : undefined;
}

function push(out: ConningValue[], path: string, value: number | undefined) {
  if (value !== undefined && Number.isFinite(value)) out.push({ path, value });
}

/**
 * VBW dual ground/water speed: longitudinal and transverse speed through water and over ground
 * (knots → m/s; transverse negative = to port). A block whose status is not `A` is left out.
 */
export function parseVBW(f: string[]): ConningValue[] {
  const out: ConningValue[] = [];
  if (f[2] === 'A') {
    push(out, 'navigation.speedThroughWaterLongitudinal', scale(num(f[0]), KNOT));
    push(out, 'navigation.speedThroughWaterTransverse', scale(num(f[1]), KNOT));
  }
  if (f[5] === 'A') {
    push(out, 'keel.navigation.speedOverGroundLongitudinal', scale(num(f[3]), KNOT));
    push(out, 'keel.navigation.speedOverGroundTransverse', scale(num(f[4]), KNOT));
  }
  return out;
}

function scale(value: number | undefined, factor: number, offset = 0) {
  return value === undefined ? undefined : value * factor + offset;
}

/** HRM heel angle, roll period and roll amplitude: roll (rad, negative = to port) and roll period (s). */
export function parseHRM(f: string[]): ConningValue[] {
  if (f[4] !== 'A') return [];
  const out: ConningValue[] = [];
  push(out, 'navigation.attitude.roll', scale(num(f[0]), DEG));
  push(out, 'keel.navigation.attitude.rollPeriod', num(f[1]));
  return out;
}

/** The transducer names most instruments send, with the path each means. */
export const DEFAULT_XDR_MAPPING: Readonly<Record<string, string>> = {
  PTCH: 'navigation.attitude.pitch',
  PITCH: 'navigation.attitude.pitch',
  ROLL: 'navigation.attitude.roll',
  HEAVE: 'environment.heave',
  Barometer: 'environment.outside.pressure',
  AirTemp: 'environment.outside.temperature',
  ENV_OUTAIR_T: 'environment.outside.temperature',
  ENV_WATER_T: 'environment.water.temperature',
  Humidity: 'environment.outside.relativeHumidity',
};

/** Converts an XDR measurement to SI by transducer type and unit; undefined when the unit is unknown. */
export function xdrToSi(type: string, value: number, unit: string): number | undefined {
  switch (`${type}:${unit}`) {
    case 'C:C':
      return value + 273.15;
    case 'C:K':
      return value;
    case 'P:B':
      return value * 100_000;
    case 'P:P':
      return value;
    case 'H:P':
      return value / 100;
    case 'A:D':
      return value * DEG;
    case 'T:R':
      return value / 60;
    case 'F:H':
      return value;
    case 'D:M':
      return value;
    case 'G:':
    case 'G:M':
    case 'N:N':
    case 'V:M':
    case 'I:A':
    case 'U:V':
      return value;
    case 'A:A':
      return value;
    default:
      return undefined;
  }
}

/**
 * XDR transducer measurements: quadruplets of type, value, unit and name. The name is looked up in
 * the installation's mapping (then the defaults); unmapped or unknown-unit measurements are left out.
 */
export function parseXDR(f: string[], mapping: Readonly<Record<string, string>> = {}): ConningValue[] {
  const out: ConningValue[] = [];
  for (let i = 0; i + 3 < f.length; i += 4) {
    const [type = '', raw, unit = '', name = ''] = f.slice(i, i + 4);
    const path = mapping[name] ?? DEFAULT_XDR_MAPPING[name];
    const value = num(raw);
    if (!path || value === undefined) continue;
    push(out, path, xdrToSi(type, value, unit));
  }
  return out;
}

/** RPM/pitch/azimuth of a thruster sentence (TRC demand or TRD response) under `keel.thrusters.<n><suffix>`. */
function thruster(f: string[], suffix: string): ConningValue[] {
  const n = num(f[0]);
  if (n === undefined || !Number.isInteger(n) || n < 0) return [];
  const base = `keel.thrusters.${n}${suffix}`;
  const out: ConningValue[] = [];
  const rpm = num(f[1]);
  if (f[2] === 'R') push(out, `${base}.revolutions`, scale(rpm, 1 / 60));
  if (f[2] === 'P') push(out, `${base}.load`, scale(rpm, 1 / 100));
  const pitch = num(f[3]);
  if (f[4] === 'P') push(out, `${base}.pitch`, scale(pitch, 1 / 100));
  if (f[4] === 'D') push(out, `${base}.pitchAngle`, scale(pitch, DEG));
  push(out, `${base}.azimuth`, scale(num(f[5]), DEG));
  return out;
}

/** TRD thruster response: RPM (Hz, or load ratio when in %), pitch and azimuth of thruster `n`. */
export function parseTRD(f: string[]): ConningValue[] {
  return thruster(f, '');
}

/** TRC thruster control (the demand): same values as TRD under `keel.thrusters.<n>.demand.`. */
export function parseTRC(f: string[]): ConningValue[] {
  return thruster(f, '.demand');
}

/**
 * THS true heading and status (IEC 61162-1, what modern gyros send instead of HDT): the heading in rad
 * unless the mode is `V` (not valid) or `S` (simulator). The Signal K parser has no THS.
 */
export function parseTHS(f: string[]): ConningValue[] {
  if (f[1] === 'V' || f[1] === 'S') return [];
  const out: ConningValue[] = [];
  push(out, 'navigation.headingTrue', scale(num(f[0]), DEG));
  return out;
}

/**
 * VDR set and drift: current set (true, rad) and drift (knots → m/s). The Signal K parser writes them as
 * one object under `environment.current`, which is not a value Keel keeps, so Keel reads VDR itself.
 */
export function parseVDR(f: string[]): ConningValue[] {
  const out: ConningValue[] = [];
  if (f[1] === 'T') push(out, 'environment.current.setTrue', scale(num(f[0]), DEG));
  if (f[5] === 'N') push(out, 'environment.current.drift', scale(num(f[4]), KNOT));
  return out;
}

/**
 * RPM revolutions of engine (`E`) or shaft (`S`) n, in Hz under `propulsion.engine_<n>` /
 * `propulsion.shaft_<n>` (the Signal K parser's paths; number 1 is mapped to `main` by the decoder).
 * Unlike the Signal K parser, a sentence whose status is not `A` or whose speed is empty gives nothing
 * (it would give 0 rpm: a stopped engine shown as live).
 */
export function parseRPM(f: string[]): ConningValue[] {
  const kind = f[0] === 'S' ? 'shaft' : f[0] === 'E' ? 'engine' : undefined;
  const n = num(f[1]);
  if (!kind || n === undefined || !Number.isInteger(n) || n < 0 || f[4] !== 'A') return [];
  const out: ConningValue[] = [];
  push(out, `propulsion.${kind}_${n}.revolutions`, scale(num(f[2]), 1 / 60));
  return out;
}

/** Keel's parsers by sentence type; the others go to the Signal K parser. */
export const KEEL_SENTENCE_TYPES = ['VBW', 'HRM', 'XDR', 'TRC', 'TRD', 'THS', 'VDR', 'RPM'] as const;

/** Options of one installation: its XDR transducer names. */
export interface KeelParseOptions {
  xdrMapping?: Readonly<Record<string, string>>;
}

/** Parses a framed sentence of a Keel type; null when the type is not one of Keel's. */
export function parseKeelSentence(s: NmeaSentence, options: KeelParseOptions = {}): ConningValue[] | null {
  switch (s.type) {
    case 'VBW':
      return parseVBW(s.fields);
    case 'HRM':
      return parseHRM(s.fields);
    case 'XDR':
      return parseXDR(s.fields, options.xdrMapping);
    case 'TRC':
      return parseTRC(s.fields);
    case 'TRD':
      return parseTRD(s.fields);
    case 'THS':
      return parseTHS(s.fields);
    case 'VDR':
      return parseVDR(s.fields);
    case 'RPM':
      return parseRPM(s.fields);
    default:
      return null;
  }
}
