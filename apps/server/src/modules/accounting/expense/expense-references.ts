import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/http-error';
import { assertSidebar, myShips, type Actor } from '../../access/access.service';
import { companySettings } from '../../config/approval-tiers.service';
import { agents } from '../../purchasing/agent/agent.table';
import { agentById } from '../../purchasing/agent/agent.service';
import { expenseCategoryById } from '../../purchasing/expense-category/expense-category.service';
import { expenseCategories } from '../../purchasing/expense-category/expense-category.table';
import { customers } from '../customer/customer.table';

/** The records an expense refers to, as far as they are given. */
export interface ExpenseReferences {
  categoryId?: string | null;
  agentId?: string | null;
  customerId?: string | null;
}

/** 400 naming the field when a referenced category, agent or customer is unknown or inactive. */
export async function checkReferences(db: DbOrTx, refs: ExpenseReferences): Promise<void> {
  if (refs.categoryId) {
    const category = await expenseCategoryById(db, refs.categoryId);
    if (!category) throw badRequest('categoryId', 'no such expense category');
    if (!category.active) throw badRequest('categoryId', `${category.code} ${category.name} is inactive`);
  }
  if (refs.agentId) {
    const agent = await agentById(db, refs.agentId);
    if (!agent) throw badRequest('agentId', 'no such agent');
    if (!agent.active) throw badRequest('agentId', `${agent.name} is inactive`);
  }
  if (refs.customerId) {
    const [customer] = await db
      .select({ name: customers.name, active: customers.active })
      .from(customers)
      .where(eq(customers.id, refs.customerId));
    if (!customer) throw badRequest('customerId', 'no such customer');
    if (!customer.active) throw badRequest('customerId', `${customer.name} is inactive`);
  }
}

/**
 * `GET /accounting/expenses/options`: what the expense form offers — the actor's ships, the active
 * expense categories, agents and customers, and the company's base currency. Readable with the
 * expenses permission alone (the user need not hold the purchasing screens).
 */
export async function expenseOptions(db: Db, actor: Actor) {
  assertSidebar(actor, ['accounting.expenses']);
  const [ships, categories, agentRows, customerRows, settings] = await Promise.all([
    myShips(db, actor),
    db
      .select({ id: expenseCategories.id, code: expenseCategories.code, name: expenseCategories.name })
      .from(expenseCategories)
      .where(eq(expenseCategories.active, true))
      .orderBy(asc(expenseCategories.code)),
    db
      .select({ id: agents.id, name: agents.name, port: agents.portName })
      .from(agents)
      .where(eq(agents.active, true))
      .orderBy(asc(agents.name)),
    db
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(eq(customers.active, true))
      .orderBy(asc(customers.name)),
    companySettings(db),
  ]);
  return {
    baseCurrency: settings.baseCurrency,
    ships: ships.map((s) => ({ id: s.id, name: s.name })),
    categories,
    agents: agentRows.map((a) => ({ id: a.id, name: `${a.name} (${a.port})` })),
    customers: customerRows,
  };
}
