import type { z } from 'zod';
import type { applianceListQuerySchema } from '@keel/domain';

/** Query of the register list as the screen sends it. */
export type AppliancesListInput = Partial<z.output<typeof applianceListQuerySchema>>;

/** Query keys of the appliance register. */
export const applianceKeys = {
  all: ['appliances'] as const,
  lists: () => [...applianceKeys.all, 'list'] as const,
  list: (query: AppliancesListInput) => [...applianceKeys.lists(), query] as const,
  details: () => [...applianceKeys.all, 'detail'] as const,
  detail: (id: string) => [...applianceKeys.details(), id] as const,
  installs: (id: string, page: { offset: number; limit: number }) =>
    [...applianceKeys.detail(id), 'installs', page] as const,
};
