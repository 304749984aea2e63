import { eq } from 'drizzle-orm';
import { validateMonthlyDistribution } from '@keel/domain';
import type { Tx } from '../client';
import { allShips } from '../../modules/access/access.service';
import { recordAudit } from '../../modules/audit/audit.service';
import { agentContacts, agents } from '../../modules/purchasing/agent/agent.table';
import { budgetMonths, budgetRevisions, budgets } from '../../modules/purchasing/budget/budget.table';
import { expenseCategories } from '../../modules/purchasing/expense-category/expense-category.table';
import { vendorContacts, vendorPorts, vendors } from '../../modules/purchasing/vendor/vendor.table';
import { ships } from '../../modules/fleet/ship.table';
import {
  DEMO_AGENTS,
  DEMO_BUDGET_AMOUNTS,
  DEMO_CATEGORIES,
  DEMO_VENDORS,
  DRY_DOCK_MONTH,
} from './purchasing.seed-data';

const SYSTEM = { id: null, name: 'Demo data' };

// prettier-ignore
const MONTH_WEIGHTS: Record<string, number[]> = {
  '100': [8, 8, 9, 9, 9, 8, 8, 8, 9, 9, 8, 7],
  '200': [8, 8, 9, 8, 8, 9, 8, 8, 9, 8, 8, 9],
  '300': [8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 12],
  '400': [4, 4, 16, 4, 4, 16, 4, 4, 16, 4, 4, 16],
  '500': [8, 8, 9, 8, 8, 9, 8, 8, 9, 8, 8, 9],
  '600': [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6],
  '700': [6, 6, 8, 6, 6, 10, 6, 6, 8, 6, 6, 12],
};

/**
 * Splits whole dollars over 12 months by weight, exactly: each month gets its share rounded down and
 * the rest goes to the heaviest month. Returns USD amounts ("1234.00").
 */
export function splitByWeights(amount: bigint, weights: readonly number[]): string[] {
  const total = BigInt(weights.reduce((a, b) => a + b, 0));
  const parts = weights.map((w) => (amount * BigInt(w)) / total);
  const rest = amount - parts.reduce((a, b) => a + b, 0n);
  const heaviest = weights.indexOf(Math.max(...weights));
  parts[heaviest] = parts[heaviest]! + rest;
  return parts.map((p) => `${p}.00`);
}

/** The weights of one ship's budget for a main category: dry-dock and annual LSA service months weigh more. */
function weightsFor(code: string, shipName: string, shipIndex: number): number[] {
  const weights = [...(MONTH_WEIGHTS[code] ?? Array<number>(12).fill(1))];
  const dock = DRY_DOCK_MONTH[shipName];
  if (dock && code === '100') weights[dock - 1]! += 60;
  if (dock && code === '700') weights[dock - 1]! += 140;
  if (code === '600') weights[(shipIndex * 2 + 1) % 12]! += 30;
  return weights;
}

async function seedVendors(tx: Tx): Promise<void> {
  for (const { contacts, ports, ...v } of DEMO_VENDORS) {
    const [row] = await tx
      .insert(vendors)
      .values({ notes: '', postalCode: null, phone: null, ...v })
      .onConflictDoNothing()
      .returning({ id: vendors.id });
    if (!row) continue;
    if (ports.length > 0)
      await tx.insert(vendorPorts).values(ports.map((p, position) => ({ vendorId: row.id, position, ...p })));
    if (contacts.length > 0)
      await tx
        .insert(vendorContacts)
        .values(contacts.map((c, position) => ({ vendorId: row.id, position, ...c })));
    await recordAudit(tx, SYSTEM, {
      action: 'create',
      entity: 'vendor',
      entityId: row.id,
      after: { ...v, ports, contacts },
    });
  }
}

