CREATE TABLE "map_position_buckets" (
	"ship_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"first_ts" timestamp with time zone NOT NULL,
	"first_lat" double precision NOT NULL,
	"first_lon" double precision NOT NULL,
	"last_ts" timestamp with time zone NOT NULL,
	"last_lat" double precision NOT NULL,
	"last_lon" double precision NOT NULL,
	"median_interval_ms" double precision,
	"max_interval_ms" double precision NOT NULL,
	"gap_from_ts" timestamp with time zone,
	"gap_from_lat" double precision,
	"gap_from_lon" double precision,
	"gap_to_ts" timestamp with time zone,
	"gap_to_lat" double precision,
	"gap_to_lon" double precision,
	CONSTRAINT "map_position_buckets_ship_id_bucket_pk" PRIMARY KEY("ship_id","bucket")
);
--> statement-breakpoint
-- Backfill from the positions already in raw history (the same summary as position-bucket.repo.ts).
INSERT INTO "map_position_buckets" ("ship_id", "bucket", "count", "first_ts", "first_lat", "first_lon", "last_ts", "last_lat", "last_lon", "median_interval_ms", "max_interval_ms", "gap_from_ts", "gap_from_lat", "gap_from_lon", "gap_to_ts", "gap_to_lat", "gap_to_lon")
SELECT ship_id, bucket, count(*)::int,
  min(ts), (array_agg(lat ORDER BY ts))[1], (array_agg(lon ORDER BY ts))[1],
  max(ts), (array_agg(lat ORDER BY ts DESC))[1], (array_agg(lon ORDER BY ts DESC))[1],
  (percentile_cont(0.5) WITHIN GROUP (ORDER BY dt) FILTER (WHERE dt > 0))::float8,
  coalesce(max(dt), 0)::float8,
  (array_agg(pts ORDER BY dt DESC NULLS LAST, ts))[1],
  (array_agg(plat ORDER BY dt DESC NULLS LAST, ts))[1],
  (array_agg(plon ORDER BY dt DESC NULLS LAST, ts))[1],
  (array_agg(CASE WHEN dt IS NULL THEN NULL ELSE ts END ORDER BY dt DESC NULLS LAST, ts))[1],
  (array_agg(CASE WHEN dt IS NULL THEN NULL ELSE lat END ORDER BY dt DESC NULLS LAST, ts))[1],
  (array_agg(CASE WHEN dt IS NULL THEN NULL ELSE lon END ORDER BY dt DESC NULLS LAST, ts))[1]
FROM (
  SELECT ship_id, bucket, ts, lat, lon,
    (extract(epoch FROM ts - lag(ts) OVER w) * 1000)::float8 AS dt,
    lag(ts) OVER w AS pts, lag(lat) OVER w AS plat, lag(lon) OVER w AS plon
  FROM (
    SELECT ship_id, ts, (val->>'latitude')::float8 AS lat, (val->>'longitude')::float8 AS lon,
      to_timestamp(floor(extract(epoch FROM ts) / 600) * 600) AS bucket
    FROM conning_history WHERE path = 'navigation.position'
  ) f
  WHERE lat IS NOT NULL AND lon IS NOT NULL
  WINDOW w AS (PARTITION BY ship_id, bucket ORDER BY ts)
) d
GROUP BY ship_id, bucket;
