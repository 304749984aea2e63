import type { z } from 'zod';
import type { bunkerPriceListQuerySchema, bunkerSupplierListQuerySchema } from '@keel/domain';

/** Query of the suppliers list as the screen sends it. */
export type BunkerSuppliersListInput = Partial<z.output<typeof bunkerSupplierListQuerySchema>>;
/** Query of a price history as the screen sends it. */
export type BunkerPricesListInput = Partial<z.output<typeof bunkerPriceListQuerySchema>>;

/** Query keys of the bunker suppliers feature. */
export const bunkerSupplierKeys = {
  all: ['bunker-suppliers'] as const,
  lists: () => [...bunkerSupplierKeys.all, 'list'] as const,
  list: (query: BunkerSuppliersListInput) => [...bunkerSupplierKeys.lists(), query] as const,
  ports: () => [...bunkerSupplierKeys.all, 'ports'] as const,
  details: () => [...bunkerSupplierKeys.all, 'detail'] as const,
  detail: (id: string) => [...bunkerSupplierKeys.details(), id] as const,
  prices: (id: string) => [...bunkerSupplierKeys.detail(id), 'prices'] as const,
  priceList: (id: string, query: BunkerPricesListInput) => [...bunkerSupplierKeys.prices(id), query] as const,
};
