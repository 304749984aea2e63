ALTER TABLE "bills" ADD COLUMN "po_currency" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "po_rate" numeric(24, 10) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "po_rate_date" date;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "po_rate_source" text;