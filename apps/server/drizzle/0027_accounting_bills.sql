CREATE SEQUENCE "public"."bill_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bill_credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"purchase_order_id" uuid,
	"purchase_order_line_id" uuid,
	"description" text NOT NULL,
	"unit" text DEFAULT 'pcs' NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"line_total" numeric(18, 4) NOT NULL,
	"match_status" text DEFAULT 'UNMATCHED' NOT NULL,
	"rebillable" boolean DEFAULT false NOT NULL,
	"invoice_line_id" uuid,
	"invoiced_at" timestamp with time zone,
	CONSTRAINT "bill_lines_quantity_check" CHECK ("bill_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "bill_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"rate" numeric(24, 10) NOT NULL,
	"rate_date" date,
	"rate_source" text,
	"amount_base" numeric(18, 4) NOT NULL,
	"exchange_difference" numeric(18, 4) DEFAULT '0' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text,
	CONSTRAINT "bill_payments_amount_check" CHECK ("bill_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"ship_id" uuid NOT NULL,
	"vendor_invoice_number" text NOT NULL,
	"vendor_invoice_key" text NOT NULL,
	"duplicate_override_reason" text,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"currency" text NOT NULL,
	"base_currency" text NOT NULL,
	"rate" numeric(24, 10) DEFAULT '1' NOT NULL,
	"rate_date" date,
	"rate_source" text,
	"total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"total_base" numeric(18, 4) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"match_status" text DEFAULT 'MATCHED' NOT NULL,
	"mismatch_reason" text,
	"cancel_reason" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text,
	"posted_at" timestamp with time zone,
	"posted_by_id" uuid,
	"posted_by_name" text,
	CONSTRAINT "bills_paid_check" CHECK ("bills"."paid_amount" >= 0 AND "bills"."paid_amount" <= "bills"."total")
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ship_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"party_type" text NOT NULL,
	"agent_id" uuid,
	"expense_date" date NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"currency" text NOT NULL,
	"base_currency" text NOT NULL,
	"rate" numeric(24, 10) DEFAULT '1' NOT NULL,
	"rate_date" date,
	"rate_source" text,
	"base_amount" numeric(18, 4) NOT NULL,
	"rebillable" boolean DEFAULT false NOT NULL,
	"customer_id" uuid,
	"receipt_key" text,
	"receipt_name" text,
	"receipt_mime" text,
	"receipt_size" integer,
	"receipt_sha256" text,
	"receipt_uploaded_at" timestamp with time zone,
	"invoiced_at" timestamp with time zone,
	"invoice_id" uuid,
	"invoice_line_id" uuid,
	"created_by_id" uuid,
	"created_by_name" text,
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount" > 0),
	CONSTRAINT "expenses_rate_check" CHECK ("expenses"."rate" > 0),
	CONSTRAINT "expenses_party_type_check" CHECK ("expenses"."party_type" IN ('agent', 'vessel', 'office')),
	CONSTRAINT "expenses_agent_check" CHECK (("expenses"."party_type" = 'agent') = ("expenses"."agent_id" IS NOT NULL)),
	CONSTRAINT "expenses_invoiced_check" CHECK ("expenses"."invoiced_at" IS NULL OR ("expenses"."rebillable" AND "expenses"."invoice_line_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "bill_credit_notes" ADD CONSTRAINT "bill_credit_notes_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_purchase_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("purchase_order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_credit_notes_bill_key" ON "bill_credit_notes" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_credit_notes_number_key" ON "bill_credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_position_key" ON "bill_lines" USING btree ("bill_id","position");--> statement-breakpoint
CREATE INDEX "bill_lines_po_line_idx" ON "bill_lines" USING btree ("purchase_order_line_id");--> statement-breakpoint
CREATE INDEX "bill_lines_po_idx" ON "bill_lines" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "bill_lines_rebillable_idx" ON "bill_lines" USING btree ("rebillable") WHERE "bill_lines"."rebillable" AND "bill_lines"."invoice_line_id" IS NULL;--> statement-breakpoint
CREATE INDEX "bill_payments_bill_idx" ON "bill_payments" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_number_key" ON "bills" USING btree ("number");--> statement-breakpoint
CREATE INDEX "bills_ship_state_due_idx" ON "bills" USING btree ("ship_id","state","due_date");--> statement-breakpoint
CREATE INDEX "bills_vendor_state_idx" ON "bills" USING btree ("vendor_id","state");--> statement-breakpoint
CREATE INDEX "bills_created_idx" ON "bills" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bills_vendor_key_idx" ON "bills" USING btree ("vendor_id","vendor_invoice_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_vendor_invoice_live_key" ON "bills" USING btree ("vendor_id","vendor_invoice_key") WHERE "bills"."duplicate_override_reason" IS NULL AND "bills"."state" IN ('POSTED','PARTIALLY_PAID','PAID');--> statement-breakpoint
CREATE INDEX "expenses_ship_date_idx" ON "expenses" USING btree ("ship_id","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("expense_date");--> statement-breakpoint
CREATE INDEX "expenses_category_idx" ON "expenses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "expenses_agent_idx" ON "expenses" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "expenses_customer_idx" ON "expenses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "expenses_rebillable_open_idx" ON "expenses" USING btree ("ship_id","currency") WHERE "expenses"."rebillable" AND "expenses"."invoiced_at" IS NULL;