CREATE TABLE "invoice_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid,
	"claims_source" boolean DEFAULT true NOT NULL,
	"title" text NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(24, 10) NOT NULL,
	"rate_date" date NOT NULL,
	"rate_source" text NOT NULL,
	"converted_amount" numeric(18, 4) NOT NULL,
	"markup_percent" numeric(9, 4) DEFAULT '0' NOT NULL,
	"markup_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"line_total" numeric(18, 4) NOT NULL,
	CONSTRAINT "invoice_lines_source_check" CHECK (("invoice_lines"."source_type" = 'free') = ("invoice_lines"."source_id" IS NULL) AND "invoice_lines"."source_type" IN ('free', 'expense', 'bill_line')),
	CONSTRAINT "invoice_lines_rate_check" CHECK ("invoice_lines"."exchange_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"next" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoice_number_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"bank_account_id" uuid,
	"reference" text DEFAULT '' NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text,
	"ship_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"currency" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"vat_rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"subtotal" numeric(18, 4) DEFAULT '0' NOT NULL,
	"vat_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"base_currency" text NOT NULL,
	"total_base" numeric(18, 4),
	"reference" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text,
	"issued_at" timestamp with time zone,
	"issued_by_id" uuid,
	"credit_note_number" text,
	"credited_at" timestamp with time zone,
	"credit_reason" text,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "invoices_paid_check" CHECK ("invoices"."paid_amount" >= 0 AND "invoices"."paid_amount" <= "invoices"."total"),
	CONSTRAINT "invoices_number_check" CHECK (("invoices"."state" = 'DRAFT') = ("invoices"."number" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "conning_aggregates" (
	"ship_id" uuid NOT NULL,
	"path" text NOT NULL,
	"resolution" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"sum" double precision NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	CONSTRAINT "conning_aggregates_ship_id_path_resolution_bucket_pk" PRIMARY KEY("ship_id","path","resolution","bucket")
);
--> statement-breakpoint
CREATE TABLE "conning_history" (
	"ship_id" uuid NOT NULL,
	"path" text NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"source_key" text NOT NULL,
	"num" double precision,
	"val" jsonb
) PARTITION BY RANGE ("ts");
--> statement-breakpoint
-- Rows outside the monthly partitions (conning-partitions.ts adds them as months come) land here.
CREATE TABLE "conning_history_default" PARTITION OF "conning_history" DEFAULT;
--> statement-breakpoint
CREATE TABLE "conning_ingest_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ship_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conning_latest" (
	"ship_id" uuid NOT NULL,
	"path" text NOT NULL,
	"source_key" text NOT NULL,
	"source" text NOT NULL,
	"value" jsonb NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"interval_ms" integer,
	"timeout_ms" integer,
	"priority" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "conning_latest_ship_id_path_source_key_pk" PRIMARY KEY("ship_id","path","source_key")
);
--> statement-breakpoint
CREATE TABLE "conning_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ship_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"host" text,
	"port" integer,
	"device_path" text,
	"baud_rate" integer,
	"url" text,
	"topic" text,
	"priority" integer DEFAULT 1 NOT NULL,
	"group_priorities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"xdr_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"path_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"timeouts" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pms_job_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_id" uuid NOT NULL,
	"ship_id" uuid NOT NULL,
	"done_on" date NOT NULL,
	"hours_at_completion" integer,
	"work_done" text NOT NULL,
	"done_by_name" text NOT NULL,
	"recorded_by_id" uuid,
	"recorded_by_name" text NOT NULL,
	"parts_used" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"early" boolean DEFAULT false NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"due_on_before" date,
	"next_due_on" date,
	"next_due_hours" integer
);
--> statement-breakpoint
CREATE TABLE "pms_job_postponements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"job_id" uuid NOT NULL,
	"ship_id" uuid NOT NULL,
	"state" text DEFAULT 'REQUESTED' NOT NULL,
	"from_due_on" date NOT NULL,
	"new_due_on" date NOT NULL,
	"reason" text NOT NULL,
	"requested_by_id" uuid,
	"requested_by_name" text NOT NULL,
	"decided_by_id" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	CONSTRAINT "pms_job_postponements_state_check" CHECK ("pms_job_postponements"."state" IN ('REQUESTED', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "pms_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"component_id" uuid NOT NULL,
	"ship_id" uuid,
	"catalogue_id" uuid,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"interval_value" integer,
	"interval_unit" text,
	"interval_hours" integer,
	"tolerance_days" integer DEFAULT 0 NOT NULL,
	"tolerance_hours" integer DEFAULT 0 NOT NULL,
	"responsible_rank" smallint NOT NULL,
	"critical" boolean DEFAULT false NOT NULL,
	"required_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"started_at" timestamp with time zone,
	"last_done_on" date,
	"last_done_hours" integer,
	"next_due_on" date,
	"next_due_hours" integer,
	"due_on" date,
	"overdue_after" date,
	"source_template_id" uuid,
	CONSTRAINT "pms_jobs_owner_check" CHECK (("pms_jobs"."ship_id" IS NULL) <> ("pms_jobs"."catalogue_id" IS NULL)),
	CONSTRAINT "pms_jobs_rank_check" CHECK ("pms_jobs"."responsible_rank" BETWEEN 1 AND 10),
	CONSTRAINT "pms_jobs_state_check" CHECK ("pms_jobs"."state" IN ('PENDING', 'WORKING', 'DONE')),
	CONSTRAINT "pms_jobs_interval_check" CHECK (("pms_jobs"."interval_value" IS NULL) = ("pms_jobs"."interval_unit" IS NULL) AND ("pms_jobs"."interval_value" IS NOT NULL OR "pms_jobs"."interval_hours" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "pms_stock_ledger" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "invoice_groups" ADD CONSTRAINT "invoice_groups_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_group_id_invoice_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."invoice_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conning_ingest_tokens" ADD CONSTRAINT "conning_ingest_tokens_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conning_latest" ADD CONSTRAINT "conning_latest_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conning_sources" ADD CONSTRAINT "conning_sources_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_job_completions" ADD CONSTRAINT "pms_job_completions_job_id_pms_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."pms_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_job_completions" ADD CONSTRAINT "pms_job_completions_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_job_postponements" ADD CONSTRAINT "pms_job_postponements_job_id_pms_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."pms_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_job_postponements" ADD CONSTRAINT "pms_job_postponements_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_jobs" ADD CONSTRAINT "pms_jobs_component_id_pms_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."pms_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_jobs" ADD CONSTRAINT "pms_jobs_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_jobs" ADD CONSTRAINT "pms_jobs_catalogue_id_pms_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."pms_catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_jobs" ADD CONSTRAINT "pms_jobs_source_template_id_pms_jobs_id_fk" FOREIGN KEY ("source_template_id") REFERENCES "public"."pms_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_groups_invoice_idx" ON "invoice_groups" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_source_key" ON "invoice_lines" USING btree ("source_type","source_id") WHERE "invoice_lines"."source_id" IS NOT NULL AND "invoice_lines"."claims_source";--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_note_number_key" ON "invoices" USING btree ("credit_note_number");--> statement-breakpoint
CREATE INDEX "invoices_ship_state_idx" ON "invoices" USING btree ("ship_id","state","due_date");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","state");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("state","due_date");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "conning_history_ship_path_ts_idx" ON "conning_history" USING btree ("ship_id","path","ts");--> statement-breakpoint
CREATE UNIQUE INDEX "conning_ingest_tokens_hash_key" ON "conning_ingest_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "conning_sources_ship_name_key" ON "conning_sources" USING btree ("ship_id","name");--> statement-breakpoint
CREATE INDEX "pms_job_completions_job_idx" ON "pms_job_completions" USING btree ("job_id","done_on");--> statement-breakpoint
CREATE INDEX "pms_job_completions_ship_done_idx" ON "pms_job_completions" USING btree ("ship_id","done_on");--> statement-breakpoint
CREATE INDEX "pms_job_postponements_job_idx" ON "pms_job_postponements" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pms_job_postponements_open_key" ON "pms_job_postponements" USING btree ("job_id") WHERE "pms_job_postponements"."state" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "pms_job_postponements_ship_open_idx" ON "pms_job_postponements" USING btree ("ship_id") WHERE "pms_job_postponements"."state" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "pms_jobs_component_idx" ON "pms_jobs" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "pms_jobs_due_idx" ON "pms_jobs" USING btree ("due_on","id") WHERE "pms_jobs"."ship_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pms_jobs_ship_due_idx" ON "pms_jobs" USING btree ("ship_id","due_on","id");--> statement-breakpoint
CREATE INDEX "pms_jobs_ship_overdue_idx" ON "pms_jobs" USING btree ("ship_id","overdue_after");