CREATE TABLE "bill_credit_note_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"bill_line_id" uuid NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	CONSTRAINT "bill_credit_note_lines_amount_check" CHECK ("bill_credit_note_lines"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bills" DROP CONSTRAINT "bills_paid_check";--> statement-breakpoint
DROP INDEX "bill_credit_notes_bill_key";--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "credited_amount" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "credited_amount" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "credited_unordered" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_credit_note_lines" ADD CONSTRAINT "bill_credit_note_lines_credit_note_id_bill_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."bill_credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_credit_note_lines" ADD CONSTRAINT "bill_credit_note_lines_bill_line_id_bill_lines_id_fk" FOREIGN KEY ("bill_line_id") REFERENCES "public"."bill_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_credit_note_lines_note_idx" ON "bill_credit_note_lines" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "bill_credit_notes_bill_idx" ON "bill_credit_notes" USING btree ("bill_id");--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_credited_check" CHECK ("bill_lines"."credited_amount" >= 0 AND "bill_lines"."credited_amount" <= "bill_lines"."line_total");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_paid_check" CHECK ("bills"."paid_amount" >= 0 AND "bills"."credited_amount" >= 0 AND "bills"."paid_amount" + "bills"."credited_amount" <= "bills"."total");--> statement-breakpoint
-- Bills reversed before partial credit notes: their one credit note credited every line in full.
UPDATE "bill_lines" l SET "credited_amount" = l."line_total"
FROM "bills" b WHERE b."id" = l."bill_id" AND b."state" = 'REVERSED';--> statement-breakpoint
UPDATE "bills" b SET "credited_amount" = b."total",
  "credited_unordered" = coalesce((SELECT sum(l."line_total") FROM "bill_lines" l
    WHERE l."bill_id" = b."id" AND l."purchase_order_id" IS NULL), 0)
WHERE b."state" = 'REVERSED';--> statement-breakpoint
INSERT INTO "bill_credit_note_lines" ("credit_note_id", "bill_line_id", "amount")
SELECT n."id", l."id", l."line_total" FROM "bill_credit_notes" n JOIN "bill_lines" l ON l."bill_id" = n."bill_id"
WHERE l."line_total" > 0;--> statement-breakpoint
-- AP roll-up (0038): the open amount is total − paid − credited.
CREATE OR REPLACE FUNCTION accounting_ap_open_on_bill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.state IN ('POSTED', 'PARTIALLY_PAID');
  v_new boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.state IN ('POSTED', 'PARTIALLY_PAID');
BEGIN
  IF v_old AND v_new AND (OLD.ship_id, OLD.vendor_id, OLD.due_date, OLD.base_currency, OLD.total, OLD.paid_amount, OLD.credited_amount, OLD.rate)
      IS NOT DISTINCT FROM (NEW.ship_id, NEW.vendor_id, NEW.due_date, NEW.base_currency, NEW.total, NEW.paid_amount, NEW.credited_amount, NEW.rate) THEN
    RETURN NULL;
  END IF;
  IF v_old THEN
    PERFORM accounting_ap_open_add(OLD.ship_id, OLD.vendor_id, OLD.due_date, OLD.base_currency,
      -round((OLD.total - OLD.paid_amount - OLD.credited_amount) * OLD.rate, 4), -1);
  END IF;
  IF v_new THEN
    PERFORM accounting_ap_open_add(NEW.ship_id, NEW.vendor_id, NEW.due_date, NEW.base_currency,
      round((NEW.total - NEW.paid_amount - NEW.credited_amount) * NEW.rate, 4), 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS accounting_ap_open_bills ON bills;--> statement-breakpoint
CREATE TRIGGER accounting_ap_open_bills
  AFTER INSERT OR DELETE OR UPDATE OF state, ship_id, vendor_id, due_date, base_currency, total, paid_amount, credited_amount, rate
  ON bills FOR EACH ROW EXECUTE FUNCTION accounting_ap_open_on_bill();
--> statement-breakpoint
-- Budget actual of PO-less lines (0036): less their credited part (credited_unordered, at the bill's rate).
CREATE OR REPLACE FUNCTION accounting_budget_actual_on_bill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.state IN ('POSTED', 'PARTIALLY_PAID', 'PAID');
  v_new boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.state IN ('POSTED', 'PARTIALLY_PAID', 'PAID');
BEGIN
  IF v_old AND v_new AND (OLD.ship_id, OLD.category_id, OLD.bill_date, OLD.base_currency, OLD.total_base, OLD.rate, OLD.credited_unordered)
      IS NOT DISTINCT FROM (NEW.ship_id, NEW.category_id, NEW.bill_date, NEW.base_currency, NEW.total_base, NEW.rate, NEW.credited_unordered) THEN
    RETURN NULL;
  END IF;
  IF v_old THEN
    PERFORM purchasing_commitment_add(OLD.ship_id, OLD.category_id, OLD.bill_date::timestamp AT TIME ZONE 'UTC',
      OLD.base_currency, 0, 0,
      -(accounting_bill_unordered_base(OLD.id, OLD.total_base, OLD.rate) - round(OLD.credited_unordered * OLD.rate, 2)));
  END IF;
  IF v_new THEN
    PERFORM purchasing_commitment_add(NEW.ship_id, NEW.category_id, NEW.bill_date::timestamp AT TIME ZONE 'UTC',
      NEW.base_currency, 0, 0,
      accounting_bill_unordered_base(NEW.id, NEW.total_base, NEW.rate) - round(NEW.credited_unordered * NEW.rate, 2));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS accounting_budget_actual_bills ON bills;--> statement-breakpoint
CREATE TRIGGER accounting_budget_actual_bills
  AFTER INSERT OR DELETE OR UPDATE OF state, ship_id, category_id, bill_date, base_currency, total_base, rate, credited_unordered
  ON bills FOR EACH ROW EXECUTE FUNCTION accounting_budget_actual_on_bill();
