CREATE TABLE "appliance_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"type" text NOT NULL,
	"maker" text,
	"model" text,
	"target_version" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_by_name" text
);
--> statement-breakpoint
CREATE TABLE "appliance_installs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appliance_id" uuid NOT NULL,
	"ship_id" uuid NOT NULL,
	"software_name" text NOT NULL,
	"software_version" text NOT NULL,
	"previous_version" text,
	"installed_on" date NOT NULL,
	"installed_by" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"recorded_by_id" uuid,
	"recorded_by_name" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appliances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ship_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"maker" text NOT NULL,
	"model" text NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"software_name" text NOT NULL,
	"software_version" text NOT NULL,
	"installed_on" date NOT NULL,
	"status" text DEFAULT 'in_service' NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ship_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"severity" text DEFAULT 'info' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_id" uuid,
	"closed_by_name" text,
	"closing_note" text,
	"created_by_id" uuid,
	"created_by_name" text,
	CONSTRAINT "ship_events_kind_check" CHECK ("ship_events"."kind" in ('port_call', 'drill', 'inspection', 'incident', 'alarm', 'maintenance', 'other')),
	CONSTRAINT "ship_events_severity_check" CHECK ("ship_events"."severity" in ('info', 'minor', 'major', 'critical')),
	CONSTRAINT "ship_events_status_check" CHECK ("ship_events"."status" in ('open', 'closed')),
	CONSTRAINT "ship_events_closed_check" CHECK (("ship_events"."status" = 'closed') = ("ship_events"."closed_at" is not null and "ship_events"."closing_note" is not null))
);
--> statement-breakpoint
ALTER TABLE "appliance_installs" ADD CONSTRAINT "appliance_installs_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliance_installs" ADD CONSTRAINT "appliance_installs_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliance_installs" ADD CONSTRAINT "appliance_installs_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_events" ADD CONSTRAINT "ship_events_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_events" ADD CONSTRAINT "ship_events_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_events" ADD CONSTRAINT "ship_events_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appliance_targets_scope_key" ON "appliance_targets" USING btree ("type",lower(coalesce("maker", '')),lower(coalesce("model", '')));--> statement-breakpoint
CREATE INDEX "appliance_installs_appliance_idx" ON "appliance_installs" USING btree ("appliance_id","installed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "appliances_ship_name_key" ON "appliances" USING btree ("ship_id",lower("name"));--> statement-breakpoint
CREATE INDEX "appliances_type_idx" ON "appliances" USING btree ("type");--> statement-breakpoint
CREATE INDEX "ship_events_ship_time_idx" ON "ship_events" USING btree ("ship_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ship_events_time_idx" ON "ship_events" USING btree ("occurred_at");