import type { z } from 'zod';
import type { purchaseOrderListQuerySchema } from '@keel/domain';

/** Query of the purchase-order list as the screen sends it. */
export type PurchaseOrdersListInput = Partial<z.output<typeof purchaseOrderListQuerySchema>>;

/** Query keys of the purchase-order feature. */
export const poKeys = {
  all: ['purchasing', 'purchase-orders'] as const,
  lists: () => [...poKeys.all, 'list'] as const,
  list: (query: PurchaseOrdersListInput) => [...poKeys.lists(), query] as const,
  details: () => [...poKeys.all, 'detail'] as const,
  detail: (id: string) => [...poKeys.details(), id] as const,
  options: () => [...poKeys.all, 'options'] as const,
  budgetCheck: (id: string, version: number) => [...poKeys.all, 'budget-check', id, version] as const,
};
