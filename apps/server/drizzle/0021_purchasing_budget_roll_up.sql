-- Budgets roll up the expense category tree (docs/purchasing-flow.md "Budget roll-up"). Spend on a category
-- counts against the NEAREST category on its path to the main category that has a budget for the ship and
-- year, and against that budget only. Each yearly roll-up row keeps that category in budget_category_id
-- (null: no budgeted category on the path), and the over-budget candidate flag of 0016 is now kept per
-- budget group: the rows of a ship and year whose coalesce(budget_category_id, category_id) is the same.
--
-- Locking (replaces 0016's lock per ship/category/year): every write of the roll-up, of a budget and of a
-- cover takes a transaction-level advisory lock per ship and year, after a SHARED lock on the budget tree;
-- a category move takes the tree lock EXCLUSIVELY. So under READ COMMITTED whoever computes a cover or a
-- flag last sees every budget, category and roll-up row committed before, as in 0016.
CREATE OR REPLACE FUNCTION purchasing_budget_cover(p_ship uuid, p_category uuid, p_year int)
RETURNS uuid LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up (id, parent_id, depth) AS (
    SELECT e.id, e.parent_id, 0 FROM expense_categories e WHERE e.id = p_category
    UNION ALL
    SELECT e.id, e.parent_id, u.depth + 1 FROM up u JOIN expense_categories e ON e.id = u.parent_id
    WHERE u.depth < 64
  )
  SELECT u.id FROM up u
  WHERE EXISTS (SELECT 1 FROM budgets b WHERE b.ship_id = p_ship AND b.category_id = u.id AND b.year = p_year)
  ORDER BY u.depth LIMIT 1
$$;
--> statement-breakpoint
-- p_category is no longer part of the key: one lock per ship and year (a budget group spans categories).
CREATE OR REPLACE FUNCTION purchasing_over_budget_lock(p_ship uuid, p_category uuid, p_year int)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('purchasing_budget_tree'), 0);
  PERFORM pg_advisory_xact_lock(hashtext('purchasing_over_budget'), hashtext(p_ship::text || '/' || p_year::text));
END
$$;
--> statement-breakpoint
-- Recomputes the flag of one budget group: p_category is the group's key, coalesce(budget_category_id,
-- category_id) — the budgeted category, or the category itself (null: no category) when it has none.
CREATE OR REPLACE FUNCTION purchasing_over_budget_refresh(p_ship uuid, p_category uuid, p_year int)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_candidate boolean;
BEGIN
  PERFORM purchasing_over_budget_lock(p_ship, p_category, p_year);
  SELECT count(*) > 0 AND (p_category IS NULL OR bool_or(b.id IS NULL OR b.currency <> y.currency)
           OR count(DISTINCT y.currency) > 1 OR sum(y.requisitions + y.purchase_orders + y.actual) > min(b.amount) - 0.02)
  INTO v_candidate
  FROM purchasing_commitment_years y
  LEFT JOIN budgets b ON b.ship_id = p_ship AND b.category_id = p_category AND b.year = p_year
  WHERE y.year = p_year AND y.ship_id = p_ship
    AND coalesce(y.budget_category_id, y.category_id) IS NOT DISTINCT FROM p_category
    AND (y.requisitions <> 0 OR y.purchase_orders <> 0 OR y.actual <> 0);
  UPDATE purchasing_commitment_years y
  SET over_budget_candidate = coalesce(v_candidate, true) AND (y.requisitions <> 0 OR y.purchase_orders <> 0 OR y.actual <> 0)
  WHERE y.year = p_year AND y.ship_id = p_ship
    AND coalesce(y.budget_category_id, y.category_id) IS NOT DISTINCT FROM p_category
    AND y.over_budget_candidate IS DISTINCT FROM
        (coalesce(v_candidate, true) AND (y.requisitions <> 0 OR y.purchase_orders <> 0 OR y.actual <> 0));
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchasing_over_budget_on_commitment_year() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM purchasing_over_budget_refresh(OLD.ship_id, coalesce(OLD.budget_category_id, OLD.category_id), OLD.year);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE'
      AND (NEW.ship_id, coalesce(NEW.budget_category_id, NEW.category_id), NEW.year)
          IS DISTINCT FROM (OLD.ship_id, coalesce(OLD.budget_category_id, OLD.category_id), OLD.year)) THEN
    PERFORM purchasing_over_budget_refresh(NEW.ship_id, coalesce(NEW.budget_category_id, NEW.category_id), NEW.year);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS purchasing_over_budget_commitment_years ON purchasing_commitment_years;
