CREATE SEQUENCE "public"."purchase_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "company_config" ADD COLUMN "approval_tiers" jsonb DEFAULT '[{"upTo":"10000","approvals":1},{"upTo":null,"approvals":2}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "send_back_reason" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "vendor_response" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "vendor_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "vendor_responded_by" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "purchase_orders_ship_created_idx" ON "purchase_orders" USING btree ("ship_id","created_at");