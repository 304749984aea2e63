import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
const partitionName = (d: Date) =>
  `conning_history_y${d.getUTCFullYear()}m${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Creates the monthly partitions of `conning_history` for this month and the next (names like
 * `conning_history_y2026m11`). A month whose rows already sit in the default partition keeps them
 * there (creating it would fail; that is logged, not fatal).
 */
export async function ensureMonthlyPartitions(db: Db, now = new Date()): Promise<string[]> {
  const created: string[] = [];
  for (const offset of [0, 1]) {
    const from = monthStart(now.getUTCFullYear(), now.getUTCMonth() + offset);
    const to = monthStart(from.getUTCFullYear(), from.getUTCMonth() + 1);
    const name = partitionName(from);
    await db.execute(
      sql.raw(
        `CREATE TABLE IF NOT EXISTS "${name}" PARTITION OF "conning_history" FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`,
      ),
    );
    created.push(name);
  }
  return created;
}

/**
 * Retires raw history older than `days`: whole monthly partitions that ended before the cut-off are
 * dropped, the rest deleted by time (the aggregates stay).
 */
export async function retireRawHistory(db: Db, days: number, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const result = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relname = 'conning_history' and c.relname ~ '^conning_history_y[0-9]{4}m[0-9]{2}$'`);
  for (const { name } of result.rows) {
    const year = Number(name.slice(17, 21));
    const month = Number(name.slice(22, 24));
    if (monthStart(year, month) <= cutoff) await db.execute(sql.raw(`DROP TABLE IF EXISTS "${name}"`));
  }
  await db.execute(sql`delete from conning_history where ts < ${cutoff}`);
}
