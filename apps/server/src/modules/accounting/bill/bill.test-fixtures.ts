import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dataOf, unique } from '../../../test/fixtures';
import type { TestSession } from '../../../test/test-app';
import { purchasingCommitmentYears } from '../../purchasing/overview/commitment.table';

/** A ship's budget figures for one category and year: committed (open POs) and actual spend, rounded to cents. */
export async function budgetSpend(db: Db, shipId: string, categoryId: string, year: number) {
  const [row] = await db
    .select({
      committed: sql<string>`coalesce(sum(${purchasingCommitmentYears.purchaseOrders}), 0)::numeric(20,2)::text`,
      actual: sql<string>`coalesce(sum(${purchasingCommitmentYears.actual}), 0)::numeric(20,2)::text`,
    })
    .from(purchasingCommitmentYears)
    .where(
      and(
        eq(purchasingCommitmentYears.shipId, shipId),
        eq(purchasingCommitmentYears.categoryId, categoryId),
        eq(purchasingCommitmentYears.year, year),
      ),
    );
  return { committed: Number(row!.committed), actual: Number(row!.actual) };
}

/** A company USD bank account (a valid IBAN) to pay bills from; its id. */
export async function companyBankAccount(admin: TestSession): Promise<string> {
  return dataOf<{ id: string }>(
    await admin.post('/accounting/bank-accounts', {
      ownerType: 'company',
      bankName: unique('Bank'),
      iban: 'GB82 WEST 1234 5698 7654 32',
      currency: 'USD',
    }),
  ).id;
}
