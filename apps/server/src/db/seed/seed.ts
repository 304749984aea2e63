import type { FileStorage } from '../../plugins/storage';
import type { Db, Tx } from '../client';
import { seedPlatform } from './platform.seed';
import { seedCertificates } from './certificate.seed';
import { seedEvents } from './event.seed';
import { seedAppliances } from './appliance.seed';
import { seedNoonReports } from './noon-reports.seed';
import { seedBunkerSuppliers } from './bunker-supplier.seed';
import { seedCustomers } from './customer.seed';
import { seedPurchasing } from './purchasing.seed';
import { seedRequisitions } from './requisition.seed';
import { seedExchangeRates } from './exchange-rate.seed';
import { seedRfqs } from './rfq.seed';
import { seedPurchaseOrders } from './purchase-order.seed';
import { seedDeliveries } from './delivery.seed';
import { seedOverBudget } from './over-budget.seed';
import { seedBankAccounts } from './bank-account.seed';
import { seedPmsComponents } from './pms-components.seed';
import { seedPmsSpareParts } from './pms-spare-parts.seed';
import { seedPmsJobs } from './pms-jobs.seed';
import { seedExpenses } from './expense.seed';
import { seedInvoices } from './invoice.seed';
import { seedBills } from './bill.seed';
import { seedVendorCredit } from './vendor-credit.seed';
import { seedDms } from './dms.seed';
import { seedMap } from './map.seed';

/** What a seeder may use besides the transaction: the file storage (absent: seeders store no files). */
export interface SeedEnv {
  storage?: FileStorage;
}

/** A module's demo data loader. */
export type Seeder = (tx: Tx, env: SeedEnv) => Promise<void>;

/**
 * The demo data seeders, in order. Each is idempotent and runs in the one transaction, so a failed
 * seed leaves nothing half-written.
 */
const seeders: Seeder[] = [
  seedPlatform,
  seedCertificates,
  seedEvents,
  seedAppliances,
  seedNoonReports,
  seedBunkerSuppliers,
  seedCustomers,
  seedPurchasing,
  seedExchangeRates,
  seedRequisitions,
  seedRfqs,
  seedPurchaseOrders,
  seedDeliveries,
  seedOverBudget,
  seedBankAccounts,
  seedPmsComponents,
  seedPmsSpareParts,
  seedPmsJobs,
  seedExpenses,
  seedBills,
  seedInvoices,
  seedVendorCredit,
  seedDms,
  seedMap,
];

/** Loads every module's demo data. */
export async function seedDemoData(db: Db, env: SeedEnv = {}): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seed of seeders) await seed(tx, env);
  });
}
