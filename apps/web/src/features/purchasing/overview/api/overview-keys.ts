/** Query keys of the purchasing overview feature. */
export const purchasingOverviewKeys = {
  all: ['purchasing', 'overview'] as const,
  fleet: (year: number) => [...purchasingOverviewKeys.all, 'fleet', year] as const,
  ship: (shipId: string, year: number) => [...purchasingOverviewKeys.all, 'ship', shipId, year] as const,
  budgetDetail: (shipId: string, year: number, categoryId?: string) =>
    [...purchasingOverviewKeys.all, 'budget-detail', shipId, year, categoryId ?? null] as const,
  overBudgets: (year: number) => [...purchasingOverviewKeys.all, 'over-budgets', year] as const,
};
