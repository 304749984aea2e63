CREATE TABLE "customer_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"email" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"address_lines" text[] NOT NULL,
	"city" text NOT NULL,
	"postal_code" text,
	"country" text NOT NULL,
	"tax_id" text,
	"currency" text NOT NULL,
	"payment_terms_days" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "customers_payment_terms_check" CHECK ("customers"."payment_terms_days" BETWEEN 0 AND 365)
);
--> statement-breakpoint
CREATE TABLE "bunker_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"supplier_id" uuid NOT NULL,
	"port_locode" text NOT NULL,
	"port_name" text NOT NULL,
	"grade" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"source" text NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text,
	CONSTRAINT "bunker_prices_price_check" CHECK ("bunker_prices"."price" > 0),
	CONSTRAINT "bunker_prices_dates_check" CHECK ("bunker_prices"."valid_until" IS NULL OR "bunker_prices"."valid_until" >= "bunker_prices"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "bunker_supplier_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"email" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "bunker_supplier_ports" (
	"supplier_id" uuid NOT NULL,
	"locode" text NOT NULL,
	"port_name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bunker_supplier_ports_pkey" PRIMARY KEY("supplier_id","locode")
);
--> statement-breakpoint
CREATE TABLE "bunker_suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"website" text,
	"notes" text DEFAULT '' NOT NULL,
	"rating" smallint,
	"rated_by_id" uuid,
	"rated_by_name" text,
	"rated_at" timestamp with time zone,
	CONSTRAINT "bunker_suppliers_rating_check" CHECK ("bunker_suppliers"."rating" IS NULL OR "bunker_suppliers"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bunker_prices" ADD CONSTRAINT "bunker_prices_supplier_id_bunker_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."bunker_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bunker_prices" ADD CONSTRAINT "bunker_prices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bunker_supplier_contacts" ADD CONSTRAINT "bunker_supplier_contacts_supplier_id_bunker_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."bunker_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bunker_supplier_ports" ADD CONSTRAINT "bunker_supplier_ports_supplier_id_bunker_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."bunker_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bunker_suppliers" ADD CONSTRAINT "bunker_suppliers_rated_by_id_users_id_fk" FOREIGN KEY ("rated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("customer_id","position");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tax_id_key" ON "customers" USING btree ("tax_id");--> statement-breakpoint
CREATE INDEX "bunker_prices_lookup_idx" ON "bunker_prices" USING btree ("supplier_id","port_locode","grade","valid_from");--> statement-breakpoint
CREATE INDEX "bunker_prices_grade_idx" ON "bunker_prices" USING btree ("grade","port_locode");--> statement-breakpoint
CREATE INDEX "bunker_supplier_contacts_supplier_idx" ON "bunker_supplier_contacts" USING btree ("supplier_id","position");--> statement-breakpoint
CREATE INDEX "bunker_supplier_ports_locode_idx" ON "bunker_supplier_ports" USING btree ("locode");--> statement-breakpoint
CREATE INDEX "bunker_suppliers_name_idx" ON "bunker_suppliers" USING btree ("name");