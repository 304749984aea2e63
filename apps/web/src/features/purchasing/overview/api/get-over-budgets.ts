import { useQuery } from '@tanstack/react-query';
import { overBudgetsResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { purchasingOverviewKeys } from './overview-keys';

/** `GET /purchasing/over-budgets/`: every ship/category over budget, and the ones that cannot be compared. */
export const useOverBudgets = (year: number) =>
  useQuery({
    queryKey: purchasingOverviewKeys.overBudgets(year),
    queryFn: ({ signal }) =>
      api
        .get('/purchasing/over-budgets/', { query: { year }, signal, schema: overBudgetsResponseSchema })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });
