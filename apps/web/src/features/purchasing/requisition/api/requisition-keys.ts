import type { z } from 'zod';
import type { requisitionListQuerySchema } from '@keel/domain';

/** Query of the requisitions list as the screen sends it. */
export type RequisitionsListInput = Partial<z.output<typeof requisitionListQuerySchema>>;

/** Query keys of the requisitions feature. */
export const requisitionKeys = {
  all: ['purchasing', 'requisitions'] as const,
  lists: () => [...requisitionKeys.all, 'list'] as const,
  list: (query: RequisitionsListInput) => [...requisitionKeys.lists(), query] as const,
  details: () => [...requisitionKeys.all, 'detail'] as const,
  detail: (id: string) => [...requisitionKeys.details(), id] as const,
  budgetCheck: (id: string, version: number) =>
    [...requisitionKeys.detail(id), 'budget-check', version] as const,
  categories: () => [...requisitionKeys.all, 'categories'] as const,
};

/** The path of one requisition (ids are encoded). */
export const requisitionPath = (id: string, suffix = '') =>
  `/purchasing/requisitions/${encodeURIComponent(id)}${suffix}`;
