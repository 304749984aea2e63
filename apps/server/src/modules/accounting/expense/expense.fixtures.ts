import type { Expense, ExpenseOptions } from '@keel/domain';
import { dataOf } from '../../../test/fixtures';
import type { TestResponse, TestSession } from '../../../test/test-app';
import { multipart } from '../../fleet/certificate/certificate.fixtures';

/** Test helpers of the expense suites. */

/** The expense form's options as `session` sees them. */
export async function optionsOf(session: TestSession): Promise<ExpenseOptions> {
  return dataOf<ExpenseOptions>(await session.get('/accounting/expenses/options'));
}

/** A valid new-expense body on `shipId` (vessel party, 120.50 USD, today). */
export function expenseBody(shipId: string, categoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    shipId,
    categoryId,
    partyType: 'vessel',
    expenseDate: new Date().toISOString().slice(0, 10),
    description: 'Fresh water, alongside',
    amount: '120.50',
    currency: 'USD',
    ...overrides,
  };
}

/** Creates an expense through the API. */
export async function createExpense(
  session: TestSession,
  shipId: string,
  categoryId: string,
  overrides: Record<string, unknown> = {},
): Promise<Expense> {
  return dataOf<Expense>(
    await session.post('/accounting/expenses', expenseBody(shipId, categoryId, overrides)),
  );
}

/** Uploads a receipt to an expense as `session`. */
export function uploadReceipt(
  session: TestSession,
  id: string,
  version: number,
  file: { name: string; content: Buffer; type?: string },
): Promise<TestResponse> {
  const body = multipart({ version: String(version) }, file);
  return session.request('POST', `/accounting/expenses/${id}/receipt`, body.payload, body.headers);
}
