CREATE TABLE "purchasing_commitment_years" (
	"ship_id" uuid NOT NULL,
	"category_id" uuid,
	"year" integer NOT NULL,
	"currency" text NOT NULL,
	"requisitions" numeric(20, 4) DEFAULT '0' NOT NULL,
	"purchase_orders" numeric(20, 4) DEFAULT '0' NOT NULL,
	"actual" numeric(20, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "purchasing_commitment_years_key" UNIQUE NULLS NOT DISTINCT("ship_id","category_id","year","currency")
);
--> statement-breakpoint
CREATE INDEX "purchasing_commitment_years_year_idx" ON "purchasing_commitment_years" USING btree ("year","ship_id");--> statement-breakpoint
-- The trigger function of 0012 now keeps the yearly roll-up in the same step as the monthly row.
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
INSERT INTO purchasing_commitment_years (ship_id, category_id, year, currency, requisitions, purchase_orders, actual)
SELECT ship_id, category_id, extract(year FROM month)::int, currency, sum(requisitions), sum(purchase_orders), sum(actual)
FROM purchasing_commitments GROUP BY 1, 2, 3, 4;
