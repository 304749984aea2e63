CREATE TABLE "bill_totals" (
	"ship_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"state" text NOT NULL,
	"total_base" numeric(20, 4) DEFAULT '0' NOT NULL,
	"open_base" numeric(20, 4) DEFAULT '0' NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bill_totals_ship_id_vendor_id_state_pk" PRIMARY KEY("ship_id","vendor_id","state")
);
--> statement-breakpoint
CREATE TABLE "invoice_totals" (
	"ship_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"state" text NOT NULL,
	"base_currency" text NOT NULL,
	"total_base" numeric(20, 4) DEFAULT '0' NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_totals_ship_id_customer_id_state_base_currency_pk" PRIMARY KEY("ship_id","customer_id","state","base_currency")
);
--> statement-breakpoint
DROP INDEX "invoices_created_id_idx";--> statement-breakpoint
DROP INDEX "invoices_open_due_idx";--> statement-breakpoint
CREATE INDEX "invoices_created_id_ship_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"ship_id");--> statement-breakpoint
CREATE INDEX "invoices_open_due_ship_idx" ON "invoices" USING btree ("due_date","id","ship_id") WHERE "invoices"."state" IN ('ISSUED', 'PARTIALLY_PAID');--> statement-breakpoint
-- List totals roll-ups (invoice-totals.table.ts, bill-totals.table.ts; docs/accounting-invoices.md and
-- docs/accounting-bills.md "Totals roll-up"): every invoice / bill counted with its base-currency amounts per
-- ship, party and state, kept in the writing transaction. Removed then added again on every change of what
-- counts; empty rows are deleted.
CREATE OR REPLACE FUNCTION accounting_invoice_totals_add(p_ship uuid, p_customer uuid, p_state text, p_base text,
  p_total numeric, p_invoices int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_totals AS a (ship_id, customer_id, state, base_currency, total_base, invoices)
  VALUES (p_ship, p_customer, p_state, p_base, p_total, p_invoices)
  ON CONFLICT (ship_id, customer_id, state, base_currency) DO UPDATE
    SET total_base = a.total_base + EXCLUDED.total_base, invoices = a.invoices + EXCLUDED.invoices;
  DELETE FROM invoice_totals
  WHERE ship_id = p_ship AND customer_id = p_customer AND state = p_state AND base_currency = p_base
    AND invoices = 0;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION accounting_invoice_totals_on_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.ship_id, OLD.customer_id, OLD.state, OLD.base_currency, OLD.total_base,
      OLD.credited_base) IS NOT DISTINCT FROM (NEW.ship_id, NEW.customer_id, NEW.state, NEW.base_currency,
      NEW.total_base, NEW.credited_base) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM accounting_invoice_totals_add(OLD.ship_id, OLD.customer_id, OLD.state, OLD.base_currency,
      -(coalesce(OLD.total_base, 0) - OLD.credited_base), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM accounting_invoice_totals_add(NEW.ship_id, NEW.customer_id, NEW.state, NEW.base_currency,
      coalesce(NEW.total_base, 0) - NEW.credited_base, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounting_invoice_totals
  AFTER INSERT OR DELETE OR UPDATE OF ship_id, customer_id, state, base_currency, total_base, credited_base
  ON invoices FOR EACH ROW EXECUTE FUNCTION accounting_invoice_totals_on_invoice();
--> statement-breakpoint
INSERT INTO invoice_totals (ship_id, customer_id, state, base_currency, total_base, invoices)
SELECT ship_id, customer_id, state, base_currency, sum(coalesce(total_base, 0) - credited_base), count(*)::int
FROM invoices GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION accounting_bill_totals_add(p_ship uuid, p_vendor uuid, p_state text, p_total numeric,
  p_open numeric, p_bills int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bill_totals AS a (ship_id, vendor_id, state, total_base, open_base, bills)
  VALUES (p_ship, p_vendor, p_state, p_total, p_open, p_bills)
  ON CONFLICT (ship_id, vendor_id, state) DO UPDATE
    SET total_base = a.total_base + EXCLUDED.total_base, open_base = a.open_base + EXCLUDED.open_base,
        bills = a.bills + EXCLUDED.bills;
  DELETE FROM bill_totals WHERE ship_id = p_ship AND vendor_id = p_vendor AND state = p_state AND bills = 0;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION accounting_bill_open_base(p_state text, p_total numeric, p_paid numeric,
  p_credited numeric, p_rate numeric) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_state IN ('POSTED', 'PARTIALLY_PAID') THEN round((p_total - p_paid - p_credited) * p_rate, 4)
    ELSE 0 END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION accounting_bill_totals_on_bill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.ship_id, OLD.vendor_id, OLD.state, OLD.total_base, OLD.total, OLD.paid_amount,
      OLD.credited_amount, OLD.rate) IS NOT DISTINCT FROM (NEW.ship_id, NEW.vendor_id, NEW.state, NEW.total_base,
      NEW.total, NEW.paid_amount, NEW.credited_amount, NEW.rate) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM accounting_bill_totals_add(OLD.ship_id, OLD.vendor_id, OLD.state, -coalesce(OLD.total_base, 0),
      -accounting_bill_open_base(OLD.state, OLD.total, OLD.paid_amount, OLD.credited_amount, OLD.rate), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM accounting_bill_totals_add(NEW.ship_id, NEW.vendor_id, NEW.state, coalesce(NEW.total_base, 0),
      accounting_bill_open_base(NEW.state, NEW.total, NEW.paid_amount, NEW.credited_amount, NEW.rate), 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounting_bill_totals
  AFTER INSERT OR DELETE OR UPDATE OF ship_id, vendor_id, state, total_base, total, paid_amount, credited_amount, rate
  ON bills FOR EACH ROW EXECUTE FUNCTION accounting_bill_totals_on_bill();
--> statement-breakpoint
INSERT INTO bill_totals (ship_id, vendor_id, state, total_base, open_base, bills)
SELECT ship_id, vendor_id, state, sum(coalesce(total_base, 0)),
  sum(accounting_bill_open_base(state, total, paid_amount, credited_amount, rate)), count(*)::int
FROM bills GROUP BY 1, 2, 3;
