-- Noon reports: JSON-object checks on the fuel maps and the per-ship monthly counts behind the list's
-- total (noon_report_month_counts), kept exact by statement-level triggers with transition tables, so a
-- bulk insert of 100,000 rows updates each (ship, month) counter once rather than once per row.
ALTER TABLE "noon_reports" ADD CONSTRAINT "noon_reports_fuel_consumed_object" CHECK (jsonb_typeof("fuel_consumed") = 'object');
--> statement-breakpoint
ALTER TABLE "noon_reports" ADD CONSTRAINT "noon_reports_rob_object" CHECK (jsonb_typeof("rob") = 'object');
--> statement-breakpoint
CREATE FUNCTION noon_report_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO noon_report_month_counts (ship_id, month, n)
  SELECT ship_id, date_trunc('month', report_time AT TIME ZONE 'UTC')::date, count(*)::int
  FROM new_rows GROUP BY 1, 2
  ON CONFLICT (ship_id, month) DO UPDATE SET n = noon_report_month_counts.n + EXCLUDED.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION noon_report_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE noon_report_month_counts c SET n = c.n - d.n
  FROM (SELECT ship_id, date_trunc('month', report_time AT TIME ZONE 'UTC')::date AS month, count(*)::int AS n
        FROM old_rows GROUP BY 1, 2) d
  WHERE c.ship_id = d.ship_id AND c.month = d.month;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION noon_report_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose ship or month changed move between counters.
  WITH moved AS (
    SELECT o.ship_id AS old_ship, date_trunc('month', o.report_time AT TIME ZONE 'UTC')::date AS old_month,
           n.ship_id AS new_ship, date_trunc('month', n.report_time AT TIME ZONE 'UTC')::date AS new_month
    FROM old_rows o JOIN new_rows n ON n.id = o.id
  ), changes AS (
    SELECT old_ship AS ship_id, old_month AS month, -1 AS d FROM moved WHERE (old_ship, old_month) <> (new_ship, new_month)
    UNION ALL
    SELECT new_ship, new_month, 1 FROM moved WHERE (old_ship, old_month) <> (new_ship, new_month)
  )
  INSERT INTO noon_report_month_counts (ship_id, month, n)
  SELECT ship_id, month, sum(d)::int FROM changes GROUP BY 1, 2
  ON CONFLICT (ship_id, month) DO UPDATE SET n = noon_report_month_counts.n + EXCLUDED.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION noon_report_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM noon_report_month_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER noon_reports_count_insert AFTER INSERT ON noon_reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION noon_report_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER noon_reports_count_delete AFTER DELETE ON noon_reports
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION noon_report_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER noon_reports_count_update AFTER UPDATE ON noon_reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION noon_report_counts_on_update();
--> statement-breakpoint
CREATE TRIGGER noon_reports_count_truncate AFTER TRUNCATE ON noon_reports
  FOR EACH STATEMENT EXECUTE FUNCTION noon_report_counts_on_truncate();
--> statement-breakpoint
INSERT INTO noon_report_month_counts (ship_id, month, n)
SELECT ship_id, date_trunc('month', report_time AT TIME ZONE 'UTC')::date, count(*)::int FROM noon_reports GROUP BY 1, 2
ON CONFLICT (ship_id, month) DO NOTHING;
