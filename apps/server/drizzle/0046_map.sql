CREATE TABLE "map_forecast_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ship_id" uuid NOT NULL,
	"name" text NOT NULL,
	"speed_kn" double precision NOT NULL,
	"eta_mode" text NOT NULL,
	"points" jsonb NOT NULL,
	"eta" timestamp with time zone,
	"created_by_id" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "map_camera_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"camera_id" uuid NOT NULL,
	"ship_id" uuid NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by_id" uuid,
	"uploaded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_cameras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ship_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image_url" text
);
--> statement-breakpoint
ALTER TABLE "map_forecast_routes" ADD CONSTRAINT "map_forecast_routes_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_camera_snapshots" ADD CONSTRAINT "map_camera_snapshots_camera_id_map_cameras_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."map_cameras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_cameras" ADD CONSTRAINT "map_cameras_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "map_forecast_routes_ship_idx" ON "map_forecast_routes" USING btree ("ship_id","updated_at");--> statement-breakpoint
CREATE INDEX "map_camera_snapshots_camera_idx" ON "map_camera_snapshots" USING btree ("camera_id","captured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "map_cameras_ship_name_key" ON "map_cameras" USING btree ("ship_id",lower("name"));