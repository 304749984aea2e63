import { fillMissingNoonReportCo2 } from '../modules/fleet/noon-report/noon-report.service';
import type { Db } from './client';

/**
 * The steps that complete a migration with values only the domain can compute, run after the SQL
 * migrations at every start (each finds nothing to do once it has run): the CO₂ of the noon reports
 * written before migration 0018.
 */
export async function runDataMigrations(db: Db): Promise<void> {
  await fillMissingNoonReportCo2(db);
}
