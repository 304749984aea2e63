import type { z } from 'zod';
import type { budgetListQuerySchema } from '@keel/domain';

/** Query of the budgets list as the screen sends it. */
export type BudgetsListInput = Partial<z.output<typeof budgetListQuerySchema>>;

/** Query keys of the budgets feature. */
export const budgetKeys = {
  all: ['purchasing', 'budgets'] as const,
  lists: () => [...budgetKeys.all, 'list'] as const,
  list: (query: BudgetsListInput) => [...budgetKeys.lists(), query] as const,
  details: () => [...budgetKeys.all, 'detail'] as const,
  detail: (id: string) => [...budgetKeys.details(), id] as const,
  categories: () => [...budgetKeys.all, 'categories'] as const,
};