async function seedAgents(tx: Tx): Promise<void> {
  for (const { contacts, ...a } of DEMO_AGENTS) {
    const [row] = await tx
      .insert(agents)
      .values({ notes: '', postalCode: null, phone: null, ...a })
      .onConflictDoNothing()
      .returning({ id: agents.id });
    if (!row) continue;
    if (contacts.length > 0)
      await tx
        .insert(agentContacts)
        .values(contacts.map((c, position) => ({ agentId: row.id, position, ...c })));
    await recordAudit(tx, SYSTEM, {
      action: 'create',
      entity: 'agent',
      entityId: row.id,
      after: { ...a, contacts },
    });
  }
}

async function categoryId(tx: Tx, code: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(eq(expenseCategories.code, code));
  return row?.id;
}

async function seedCategories(tx: Tx): Promise<void> {
  const insert = async (values: {
    code: string;
    name: string;
    description: string;
    parentId: string | null;
  }) => {
    const [row] = await tx
      .insert(expenseCategories)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: expenseCategories.id });
    if (row)
      await recordAudit(tx, SYSTEM, {
        action: 'create',
        entity: 'expense_category',
        entityId: row.id,
        after: values,
      });
  };
  for (const main of DEMO_CATEGORIES) {
    await insert({ code: main.code, name: main.name, description: main.description, parentId: null });
    const parentId = await categoryId(tx, main.code);
    if (!parentId) continue;
    for (const child of main.children) await insert({ ...child, description: '', parentId });
  }
}

async function seedBudgets(tx: Tx): Promise<void> {
  const year = new Date().getUTCFullYear();
  const fleet = await allShips(tx);
  const types = new Map(
    (await tx.select({ id: ships.id, shipType: ships.shipType }).from(ships)).map((s) => [s.id, s.shipType]),
  );
  for (const [shipIndex, ship] of fleet.entries()) {
    const amounts = DEMO_BUDGET_AMOUNTS[types.get(ship.id) === 'tanker' ? 'tanker' : 'bulk_carrier'];
    for (const main of DEMO_CATEGORIES) {
      const id = await categoryId(tx, main.code);
      const dollars = amounts[main.code];
      if (!id || dollars === undefined) continue;
      const amount = `${dollars}.00`;
      const months = splitByWeights(dollars, weightsFor(main.code, ship.name, shipIndex));
      const problems = validateMonthlyDistribution(amount, months, 'USD');
      if (problems.length > 0)
        throw new Error(`demo budget ${ship.name} ${main.code}: ${problems.join('; ')}`);
      const [row] = await tx
        .insert(budgets)
        .values({ shipId: ship.id, categoryId: id, year, currency: 'USD', amount, revision: 1 })
        .onConflictDoNothing()
        .returning({ id: budgets.id });
      if (!row) continue;
      const reason = DRY_DOCK_MONTH[ship.name]
        ? `Approved ${year} budget (dry-dock year)`
        : `Approved ${year} budget`;
      const [revision] = await tx
        .insert(budgetRevisions)
        .values({
          budgetId: row.id,
          revision: 1,
          currency: 'USD',
          amount,
          reason,
          createdByName: SYSTEM.name,
        })
        .returning({ id: budgetRevisions.id });
      await tx
        .insert(budgetMonths)
        .values(months.map((m, i) => ({ revisionId: revision!.id, month: i + 1, amount: m })));
      await recordAudit(tx, SYSTEM, {
        action: 'create',
        entity: 'budget',
        entityId: row.id,
        shipId: ship.id,
        after: {
          shipName: ship.name,
          categoryCode: main.code,
          year,
          currency: 'USD',
          amount,
          months,
          reason,
        },
      });
    }
  }
}

/**
 * Purchasing master data: vendors and port agents in real ports, the expense category tree, and a
 * budget per demo ship and main category for the current year (uneven: dry-dock months, quarterly
 * lubricant deliveries, the annual LSA service, Christmas provisions). Idempotent: records that exist
 * (same vendor code, agent name in the port, category code, ship/category/year) are left as they are.
 */
export async function seedPurchasing(tx: Tx): Promise<void> {
  await seedVendors(tx);
  await seedAgents(tx);
  await seedCategories(tx);
  await seedBudgets(tx);
}
