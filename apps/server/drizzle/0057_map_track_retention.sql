ALTER TABLE "map_position_buckets" ADD COLUMN "extra_gaps" jsonb;--> statement-breakpoint
ALTER TABLE "map_settings" ADD COLUMN "track_retention_years" integer DEFAULT 5 NOT NULL;