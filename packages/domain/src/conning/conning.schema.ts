import { z } from 'zod';
import {
  listQuerySchema,
  pageSchema,
  pagedEnvelope,
  envelope,
  uuidSchema,
  versionSchema,
} from '../common/page.schema';
import { CONNING_GROUPS } from './paths';

/** Input kinds of a conning source. */
export const CONNING_SOURCE_KINDS = ['udp', 'tcp', 'serial', 'mqtt', 'signalk-ws', 'signalk-http'] as const;
/** An input kind. */
export type ConningSourceKind = (typeof CONNING_SOURCE_KINDS)[number];
/** Serial baud rates of spec §3. */
export const SERIAL_BAUD_RATES = [1200, 2400, 4800, 19200, 38400, 57600, 115200] as const;

const pathKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_.]*$/, 'must be a Signal K path');
const port = z.number().int().min(1, 'port must be 1–65535').max(65535, 'port must be 1–65535');

/** Fields every kind shares, and the kind-specific ones (checked by `checkSourceKind`). */
const sourceFields = {
  shipId: uuidSchema,
  name: z.string().trim().min(1, 'name is required').max(80),
  kind: z.enum(CONNING_SOURCE_KINDS),
  enabled: z.boolean(),
  host: z.string().trim().min(1).max(253).nullable().optional(),
  port: port.nullable().optional(),
  devicePath: z.string().trim().min(1).max(200).nullable().optional(),
  baudRate: z
    .number()
    .int()
    .refine((b) => (SERIAL_BAUD_RATES as readonly number[]).includes(b), {
      message: `baudRate must be one of ${SERIAL_BAUD_RATES.join(', ')}`,
    })
    .nullable()
    .optional(),
  url: z
    .string()
    .trim()
    .regex(/^(mqtts?|wss?|tcp):\/\/.+/, 'url must be an mqtt://, ws:// or wss:// URL')
    .nullable()
    .optional(),
  topic: z.string().trim().min(1).max(200).nullable().optional(),
  /** MQTT broker login (optional). */
  username: z.string().trim().min(1, 'username must not be empty').max(200).nullable().optional(),
  /**
   * MQTT broker password: write-only (never answered, never audited). Omitted keeps the stored one,
   * null clears it.
   */
  password: z.string().min(1, 'password must not be empty').max(500).nullable().optional(),
  /** MQTT over TLS (`mqtts://`): on when the URL says `mqtts://` or this is true. */
  tls: z.boolean().optional(),
  /** Refuse a broker whose certificate does not verify (default true; false only for test brokers). */
  tlsRejectUnauthorized: z.boolean().optional(),
  /** Extra CA certificate (PEM) the broker's certificate chains to, e.g. a ship's own CA. */
  tlsCa: z
    .string()
    .trim()
    .max(20_000, 'tlsCa must be at most 20,000 characters')
    .regex(/-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/, 'tlsCa must be a PEM certificate')
    .nullable()
    .optional(),
  /** 1 = primary, 2 = secondary, …, for every group this source feeds… */
  priority: z.number().int().min(1).max(9),
  /** …unless set per group here. */
  groupPriorities: z.partialRecord(z.enum(CONNING_GROUPS), z.number().int().min(1).max(9)),
  /** XDR transducer name → path. */
  xdrMapping: z.record(z.string().min(1).max(40), pathKey),
  /** Incoming path → path stored (e.g. `propulsion.engine_1.revolutions` → `propulsion.main.revolutions`). */
  pathMapping: z.record(pathKey, pathKey),
  /** Per-path timeout in seconds, overriding 5× the observed interval. */
  timeouts: z.record(pathKey, z.number().min(0.5).max(86_400)),
};

/** What each kind needs: the field and its message. */
const REQUIRED: Record<ConningSourceKind, [keyof typeof sourceFields, string][]> = {
  udp: [['port', 'port is required for a UDP source']],
  tcp: [
    ['host', 'host is required for a TCP source'],
    ['port', 'port is required for a TCP source'],
  ],
  serial: [
    ['devicePath', 'devicePath is required for a serial source'],
    ['baudRate', 'baudRate is required for a serial source'],
  ],
  mqtt: [
    ['url', 'url is required for an MQTT source'],
    ['topic', 'topic is required for an MQTT source'],
  ],
  'signalk-ws': [['url', 'url is required for a Signal K WebSocket source']],
  'signalk-http': [],
};

