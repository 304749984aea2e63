import type { z } from 'zod';
import type { sparePartListQuerySchema } from '@keel/domain';

/** Query of the spare parts list as the screens send it. */
export type SparePartsListInput = Partial<
  Omit<z.input<typeof sparePartListQuerySchema>, 'offset' | 'limit'>
> & {
  offset?: number;
  limit?: number;
};

/** Query keys of the spare parts feature. */
export const sparePartKeys = {
  all: ['pms', 'spare-parts'] as const,
  lists: () => [...sparePartKeys.all, 'list'] as const,
  list: (query: SparePartsListInput) => [...sparePartKeys.lists(), query] as const,
  detail: (id: string) => [...sparePartKeys.all, 'detail', id] as const,
  ledger: (id: string, offset: number, limit: number) =>
    [...sparePartKeys.detail(id), 'ledger', offset, limit] as const,
};

/** The API path of one part (ids are encoded). */
export const sparePartPath = (id: string, suffix = '') =>
  `/pms/spare-parts/${encodeURIComponent(id)}${suffix}`;
