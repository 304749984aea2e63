ALTER TABLE "purchasing_commitment_years" ADD COLUMN "over_budget_candidate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "purchasing_commitment_years_candidate_idx" ON "purchasing_commitment_years" USING btree ("year","ship_id") WHERE "purchasing_commitment_years"."over_budget_candidate";--> statement-breakpoint
-- Over-budget candidates (see commitment.table.ts and overBudgetCandidates in overview.repo.ts). A ship,
-- category and year is a candidate when it has committed spend and no budget, no category, spend in
-- another currency than its budget, spend in several currencies, or committed within 0.02 of its budget
-- or above it; every row of the group with committed spend then carries over_budget_candidate, and the
-- over-budget view reads only those rows (the domain rules decide on them).
--
-- The flag is recomputed from the group's current rows and budget, never adjusted by deltas, under a
-- transaction-level advisory lock per ship/category/year: under READ COMMITTED, a transaction that waited
-- for the lock reads the rows the other one committed, so whoever recomputes last sees everything. The
-- commitment trigger function takes the lock before it upserts (so no transaction holds a row of the
-- group while it waits for the lock that the flag update needs); the budget trigger takes it after the
-- budget row, which the flag update never locks. The lock key is a hash of the ship/category/year: two
-- groups whose hashes collide only wait for each other.
CREATE OR REPLACE FUNCTION purchasing_over_budget_lock(p_ship uuid, p_category uuid, p_year int)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('purchasing_over_budget'),
    hashtext(p_ship::text || '/' || coalesce(p_category::text, '-') || '/' || p_year::text));
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchasing_over_budget_refresh(p_ship uuid, p_category uuid, p_year int)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_candidate boolean;
BEGIN
  PERFORM purchasing_over_budget_lock(p_ship, p_category, p_year);
  SELECT count(*) > 0 AND (p_category IS NULL OR bool_or(b.id IS NULL OR b.currency <> y.currency)
           OR count(*) > 1 OR sum(y.requisitions + y.purchase_orders + y.actual) > min(b.amount) - 0.02)
  INTO v_candidate
  FROM purchasing_commitment_years y
  LEFT JOIN budgets b ON b.ship_id = p_ship AND b.category_id = p_category AND b.year = p_year
  WHERE y.year = p_year AND y.ship_id = p_ship AND y.category_id IS NOT DISTINCT FROM p_category
    AND (y.requisitions <> 0 OR y.purchase_orders <> 0 OR y.actual <> 0);
  -- Only rows whose flag changes are written (most recomputations change nothing). v_candidate is never
  -- NULL; were it, the rows would count as candidates, which is always safe (the domain rules decide).
  UPDATE purchasing_commitment_years y
  SET over_budget_candidate = coalesce(v_candidate, true) AND (y.requisitions <> 0 OR y.purchase_orders <> 0 OR y.actual <> 0)
  WHERE y.year = p_year AND y.ship_id = p_ship AND y.category_id IS NOT DISTINCT FROM p_category
    AND y.over_budget_candidate IS DISTINCT FROM
        (coalesce(v_candidate, true) AND (y.requisitions <> 0 OR y.purchase_orders <> 0 OR y.actual <> 0));
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchasing_over_budget_on_commitment_year() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM purchasing_over_budget_refresh(OLD.ship_id, OLD.category_id, OLD.year);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE'
      AND (NEW.ship_id, NEW.category_id, NEW.year) IS DISTINCT FROM (OLD.ship_id, OLD.category_id, OLD.year)) THEN
    PERFORM purchasing_over_budget_refresh(NEW.ship_id, NEW.category_id, NEW.year);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchasing_over_budget_on_budget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM purchasing_over_budget_refresh(NEW.ship_id, NEW.category_id, NEW.year);
  ELSIF TG_OP = 'DELETE' OR (NEW.ship_id, NEW.category_id, NEW.year) = (OLD.ship_id, OLD.category_id, OLD.year) THEN
    PERFORM purchasing_over_budget_refresh(OLD.ship_id, OLD.category_id, OLD.year);
  ELSIF (OLD.ship_id, OLD.category_id, OLD.year) < (NEW.ship_id, NEW.category_id, NEW.year) THEN
    -- A budget moved to another ship/category/year: both groups, locked in key order.
    PERFORM purchasing_over_budget_refresh(OLD.ship_id, OLD.category_id, OLD.year);
    PERFORM purchasing_over_budget_refresh(NEW.ship_id, NEW.category_id, NEW.year);
  ELSE
    PERFORM purchasing_over_budget_refresh(NEW.ship_id, NEW.category_id, NEW.year);
    PERFORM purchasing_over_budget_refresh(OLD.ship_id, OLD.category_id, OLD.year);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The function of 0014, now taking the group's lock before it touches the group's rows.
