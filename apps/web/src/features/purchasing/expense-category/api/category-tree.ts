import { queryOptions, useQuery } from '@tanstack/react-query';
import { expenseCategoryTreeResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { expenseCategoryKeys } from './expense-category-keys';

/** `GET /purchasing/expense-categories/tree`: every category, flat, ordered by code. */
export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: expenseCategoryKeys.tree(),
    queryFn: ({ signal }) =>
      api
        .get('/purchasing/expense-categories/tree', { signal, schema: expenseCategoryTreeResponseSchema })
        .then((r) => r.data),
  });

export const useCategoryTree = () => useQuery(categoryTreeQuery());
