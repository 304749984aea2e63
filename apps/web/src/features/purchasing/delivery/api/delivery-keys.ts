import type { z } from 'zod';
import type {
  deliverablePurchaseOrderQuerySchema,
  deliveryListQuerySchema,
  supplyWindowListQuerySchema,
} from '@keel/domain';

/** Query of the deliveries list as the screens send it. */
export type DeliveriesListInput = Partial<z.output<typeof deliveryListQuerySchema>>;
/** Query of the supply windows list. */
export type SupplyWindowsInput = Partial<z.output<typeof supplyWindowListQuerySchema>>;
/** Query of the deliverable purchase orders. */
export type DeliverableOrdersInput = Partial<z.output<typeof deliverablePurchaseOrderQuerySchema>>;

/** Query keys of the deliveries feature. */
export const deliveryKeys = {
  all: ['purchasing', 'deliveries'] as const,
  lists: () => [...deliveryKeys.all, 'list'] as const,
  list: (query: DeliveriesListInput) => [...deliveryKeys.lists(), query] as const,
  details: () => [...deliveryKeys.all, 'detail'] as const,
  detail: (id: string) => [...deliveryKeys.details(), id] as const,
  windows: (query: SupplyWindowsInput) => [...deliveryKeys.all, 'supply-windows', query] as const,
  orders: (query: DeliverableOrdersInput) => [...deliveryKeys.all, 'orders', query] as const,
  agents: () => [...deliveryKeys.all, 'agents'] as const,
};
