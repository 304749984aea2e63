CREATE TABLE "conning_export_chunks" (
	"job_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "conning_export_chunks_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "conning_export_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ship_id" uuid NOT NULL,
	"paths" jsonb NOT NULL,
	"from_ts" timestamp with time zone NOT NULL,
	"to_ts" timestamp with time zone NOT NULL,
	"frequency" text NOT NULL,
	"format" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"file_size" bigint,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"worker" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conning_sources" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "conning_sources" ADD COLUMN "password" text;--> statement-breakpoint
ALTER TABLE "conning_sources" ADD COLUMN "tls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conning_sources" ADD COLUMN "tls_reject_unauthorized" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conning_sources" ADD COLUMN "tls_ca" text;--> statement-breakpoint
ALTER TABLE "conning_export_chunks" ADD CONSTRAINT "conning_export_chunks_job_id_conning_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."conning_export_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conning_export_jobs" ADD CONSTRAINT "conning_export_jobs_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conning_export_jobs_state_idx" ON "conning_export_jobs" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "conning_export_jobs_ship_idx" ON "conning_export_jobs" USING btree ("ship_id","created_at");