--> statement-breakpoint
CREATE TRIGGER purchasing_over_budget_commitment_years
  AFTER INSERT OR DELETE OR UPDATE OF ship_id, category_id, budget_category_id, year, currency, requisitions, purchase_orders, actual
  ON purchasing_commitment_years FOR EACH ROW EXECUTE FUNCTION purchasing_over_budget_on_commitment_year();
--> statement-breakpoint
-- Recomputes the budget category of every roll-up row of a ship and year whose answer changed (a budget
-- was added, removed or moved); the row trigger above then refreshes the groups the rows left and joined.
CREATE OR REPLACE FUNCTION purchasing_budget_cover_refresh(p_ship uuid, p_year int)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM purchasing_over_budget_lock(p_ship, NULL, p_year);
  UPDATE purchasing_commitment_years y SET budget_category_id = purchasing_budget_cover(y.ship_id, y.category_id, y.year)
  WHERE y.ship_id = p_ship AND y.year = p_year AND y.category_id IS NOT NULL
    AND y.budget_category_id IS DISTINCT FROM purchasing_budget_cover(y.ship_id, y.category_id, y.year);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchasing_over_budget_on_budget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM purchasing_budget_cover_refresh(NEW.ship_id, NEW.year);
    PERFORM purchasing_over_budget_refresh(NEW.ship_id, NEW.category_id, NEW.year);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM purchasing_budget_cover_refresh(OLD.ship_id, OLD.year);
    PERFORM purchasing_over_budget_refresh(OLD.ship_id, OLD.category_id, OLD.year);
  ELSIF (OLD.ship_id, OLD.year) <= (NEW.ship_id, NEW.year) THEN
    -- Both ship/years (the same one for a new amount or currency), locked in key order.
    PERFORM purchasing_budget_cover_refresh(OLD.ship_id, OLD.year);
    PERFORM purchasing_budget_cover_refresh(NEW.ship_id, NEW.year);
    PERFORM purchasing_over_budget_refresh(OLD.ship_id, OLD.category_id, OLD.year);
    PERFORM purchasing_over_budget_refresh(NEW.ship_id, NEW.category_id, NEW.year);
  ELSE
    PERFORM purchasing_budget_cover_refresh(NEW.ship_id, NEW.year);
    PERFORM purchasing_budget_cover_refresh(OLD.ship_id, OLD.year);
    PERFORM purchasing_over_budget_refresh(NEW.ship_id, NEW.category_id, NEW.year);
    PERFORM purchasing_over_budget_refresh(OLD.ship_id, OLD.category_id, OLD.year);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A category moved under another parent: the rows of its sub-tree may now count against another budget.
-- The exclusive tree lock waits for every transaction that holds a ship/year lock and keeps new ones out.
CREATE OR REPLACE FUNCTION purchasing_budget_on_category_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('purchasing_budget_tree'), 0);
  UPDATE purchasing_commitment_years y SET budget_category_id = purchasing_budget_cover(y.ship_id, y.category_id, y.year)
  WHERE y.category_id IN (
      WITH RECURSIVE down (id, depth) AS (
        SELECT NEW.id, 0
        UNION ALL
        SELECT e.id, d.depth + 1 FROM down d JOIN expense_categories e ON e.parent_id = d.id WHERE d.depth < 64
      )
      SELECT id FROM down)
    AND y.budget_category_id IS DISTINCT FROM purchasing_budget_cover(y.ship_id, y.category_id, y.year);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchasing_budget_category_move
  AFTER UPDATE OF parent_id ON expense_categories FOR EACH ROW
  WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION purchasing_budget_on_category_move();
