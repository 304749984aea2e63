import type { Expense, ExpensePartyType } from '@keel/domain';
import type { ExpenseRow } from './expense.repo';

/** The API shape of a stored expense (money as decimal strings; the storage key stays on the server). */
export function toExpenseView(row: ExpenseRow): Expense {
  return {
    id: row.id,
    shipId: row.shipId,
    shipName: row.shipName,
    categoryId: row.categoryId,
    categoryCode: row.categoryCode,
    categoryName: row.categoryName,
    partyType: row.partyType as ExpensePartyType,
    agentId: row.agentId,
    agentName: row.agentName,
    expenseDate: row.expenseDate,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    baseCurrency: row.baseCurrency,
    rate: row.rate,
    rateDate: row.rateDate,
    rateSource: row.rateSource,
    baseAmount: row.baseAmount,
    rebillable: row.rebillable,
    customerId: row.customerId,
    customerName: row.customerName,
    receipt:
      row.receiptKey && row.receiptName && row.receiptMime && row.receiptSha256
        ? {
            name: row.receiptName,
            mime: row.receiptMime,
            size: row.receiptSize ?? 0,
            sha256: row.receiptSha256,
            uploadedAt: (row.receiptUploadedAt ?? row.updatedAt).toISOString(),
          }
        : null,
    invoicedAt: row.invoicedAt?.toISOString() ?? null,
    invoiceId: row.invoiceId,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
