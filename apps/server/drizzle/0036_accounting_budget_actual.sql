ALTER TABLE "bills" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Budgets' actual spend of expenses and of bills without a PO (docs/accounting-bills.md "Budget, each amount
-- once"). Same roll-up as the POs' billed amounts: purchasing_commitment_add (0012/0014/0021) in the writing
-- transaction, per ship, category, month of the expense/bill date and base currency. PO lines of a bill are
-- not counted here: posting adds them to purchase_orders.billed_amount, whose trigger moves them to actual.
-- The base amount of a bill's PO-less lines: the whole total_base when it has no PO line, else those lines
-- at the bill's rate. Lines change only on drafts, which count nothing, so the amount is stable while counted.
CREATE OR REPLACE FUNCTION accounting_bill_unordered_base(p_bill uuid, p_total_base numeric, p_rate numeric)
RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN bool_or(l.purchase_order_id IS NOT NULL) IS NOT TRUE THEN p_total_base
              ELSE round(coalesce(sum(l.line_total) FILTER (WHERE l.purchase_order_id IS NULL), 0) * p_rate, 2) END
  FROM bill_lines l WHERE l.bill_id = p_bill
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION accounting_budget_actual_on_bill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.state IN ('POSTED', 'PARTIALLY_PAID', 'PAID');
  v_new boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.state IN ('POSTED', 'PARTIALLY_PAID', 'PAID');
BEGIN
  IF v_old AND v_new AND (OLD.ship_id, OLD.category_id, OLD.bill_date, OLD.base_currency, OLD.total_base, OLD.rate)
      IS NOT DISTINCT FROM (NEW.ship_id, NEW.category_id, NEW.bill_date, NEW.base_currency, NEW.total_base, NEW.rate) THEN
    RETURN NULL;
  END IF;
  IF v_old THEN
    PERFORM purchasing_commitment_add(OLD.ship_id, OLD.category_id, OLD.bill_date::timestamp AT TIME ZONE 'UTC',
      OLD.base_currency, 0, 0, -accounting_bill_unordered_base(OLD.id, OLD.total_base, OLD.rate));
  END IF;
  IF v_new THEN
    PERFORM purchasing_commitment_add(NEW.ship_id, NEW.category_id, NEW.bill_date::timestamp AT TIME ZONE 'UTC',
      NEW.base_currency, 0, 0, accounting_bill_unordered_base(NEW.id, NEW.total_base, NEW.rate));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounting_budget_actual_bills
  AFTER INSERT OR DELETE OR UPDATE OF state, ship_id, category_id, bill_date, base_currency, total_base, rate
  ON bills FOR EACH ROW EXECUTE FUNCTION accounting_budget_actual_on_bill();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION accounting_budget_actual_on_expense() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.ship_id, OLD.category_id, OLD.expense_date, OLD.base_currency, OLD.base_amount)
      IS NOT DISTINCT FROM (NEW.ship_id, NEW.category_id, NEW.expense_date, NEW.base_currency, NEW.base_amount) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM purchasing_commitment_add(OLD.ship_id, OLD.category_id, OLD.expense_date::timestamp AT TIME ZONE 'UTC',
      OLD.base_currency, 0, 0, -OLD.base_amount);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM purchasing_commitment_add(NEW.ship_id, NEW.category_id, NEW.expense_date::timestamp AT TIME ZONE 'UTC',
      NEW.base_currency, 0, 0, NEW.base_amount);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounting_budget_actual_expenses
  AFTER INSERT OR DELETE OR UPDATE OF ship_id, category_id, expense_date, base_currency, base_amount
  ON expenses FOR EACH ROW EXECUTE FUNCTION accounting_budget_actual_on_expense();
--> statement-breakpoint
-- Backfill what is already there.
SELECT purchasing_commitment_add(e.ship_id, e.category_id, e.expense_date::timestamp AT TIME ZONE 'UTC',
  e.base_currency, 0, 0, e.base_amount) FROM expenses e;
--> statement-breakpoint
SELECT purchasing_commitment_add(b.ship_id, b.category_id, b.bill_date::timestamp AT TIME ZONE 'UTC',
  b.base_currency, 0, 0, accounting_bill_unordered_base(b.id, b.total_base, b.rate))
FROM bills b WHERE b.state IN ('POSTED', 'PARTIALLY_PAID', 'PAID');
