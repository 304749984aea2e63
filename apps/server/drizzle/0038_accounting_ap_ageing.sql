CREATE TABLE "ap_open_balances" (
	"ship_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"currency" text NOT NULL,
	"open_base" numeric(20, 4) DEFAULT '0' NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ap_open_balances_ship_id_vendor_id_due_date_currency_pk" PRIMARY KEY("ship_id","vendor_id","due_date","currency")
);
--> statement-breakpoint
-- AP ageing roll-up (bill-ageing.table.ts): each open bill's open base amount per ship, vendor, due date and
-- base currency, kept in the writing transaction. Removed then added again on every change of what counts.
CREATE OR REPLACE FUNCTION accounting_ap_open_add(p_ship uuid, p_vendor uuid, p_due date, p_currency text,
  p_amount numeric, p_bills int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ap_open_balances AS a (ship_id, vendor_id, due_date, currency, open_base, bills)
  VALUES (p_ship, p_vendor, p_due, p_currency, p_amount, p_bills)
  ON CONFLICT (ship_id, vendor_id, due_date, currency) DO UPDATE
    SET open_base = a.open_base + EXCLUDED.open_base, bills = a.bills + EXCLUDED.bills;
  DELETE FROM ap_open_balances
  WHERE ship_id = p_ship AND vendor_id = p_vendor AND due_date = p_due AND currency = p_currency AND bills = 0;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION accounting_ap_open_on_bill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.state IN ('POSTED', 'PARTIALLY_PAID');
  v_new boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.state IN ('POSTED', 'PARTIALLY_PAID');
BEGIN
  IF v_old AND v_new AND (OLD.ship_id, OLD.vendor_id, OLD.due_date, OLD.base_currency, OLD.total, OLD.paid_amount, OLD.rate)
      IS NOT DISTINCT FROM (NEW.ship_id, NEW.vendor_id, NEW.due_date, NEW.base_currency, NEW.total, NEW.paid_amount, NEW.rate) THEN
    RETURN NULL;
  END IF;
  IF v_old THEN
    PERFORM accounting_ap_open_add(OLD.ship_id, OLD.vendor_id, OLD.due_date, OLD.base_currency,
      -round((OLD.total - OLD.paid_amount) * OLD.rate, 4), -1);
  END IF;
  IF v_new THEN
    PERFORM accounting_ap_open_add(NEW.ship_id, NEW.vendor_id, NEW.due_date, NEW.base_currency,
      round((NEW.total - NEW.paid_amount) * NEW.rate, 4), 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounting_ap_open_bills
  AFTER INSERT OR DELETE OR UPDATE OF state, ship_id, vendor_id, due_date, base_currency, total, paid_amount, rate
  ON bills FOR EACH ROW EXECUTE FUNCTION accounting_ap_open_on_bill();
--> statement-breakpoint
INSERT INTO ap_open_balances (ship_id, vendor_id, due_date, currency, open_base, bills)
SELECT ship_id, vendor_id, due_date, base_currency, sum(round((total - paid_amount) * rate, 4)), count(*)::int
FROM bills WHERE state IN ('POSTED', 'PARTIALLY_PAID') GROUP BY 1, 2, 3, 4;
