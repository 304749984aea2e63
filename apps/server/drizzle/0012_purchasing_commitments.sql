CREATE TABLE "purchasing_commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ship_id" uuid NOT NULL,
	"category_id" uuid,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"requisitions" numeric(20, 4) DEFAULT '0' NOT NULL,
	"purchase_orders" numeric(20, 4) DEFAULT '0' NOT NULL,
	"actual" numeric(20, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "purchasing_commitments_key" UNIQUE NULLS NOT DISTINCT("ship_id","category_id","month","currency")
);
--> statement-breakpoint
CREATE INDEX "purchasing_commitments_month_idx" ON "purchasing_commitments" USING btree ("month");--> statement-breakpoint
-- Committed amounts kept by triggers (see commitment.table.ts). The states mirror
-- COMMITTED_REQUISITION_STATES and COMMITTED_PURCHASE_ORDER_STATES of @keel/domain (budget.ts); the
-- overview integration test checks these totals against computeCommitted over the raw records.
CREATE OR REPLACE FUNCTION purchasing_commitment_add(
  p_ship uuid, p_category uuid, p_at timestamptz, p_currency text,
  p_requisitions numeric, p_orders numeric, p_actual numeric
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_currency IS NULL OR (coalesce(p_requisitions, 0) = 0 AND coalesce(p_orders, 0) = 0 AND coalesce(p_actual, 0) = 0) THEN
    RETURN;
  END IF;
  INSERT INTO purchasing_commitments AS c (ship_id, category_id, month, currency, requisitions, purchase_orders, actual)
  VALUES (p_ship, p_category, date_trunc('month', p_at AT TIME ZONE 'UTC')::date, p_currency,
          coalesce(p_requisitions, 0), coalesce(p_orders, 0), coalesce(p_actual, 0))
  ON CONFLICT ON CONSTRAINT purchasing_commitments_key DO UPDATE SET
    requisitions = c.requisitions + EXCLUDED.requisitions,
    purchase_orders = c.purchase_orders + EXCLUDED.purchase_orders,
    actual = c.actual + EXCLUDED.actual;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchasing_requisition_line_amount(
  p_state text, p_quantity numeric, p_ordered numeric, p_cancelled numeric, p_price numeric
) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_price IS NOT NULL AND p_state IN ('APPROVED', 'IN_RFQ', 'PARTIALLY_ORDERED', 'ORDERED', 'PARTIALLY_RECEIVED', 'RECEIVED')
    THEN greatest(p_quantity - p_cancelled - p_ordered, 0) * p_price
    ELSE 0
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchasing_commitments_on_requisition_line() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT ship_id, category_id, created_at, currency, state INTO r FROM requisitions WHERE id = OLD.requisition_id;
    IF FOUND THEN
      PERFORM purchasing_commitment_add(r.ship_id, r.category_id, r.created_at, r.currency,
        -purchasing_requisition_line_amount(r.state, OLD.quantity, OLD.ordered_quantity, OLD.cancelled_quantity, OLD.estimated_unit_price), 0, 0);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT ship_id, category_id, created_at, currency, state INTO r FROM requisitions WHERE id = NEW.requisition_id;
    IF FOUND THEN
      PERFORM purchasing_commitment_add(r.ship_id, r.category_id, r.created_at, r.currency,
        purchasing_requisition_line_amount(r.state, NEW.quantity, NEW.ordered_quantity, NEW.cancelled_quantity, NEW.estimated_unit_price), 0, 0);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchasing_commitments_on_requisition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM purchasing_commitment_add(OLD.ship_id, OLD.category_id, OLD.created_at, OLD.currency,
      -(SELECT coalesce(sum(purchasing_requisition_line_amount(OLD.state, l.quantity, l.ordered_quantity, l.cancelled_quantity, l.estimated_unit_price)), 0)
        FROM requisition_lines l WHERE l.requisition_id = OLD.id), 0, 0);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM purchasing_commitment_add(NEW.ship_id, NEW.category_id, NEW.created_at, NEW.currency,
      (SELECT coalesce(sum(purchasing_requisition_line_amount(NEW.state, l.quantity, l.ordered_quantity, l.cancelled_quantity, l.estimated_unit_price)), 0)
        FROM requisition_lines l WHERE l.requisition_id = NEW.id), 0, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchasing_commitments_on_purchase_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM purchasing_commitment_add(OLD.ship_id, OLD.category_id, OLD.created_at, OLD.base_currency, 0,
      -CASE WHEN OLD.state IN ('DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'SENT', 'CONFIRMED', 'PARTIALLY_DELIVERED', 'DELIVERED')
            THEN round(greatest(OLD.total - OLD.billed_amount, 0) * OLD.rate, 4) ELSE 0 END,
      -round(OLD.billed_amount * OLD.rate, 4));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM purchasing_commitment_add(NEW.ship_id, NEW.category_id, NEW.created_at, NEW.base_currency, 0,
      CASE WHEN NEW.state IN ('DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'SENT', 'CONFIRMED', 'PARTIALLY_DELIVERED', 'DELIVERED')
           THEN round(greatest(NEW.total - NEW.billed_amount, 0) * NEW.rate, 4) ELSE 0 END,
      round(NEW.billed_amount * NEW.rate, 4));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchasing_commitments_requisition_lines
  AFTER INSERT OR DELETE OR UPDATE OF quantity, ordered_quantity, cancelled_quantity, estimated_unit_price, requisition_id
  ON requisition_lines FOR EACH ROW EXECUTE FUNCTION purchasing_commitments_on_requisition_line();
--> statement-breakpoint
CREATE TRIGGER purchasing_commitments_requisitions
  AFTER DELETE OR UPDATE OF state, ship_id, category_id, currency, created_at
  ON requisitions FOR EACH ROW EXECUTE FUNCTION purchasing_commitments_on_requisition();
--> statement-breakpoint
CREATE TRIGGER purchasing_commitments_purchase_orders
  AFTER INSERT OR DELETE OR UPDATE OF state, ship_id, category_id, created_at, base_currency, total, billed_amount, rate
  ON purchase_orders FOR EACH ROW EXECUTE FUNCTION purchasing_commitments_on_purchase_order();
--> statement-breakpoint
INSERT INTO purchasing_commitments (ship_id, category_id, month, currency, requisitions, purchase_orders, actual)
SELECT ship_id, category_id, month, currency, sum(req), sum(po), sum(act) FROM (
  SELECT r.ship_id, r.category_id, date_trunc('month', r.created_at AT TIME ZONE 'UTC')::date AS month, r.currency,
         purchasing_requisition_line_amount(r.state, l.quantity, l.ordered_quantity, l.cancelled_quantity, l.estimated_unit_price) AS req,
         0::numeric AS po, 0::numeric AS act
  FROM requisitions r JOIN requisition_lines l ON l.requisition_id = r.id WHERE r.currency IS NOT NULL
  UNION ALL
  SELECT p.ship_id, p.category_id, date_trunc('month', p.created_at AT TIME ZONE 'UTC')::date, p.base_currency, 0,
         CASE WHEN p.state IN ('DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'SENT', 'CONFIRMED', 'PARTIALLY_DELIVERED', 'DELIVERED')
              THEN round(greatest(p.total - p.billed_amount, 0) * p.rate, 4) ELSE 0 END,
         round(p.billed_amount * p.rate, 4)
  FROM purchase_orders p
) x GROUP BY 1, 2, 3, 4
HAVING sum(req) <> 0 OR sum(po) <> 0 OR sum(act) <> 0;
