import {
  boolean,
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
