-- Every noon report keeps the report times of its ship's previous and next report, in (report_time, id)
-- order, so the table's duplicate and gap flags read them off the row instead of probing the
-- (ship_id, report_time, id) index twice for every listed report.
ALTER TABLE "noon_reports" ADD COLUMN "prev_report_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "noon_reports" ADD COLUMN "next_report_time" timestamp with time zone;--> statement-breakpoint
UPDATE noon_reports r SET prev_report_time = w.prev_time, next_report_time = w.next_time
FROM (
  SELECT id, lag(report_time) OVER s AS prev_time, lead(report_time) OVER s AS next_time
  FROM noon_reports WINDOW s AS (PARTITION BY ship_id ORDER BY report_time, id)
) w
WHERE r.id = w.id AND (w.prev_time IS NOT NULL OR w.next_time IS NOT NULL);
--> statement-breakpoint
-- Recomputes the neighbours of every report of a ship whose time lies in [lo, hi] (one span per ship),
-- plus the next of the report just before the span and the previous of the report just after it. A
-- statement that inserts, deletes or moves reports passes the span of the times it touched, old and
-- new, so every report whose neighbour could have changed is inside or at the edge of it.
-- Writers of a ship take a transaction-level advisory lock first (ships in id order, so two statements
-- never wait on each other crosswise); under READ COMMITTED the recomputation that waited then sees
-- the rows the other transaction committed.
CREATE OR REPLACE FUNCTION noon_report_refresh_neighbours(p_ship uuid[], p_lo timestamptz[], p_hi timestamptz[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('noon_report_neighbours'), hashtext(s.ship_id::text))
  FROM (SELECT DISTINCT u AS ship_id FROM unnest(p_ship) u ORDER BY 1) s;
  WITH span AS (
    SELECT s.ship_id, s.lo, s.hi FROM unnest(p_ship, p_lo, p_hi) AS s(ship_id, lo, hi)
  ), ext AS (
    SELECT r.id, r.ship_id, r.report_time, 0 AS side
    FROM span s JOIN noon_reports r ON r.ship_id = s.ship_id AND r.report_time BETWEEN s.lo AND s.hi
    UNION ALL
    SELECT b.id, b.ship_id, b.report_time, -1
    FROM span s CROSS JOIN LATERAL (
      SELECT x.id, x.ship_id, x.report_time FROM noon_reports x
      WHERE x.ship_id = s.ship_id AND x.report_time < s.lo
      ORDER BY x.report_time DESC, x.id DESC LIMIT 1) b
    UNION ALL
    SELECT a.id, a.ship_id, a.report_time, 1
    FROM span s CROSS JOIN LATERAL (
      SELECT x.id, x.ship_id, x.report_time FROM noon_reports x
      WHERE x.ship_id = s.ship_id AND x.report_time > s.hi
      ORDER BY x.report_time ASC, x.id ASC LIMIT 1) a
  ), computed AS (
    SELECT id, side, lag(report_time) OVER w AS prev_time, lead(report_time) OVER w AS next_time
    FROM ext WINDOW w AS (PARTITION BY ship_id ORDER BY report_time, id)
  )
  -- Nothing before the span changed, so the report before it keeps its previous; likewise after it.
  UPDATE noon_reports r SET
    prev_report_time = CASE WHEN c.side = -1 THEN r.prev_report_time ELSE c.prev_time END,
    next_report_time = CASE WHEN c.side = 1 THEN r.next_report_time ELSE c.next_time END
  FROM computed c
  WHERE r.id = c.id
    AND ((c.side <> -1 AND r.prev_report_time IS DISTINCT FROM c.prev_time)
      OR (c.side <> 1 AND r.next_report_time IS DISTINCT FROM c.next_time));
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION noon_report_neighbours_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noon_report_refresh_neighbours(array_agg(s.ship_id), array_agg(s.lo), array_agg(s.hi))
  FROM (SELECT ship_id, min(report_time) AS lo, max(report_time) AS hi FROM new_rows GROUP BY 1) s
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION noon_report_neighbours_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noon_report_refresh_neighbours(array_agg(s.ship_id), array_agg(s.lo), array_agg(s.hi))
  FROM (SELECT ship_id, min(report_time) AS lo, max(report_time) AS hi FROM old_rows GROUP BY 1) s
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only reports whose ship or time changed move; the refresh's own UPDATE (and any edit of other
-- fields) finds none and does nothing.
CREATE OR REPLACE FUNCTION noon_report_neighbours_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noon_report_refresh_neighbours(array_agg(s.ship_id), array_agg(s.lo), array_agg(s.hi))
  FROM (
    SELECT p.ship_id, min(p.t) AS lo, max(p.t) AS hi
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.ship_id, o.report_time), (n.ship_id, n.report_time)) AS p(ship_id, t)
    WHERE o.ship_id <> n.ship_id OR o.report_time <> n.report_time
    GROUP BY 1
  ) s
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER noon_reports_neighbours_insert AFTER INSERT ON noon_reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION noon_report_neighbours_on_insert();
--> statement-breakpoint
CREATE TRIGGER noon_reports_neighbours_delete AFTER DELETE ON noon_reports
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION noon_report_neighbours_on_delete();
--> statement-breakpoint
CREATE TRIGGER noon_reports_neighbours_update AFTER UPDATE ON noon_reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION noon_report_neighbours_on_update();
