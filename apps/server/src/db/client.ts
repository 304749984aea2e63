import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/**
 * The database handle every repository takes. PGlite's Drizzle driver offers the same query API as
 * node-postgres, so one type serves both.
 */
export type Db = NodePgDatabase;
/** A transaction handle (same query API as {@link Db}). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either a database or a transaction: what repository functions accept. */
export type DbOrTx = Db | Tx;

/** An open database: the Drizzle handle, its kind and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations, then the data steps that complete them (db/data-migrations.ts). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Loaded when migrating (it reaches into the modules, which import this file's types). */
async function runDataMigrations(db: Db): Promise<void> {
  const steps = await import('./data-migrations');
  await steps.runDataMigrations(db);
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens PostgreSQL when `url` is given, else the embedded PGlite in `dataDir` (memory when null). */
export async function openDatabase(options: {
  url: string | undefined;
  dataDir: string | null;
  poolSize?: number;
  /** In-memory PGlite only: start from this dumped data folder (the test template, `test/db-template.ts`). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      /* idle client errors are reported by the query that meets them */
    });
    const db = drizzlePg(pool);
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migratePg(db, { migrationsFolder });
        await runDataMigrations(db);
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await runDataMigrations(db as unknown as Db);
    },
    close: () => client.close(),
  };
}