--> statement-breakpoint
-- The function of 0016: a row it adds gets its budget category (an existing row's is kept current by the
-- budget and category triggers, so the usual update of the sums does not walk the tree).
CREATE OR REPLACE FUNCTION purchasing_commitment_add(
  p_ship uuid, p_category uuid, p_at timestamptz, p_currency text,
  p_requisitions numeric, p_orders numeric, p_actual numeric
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_year int := extract(year FROM p_at AT TIME ZONE 'UTC')::int;
BEGIN
  IF p_currency IS NULL OR (coalesce(p_requisitions, 0) = 0 AND coalesce(p_orders, 0) = 0 AND coalesce(p_actual, 0) = 0) THEN
    RETURN;
  END IF;
  PERFORM purchasing_over_budget_lock(p_ship, p_category, v_year);
  INSERT INTO purchasing_commitments AS c (ship_id, category_id, month, currency, requisitions, purchase_orders, actual)
  VALUES (p_ship, p_category, date_trunc('month', p_at AT TIME ZONE 'UTC')::date, p_currency,
          coalesce(p_requisitions, 0), coalesce(p_orders, 0), coalesce(p_actual, 0))
  ON CONFLICT ON CONSTRAINT purchasing_commitments_key DO UPDATE SET
    requisitions = c.requisitions + EXCLUDED.requisitions,
    purchase_orders = c.purchase_orders + EXCLUDED.purchase_orders,
    actual = c.actual + EXCLUDED.actual;
  UPDATE purchasing_commitment_years y SET
    requisitions = y.requisitions + coalesce(p_requisitions, 0),
    purchase_orders = y.purchase_orders + coalesce(p_orders, 0),
    actual = y.actual + coalesce(p_actual, 0)
  WHERE y.ship_id = p_ship AND y.year = v_year AND y.currency = p_currency
    AND y.category_id IS NOT DISTINCT FROM p_category;
  IF NOT FOUND THEN
    INSERT INTO purchasing_commitment_years AS y
      (ship_id, category_id, budget_category_id, year, currency, requisitions, purchase_orders, actual)
    VALUES (p_ship, p_category, purchasing_budget_cover(p_ship, p_category, v_year), v_year, p_currency,
            coalesce(p_requisitions, 0), coalesce(p_orders, 0), coalesce(p_actual, 0))
    ON CONFLICT ON CONSTRAINT purchasing_commitment_years_key DO UPDATE SET
      requisitions = y.requisitions + EXCLUDED.requisitions,
      purchase_orders = y.purchase_orders + EXCLUDED.purchase_orders,
      actual = y.actual + EXCLUDED.actual;
  END IF;
END
$$;
--> statement-breakpoint
-- Backfill: every row's budget category (the row trigger refreshes the groups), then every flag by the new
-- rule in one pass.
UPDATE purchasing_commitment_years y SET budget_category_id = purchasing_budget_cover(y.ship_id, y.category_id, y.year)
WHERE y.category_id IS NOT NULL
  AND y.budget_category_id IS DISTINCT FROM purchasing_budget_cover(y.ship_id, y.category_id, y.year);
--> statement-breakpoint
WITH g AS (
  SELECT y.ship_id, y.year, coalesce(y.budget_category_id, y.category_id) AS key,
    coalesce(y.budget_category_id, y.category_id) IS NULL OR bool_or(b.id IS NULL OR b.currency <> y.currency)
      OR count(DISTINCT y.currency) > 1 OR sum(y.requisitions + y.purchase_orders + y.actual) > min(b.amount) - 0.02 AS candidate
  FROM purchasing_commitment_years y
  LEFT JOIN budgets b ON b.ship_id = y.ship_id AND b.category_id = coalesce(y.budget_category_id, y.category_id) AND b.year = y.year
  WHERE y.requisitions <> 0 OR y.purchase_orders <> 0 OR y.actual <> 0
  GROUP BY 1, 2, 3
)
UPDATE purchasing_commitment_years y SET over_budget_candidate = x.flag
FROM (
  SELECT y2.ship_id, y2.category_id, y2.year, y2.currency,
    (y2.requisitions <> 0 OR y2.purchase_orders <> 0 OR y2.actual <> 0) AND coalesce(g.candidate, false) AS flag
  FROM purchasing_commitment_years y2
  LEFT JOIN g ON g.ship_id = y2.ship_id AND g.year = y2.year
    AND g.key IS NOT DISTINCT FROM coalesce(y2.budget_category_id, y2.category_id)
) x
WHERE y.ship_id = x.ship_id AND y.category_id IS NOT DISTINCT FROM x.category_id AND y.year = x.year
  AND y.currency = x.currency AND y.over_budget_candidate IS DISTINCT FROM x.flag;
