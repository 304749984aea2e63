import { useQuery } from '@tanstack/react-query';
import { purchasingBudgetDetailResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { purchasingOverviewKeys } from './overview-keys';

/** `GET /purchasing/overview/budget-detail`: budget and committed per category and month of a ship. */
export const usePurchasingBudgetDetail = (shipId: string, year: number, categoryId?: string) =>
  useQuery({
    queryKey: purchasingOverviewKeys.budgetDetail(shipId, year, categoryId),
    queryFn: ({ signal }) =>
      api
        .get('/purchasing/overview/budget-detail', {
          query: { shipId, year, ...(categoryId ? { categoryId } : {}) },
          signal,
          schema: purchasingBudgetDetailResponseSchema,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
    enabled: shipId !== '',
    retry: false,
  });
