CREATE TABLE "invoice_credit_note_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"invoice_line_id" uuid NOT NULL,
	"amount" numeric(18, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"subtotal" numeric(18, 4) NOT NULL,
	"vat_amount" numeric(18, 4) NOT NULL,
	"total" numeric(18, 4) NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "credited_amount" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_amount" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_base" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_credit_note_lines" ADD CONSTRAINT "invoice_credit_note_lines_credit_note_id_invoice_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoice_credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credit_note_lines" ADD CONSTRAINT "invoice_credit_note_lines_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD CONSTRAINT "invoice_credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_credit_note_lines_note_idx" ON "invoice_credit_note_lines" USING btree ("credit_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_credit_notes_number_key" ON "invoice_credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoice_credit_notes_invoice_idx" ON "invoice_credit_notes" USING btree ("invoice_id","created_at");--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_credited_check" CHECK ("invoice_lines"."credited_amount" >= 0 AND "invoice_lines"."credited_amount" <= greatest("invoice_lines"."line_total", 0));--> statement-breakpoint
-- Invoices credited in full before partial credit notes: one credit note each (their CN number), every line credited.
INSERT INTO "invoice_credit_notes" ("invoice_id", "number", "date", "reason", "subtotal", "vat_amount", "total", "created_at")
SELECT "id", "credit_note_number", coalesce("credited_at", now())::date, coalesce("credit_reason", ''), "subtotal", "vat_amount", "total", coalesce("credited_at", now())
FROM "invoices" WHERE "state" = 'CREDITED' AND "credit_note_number" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "invoice_credit_note_lines" ("credit_note_id", "invoice_line_id", "amount")
SELECT n."id", l."id", greatest(l."line_total", 0)
FROM "invoice_credit_notes" n JOIN "invoice_lines" l ON l."invoice_id" = n."invoice_id" WHERE l."line_total" > 0;
--> statement-breakpoint
UPDATE "invoice_lines" l SET "credited_amount" = greatest(l."line_total", 0)
FROM "invoices" i WHERE i."id" = l."invoice_id" AND i."state" = 'CREDITED';
--> statement-breakpoint
UPDATE "invoices" SET "credited_amount" = "total", "credited_base" = coalesce("total_base", 0) WHERE "state" = 'CREDITED';
--> statement-breakpoint
-- AR roll-up (0045): an open invoice's open amount is total − paid − credited, its base total less what was credited.
CREATE OR REPLACE FUNCTION accounting_ar_open_on_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.state IN ('ISSUED', 'PARTIALLY_PAID');
  v_new boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.state IN ('ISSUED', 'PARTIALLY_PAID');
BEGIN
  IF v_old AND v_new AND (OLD.ship_id, OLD.customer_id, OLD.state, OLD.due_date, OLD.currency, OLD.base_currency,
      OLD.total, OLD.paid_amount, OLD.total_base, OLD.credited_amount, OLD.credited_base)
      IS NOT DISTINCT FROM (NEW.ship_id, NEW.customer_id, NEW.state, NEW.due_date, NEW.currency, NEW.base_currency,
      NEW.total, NEW.paid_amount, NEW.total_base, NEW.credited_amount, NEW.credited_base) THEN
    RETURN NULL;
  END IF;
  IF v_old THEN
    PERFORM accounting_ar_open_add(OLD.ship_id, OLD.customer_id, OLD.state, OLD.due_date, OLD.currency,
      OLD.base_currency, -(OLD.total - OLD.paid_amount - OLD.credited_amount),
      -(coalesce(OLD.total_base, 0) - OLD.credited_base), -1);
  END IF;
  IF v_new THEN
    PERFORM accounting_ar_open_add(NEW.ship_id, NEW.customer_id, NEW.state, NEW.due_date, NEW.currency,
      NEW.base_currency, NEW.total - NEW.paid_amount - NEW.credited_amount,
      coalesce(NEW.total_base, 0) - NEW.credited_base, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER accounting_ar_open_invoices ON invoices;
--> statement-breakpoint
CREATE TRIGGER accounting_ar_open_invoices
  AFTER INSERT OR DELETE OR UPDATE OF state, ship_id, customer_id, due_date, currency, base_currency, total,
    paid_amount, total_base, credited_amount, credited_base
  ON invoices FOR EACH ROW EXECUTE FUNCTION accounting_ar_open_on_invoice();
