import {
  CONNING_GROUPS,
  createConningSourceSchema,
  updateConningSourceSchema,
  type ConningGroup,
  type ConningSource,
  type ConningSourceKind,
  type CreateConningSource,
  type UpdateConningSource,
} from '@keel/domain';
import { rowsOf, type MappingRow } from './components/MappingEditor';

/** The source form's state: text as typed, turned into the API body on save. */
export interface SourceForm {
  name: string;
  kind: ConningSourceKind;
  enabled: boolean;
  host: string;
  port: string;
  devicePath: string;
  baudRate: string;
  url: string;
  topic: string;
  username: string;
  /** Typed password; empty keeps the stored one. */
  password: string;
  clearPassword: boolean;
  tls: boolean;
  tlsRejectUnauthorized: boolean;
  tlsCa: string;
  priority: string;
  /** Per group: '' = the source's priority, else 1–9. */
  groupPriorities: Partial<Record<ConningGroup, string>>;
  timeouts: MappingRow[];
  xdrMapping: MappingRow[];
  pathMapping: MappingRow[];
}

/** Labels of the source kinds. */
export const KIND_LABELS: Record<ConningSourceKind, string> = {
  udp: 'NMEA 0183 over UDP (listen)',
  tcp: 'NMEA 0183 over TCP (connect)',
  serial: 'NMEA 0183 serial port',
  mqtt: 'MQTT broker',
  'signalk-ws': 'Signal K server (WebSocket)',
  'signalk-http': 'Signal K over HTTP (ingest token)',
};

/** Labels of the conning groups (spec §3). */
export const GROUP_LABELS: Record<ConningGroup, string> = {
  navigation: 'Navigation',
  speedLog: 'Speed log',
  mainEngine: 'Main engine',
  windCurrent: 'Wind and current',
  weather: 'Weather',
  motion: 'Motion',
  echoSounder: 'Echo sounder',
  bowThruster: 'Bow thruster',
};

/** A new source's form. */
export function emptySourceForm(): SourceForm {
  return {
    name: '',
    kind: 'udp',
    enabled: true,
    host: '',
    port: '10110',
    devicePath: '',
    baudRate: '4800',
    url: '',
    topic: '',
    username: '',
    password: '',
    clearPassword: false,
    tls: false,
    tlsRejectUnauthorized: true,
    tlsCa: '',
    priority: '1',
    groupPriorities: {},
    timeouts: [],
    xdrMapping: [],
    pathMapping: [],
  };
}

/** The form of an existing source (the password is never known: it stays empty). */
export function formOf(s: ConningSource): SourceForm {
  return {
    ...emptySourceForm(),
    name: s.name,
    kind: s.kind,
    enabled: s.enabled,
    host: s.host ?? '',
    port: s.port === null ? '' : String(s.port),
    devicePath: s.devicePath ?? '',
    baudRate: s.baudRate === null ? '4800' : String(s.baudRate),
    url: s.url ?? '',
    topic: s.topic ?? '',
    username: s.username ?? '',
    tls: s.tls,
    tlsRejectUnauthorized: s.tlsRejectUnauthorized,
    tlsCa: s.tlsCa ?? '',
    priority: String(s.priority),
    groupPriorities: Object.fromEntries(Object.entries(s.groupPriorities).map(([g, n]) => [g, String(n)])),
    timeouts: rowsOf(s.timeouts),
    xdrMapping: rowsOf(s.xdrMapping),
    pathMapping: rowsOf(s.pathMapping),
  };
}

const text = (s: string) => (s.trim() === '' ? null : s.trim());
const number = (s: string) => (s.trim() === '' ? null : Number(s));
const record = (rows: MappingRow[]) =>
  Object.fromEntries(rows.filter((r) => r.key.trim() !== '').map((r) => [r.key.trim(), r.value.trim()]));

/** The fields each kind uses (others are sent as null so a kind change clears them). */
const KIND_FIELDS: Record<ConningSourceKind, (keyof SourceForm)[]> = {
  udp: ['port'],
  tcp: ['host', 'port'],
  serial: ['devicePath', 'baudRate'],
  mqtt: ['url', 'topic', 'username', 'password', 'tls', 'tlsRejectUnauthorized', 'tlsCa'],
  'signalk-ws': ['url'],
  'signalk-http': [],
};

/** True when the kind uses the field (the dialog shows only those). */
export const usesField = (kind: ConningSourceKind, field: keyof SourceForm) =>
  KIND_FIELDS[kind].includes(field);

/** The API body of the form: the fields of its kind, mappings as records, numbers parsed. */
export function bodyOf(form: SourceForm, shipId: string): CreateConningSource {
  const uses = (f: keyof SourceForm) => usesField(form.kind, f);
  const body: Record<string, unknown> = {
    shipId,
    name: form.name.trim(),
    kind: form.kind,
    enabled: form.enabled,
    host: uses('host') ? text(form.host) : null,
    port: uses('port') ? number(form.port) : null,
    devicePath: uses('devicePath') ? text(form.devicePath) : null,
    baudRate: uses('baudRate') ? number(form.baudRate) : null,
    url: uses('url') ? text(form.url) : null,
    topic: uses('topic') ? text(form.topic) : null,
    username: uses('username') ? text(form.username) : null,
    tls: uses('tls') ? form.tls : false,
    tlsRejectUnauthorized: uses('tls') ? form.tlsRejectUnauthorized : true,
    tlsCa: uses('tlsCa') ? text(form.tlsCa) : null,
    priority: number(form.priority) ?? 1,
    groupPriorities: Object.fromEntries(
      CONNING_GROUPS.filter((g) => (form.groupPriorities[g] ?? '') !== '').map((g) => [
        g,
        Number(form.groupPriorities[g]),
      ]),
    ),
    timeouts: Object.fromEntries(Object.entries(record(form.timeouts)).map(([k, v]) => [k, Number(v)])),
    xdrMapping: record(form.xdrMapping),
    pathMapping: record(form.pathMapping),
  };
  if (uses('password')) {
    if (form.clearPassword) body.password = null;
    else if (form.password !== '') body.password = form.password;
  } else body.password = null;
  return body as CreateConningSource;
}

/** Field messages of a zod result, first per field (the path's first segment). */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.path.length > 1 ? `${String(issue.path[1])}: ${issue.message}` : issue.message;
  }
  return errors;
}

/** Checks a new source with the domain's schema: the parsed body, or messages by field. */
export function validateCreate(form: SourceForm, shipId: string) {
  const result = createConningSourceSchema.safeParse(bodyOf(form, shipId));
  return result.success
    ? { body: result.data, errors: {} as Record<string, string> }
    : { body: null, errors: fieldErrors(result.error.issues) };
}

/** Checks a change with the domain's schema (the ship stays). */
export function validateUpdate(form: SourceForm, version: number) {
  const { shipId: _ship, ...rest } = bodyOf(form, '00000000-0000-0000-0000-000000000000');
  const result = updateConningSourceSchema.safeParse({ ...rest, version });
  const errors = result.success ? {} : fieldErrors(result.error.issues);
  // The create schema's per-kind rules (required fields, URL scheme) apply to a change too.
  const whole = createConningSourceSchema.safeParse(bodyOf(form, '00000000-0000-0000-0000-000000000000'));
  if (!whole.success) for (const [k, v] of Object.entries(fieldErrors(whole.error.issues))) errors[k] ??= v;
  return result.success && whole.success
    ? { body: result.data as UpdateConningSource, errors }
    : { body: null, errors };
}
