import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sparePartResponseSchema,
  type CreateSparePart,
  type SparePart,
  type UpdateSparePart,
} from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { sparePartKeys, sparePartPath } from './spare-part-keys';

/** `POST /pms/spare-parts` (no id) or `PATCH /pms/spare-parts/:id`: saves a part; the lists refresh. */
export function useSaveSparePart(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSparePart | UpdateSparePart): Promise<SparePart> =>
      (id
        ? api.patch(sparePartPath(id), body, { schema: sparePartResponseSchema })
        : api.post('/pms/spare-parts', body, { schema: sparePartResponseSchema })
      ).then((r) => r.data),
    onSuccess: (part) => {
      queryClient.setQueryData(sparePartKeys.detail(part.id), part);
      void queryClient.invalidateQueries({ queryKey: sparePartKeys.lists() });
    },
  });
}
