import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  supplyWindowListResponseSchema,
  supplyWindowResponseSchema,
  type CreateSupplyWindowInput,
} from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { deliveryKeys, type SupplyWindowsInput } from './delivery-keys';

/** `GET /purchasing/supply-windows/`: the windows of the user's ships, latest first. */
export const useSupplyWindows = (query: SupplyWindowsInput, enabled = true) =>
  useQuery({
    queryKey: deliveryKeys.windows(query),
    queryFn: ({ signal }) =>
      api.get('/purchasing/supply-windows/', {
        query: { ...query },
        signal,
        schema: supplyWindowListResponseSchema,
      }),
    enabled,
  });

/** `POST /purchasing/supply-windows/`: a new window of a ship (from ≤ to). */
export function useCreateSupplyWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSupplyWindowInput) =>
      api
        .post('/purchasing/supply-windows/', body, { schema: supplyWindowResponseSchema })
        .then((r) => r.data),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: [...deliveryKeys.all, 'supply-windows'] }),
  });
}
