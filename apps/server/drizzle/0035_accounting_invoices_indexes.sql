DROP INDEX "invoices_created_idx";--> statement-breakpoint
CREATE INDEX "invoices_created_id_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("due_date","id") WHERE "invoices"."state" IN ('ISSUED', 'PARTIALLY_PAID');