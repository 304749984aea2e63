ALTER TABLE "company_config" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "company_config" ADD COLUMN "bill_tolerance_percent" numeric(7, 4);--> statement-breakpoint
ALTER TABLE "company_config" ADD COLUMN "bill_tolerance_absolute" numeric(18, 4);