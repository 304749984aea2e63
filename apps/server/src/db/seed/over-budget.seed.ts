import { and, desc, eq, sql } from 'drizzle-orm';
import { distributeEvenly } from '@keel/domain';
import type { Tx } from '../client';
import { recordAudit } from '../../modules/audit/audit.service';
import { budgetMonths, budgetRevisions, budgets } from '../../modules/purchasing/budget/budget.table';
import { purchasingCommitments } from '../../modules/purchasing/overview/commitment.table';

const SYSTEM = { id: null, name: 'Demo data' };
const REASON = 'Mid-year cut: charter rate review';

/**
 * One budget over its commitments, so the over-budgets view has something real to show on first start:
 * the USD budget of this year with the most committed against it is revised down to 85% of what is
 * committed (a new revision with the reason, as an office would record a mid-year cut). Runs after the
 * purchase orders and deliveries; idempotent (a budget already cut is left alone).
 */
export async function seedOverBudget(tx: Tx): Promise<void> {
  const year = new Date().getUTCFullYear();
  const committed = sql<string>`sum(${purchasingCommitments.requisitions} + ${purchasingCommitments.purchaseOrders} + ${purchasingCommitments.actual})`;
  const [top] = await tx
    .select({ budgetId: budgets.id, shipId: budgets.shipId, revision: budgets.revision, committed })
    .from(purchasingCommitments)
    .innerJoin(
      budgets,
      and(
        eq(budgets.shipId, purchasingCommitments.shipId),
        eq(budgets.categoryId, purchasingCommitments.categoryId),
        eq(budgets.year, year),
        eq(budgets.currency, purchasingCommitments.currency),
      ),
    )
    .where(
      and(
        eq(purchasingCommitments.currency, 'USD'),
        sql`extract(year from ${purchasingCommitments.month}) = ${year}`,
      ),
    )
    .groupBy(budgets.id, budgets.shipId, budgets.revision)
    .orderBy(desc(committed))
    .limit(1);
  if (!top || Number(top.committed) <= 0) return;
  const [cut] = await tx
    .select({ id: budgetRevisions.id })
    .from(budgetRevisions)
    .where(and(eq(budgetRevisions.budgetId, top.budgetId), eq(budgetRevisions.reason, REASON)))
    .limit(1);
  if (cut) return;
  const amount = `${Math.floor(Number(top.committed) * 0.85)}.00`;
  const revision = top.revision + 1;
  const [row] = await tx
    .insert(budgetRevisions)
    .values({
      budgetId: top.budgetId,
      revision,
      currency: 'USD',
      amount,
      reason: REASON,
      createdByName: SYSTEM.name,
    })
    .returning({ id: budgetRevisions.id });
  const months = distributeEvenly(amount, 'USD');
  await tx
    .insert(budgetMonths)
    .values(months.map((m, i) => ({ revisionId: row!.id, month: i + 1, amount: m })));
  await tx
    .update(budgets)
    .set({ amount, revision, version: sql`${budgets.version} + 1`, updatedAt: new Date() })
    .where(eq(budgets.id, top.budgetId));
  await recordAudit(tx, SYSTEM, {
    action: 'revise',
    entity: 'budget',
    entityId: top.budgetId,
    shipId: top.shipId,
    after: { revision, amount, reason: REASON },
  });
}
