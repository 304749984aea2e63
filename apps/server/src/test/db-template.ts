/**
 * A migrated, demo-seeded database built once per Vitest project run (the global setup,
 * `test/global-setup.ts`) and copied for each integration test file, instead of every file migrating
 * and seeding its own (5 s per file on PGlite, 2 s on PostgreSQL, more with each module's demo data).
 *
 * - PGlite: the template's data folder is dumped to a tar file; each file opens an in-memory PGlite
 *   loaded from it.
 * - PostgreSQL: a template database; each file gets `CREATE DATABASE … TEMPLATE …`.
 *
 * The files the seed stored (certificate scans…) are copied into each test app's own file folder.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../db/seed/seed';
import { LocalDiskStorage } from '../plugins/storage';

/** What the global setup hands to the test files (JSON: it crosses into the workers). */
export interface DbTemplate {
  kind: 'pglite' | 'postgres';
  /** PGlite: the dumped data folder (tar). PostgreSQL: the template database's name. */
  source: string;
  /** The folder holding the files the seed stored. */
  filesDir: string;
  /** The folder to remove at teardown. */
  workDir: string;
}

/** Runs one statement on the server's maintenance connection (`target` is the test server's URL). */
export async function adminStatement(target: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `target`. */
export function databaseUrl(target: string, name: string): string {
  const url = new URL(target);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Builds the template for `target` ('pglite' or a PostgreSQL URL): migrated and seeded. */
export async function buildDbTemplate(target: string): Promise<DbTemplate> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'keel-test-template-'));
  const filesDir = path.join(workDir, 'files');
  const storage = new LocalDiskStorage(filesDir);
  if (target === 'pglite') {
    const database = await openDatabase({ url: undefined, dataDir: null });
    try {
      await database.migrate();
      await seedDemoData(database.db, { storage });
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      const source = path.join(workDir, 'pglite.tar');
      await writeFile(source, Buffer.from(await dump.arrayBuffer()));
      return { kind: 'pglite', source, filesDir, workDir };
    } finally {
      await database.close();
    }
  }
  const name = `keel_tpl_${randomBytes(6).toString('hex')}`;
  await adminStatement(target, `CREATE DATABASE "${name}"`);
  const database = await openDatabase({ url: databaseUrl(target, name), dataDir: null, poolSize: 2 });
  try {
    await database.migrate();
    await seedDemoData(database.db, { storage });
  } finally {
    await database.close();
  }
  return { kind: 'postgres', source: name, filesDir, workDir };
}

/** Removes the template (its database and folder). */
export async function dropDbTemplate(template: DbTemplate, target: string): Promise<void> {
  if (template.kind === 'postgres')
    await adminStatement(target, `DROP DATABASE IF EXISTS "${template.source}" WITH (FORCE)`);
  await rm(template.workDir, { recursive: true, force: true });
}

/** Reads the PGlite template's tar as the Blob `new PGlite({ loadDataDir })` takes. */
export async function pgliteTemplateBlob(template: DbTemplate): Promise<Blob> {
  return new Blob([await readFile(template.source)]);
}

/** Copies the seed's stored files into `filesDir` (a test app's own file folder). */
export async function copyTemplateFiles(template: DbTemplate, filesDir: string): Promise<void> {
  await cp(template.filesDir, filesDir, { recursive: true, force: false, errorOnExist: false }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    },
  );
}
