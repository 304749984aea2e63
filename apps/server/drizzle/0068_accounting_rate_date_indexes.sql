CREATE INDEX "bill_payments_rate_date_idx" ON "bill_payments" USING btree ("rate_date");--> statement-breakpoint
CREATE INDEX "bills_rate_date_idx" ON "bills" USING btree ("rate_date");--> statement-breakpoint
CREATE INDEX "bills_po_rate_date_idx" ON "bills" USING btree ("po_rate_date") WHERE "bills"."po_rate_date" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "expenses_rate_date_idx" ON "expenses" USING btree ("rate_date");--> statement-breakpoint
CREATE INDEX "invoice_lines_rate_date_idx" ON "invoice_lines" USING btree ("rate_date");--> statement-breakpoint
CREATE INDEX "purchase_orders_rate_date_idx" ON "purchase_orders" USING btree ("rate_date");