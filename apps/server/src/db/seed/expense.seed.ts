import { asc, eq } from 'drizzle-orm';
import { EXPENSE_RECEIPT_TYPES, convertExpense, toDateKey } from '@keel/domain';
import type { Tx } from '../client';
import type { SeedEnv } from './seed';
import { minimalPdf } from './minimal-pdf';
import { recordAudit } from '../../modules/audit/audit.service';
import { ratesBetween } from '../../modules/accounting/exchange-rate/exchange-rate.service';
import { expenses } from '../../modules/accounting/expense/expense.table';
import { customers } from '../../modules/accounting/customer/customer.table';
import { companySettings } from '../../modules/config/approval-tiers.service';
import { ships } from '../../modules/fleet/ship.table';
import { agents } from '../../modules/purchasing/agent/agent.table';
import { expenseCategories } from '../../modules/purchasing/expense-category/expense-category.table';

const SYSTEM = { id: null, name: 'Demo data' };
const DAY = 86_400_000;

/** One demo expense per ship: category code, party, days ago, text, amount, currency, flags. */
interface Plan {
  category: string;
  party: 'agent' | 'vessel' | 'office';
  /** Port of the agent, when the party is an agent. */
  agentPort?: string;
  daysAgo: number;
  description: string;
  amount: string;
  currency: string;
  rebillable?: boolean;
  receipt?: boolean;
}

const PLANS: Plan[] = [
  {
    category: '730',
    party: 'agent',
    agentPort: 'NLRTM',
    daysAgo: 150,
    description: 'Port dues and pilotage, Rotterdam',
    amount: '4850.00',
    currency: 'EUR',
    rebillable: true,
    receipt: true,
  },
  {
    category: '310',
    party: 'vessel',
    daysAgo: 128,
    description: 'Fresh provisions bought ashore',
    amount: '1240.60',
    currency: 'USD',
  },
  {
    category: '720',
    party: 'office',
    daysAgo: 104,
    description: 'Service engineer travel, purifier overhaul',
    amount: '2310.00',
    currency: 'GBP',
    receipt: true,
  },
  {
    category: '730',
    party: 'agent',
    agentPort: 'SGSIN',
    daysAgo: 86,
    description: 'Launch hire and crew change transport, Singapore',
    amount: '3180.00',
    currency: 'SGD',
    rebillable: true,
    receipt: true,
  },
  {
    category: '130',
    party: 'vessel',
    daysAgo: 61,
    description: 'Mooring rope splicing, local workshop',
    amount: '7400.00',
    currency: 'NOK',
  },
  {
    category: '730',
    party: 'agent',
    agentPort: 'AEFJR',
    daysAgo: 40,
    description: 'Agency fee and garbage disposal, Fujairah',
    amount: '5650.00',
    currency: 'AED',
    rebillable: true,
  },
  {
    category: '700',
    party: 'office',
    daysAgo: 23,
    description: 'Courier of spare parts to the ship',
    amount: '96000',
    currency: 'JPY',
    receipt: true,
  },
  {
    category: '310',
    party: 'vessel',
    daysAgo: 9,
    description: 'Drinking water and stores, alongside',
    amount: '615.25',
    currency: 'EUR',
    rebillable: true,
  },
];

/**
 * Demo expenses: eight per ship over the last five months in EUR, USD, GBP, SGD, NOK, AED and JPY,
 * converted at the demo rate of each expense date; agent expenses rebillable to the first customer,
 * some with a one-page receipt PDF in the file storage (when one is given). Idempotent: skipped when
 * expenses exist. Each expense gets its `create` audit row.
 */
export async function seedExpenses(tx: Tx, env: SeedEnv): Promise<void> {
  const [existing] = await tx.select({ id: expenses.id }).from(expenses).limit(1);
  if (existing) return;
  const shipRows = await tx.select().from(ships).orderBy(asc(ships.name));
  const categoryRows = await tx.select().from(expenseCategories).where(eq(expenseCategories.active, true));
  const agentRows = await tx.select().from(agents).where(eq(agents.active, true));
  const [customer] = await tx
    .select()
    .from(customers)
    .where(eq(customers.active, true))
    .orderBy(asc(customers.name))
    .limit(1);
  const { baseCurrency } = await companySettings(tx);
  const codes = new Map(categoryRows.map((c) => [c.code, c.id]));
  const currencies = [baseCurrency, ...new Set(PLANS.map((p) => p.currency))];
  const now = Date.now();
  for (const [s, ship] of shipRows.entries()) {
    for (const [i, plan] of PLANS.entries()) {
      const categoryId = codes.get(plan.category);
      const agent =
        plan.party === 'agent' ? agentRows.find((a) => a.portLocode === plan.agentPort) : undefined;
      if (!categoryId || (plan.party === 'agent' && !agent)) continue;
      const expenseDate = toDateKey(new Date(now - (plan.daysAgo + ((s * 3 + i) % 5)) * DAY));
      const rates = await ratesBetween(tx, currencies, expenseDate);
      let conversion;
      try {
        conversion = convertExpense(plan.amount, plan.currency, baseCurrency, expenseDate, rates);
      } catch {
        continue;
      }
      const receipt =
        plan.receipt && env.storage
          ? await env.storage.put(
              minimalPdf('Receipt', [
                ship.name,
                expenseDate,
                plan.description,
                `${plan.amount} ${plan.currency}`,
              ]),
              `Receipt ${ship.name} ${expenseDate}.pdf`,
              EXPENSE_RECEIPT_TYPES,
            )
          : null;
      const [row] = await tx
        .insert(expenses)
        .values({
          shipId: ship.id,
          categoryId,
          partyType: plan.party,
          agentId: agent?.id ?? null,
          expenseDate,
          description: plan.description,
          amount: plan.amount,
          currency: plan.currency,
          baseCurrency,
          ...conversion,
          rebillable: plan.rebillable ?? false,
          customerId: plan.rebillable && customer ? customer.id : null,
          ...(receipt
            ? {
                receiptKey: receipt.key,
                receiptName: receipt.originalName,
                receiptMime: receipt.mime,
                receiptSize: receipt.size,
                receiptSha256: receipt.sha256,
                receiptUploadedAt: new Date(),
              }
            : {}),
          createdByName: SYSTEM.name,
        })
        .returning();
      await recordAudit(tx, SYSTEM, {
        action: 'create',
        entity: 'expense',
        entityId: row!.id,
        shipId: ship.id,
        after: row,
      });
    }
  }
}
