import type { z } from 'zod';
import type { vendorListQuerySchema } from '@keel/domain';

/** Query of the vendors list as the screen sends it. */
export type VendorsListInput = Partial<z.output<typeof vendorListQuerySchema>>;

/** Query keys of the vendors feature. */
export const vendorKeys = {
  all: ['purchasing', 'vendors'] as const,
  lists: () => [...vendorKeys.all, 'list'] as const,
  list: (query: VendorsListInput) => [...vendorKeys.lists(), query] as const,
  details: () => [...vendorKeys.all, 'detail'] as const,
  detail: (id: string) => [...vendorKeys.details(), id] as const,
};