CREATE OR REPLACE FUNCTION purchasing_commitment_add(
  p_ship uuid, p_category uuid, p_at timestamptz, p_currency text,
  p_requisitions numeric, p_orders numeric, p_actual numeric
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_currency IS NULL OR (coalesce(p_requisitions, 0) = 0 AND coalesce(p_orders, 0) = 0 AND coalesce(p_actual, 0) = 0) THEN
    RETURN;
  END IF;
  PERFORM purchasing_over_budget_lock(p_ship, p_category, extract(year FROM p_at AT TIME ZONE 'UTC')::int);
  INSERT INTO purchasing_commitments AS c (ship_id, category_id, month, currency, requisitions, purchase_orders, actual)
  VALUES (p_ship, p_category, date_trunc('month', p_at AT TIME ZONE 'UTC')::date, p_currency,
          coalesce(p_requisitions, 0), coalesce(p_orders, 0), coalesce(p_actual, 0))
  ON CONFLICT ON CONSTRAINT purchasing_commitments_key DO UPDATE SET
    requisitions = c.requisitions + EXCLUDED.requisitions,
    purchase_orders = c.purchase_orders + EXCLUDED.purchase_orders,
    actual = c.actual + EXCLUDED.actual;
  INSERT INTO purchasing_commitment_years AS y (ship_id, category_id, year, currency, requisitions, purchase_orders, actual)
  VALUES (p_ship, p_category, extract(year FROM p_at AT TIME ZONE 'UTC')::int, p_currency,
          coalesce(p_requisitions, 0), coalesce(p_orders, 0), coalesce(p_actual, 0))
  ON CONFLICT ON CONSTRAINT purchasing_commitment_years_key DO UPDATE SET
    requisitions = y.requisitions + EXCLUDED.requisitions,
    purchase_orders = y.purchase_orders + EXCLUDED.purchase_orders,
    actual = y.actual + EXCLUDED.actual;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchasing_over_budget_commitment_years
  AFTER INSERT OR DELETE OR UPDATE OF ship_id, category_id, year, currency, requisitions, purchase_orders, actual
  ON purchasing_commitment_years FOR EACH ROW EXECUTE FUNCTION purchasing_over_budget_on_commitment_year();
--> statement-breakpoint
CREATE TRIGGER purchasing_over_budget_budgets
  AFTER INSERT OR DELETE OR UPDATE OF ship_id, category_id, year, currency, amount
  ON budgets FOR EACH ROW EXECUTE FUNCTION purchasing_over_budget_on_budget();
--> statement-breakpoint
-- Backfill: the same rule over every ship/category/year.
UPDATE purchasing_commitment_years y SET over_budget_candidate = true
FROM (
  SELECT y.ship_id, y.category_id, y.year
  FROM purchasing_commitment_years y
  LEFT JOIN budgets b ON b.ship_id = y.ship_id AND b.category_id = y.category_id AND b.year = y.year
  WHERE y.requisitions <> 0 OR y.purchase_orders <> 0 OR y.actual <> 0
  GROUP BY y.ship_id, y.category_id, y.year
  HAVING y.category_id IS NULL OR bool_or(b.id IS NULL OR b.currency <> y.currency) OR count(*) > 1
    OR sum(y.requisitions + y.purchase_orders + y.actual) > min(b.amount) - 0.02
) g
WHERE y.ship_id = g.ship_id AND y.category_id IS NOT DISTINCT FROM g.category_id AND y.year = g.year
  AND (y.requisitions <> 0 OR y.purchase_orders <> 0 OR y.actual <> 0);
