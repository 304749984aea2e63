/**
 * Migrates, seeds and loads a benchmark's data into a PostgreSQL database, in a process of its own
 * (`loadInChildProcess` in lib/load-child.ts runs it): the process that then serves the measured
 * requests has not built and thrown away hundreds of megabytes of generated rows first. Measured in
 * the same process as the load, the noon table's p99 was about twice what a fresh server gives on the
 * same database (38–46 ms against 19–20 ms, docs/benchmarks.md "Session 6"): not what a server that
 * answers requests in production looks like.
 *
 * Usage: node --import tsx load-data.ts <noon|purchasing> <database url> <files folder> <settings json>
 * The last line printed is the result as JSON.
 */
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoData } from '../apps/server/src/db/seed/seed';
import { LocalDiskStorage } from '../apps/server/src/plugins/storage';
import { loadNoonReports } from './noon-reports/data';
import { loadPurchasing } from './purchasing/data';
import { loadPms } from './pms/data';
import { loadInvoices } from './invoices/data';
import { loadBills } from './bills/data';
import { rawOf } from './lib/databases';

const [kind, url, filesDir, settingsJson] = process.argv.slice(2);
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<unknown> {
  if (
    !url ||
    !filesDir ||
    !settingsJson ||
    (kind !== 'noon' && kind !== 'purchasing' && kind !== 'pms' && kind !== 'invoices' && kind !== 'bills')
  )
    throw new Error(
      'usage: load-data.ts <noon|purchasing|pms> <database url> <files folder> <settings json>',
    );
  const settings = JSON.parse(settingsJson) as Record<string, number>;
  const database = await openDatabase({ url, dataDir: null, poolSize: 2 });
  try {
    await database.migrate();
    await seedDemoData(database.db, { storage: new LocalDiskStorage(filesDir) });
    const raw = rawOf(database);
    if (kind === 'noon') return await loadNoonReports(raw, settings.ships!, settings.perShip!, log);
    if (kind === 'bills')
      return await loadBills(raw, { ships: settings.ships!, bills: settings.bills! }, log);
    if (kind === 'invoices')
      return await loadInvoices(raw, { ships: settings.ships!, invoices: settings.invoices! }, log);
    if (kind === 'pms')
      return await loadPms(
        raw,
        database.db,
        { ships: settings.ships!, perShip: settings.perShip!, jobsPer: settings.jobsPer! },
        log,
      );
    return await loadPurchasing(
      raw,
      { ships: settings.ships!, requisitions: settings.requisitions!, orders: settings.orders! },
      log,
    );
  } finally {
    await database.close();
  }
}

main().then(
  (result) => log(JSON.stringify(result)),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
