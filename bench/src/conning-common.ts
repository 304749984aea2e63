/**
 * What the conning benchmarks share (bench/src/conning-*.ts): the database (BENCH_DATABASE_URL →
 * a fresh PostgreSQL database dropped afterwards, else an in-memory-like PGlite in a temp folder),
 * the machine's load, and number formatting.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { openPglite, openPostgres, type BenchDatabase } from '../lib/databases';

export const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const n = (x: number) => Math.round(x).toLocaleString('en-US');

/** A migrated benchmark database. */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const url = process.env.BENCH_DATABASE_URL;
  const bench = url ? await openPostgres(url, 4) : await openPglite();
  await bench.database.migrate();
  return bench;
}

/** `uptime`'s load averages and the core count, for the header of a result. */
export function machineLine(): string {
  let uptime = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  try {
    uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    // uptime missing: os.loadavg above.
  }
  return `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} cores · ${uptime}`;
}

/** Inserts `count` ships (IMO 9900000 + i) and returns their ids in order. */
export async function benchShips(bench: BenchDatabase, count: number): Promise<string[]> {
  const { rows } = await bench.raw.query<{ id: string }>(
    `INSERT INTO ships (name, imo, flag, ship_type)
     SELECT 'Bench ' || lpad(g::text, 3, '0'), (9900000 + g)::text, 'MT', 'Bulk carrier'
     FROM generate_series(1, $1::int) g
     ON CONFLICT (imo) DO UPDATE SET name = excluded.name
     RETURNING id`,
    [count],
  );
  const ordered = await bench.raw.query<{ id: string }>(
    `SELECT id FROM ships WHERE name LIKE 'Bench %' ORDER BY name LIMIT $1::int`,
    [count],
  );
  return rows.length ? ordered.rows.map((r) => r.id) : [];
}

/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
