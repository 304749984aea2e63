CREATE TABLE "pms_catalogues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"family" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pms_components" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ship_id" uuid,
	"catalogue_id" uuid,
	"parent_id" uuid,
	"kind" text DEFAULT 'component' NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"critical" boolean DEFAULT false NOT NULL,
	"maker" text,
	"model" text,
	"serial" text,
	"notes" text DEFAULT '' NOT NULL,
	"source_template_id" uuid,
	"template_version" integer,
	CONSTRAINT "pms_components_scope_check" CHECK (("pms_components"."ship_id" IS NULL) <> ("pms_components"."catalogue_id" IS NULL)),
	CONSTRAINT "pms_components_kind_check" CHECK ("pms_components"."kind" IN ('component', 'category'))
);
--> statement-breakpoint
CREATE TABLE "pms_counter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counter_id" uuid NOT NULL,
	"reading_on" date NOT NULL,
	"hours" integer NOT NULL,
	"is_reset" boolean DEFAULT false NOT NULL,
	"reset_reason" text,
	"implausible" boolean DEFAULT false NOT NULL,
	"entered_by_id" uuid,
	"entered_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pms_counter_readings_hours_check" CHECK ("pms_counter_readings"."hours" >= 0),
	CONSTRAINT "pms_counter_readings_reset_check" CHECK (NOT "pms_counter_readings"."is_reset" OR "pms_counter_readings"."reset_reason" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "pms_counters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"component_id" uuid NOT NULL,
	"name" text NOT NULL,
	"current_hours" integer DEFAULT 0 NOT NULL,
	"current_reading_on" date,
	CONSTRAINT "pms_counters_hours_check" CHECK ("pms_counters"."current_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pms_spare_part_components" (
	"spare_part_id" uuid NOT NULL,
	"component_id" uuid NOT NULL,
	CONSTRAINT "pms_spare_part_components_spare_part_id_component_id_pk" PRIMARY KEY("spare_part_id","component_id")
);
--> statement-breakpoint
CREATE TABLE "pms_spare_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ship_id" uuid,
	"catalogue_id" uuid,
	"source_id" uuid,
	"part_number" text NOT NULL,
	"name" text NOT NULL,
	"maker" text,
	"impa_code" text,
	"part_type" smallint DEFAULT 0 NOT NULL,
	"unit" text NOT NULL,
	"location" text,
	"minimum_stock" numeric(14, 4) DEFAULT '0' NOT NULL,
	"balance" numeric(14, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "pms_spare_parts_balance_check" CHECK ("pms_spare_parts"."balance" >= 0),
	CONSTRAINT "pms_spare_parts_minimum_check" CHECK ("pms_spare_parts"."minimum_stock" >= 0),
	CONSTRAINT "pms_spare_parts_type_check" CHECK ("pms_spare_parts"."part_type" IN (0, 1, 2)),
	CONSTRAINT "pms_spare_parts_owner_check" CHECK (("pms_spare_parts"."ship_id" IS NULL) <> ("pms_spare_parts"."catalogue_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "pms_stock_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spare_part_id" uuid NOT NULL,
	"ship_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"change" numeric(14, 4) NOT NULL,
	"balance_after" numeric(14, 4) NOT NULL,
	"reason" text,
	"job_completion_id" uuid,
	"delivery_line_id" uuid,
	"purchase_order_line_id" uuid,
	"transfer_id" uuid,
	"counterpart_ship_id" uuid,
	"user_id" uuid,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pms_stock_ledger_kind_check" CHECK ("pms_stock_ledger"."kind" IN ('receipt', 'use', 'adjustment', 'transfer_out', 'transfer_in')),
	CONSTRAINT "pms_stock_ledger_balance_check" CHECK ("pms_stock_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "requisition_lines" ADD COLUMN "spare_part_id" uuid;--> statement-breakpoint
ALTER TABLE "pms_components" ADD CONSTRAINT "pms_components_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_components" ADD CONSTRAINT "pms_components_catalogue_id_pms_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."pms_catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_components" ADD CONSTRAINT "pms_components_parent_id_pms_components_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pms_components"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_components" ADD CONSTRAINT "pms_components_source_template_id_pms_components_id_fk" FOREIGN KEY ("source_template_id") REFERENCES "public"."pms_components"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_counter_readings" ADD CONSTRAINT "pms_counter_readings_counter_id_pms_counters_id_fk" FOREIGN KEY ("counter_id") REFERENCES "public"."pms_counters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_counters" ADD CONSTRAINT "pms_counters_component_id_pms_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."pms_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_spare_part_components" ADD CONSTRAINT "pms_spare_part_components_spare_part_id_pms_spare_parts_id_fk" FOREIGN KEY ("spare_part_id") REFERENCES "public"."pms_spare_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_spare_parts" ADD CONSTRAINT "pms_spare_parts_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_stock_ledger" ADD CONSTRAINT "pms_stock_ledger_spare_part_id_pms_spare_parts_id_fk" FOREIGN KEY ("spare_part_id") REFERENCES "public"."pms_spare_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_stock_ledger" ADD CONSTRAINT "pms_stock_ledger_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_stock_ledger" ADD CONSTRAINT "pms_stock_ledger_counterpart_ship_id_ships_id_fk" FOREIGN KEY ("counterpart_ship_id") REFERENCES "public"."ships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pms_catalogues_name_key" ON "pms_catalogues" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "pms_components_ship_code_key" ON "pms_components" USING btree ("ship_id","code") WHERE "pms_components"."ship_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pms_components_catalogue_code_key" ON "pms_components" USING btree ("catalogue_id","code") WHERE "pms_components"."catalogue_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pms_components_parent_idx" ON "pms_components" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "pms_components_template_idx" ON "pms_components" USING btree ("source_template_id");--> statement-breakpoint
CREATE INDEX "pms_counter_readings_counter_idx" ON "pms_counter_readings" USING btree ("counter_id","reading_on","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pms_counters_component_name_key" ON "pms_counters" USING btree ("component_id","name");--> statement-breakpoint
CREATE INDEX "pms_spare_part_components_component_idx" ON "pms_spare_part_components" USING btree ("component_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pms_spare_parts_ship_number_key" ON "pms_spare_parts" USING btree ("ship_id","part_number") WHERE "pms_spare_parts"."ship_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pms_spare_parts_catalogue_number_key" ON "pms_spare_parts" USING btree ("catalogue_id","part_number") WHERE "pms_spare_parts"."catalogue_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pms_spare_parts_source_idx" ON "pms_spare_parts" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "pms_stock_ledger_part_idx" ON "pms_stock_ledger" USING btree ("spare_part_id","created_at");--> statement-breakpoint
CREATE INDEX "pms_stock_ledger_job_idx" ON "pms_stock_ledger" USING btree ("job_completion_id");--> statement-breakpoint
ALTER TABLE "requisition_lines" ADD CONSTRAINT "requisition_lines_spare_part_id_pms_spare_parts_id_fk" FOREIGN KEY ("spare_part_id") REFERENCES "public"."pms_spare_parts"("id") ON DELETE set null ON UPDATE no action;