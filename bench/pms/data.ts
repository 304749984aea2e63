import type { Db } from '../../apps/server/src/db/client';
import { seedBenchComponents } from '../pms-components.bench-seed';
import { settleAfterLoad, type RawClient } from '../lib/databases';

/**
 * Loads the PMS bench data: `ships` generated ships beside the demo ships (whose demo trees' codes would
 * collide with the bench tree's), `perShip` components on each (the components helper's 4-level bench tree, bench/pms-components.bench-seed.ts) and `jobsPer`
 * jobs on every component, with set-based SQL: intervals of weeks to years and some on running hours,
 * last completions spread so that about 4 % are overdue and 8 % due within 30 days, as in a fleet that
 * keeps up with its PMS. `due_on` / `overdue_after` are written as the service writes them.
 */
export async function loadPms(
  raw: RawClient,
  db: Db,
  counts: { ships: number; perShip: number; jobsPer: number },
  log: (line: string) => void,
): Promise<{ seconds: number }> {
  const started = Date.now();
  await raw.query(
    `INSERT INTO ships (name, imo, flag, ship_type, family, owner, manager)
     SELECT 'Bench Ship ' || lpad(g::text, 3, '0'), (8000000 + g)::text, 'LR', 'bulk carrier', 'Bench bulkers', 'Bench Owner', 'Keel Demo Ship Management AS'
     FROM generate_series(1, greatest($1::int - (SELECT count(*) FROM ships s
       WHERE NOT EXISTS (SELECT 1 FROM pms_components c WHERE c.ship_id = s.id))::int, 0)) g`,
    [counts.ships],
  );
  const ships = await raw.query<{ id: string }>(
    `SELECT s.id FROM ships s WHERE NOT EXISTS (SELECT 1 FROM pms_components c WHERE c.ship_id = s.id) ORDER BY s.name`,
  );
  log(`[PostgreSQL] ${ships.rows.length} ships get ${counts.perShip} components each…`);
  await seedBenchComponents(
    db,
    ships.rows.map((s) => s.id),
    counts.perShip,
  );
  log(`[PostgreSQL] components in ${((Date.now() - started) / 1000).toFixed(1)} s; jobs…`);
  await raw.query(
    `INSERT INTO pms_jobs (component_id, ship_id, title, instructions, interval_value, interval_unit, interval_hours,
       tolerance_days, tolerance_hours, responsible_rank, critical, state, last_done_on, next_due_on,
       next_due_hours, due_on, overdue_after)
     SELECT c.id, c.ship_id, 'Bench job ' || g || ' of ' || c.code, '',
       CASE WHEN g = 5 THEN NULL ELSE (ARRAY[1, 1, 3, 6, 12])[g] END,
       CASE WHEN g = 5 THEN NULL WHEN g <= 1 THEN 'weeks' ELSE 'months' END,
       CASE WHEN g >= 4 THEN 4000 ELSE NULL END,
       CASE WHEN g <= 1 THEN 1 ELSE 7 END, CASE WHEN g >= 4 THEN 100 ELSE 0 END,
       1 + (abs(hashtext(c.id::text || g)) % 10), c.critical, 'DONE',
       d.due - 30, d.due, CASE WHEN g >= 4 THEN 5000 ELSE NULL END, d.due,
       d.due + CASE WHEN g <= 1 THEN 1 ELSE 7 END
     FROM pms_components c
     CROSS JOIN generate_series(1, $1::int) g
     CROSS JOIN LATERAL (SELECT current_date - 20 + (abs(hashtext(c.id::text || '/' || g)) % 500) AS due) d
     WHERE c.ship_id IS NOT NULL AND c.name ~ '^(Group|Component) '`,
    [counts.jobsPer],
  );
  await raw.query('VACUUM ANALYZE pms_jobs');
  await raw.query('ANALYZE pms_components');
  await settleAfterLoad(raw, log);
  return { seconds: (Date.now() - started) / 1000 };
}
