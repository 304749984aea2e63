CREATE TABLE "pms_job_due_days" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"ship_id" uuid NOT NULL,
	"jobs" integer NOT NULL,
	CONSTRAINT "pms_job_due_days_pkey" PRIMARY KEY("kind","day","ship_id"),
	CONSTRAINT "pms_job_due_days_kind_check" CHECK ("pms_job_due_days"."kind" IN ('due', 'overdue')),
	CONSTRAINT "pms_job_due_days_jobs_check" CHECK ("pms_job_due_days"."jobs" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pms_job_due_days" ADD CONSTRAINT "pms_job_due_days_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue 14 bench): the roll-up is kept by statement triggers with transition tables, in
-- the transaction of the job write. An update counts only the rows whose ship or due columns changed.
CREATE FUNCTION pms_job_due_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO pms_job_due_days AS t (kind, day, ship_id, jobs)
    SELECT kind, day, ship_id, sum(n)::int FROM (
      SELECT 'due' AS kind, due_on AS day, ship_id, 1 AS n FROM new_rows WHERE ship_id IS NOT NULL AND due_on IS NOT NULL
      UNION ALL
      SELECT 'overdue', overdue_after, ship_id, 1 FROM new_rows WHERE ship_id IS NOT NULL AND overdue_after IS NOT NULL
    ) d GROUP BY kind, day, ship_id ORDER BY kind, day, ship_id
    ON CONFLICT (kind, day, ship_id) DO UPDATE SET jobs = t.jobs + EXCLUDED.jobs;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE pms_job_due_days t SET jobs = t.jobs - d.n FROM (
      SELECT kind, day, ship_id, sum(n)::int AS n FROM (
        SELECT 'due' AS kind, due_on AS day, ship_id, 1 AS n FROM old_rows WHERE ship_id IS NOT NULL AND due_on IS NOT NULL
        UNION ALL
        SELECT 'overdue', overdue_after, ship_id, 1 FROM old_rows WHERE ship_id IS NOT NULL AND overdue_after IS NOT NULL
      ) x GROUP BY kind, day, ship_id
    ) d WHERE t.kind = d.kind AND t.day = d.day AND t.ship_id = d.ship_id;
  ELSE
    -- Only the rows whose ship or due columns changed; the old days lose them, the new days gain them
    -- (a negative delta is an UPDATE, never an upsert: an upsert checks the row it proposes first).
    WITH delta AS (
    SELECT kind, day, ship_id, sum(n)::int AS n FROM (
      SELECT 'due' AS kind, o.due_on AS day, o.ship_id, -1 AS n FROM old_rows o JOIN new_rows w ON w.id = o.id
        WHERE o.ship_id IS NOT NULL AND o.due_on IS NOT NULL
          AND (o.ship_id, o.due_on, o.overdue_after) IS DISTINCT FROM (w.ship_id, w.due_on, w.overdue_after)
      UNION ALL
      SELECT 'overdue', o.overdue_after, o.ship_id, -1 FROM old_rows o JOIN new_rows w ON w.id = o.id
        WHERE o.ship_id IS NOT NULL AND o.overdue_after IS NOT NULL
          AND (o.ship_id, o.due_on, o.overdue_after) IS DISTINCT FROM (w.ship_id, w.due_on, w.overdue_after)
      UNION ALL
      SELECT 'due', w.due_on, w.ship_id, 1 FROM old_rows o JOIN new_rows w ON w.id = o.id
        WHERE w.ship_id IS NOT NULL AND w.due_on IS NOT NULL
          AND (o.ship_id, o.due_on, o.overdue_after) IS DISTINCT FROM (w.ship_id, w.due_on, w.overdue_after)
      UNION ALL
      SELECT 'overdue', w.overdue_after, w.ship_id, 1 FROM old_rows o JOIN new_rows w ON w.id = o.id
        WHERE w.ship_id IS NOT NULL AND w.overdue_after IS NOT NULL
          AND (o.ship_id, o.due_on, o.overdue_after) IS DISTINCT FROM (w.ship_id, w.due_on, w.overdue_after)
    ) x GROUP BY kind, day, ship_id HAVING sum(n) <> 0
    ), fewer AS (
      UPDATE pms_job_due_days t SET jobs = t.jobs + d.n FROM delta d
      WHERE d.n < 0 AND t.kind = d.kind AND t.day = d.day AND t.ship_id = d.ship_id
    )
    INSERT INTO pms_job_due_days AS t (kind, day, ship_id, jobs)
    SELECT kind, day, ship_id, n FROM delta WHERE n > 0 ORDER BY kind, day, ship_id
    ON CONFLICT (kind, day, ship_id) DO UPDATE SET jobs = t.jobs + EXCLUDED.jobs;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pms_jobs_due_days_insert AFTER INSERT ON pms_jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pms_job_due_days_apply();
--> statement-breakpoint
CREATE TRIGGER pms_jobs_due_days_update AFTER UPDATE ON pms_jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pms_job_due_days_apply();
--> statement-breakpoint
CREATE TRIGGER pms_jobs_due_days_delete AFTER DELETE ON pms_jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pms_job_due_days_apply();
--> statement-breakpoint
INSERT INTO pms_job_due_days (kind, day, ship_id, jobs)
SELECT kind, day, ship_id, count(*)::int FROM (
  SELECT 'due' AS kind, due_on AS day, ship_id FROM pms_jobs WHERE ship_id IS NOT NULL AND due_on IS NOT NULL
  UNION ALL
  SELECT 'overdue', overdue_after, ship_id FROM pms_jobs WHERE ship_id IS NOT NULL AND overdue_after IS NOT NULL
) d GROUP BY kind, day, ship_id;
