CREATE TABLE "noon_report_month_counts" (
	"ship_id" uuid NOT NULL,
	"month" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "noon_report_month_counts_ship_id_month_pk" PRIMARY KEY("ship_id","month")
);
--> statement-breakpoint
CREATE TABLE "noon_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ship_id" uuid NOT NULL,
	"report_time" timestamp with time zone NOT NULL,
	"utc_offset_minutes" smallint NOT NULL,
	"voyage" text,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"distance_nm" double precision NOT NULL,
	"hours_steaming" double precision NOT NULL,
	"avg_speed_kn" double precision NOT NULL,
	"me_rpm" double precision,
	"me_power_kw" double precision,
	"fuel_consumed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rob" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wind_beaufort" smallint NOT NULL,
	"wind_direction_deg" double precision,
	"sea_state" smallint NOT NULL,
	"remarks" text
);
--> statement-breakpoint
ALTER TABLE "noon_report_month_counts" ADD CONSTRAINT "noon_report_month_counts_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noon_reports" ADD CONSTRAINT "noon_reports_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "noon_reports_ship_time_idx" ON "noon_reports" USING btree ("ship_id","report_time","id");--> statement-breakpoint
CREATE INDEX "noon_reports_time_idx" ON "noon_reports" USING btree ("report_time","id");--> statement-breakpoint
CREATE INDEX "noon_reports_ship_distance_idx" ON "noon_reports" USING btree ("ship_id","distance_nm","id");--> statement-breakpoint
CREATE INDEX "noon_reports_distance_idx" ON "noon_reports" USING btree ("distance_nm","id");--> statement-breakpoint
CREATE INDEX "noon_reports_ship_speed_idx" ON "noon_reports" USING btree ("ship_id","avg_speed_kn","id");--> statement-breakpoint
CREATE INDEX "noon_reports_speed_idx" ON "noon_reports" USING btree ("avg_speed_kn","id");--> statement-breakpoint
CREATE INDEX "noon_reports_ship_created_idx" ON "noon_reports" USING btree ("ship_id","created_at","id");--> statement-breakpoint
CREATE INDEX "noon_reports_created_idx" ON "noon_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "noon_reports_voyage_idx" ON "noon_reports" USING btree ("voyage","report_time","id");