/** URL schemes each kind connects with. */
const URL_SCHEMES: Partial<Record<ConningSourceKind, { pattern: RegExp; message: string }>> = {
  mqtt: { pattern: /^(mqtts?|wss?):\/\//, message: 'url must be an mqtt://, mqtts://, ws:// or wss:// URL' },
  'signalk-ws': { pattern: /^wss?:\/\//, message: 'url must be a ws:// or wss:// URL' },
};

/**
 * The fields a source of `kind` misses or gets wrong for its kind (an MQTT URL for a Signal K
 * WebSocket source…), with their messages.
 */
export function missingSourceFields(source: Record<string, unknown>): { field: string; message: string }[] {
  const kind = source.kind as ConningSourceKind;
  const missing = (REQUIRED[kind] ?? [])
    .filter(([field]) => source[field] === undefined || source[field] === null)
    .map(([field, message]) => ({ field, message }));
  const scheme = URL_SCHEMES[kind];
  if (scheme && typeof source.url === 'string' && !scheme.pattern.test(source.url))
    missing.push({ field: 'url', message: scheme.message });
  return missing;
}

/** `POST /conning/sources`. */
export const createConningSourceSchema = z
  .object({
    ...sourceFields,
    enabled: sourceFields.enabled.default(true),
    tls: z.boolean().default(false),
    tlsRejectUnauthorized: z.boolean().default(true),
    priority: sourceFields.priority.default(1),
    groupPriorities: sourceFields.groupPriorities.default({}),
    xdrMapping: sourceFields.xdrMapping.default({}),
    pathMapping: sourceFields.pathMapping.default({}),
    timeouts: sourceFields.timeouts.default({}),
  })
  .superRefine((value, ctx) => {
    for (const m of missingSourceFields(value))
      ctx.addIssue({ code: 'custom', path: [m.field], message: m.message });
  });
/** A new source. */
export type CreateConningSource = z.infer<typeof createConningSourceSchema>;

/** `PATCH /conning/sources/:id`: any field but the ship, with the version read. */
export const updateConningSourceSchema = z
  .object(sourceFields)
  .omit({ shipId: true })
  .partial()
  .extend({ version: versionSchema });
/** A source change. */
export type UpdateConningSource = z.infer<typeof updateConningSourceSchema>;

/** Live counters of a running input (of the server instance that runs it). */
export const conningSourceStatsSchema = z.object({
  running: z.boolean(),
  connected: z.boolean(),
  sentences: z.number().int(),
  values: z.number().int(),
  errors: z.record(z.string(), z.number().int()),
  lastSeenAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
/** Counters of an input. */
export type ConningSourceStats = z.infer<typeof conningSourceStatsSchema>;

/** A configured source. */
export const conningSourceSchema = z.object({
  id: uuidSchema,
  shipId: uuidSchema,
  shipName: z.string(),
  name: z.string(),
  kind: z.enum(CONNING_SOURCE_KINDS),
  enabled: z.boolean(),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  devicePath: z.string().nullable(),
  baudRate: z.number().int().nullable(),
  url: z.string().nullable(),
  topic: z.string().nullable(),
  username: z.string().nullable(),
  /** A broker password is stored (its value is never answered). */
  hasPassword: z.boolean(),
  tls: z.boolean(),
  tlsRejectUnauthorized: z.boolean(),
  tlsCa: z.string().nullable(),
  priority: z.number().int(),
  groupPriorities: z.record(z.string(), z.number().int()),
  xdrMapping: z.record(z.string(), z.string()),
  pathMapping: z.record(z.string(), z.string()),
  timeouts: z.record(z.string(), z.number()),
  stats: conningSourceStatsSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A configured source as the API answers it. */
export type ConningSource = z.infer<typeof conningSourceSchema>;
/** One source. */
export const conningSourceResponseSchema = envelope(conningSourceSchema);
/** A page of sources. */
export const conningSourceListResponseSchema = pagedEnvelope(conningSourceSchema);
/** `GET /conning/sources`: paging, a ship and a kind filter. */
export const conningSourceListQuerySchema = listQuerySchema.extend({
  shipId: uuidSchema.optional(),
  kind: z.enum(CONNING_SOURCE_KINDS).optional(),
});
/** A parsed source list query. */
export type ConningSourceListQuery = z.infer<typeof conningSourceListQuerySchema>;

/** A position as Signal K has it, in degrees. */
export const positionValueSchema = z.object({ latitude: z.number(), longitude: z.number() });
/** A live value: number (SI), position or text. */
export const conningValueSchema = z.union([z.number(), positionValueSchema, z.string()]);

/** One path's current value as the display shows it. */
export const latestValueSchema = z.object({
  path: z.string(),
  value: conningValueSchema,
  timestamp: z.string(),
  source: z.string(),
  stale: z.boolean(),
  /** A better-priority source is stale and this one took over. */
  failover: z.boolean(),
  /** Milliseconds after which this value turns stale. */
  timeoutMs: z.number().int(),
});
/** One live value. */
export type LatestValue = z.infer<typeof latestValueSchema>;
/** `GET /conning/ships/:shipId/latest`. */
export const latestResponseSchema = envelope(z.array(latestValueSchema));

/** Resolutions of the history query: raw samples or the down-sampled buckets. */
export const HISTORY_RESOLUTIONS = ['raw', '10s', '1m', '1h', '1d'] as const;
/** A history resolution. */
export type HistoryResolution = (typeof HISTORY_RESOLUTIONS)[number];

/** `GET /conning/ships/:shipId/history`. */
export const historyQuerySchema = z
  .object({
    paths: z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .pipe(z.array(pathKey).min(1, 'paths needs at least one path').max(40, 'paths takes at most 40 paths')),
    from: z.iso.datetime({ offset: true, message: 'from must be an ISO 8601 date-time' }),
    to: z.iso.datetime({ offset: true, message: 'to must be an ISO 8601 date-time' }),
    resolution: z.enum(HISTORY_RESOLUTIONS).default('1m'),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(5000, 'limit must be at most 5000').default(1000),
  })
  .refine((q) => Date.parse(q.from) < Date.parse(q.to), { path: ['to'], message: 'to must be after from' });
/** A parsed history query. */
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** One point of history: a raw sample (min = max = value, count 1) or a bucket's statistics. */
export const historyPointSchema = z.object({
  path: z.string(),
  time: z.string(),
  value: conningValueSchema.nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  count: z.number().int(),
});
/** A history answer: points by path then time, paged. */
export const historyResponseSchema = z.object({ data: z.array(historyPointSchema), page: pageSchema });

/** `POST /conning/ships/:shipId/ingest-tokens`. */
export const createIngestTokenSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(80),
});
/** An ingest token (the secret only in the create answer). */
export const ingestTokenSchema = z.object({
  id: uuidSchema,
  shipId: uuidSchema,
  name: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
/** The create answer: the token's secret, shown once. */
export const createdIngestTokenResponseSchema = envelope(ingestTokenSchema.extend({ token: z.string() }));
/** One token. */
export const ingestTokenResponseSchema = envelope(ingestTokenSchema);
/** A ship's tokens. */
export const ingestTokenListResponseSchema = envelope(z.array(ingestTokenSchema));

/** A Signal K delta (the parts Keel reads). */
export const signalKDeltaSchema = z.object({
  context: z.string().optional(),
  updates: z
    .array(
      z.object({
        source: z.record(z.string(), z.unknown()).optional(),
        $source: z.string().optional(),
        timestamp: z.string().optional(),
        values: z.array(z.object({ path: z.string(), value: z.unknown() })).max(500),
      }),
    )
    .max(100),
});
/** A Signal K delta. */
export type SignalKDelta = z.infer<typeof signalKDeltaSchema>;
/** `POST /conning/ingest/signalk`: one delta or a batch. */
export const signalKIngestSchema = z.union([signalKDeltaSchema, z.array(signalKDeltaSchema).max(100)]);
