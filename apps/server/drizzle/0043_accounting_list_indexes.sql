DROP INDEX "bills_bill_date_idx";--> statement-breakpoint
CREATE INDEX "bills_date_id_idx" ON "bills" USING btree ("bill_date","id");--> statement-breakpoint
CREATE INDEX "bills_ship_date_idx" ON "bills" USING btree ("ship_id","bill_date","id");--> statement-breakpoint
CREATE INDEX "bills_vendor_date_idx" ON "bills" USING btree ("vendor_id","bill_date","id","ship_id");--> statement-breakpoint
CREATE INDEX "bills_open_due_idx" ON "bills" USING btree ("due_date","id") WHERE "bills"."state" IN ('POSTED','PARTIALLY_PAID');