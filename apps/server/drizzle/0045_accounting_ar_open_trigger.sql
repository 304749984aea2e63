-- AR roll-up (invoice-ageing.table.ts, docs/accounting-invoices.md "AR roll-up"): each open invoice's open
-- amount, base-currency total and count per ship, customer, state, due date and currencies, kept in the
-- writing transaction. Removed then added again on every change of what counts; empty rows are deleted.
CREATE OR REPLACE FUNCTION accounting_ar_open_add(p_ship uuid, p_customer uuid, p_state text, p_due date,
  p_currency text, p_base text, p_open numeric, p_base_total numeric, p_invoices int) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ar_open_balances AS a
    (ship_id, customer_id, state, due_date, currency, base_currency, open_amount, total_base, invoices)
  VALUES (p_ship, p_customer, p_state, p_due, p_currency, p_base, p_open, p_base_total, p_invoices)
  ON CONFLICT (ship_id, customer_id, state, due_date, currency, base_currency) DO UPDATE
    SET open_amount = a.open_amount + EXCLUDED.open_amount,
        total_base = a.total_base + EXCLUDED.total_base,
        invoices = a.invoices + EXCLUDED.invoices;
  DELETE FROM ar_open_balances
  WHERE ship_id = p_ship AND customer_id = p_customer AND state = p_state AND due_date = p_due
    AND currency = p_currency AND base_currency = p_base AND invoices = 0;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION accounting_ar_open_on_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.state IN ('ISSUED', 'PARTIALLY_PAID');
  v_new boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.state IN ('ISSUED', 'PARTIALLY_PAID');
BEGIN
  IF v_old AND v_new AND (OLD.ship_id, OLD.customer_id, OLD.state, OLD.due_date, OLD.currency, OLD.base_currency,
      OLD.total, OLD.paid_amount, OLD.total_base)
      IS NOT DISTINCT FROM (NEW.ship_id, NEW.customer_id, NEW.state, NEW.due_date, NEW.currency, NEW.base_currency,
      NEW.total, NEW.paid_amount, NEW.total_base) THEN
    RETURN NULL;
  END IF;
  IF v_old THEN
    PERFORM accounting_ar_open_add(OLD.ship_id, OLD.customer_id, OLD.state, OLD.due_date, OLD.currency,
      OLD.base_currency, -(OLD.total - OLD.paid_amount), -coalesce(OLD.total_base, 0), -1);
  END IF;
  IF v_new THEN
    PERFORM accounting_ar_open_add(NEW.ship_id, NEW.customer_id, NEW.state, NEW.due_date, NEW.currency,
      NEW.base_currency, NEW.total - NEW.paid_amount, coalesce(NEW.total_base, 0), 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounting_ar_open_invoices
  AFTER INSERT OR DELETE OR UPDATE OF state, ship_id, customer_id, due_date, currency, base_currency, total,
    paid_amount, total_base
  ON invoices FOR EACH ROW EXECUTE FUNCTION accounting_ar_open_on_invoice();
--> statement-breakpoint
INSERT INTO ar_open_balances
  (ship_id, customer_id, state, due_date, currency, base_currency, open_amount, total_base, invoices)
SELECT ship_id, customer_id, state, due_date, currency, base_currency, sum(total - paid_amount),
  sum(coalesce(total_base, 0)), count(*)::int
FROM invoices WHERE state IN ('ISSUED', 'PARTIALLY_PAID') GROUP BY 1, 2, 3, 4, 5, 6;
