import type { AgeingQuery, InvoiceListQuery } from '@keel/domain';

/** Query of the invoices list as the screen sends it. */
export type InvoicesListInput = Partial<InvoiceListQuery>;

/** Query keys of the invoice feature. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (query: InvoicesListInput) => [...invoiceKeys.lists(), query] as const,
  totals: (query: InvoicesListInput) => [...invoiceKeys.all, 'totals', query] as const,
  ageing: (query: Partial<AgeingQuery>) => [...invoiceKeys.all, 'ageing', query] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  sources: (shipId: string, customerId: string) =>
    [...invoiceKeys.all, 'sources', shipId, customerId] as const,
  customers: () => [...invoiceKeys.all, 'customers'] as const,
};
