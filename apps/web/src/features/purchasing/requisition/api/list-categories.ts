import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { requisitionKeys } from './requisition-keys';

const categoriesSchema = envelope(z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })));

/** An expense category a requisition may be booked on. */
export type RequisitionCategory = z.infer<typeof categoriesSchema>['data'][number];

/** `GET /purchasing/requisitions/categories`: the active expense categories; fresh for 5 minutes. */
export const requisitionCategoriesQuery = () =>
  queryOptions({
    queryKey: requisitionKeys.categories(),
    queryFn: ({ signal }) =>
      api
        .get('/purchasing/requisitions/categories', { signal, schema: categoriesSchema })
        .then((r) => r.data),
    staleTime: 5 * 60_000,
  });

export const useRequisitionCategories = () => useQuery(requisitionCategoriesQuery());
