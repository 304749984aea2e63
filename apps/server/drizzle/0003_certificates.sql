CREATE TABLE "certificate_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ship_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by_id" uuid,
	"uploaded_by_name" text,
	CONSTRAINT "certificate_files_storage_key_key" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ship_id" uuid NOT NULL,
	"type_code" text,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"issuer" text NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date,
	"has_survey_windows" boolean NOT NULL,
	"extended_until" date,
	"lead_time_days" integer DEFAULT 30 NOT NULL,
	"superseded_at" date,
	"superseded_by_id" uuid,
	"file_id" uuid,
	"remarks" text
);
--> statement-breakpoint
ALTER TABLE "ships" ALTER COLUMN "mmsi" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ships" ALTER COLUMN "dwt" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "certificate_files" ADD CONSTRAINT "certificate_files_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_superseded_by_id_certificates_id_fk" FOREIGN KEY ("superseded_by_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_file_id_certificate_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."certificate_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_files_ship_idx" ON "certificate_files" USING btree ("ship_id");--> statement-breakpoint
CREATE INDEX "certificates_ship_type_idx" ON "certificates" USING btree ("ship_id","type_code");--> statement-breakpoint
CREATE INDEX "certificates_expiry_idx" ON "certificates" USING btree ("expiry_date");