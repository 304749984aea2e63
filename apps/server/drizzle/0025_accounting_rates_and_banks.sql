CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"owner_type" text NOT NULL,
	"vendor_id" uuid,
	"customer_id" uuid,
	"agent_id" uuid,
	"bank_name" text NOT NULL,
	"country" text NOT NULL,
	"iban" text,
	"bic" text,
	"account_number" text,
	"currency" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "bank_accounts_owner_check" CHECK (("bank_accounts"."owner_type" = 'company' AND "bank_accounts"."vendor_id" IS NULL AND "bank_accounts"."customer_id" IS NULL AND "bank_accounts"."agent_id" IS NULL)
        OR ("bank_accounts"."owner_type" = 'vendor' AND "bank_accounts"."vendor_id" IS NOT NULL AND "bank_accounts"."customer_id" IS NULL AND "bank_accounts"."agent_id" IS NULL)
        OR ("bank_accounts"."owner_type" = 'customer' AND "bank_accounts"."customer_id" IS NOT NULL AND "bank_accounts"."vendor_id" IS NULL AND "bank_accounts"."agent_id" IS NULL)
        OR ("bank_accounts"."owner_type" = 'agent' AND "bank_accounts"."agent_id" IS NOT NULL AND "bank_accounts"."vendor_id" IS NULL AND "bank_accounts"."customer_id" IS NULL)),
	CONSTRAINT "bank_accounts_identity_check" CHECK ("bank_accounts"."iban" IS NOT NULL OR "bank_accounts"."account_number" IS NOT NULL)
);
--> statement-breakpoint
DROP INDEX "exchange_rates_pair_date_type_key";--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "superseded_by_id" uuid;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "supersedes_id" uuid;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_vendor_idx" ON "bank_accounts" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_customer_idx" ON "bank_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_agent_idx" ON "bank_accounts" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_iban_idx" ON "bank_accounts" USING btree ("iban");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_default_key" ON "bank_accounts" USING btree ("owner_type",coalesce("vendor_id", "customer_id", "agent_id", '00000000-0000-0000-0000-000000000000'::uuid),"currency") WHERE "bank_accounts"."is_default" AND "bank_accounts"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_date_type_key" ON "exchange_rates" USING btree ("from_currency","to_currency","date","type") WHERE "exchange_rates"."superseded_at" IS NULL;