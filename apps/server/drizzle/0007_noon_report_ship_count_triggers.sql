-- The noon report count triggers (0002) also keep noon_report_ship_counts: one row per ship, so the
-- total of an undated list sums one row per ship.
CREATE OR REPLACE FUNCTION noon_report_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO noon_report_month_counts (ship_id, month, n)
  SELECT ship_id, date_trunc('month', report_time AT TIME ZONE 'UTC')::date, count(*)::int
  FROM new_rows GROUP BY 1, 2
  ON CONFLICT (ship_id, month) DO UPDATE SET n = noon_report_month_counts.n + EXCLUDED.n;
  INSERT INTO noon_report_ship_counts (ship_id, n)
  SELECT ship_id, count(*)::int FROM new_rows GROUP BY 1
  ON CONFLICT (ship_id) DO UPDATE SET n = noon_report_ship_counts.n + EXCLUDED.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION noon_report_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE noon_report_month_counts c SET n = c.n - d.n
  FROM (SELECT ship_id, date_trunc('month', report_time AT TIME ZONE 'UTC')::date AS month, count(*)::int AS n
        FROM old_rows GROUP BY 1, 2) d
  WHERE c.ship_id = d.ship_id AND c.month = d.month;
  UPDATE noon_report_ship_counts c SET n = c.n - d.n
  FROM (SELECT ship_id, count(*)::int AS n FROM old_rows GROUP BY 1) d
  WHERE c.ship_id = d.ship_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION noon_report_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose ship or month changed move between counters.
  WITH moves AS (
    SELECT x.ship_id, x.month, x.d FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (o.ship_id, date_trunc('month', o.report_time AT TIME ZONE 'UTC')::date, -1),
      (n.ship_id, date_trunc('month', n.report_time AT TIME ZONE 'UTC')::date, 1)) AS x(ship_id, month, d)
    WHERE o.ship_id <> n.ship_id
       OR date_trunc('month', o.report_time AT TIME ZONE 'UTC') <> date_trunc('month', n.report_time AT TIME ZONE 'UTC')
  ), months AS (
    INSERT INTO noon_report_month_counts (ship_id, month, n)
    SELECT ship_id, month, sum(d)::int FROM moves GROUP BY 1, 2
    ON CONFLICT (ship_id, month) DO UPDATE SET n = noon_report_month_counts.n + EXCLUDED.n
    RETURNING 1
  )
  INSERT INTO noon_report_ship_counts (ship_id, n)
  SELECT ship_id, sum(d)::int FROM moves GROUP BY 1
  ON CONFLICT (ship_id) DO UPDATE SET n = noon_report_ship_counts.n + EXCLUDED.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION noon_report_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM noon_report_month_counts;
  DELETE FROM noon_report_ship_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO noon_report_ship_counts (ship_id, n)
SELECT ship_id, count(*)::int FROM noon_reports GROUP BY 1
ON CONFLICT (ship_id) DO UPDATE SET n = EXCLUDED.n;
