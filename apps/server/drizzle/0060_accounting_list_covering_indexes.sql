DROP INDEX "bills_date_id_idx";--> statement-breakpoint
DROP INDEX "bills_open_due_idx";--> statement-breakpoint
CREATE INDEX "bills_date_id_ship_idx" ON "bills" USING btree ("bill_date","id","ship_id");--> statement-breakpoint
CREATE INDEX "bills_open_due_ship_idx" ON "bills" USING btree ("due_date","id","ship_id") WHERE "bills"."state" IN ('POSTED','PARTIALLY_PAID');--> statement-breakpoint
CREATE INDEX "invoices_customer_created_idx" ON "invoices" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"ship_id");