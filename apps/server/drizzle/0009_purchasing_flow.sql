CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate" numeric(24, 10) NOT NULL,
	"date" date NOT NULL,
	"source" text NOT NULL,
	"type" text DEFAULT 'daily' NOT NULL,
	CONSTRAINT "exchange_rates_rate_check" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"to_address" text NOT NULL,
	"to_name" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"ref_id" uuid,
	"status" text DEFAULT 'outbox' NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"ship_id" uuid NOT NULL,
	"purchase_order_id" uuid,
	"source_delivery_id" uuid,
	"state" text DEFAULT 'PLANNED' NOT NULL,
	"from_party" text NOT NULL,
	"to_party" text NOT NULL,
	"port" text,
	"agent_id" uuid,
	"supply_window_id" uuid,
	"eta" date,
	"tracking_number" text,
	"sender_name" text,
	"notes" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone,
	"received_by_id" uuid,
	"received_by_name" text,
	"discrepancy_report" text,
	"cancel_reason" text
);
--> statement-breakpoint
CREATE TABLE "delivery_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"purchase_order_line_id" uuid,
	"source_line_id" uuid,
	"description" text NOT NULL,
	"unit" text NOT NULL,
	"expected_quantity" numeric(18, 4) NOT NULL,
	"received_quantity" numeric(18, 4),
	"rejected_quantity" numeric(18, 4),
	"reject_reason" text
);
--> statement-breakpoint
CREATE TABLE "supply_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ship_id" uuid NOT NULL,
	"port" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"agent_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "supply_windows_dates_check" CHECK ("supply_windows"."from_date" <= "supply_windows"."to_date")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"approver_id" uuid NOT NULL,
	"approver_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"requisition_line_id" uuid,
	"quote_line_id" uuid,
	"description" text NOT NULL,
	"impa_code" text,
	"maker_part_number" text,
	"part_type" integer DEFAULT 0 NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"discount_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"line_total" numeric(18, 4) NOT NULL,
	"delivered_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "purchase_order_lines_quantity_check" CHECK ("purchase_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "purchase_order_vendor_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"ship_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"rfq_id" uuid,
	"quote_id" uuid,
	"category_id" uuid,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"currency" text NOT NULL,
	"subtotal" numeric(18, 4) DEFAULT '0' NOT NULL,
	"discount_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"freight" numeric(18, 4) DEFAULT '0' NOT NULL,
	"port_charges" numeric(18, 4) DEFAULT '0' NOT NULL,
	"total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"base_currency" text NOT NULL,
	"rate" numeric(24, 10) DEFAULT '1' NOT NULL,
	"rate_date" date,
	"rate_source" text,
	"total_base" numeric(18, 4) DEFAULT '0' NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"delivery_port" text,
	"agent_id" uuid,
	"supply_from" date,
	"supply_to" date,
	"vendor_proposed_date" date,
	"vendor_note" text,
	"decline_reason" text,
	"cancel_reason" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"billed_amount" numeric(18, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisition_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"requisition_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"impa_code" text,
	"maker_part_number" text,
	"maker" text,
	"quantity" numeric(18, 4) NOT NULL,
	"unit" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"ordered_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"received_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"cancelled_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "requisition_lines_quantity_check" CHECK ("requisition_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "requisitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"ship_id" uuid NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"required_by" date,
	"delivery_port" text,
	"category_id" uuid,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"sent_back_reason" text,
	"cancel_reason" text,
	"remarks" text DEFAULT '' NOT NULL,
	"estimated_amount" numeric(18, 4),
	"currency" text,
	"created_by_id" uuid,
	"created_by_name" text,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by_id" uuid,
	"approved_by_name" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "requisitions_priority_check" CHECK ("requisitions"."priority" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "quote_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_attachments_storage_key_key" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"rfq_line_id" uuid NOT NULL,
	"unit_price" numeric(18, 4),
	"discount_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"available_quantity" numeric(18, 4),
	"lead_time_days" integer,
	"part_type" smallint DEFAULT 0 NOT NULL,
	"offered_part_number" text,
	"remarks" text DEFAULT '' NOT NULL,
	CONSTRAINT "quote_lines_part_type_check" CHECK ("quote_lines"."part_type" IN (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"invitation_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"currency" text NOT NULL,
	"valid_until" date,
	"lead_time_days" integer,
	"discount_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"freight" numeric(18, 4) DEFAULT '0' NOT NULL,
	"port_charges" numeric(18, 4) DEFAULT '0' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rfq_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"rfq_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"state" text DEFAULT 'INVITED' NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text
);
--> statement-breakpoint
CREATE TABLE "rfq_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_id" uuid NOT NULL,
	"requisition_line_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"impa_code" text,
	"maker_part_number" text,
	"maker" text,
	"quantity" numeric(18, 4) NOT NULL,
	"unit" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_requisitions" (
	"rfq_id" uuid NOT NULL,
	"requisition_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"ship_id" uuid NOT NULL,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"delivery_port" text,
	"delivery_from" date,
	"delivery_to" date,
	"currency" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text,
	"sent_at" timestamp with time zone,
	"awarded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_supply_window_id_supply_windows_id_fk" FOREIGN KEY ("supply_window_id") REFERENCES "public"."supply_windows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_purchase_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("purchase_order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_windows" ADD CONSTRAINT "supply_windows_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_windows" ADD CONSTRAINT "supply_windows_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_approvals" ADD CONSTRAINT "purchase_order_approvals_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_requisition_line_id_requisition_lines_id_fk" FOREIGN KEY ("requisition_line_id") REFERENCES "public"."requisition_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_quote_line_id_quote_lines_id_fk" FOREIGN KEY ("quote_line_id") REFERENCES "public"."quote_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_revisions" ADD CONSTRAINT "purchase_order_revisions_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_vendor_links" ADD CONSTRAINT "purchase_order_vendor_links_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_lines" ADD CONSTRAINT "requisition_lines_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_attachments" ADD CONSTRAINT "quote_attachments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_rfq_line_id_rfq_lines_id_fk" FOREIGN KEY ("rfq_line_id") REFERENCES "public"."rfq_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_invitation_id_rfq_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."rfq_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_invitations" ADD CONSTRAINT "rfq_invitations_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_invitations" ADD CONSTRAINT "rfq_invitations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_requisition_line_id_requisition_lines_id_fk" FOREIGN KEY ("requisition_line_id") REFERENCES "public"."requisition_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_requisitions" ADD CONSTRAINT "rfq_requisitions_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_requisitions" ADD CONSTRAINT "rfq_requisitions_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_date_type_key" ON "exchange_rates" USING btree ("from_currency","to_currency","date","type");--> statement-breakpoint
CREATE INDEX "exchange_rates_pair_date_idx" ON "exchange_rates" USING btree ("from_currency","to_currency","date");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_ref_idx" ON "outbox_messages" USING btree ("ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_number_key" ON "deliveries" USING btree ("number");--> statement-breakpoint
CREATE INDEX "deliveries_ship_state_idx" ON "deliveries" USING btree ("ship_id","state");--> statement-breakpoint
CREATE INDEX "deliveries_po_idx" ON "deliveries" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "deliveries_source_idx" ON "deliveries" USING btree ("source_delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_lines_position_key" ON "delivery_lines" USING btree ("delivery_id","position");--> statement-breakpoint
CREATE INDEX "delivery_lines_po_line_idx" ON "delivery_lines" USING btree ("purchase_order_line_id");--> statement-breakpoint
CREATE INDEX "delivery_lines_source_idx" ON "delivery_lines" USING btree ("source_line_id");--> statement-breakpoint
CREATE INDEX "supply_windows_ship_from_idx" ON "supply_windows" USING btree ("ship_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_approvals_key" ON "purchase_order_approvals" USING btree ("purchase_order_id","revision","approver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_position_key" ON "purchase_order_lines" USING btree ("purchase_order_id","position");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_req_line_idx" ON "purchase_order_lines" USING btree ("requisition_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_revisions_key" ON "purchase_order_revisions" USING btree ("purchase_order_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_vendor_links_token_key" ON "purchase_order_vendor_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "purchase_order_vendor_links_po_idx" ON "purchase_order_vendor_links" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_key" ON "purchase_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "purchase_orders_ship_state_idx" ON "purchase_orders" USING btree ("ship_id","state");--> statement-breakpoint
CREATE INDEX "purchase_orders_state_created_idx" ON "purchase_orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_idx" ON "purchase_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_idx" ON "purchase_orders" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_ship_category_idx" ON "purchase_orders" USING btree ("ship_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requisition_lines_position_key" ON "requisition_lines" USING btree ("requisition_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "requisitions_number_key" ON "requisitions" USING btree ("number");--> statement-breakpoint
CREATE INDEX "requisitions_ship_state_idx" ON "requisitions" USING btree ("ship_id","state");--> statement-breakpoint
CREATE INDEX "requisitions_state_created_idx" ON "requisitions" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "requisitions_created_idx" ON "requisitions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_attachments_quote_idx" ON "quote_attachments" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_quote_line_key" ON "quote_lines" USING btree ("quote_id","rfq_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_invitation_revision_key" ON "quotes" USING btree ("invitation_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_draft_key" ON "quotes" USING btree ("invitation_id") WHERE "quotes"."status" = 'DRAFT';--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_invitations_rfq_vendor_key" ON "rfq_invitations" USING btree ("rfq_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_invitations_token_key" ON "rfq_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "rfq_invitations_vendor_idx" ON "rfq_invitations" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_lines_position_key" ON "rfq_lines" USING btree ("rfq_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_requisitions_key" ON "rfq_requisitions" USING btree ("rfq_id","requisition_id");--> statement-breakpoint
CREATE INDEX "rfq_requisitions_req_idx" ON "rfq_requisitions" USING btree ("requisition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfqs_number_key" ON "rfqs" USING btree ("number");--> statement-breakpoint
CREATE INDEX "rfqs_ship_state_idx" ON "rfqs" USING btree ("ship_id","state");--> statement-breakpoint
CREATE INDEX "rfqs_created_idx" ON "rfqs" USING btree ("created_at");