import { asc, eq } from 'drizzle-orm';
import { addDays, buildAccess, toDateKey } from '@keel/domain';
import type { Db, Tx } from '../client';
import type { Actor } from '../../modules/access/access.service';
import { bills } from '../../modules/accounting/bill/bill.table';
import { createBill } from '../../modules/accounting/bill/bill-entry.service';
import { postBill } from '../../modules/accounting/bill/bill-post.service';
import { creditBill } from '../../modules/accounting/bill/bill-credit.service';
import { customers } from '../../modules/accounting/customer/customer.table';
import { createInvoice } from '../../modules/accounting/invoice/invoice.service';
import { issueInvoice } from '../../modules/accounting/invoice/invoice-workflow.service';
import { ships } from '../../modules/fleet/ship.table';
import { vendors } from '../../modules/purchasing/vendor/vendor.table';

/** The vendor invoice that marks this seed as done. */
const AGENCY_INVOICE = 'DA-RTM-2611';

/**
 * A vendor credit that arrives after its bill line was invoiced to the customer (docs/accounting-bills.md
 * "Credited after invoicing"), written through the same services as the screens: a port agent's posted
 * disbursement bill with rebillable pilotage and towage, invoiced on to the charterer in EUR (rate 0.92,
 * 5 % markup) and issued; then the agent credits one tug that was cancelled. The invoice shows the credit
 * not yet passed on and the administrator's "My work" lists it. Idempotent: skipped once the agent's bill
 * exists.
 */
export async function seedVendorCredit(tx: Tx): Promise<void> {
  const [done] = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(eq(bills.vendorInvoiceNumber, AGENCY_INVOICE))
    .limit(1);
  if (done) return;
  const [ship] = await tx.select({ id: ships.id }).from(ships).orderBy(asc(ships.name)).limit(1);
  const [vendor] = await tx.select({ id: vendors.id }).from(vendors).orderBy(asc(vendors.name)).limit(1);
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.active, true))
    .orderBy(asc(customers.name))
    .limit(1);
  if (!ship || !vendor || !customer) return;
  // Written as the demo data, like every seeder's rows (no user: audit rows, "created by" and the notice's
  // sender are "Demo data"); an administrator's access, so the services' checks pass.
  const actor = {
    id: null,
    name: 'Demo data',
    email: '',
    sid: 'demo-seed',
    isAdmin: true,
    access: buildAccess({ isAdmin: true, sidebar: [], shipActions: [] }),
    shipActions: [],
  } as unknown as Actor;
  // The services open their own transaction; inside the seed's they are savepoints of it.
  const db = tx as unknown as Db;
  const today = toDateKey(new Date());
  const billDate = addDays(today, -18);
  const draft = await createBill(db, actor, {
    vendorId: vendor.id,
    shipId: ship.id,
    categoryId: null,
    vendorInvoiceNumber: AGENCY_INVOICE,
    billDate,
    dueDate: addDays(billDate, 30),
    currency: 'USD',
    notes: 'Port agency disbursements, Rotterdam call',
    lines: [
      {
        purchaseOrderLineId: null,
        description: 'Pilotage in and out',
        unit: 'pcs',
        quantity: '1',
        unitPrice: '1850.00',
        rebillable: true,
      },
      {
        purchaseOrderLineId: null,
        description: 'Towage, 2 tugs in and out',
        unit: 'pcs',
        quantity: '1',
        unitPrice: '2400.00',
        rebillable: true,
      },
    ],
  });
  const posted = await postBill(db, actor, draft.id, { version: draft.version });
  const [pilotage, towage] = posted.lines;
  if (!pilotage || !towage) return;
  const invoiceDraft = await createInvoice(db, actor, {
    shipId: ship.id,
    customerId: customer.id,
    currency: 'EUR',
    invoiceDate: addDays(today, -15),
    dueDate: null,
    vatRate: '0',
    reference: 'Rotterdam call, disbursements',
    notes: '',
    groups: [
      {
        title: 'Port call Rotterdam',
        lines: [pilotage, towage].map((l) => ({
          sourceType: 'bill_line' as const,
          sourceId: l.id,
          title: l.description,
          amount: '0',
          currency: 'USD',
          exchangeRate: '0.92',
          markupPercent: '5',
        })),
      },
    ],
  });
  await issueInvoice(db, actor, invoiceDraft.id, invoiceDraft.version);
  await creditBill(db, actor, posted.id, {
    version: posted.version,
    reason: 'One tug cancelled on departure',
    lines: [{ billLineId: towage.id, amount: '600.00' }],
  });
}
