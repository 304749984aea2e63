CREATE TABLE "agent_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"email" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"port_locode" text NOT NULL,
	"port_name" text NOT NULL,
	"address_lines" text[] NOT NULL,
	"city" text NOT NULL,
	"postal_code" text,
	"country" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_months" (
	"revision_id" uuid NOT NULL,
	"month" smallint NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	CONSTRAINT "budget_months_revision_id_month_pk" PRIMARY KEY("revision_id","month"),
	CONSTRAINT "budget_months_month_check" CHECK ("budget_months"."month" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "budget_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"budget_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ship_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent_id" uuid,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"email" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "vendor_ports" (
	"vendor_id" uuid NOT NULL,
	"locode" text NOT NULL,
	"port_name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "vendor_ports_vendor_id_locode_pk" PRIMARY KEY("vendor_id","locode")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"address_lines" text[] NOT NULL,
	"city" text NOT NULL,
	"postal_code" text,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"rating" integer,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_contacts" ADD CONSTRAINT "agent_contacts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_months" ADD CONSTRAINT "budget_months_revision_id_budget_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."budget_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_revisions" ADD CONSTRAINT "budget_revisions_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_parent_id_expense_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."expense_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_contacts" ADD CONSTRAINT "vendor_contacts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ports" ADD CONSTRAINT "vendor_ports_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contacts_agent_idx" ON "agent_contacts" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_name_port_key" ON "agents" USING btree (lower("name"),"port_locode");--> statement-breakpoint
CREATE INDEX "agents_port_idx" ON "agents" USING btree ("port_locode");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_revisions_budget_revision_key" ON "budget_revisions" USING btree ("budget_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_ship_category_year_key" ON "budgets" USING btree ("ship_id","category_id","year");--> statement-breakpoint
CREATE INDEX "budgets_year_idx" ON "budgets" USING btree ("year");--> statement-breakpoint
CREATE INDEX "budgets_category_idx" ON "budgets" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_code_key" ON "expense_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "expense_categories_parent_idx" ON "expense_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "vendor_contacts_vendor_idx" ON "vendor_contacts" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_ports_locode_idx" ON "vendor_ports" USING btree ("locode");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_code_key" ON "vendors" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vendors_name_idx" ON "vendors" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vendors_categories_idx" ON "vendors" USING gin ("categories");