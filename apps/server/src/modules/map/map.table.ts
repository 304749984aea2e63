import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { ForecastPoint } from '@keel/domain';
import { recordColumns } from '../../db/columns';
import { ships } from '../fleet/ship.table';

/**
 * Saved forecast routes of a ship (docs/map-server.md "Forecast routes"). The points are one jsonb array
 * (≤ 2000 `ForecastPoint`s, always read and written whole, edited by the domain's pure functions), the
 * speed and ETA mode beside them; `version` is the optimistic lock.
 */
export const forecastRoutes = pgTable(
  'map_forecast_routes',
  {
    ...recordColumns(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    name: text('name').notNull(),
    speedKn: doublePrecision('speed_kn').notNull(),
    etaMode: text('eta_mode').notNull(),
    points: jsonb('points').$type<ForecastPoint[]>().notNull(),
    /** The last point's timestamp, kept with the points (the map's ETA without reading the array). */
    eta: timestamp('eta', { withTimezone: true }),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name'),
  },
  (t) => [index('map_forecast_routes_ship_idx').on(t.shipId, t.updatedAt)],
);

/** A ship's CCTV camera: snapshots uploaded by the ship and/or an image URL. */
export const mapCameras = pgTable(
  'map_cameras',
  {
    ...recordColumns(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [uniqueIndex('map_cameras_ship_name_key').on(t.shipId, sql`lower(${t.name})`)],
);

/** A camera image uploaded by the ship; the file lives in the FileStorage under `storage_key`. */
export const mapCameraSnapshots = pgTable(
  'map_camera_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cameraId: uuid('camera_id')
      .notNull()
      .references(() => mapCameras.id, { onDelete: 'cascade' }),
    shipId: uuid('ship_id').notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedById: uuid('uploaded_by_id'),
    uploadedByName: text('uploaded_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('map_camera_snapshots_camera_idx').on(t.cameraId, t.capturedAt)],
);

/**
 * The ship's positions per 10-minute bucket (docs/map-server.md "Track"): first and last fix, count, the
 * median and the largest interval inside the bucket with the two fixes around that largest interval. Kept up
 * by the conning store's batch write (position-bucket.repo.ts `refreshPositionBuckets`), read by tracks
 * longer than two days: 30 days ≤ 4,320 rows per ship instead of ≈ 259,000 raw fixes.
 */
export const mapPositionBuckets = pgTable(
  'map_position_buckets',
  {
    shipId: uuid('ship_id').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    firstTs: timestamp('first_ts', { withTimezone: true }).notNull(),
    firstLat: doublePrecision('first_lat').notNull(),
    firstLon: doublePrecision('first_lon').notNull(),
    lastTs: timestamp('last_ts', { withTimezone: true }).notNull(),
    lastLat: doublePrecision('last_lat').notNull(),
    lastLon: doublePrecision('last_lon').notNull(),
    /** Median interval (ms) between consecutive fixes inside the bucket, over intervals > 0; null: one fix. */
    medianIntervalMs: doublePrecision('median_interval_ms'),
    /** Largest interval (ms) between consecutive fixes inside the bucket; 0 with one fix. */
    maxIntervalMs: doublePrecision('max_interval_ms').notNull(),
    /** The fixes before and after that largest interval (null with one fix). */
    gapFromTs: timestamp('gap_from_ts', { withTimezone: true }),
    gapFromLat: doublePrecision('gap_from_lat'),
    gapFromLon: doublePrecision('gap_from_lon'),
    gapToTs: timestamp('gap_to_ts', { withTimezone: true }),
    gapToLat: doublePrecision('gap_to_lat'),
    gapToLon: doublePrecision('gap_to_lon'),
    /**
     * The bucket's other intervals (besides the largest) longer than GAP_FACTOR × its median interval, in time
     * order: `[fromMs, fromLat, fromLon, toMs, toLat, toLon]` each; null when there are none (most buckets).
     */
    extraGaps: jsonb('extra_gaps').$type<number[][]>(),
  },
  (t) => [primaryKey({ columns: [t.shipId, t.bucket] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The per-10-minute position aggregate of one ship and one completed UTC day packed into one row
 * (docs/map-server.md "Track", "Packed days"): a 30-day track reads 30 rows instead of 4,320. A cache of
 * `map_position_buckets`, built by the track read for days that have ended, deleted by every write to the
 * day's buckets (position-day.repo.ts) — a missing row is read from the buckets and packed again.
 */
export const mapPositionDays = pgTable(
  'map_position_days',
  {
    shipId: uuid('ship_id').notNull(),
    /** The day's start (00:00 UTC). */
    day: timestamp('day', { withTimezone: true }).notNull(),
    /** The number of buckets packed (0: a day without fixes). */
    buckets: integer('buckets').notNull(),
    /**
     * Each bucket in time order as 16 big-endian float8 (`PACKED_FIELDS`): bucket, count, first t/lat/lon,
     * last t/lat/lon, median and largest interval, gap from t/lat/lon, gap to t/lat/lon; times in epoch ms, NaN
     * for null.
     */
    data: bytea('data').notNull(),
    /** `[[bucketMs, extra_gaps], …]` of the day's buckets whose `extra_gaps` is not null; null when none. */
    extraGaps: jsonb('extra_gaps').$type<[number, number[][]][]>(),
  },
  (t) => [primaryKey({ columns: [t.shipId, t.day] })],
);

/**
 * The 1-minute speed-over-ground aggregate of one ship and one completed UTC day packed into one row
 * (docs/map-server.md "Packed speeds"): the track's default colouring (the speed's mean over each kept fix's
 * bucket) reads 30 rows for 30 days instead of ~2,000 index ranges of `conning_aggregates`. A cache of the
 * conning aggregates, built by the track read for days that have ended, deleted by every batch that writes the
 * day's speed (and its positions) and by the position retention sweep (speed-day.repo.ts).
 */
export const mapSpeedDays = pgTable(
  'map_speed_days',
  {
    shipId: uuid('ship_id').notNull(),
    /** The day's start (00:00 UTC). */
    day: timestamp('day', { withTimezone: true }).notNull(),
    /**
     * Empty when the day has no speed; else 1,440 big-endian float8 (each minute's `sum`, 0 without a row) then
     * 1,440 big-endian int4 (each minute's `count`, 0 without a row), minute 0 = 00:00 UTC: 17,280 bytes.
     */
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipId, t.day] })],
);

/**
 * The company-wide map settings an administrator sets (one row, `key` = 'company'): the tile server's URL
 * template and attribution, used over each device's own setting, and how long the position aggregate is
 * kept (docs/map-server.md "Settings").
 */
export const mapSettings = pgTable('map_settings', {
  ...recordColumns(),
  key: text('key').notNull().unique().default('company'),
  tileUrlTemplate: text('tile_url_template').notNull().default(''),
  tileAttribution: text('tile_attribution').notNull().default(''),
  /** Years `map_position_buckets` are kept (position-retention.ts sweeps older ones). */
  trackRetentionYears: integer('track_retention_years').notNull().default(5),
  updatedByName: text('updated_by_name'),
});
