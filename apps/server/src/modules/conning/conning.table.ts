import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns';
import { ships } from '../fleet/ship.table';

/** A configured input of a ship's sensor data (docs/conning-data.md "Inputs"). */
export const conningSources = pgTable(
  'conning_sources',
  {
    ...recordColumns(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    host: text('host'),
    port: integer('port'),
    devicePath: text('device_path'),
    baudRate: integer('baud_rate'),
    url: text('url'),
    topic: text('topic'),
    username: text('username'),
    /** MQTT broker password: write-only through the API (never answered nor audited). */
    password: text('password'),
    tls: boolean('tls').notNull().default(false),
    tlsRejectUnauthorized: boolean('tls_reject_unauthorized').notNull().default(true),
    tlsCa: text('tls_ca'),
    priority: integer('priority').notNull().default(1),
    groupPriorities: jsonb('group_priorities').$type<Record<string, number>>().notNull().default({}),
    xdrMapping: jsonb('xdr_mapping').$type<Record<string, string>>().notNull().default({}),
    pathMapping: jsonb('path_mapping').$type<Record<string, string>>().notNull().default({}),
    timeouts: jsonb('timeouts').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [uniqueIndex('conning_sources_ship_name_key').on(t.shipId, t.name)],
);

/** The latest value of each ship, path and source: what `latest` answers from (with the cache). */
export const conningLatest = pgTable(
  'conning_latest',
  {
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    sourceKey: text('source_key').notNull(),
    source: text('source').notNull(),
    value: jsonb('value').notNull(),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    intervalMs: integer('interval_ms'),
    timeoutMs: integer('timeout_ms'),
    priority: integer('priority').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.shipId, t.path, t.sourceKey] })],
);

/**
 * Raw history, partitioned by month on `ts` (the migration makes it `PARTITION BY RANGE (ts)`;
 * conning-partitions.ts adds the months). Numbers in `num`, positions and text in `val`.
 */
export const conningHistory = pgTable(
  'conning_history',
  {
    shipId: uuid('ship_id').notNull(),
    path: text('path').notNull(),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    sourceKey: text('source_key').notNull(),
    num: doublePrecision('num'),
    val: jsonb('val'),
  },
  (t) => [index('conning_history_ship_path_ts_idx').on(t.shipId, t.path, t.ts)],
);

/** Down-sampled numeric history per resolution (`10s`, `1m`, `1h`, `1d`), upserted with each batch. */
export const conningAggregates = pgTable(
  'conning_aggregates',
  {
    shipId: uuid('ship_id').notNull(),
    path: text('path').notNull(),
    resolution: text('resolution').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    sum: doublePrecision('sum').notNull(),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipId, t.path, t.resolution, t.bucket] })],
);

/** A ship gateway's token for `POST /conning/ingest/signalk`: only its SHA-256 is kept. */
export const conningIngestTokens = pgTable(
  'conning_ingest_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('conning_ingest_tokens_hash_key').on(t.tokenHash)],
);

/**
 * Export jobs (docs/conning-exports.md): claimed from the database by whichever instance's worker
 * gets one first (`FOR UPDATE SKIP LOCKED`), so they survive a restart and never run twice at once.
 */
export const conningExportJobs = pgTable(
  'conning_export_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    paths: jsonb('paths').$type<string[]>().notNull(),
    fromTs: timestamp('from_ts', { withTimezone: true }).notNull(),
    toTs: timestamp('to_ts', { withTimezone: true }).notNull(),
    frequency: text('frequency').notNull(),
    format: text('format').notNull(),
    state: text('state').notNull().default('PENDING'),
    progress: doublePrecision('progress').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** The worker holding the claim and its last sign of life (a silent claim is taken over). */
    worker: text('worker'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('conning_export_jobs_state_idx').on(t.state, t.createdAt),
    index('conning_export_jobs_ship_idx').on(t.shipId, t.createdAt),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** An export's file, kept in the database in chunks of up to 1 MiB (any instance can serve it). */
export const conningExportChunks = pgTable(
  'conning_export_chunks',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => conningExportJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
