import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushPreviewResponseSchema, type PushCatalogue } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { pmsKeys } from '../../component/api/pms-keys';

/** `GET /pms/catalogues/:id/push-preview`: what a push would change on each ship using the catalogue. */
export const usePushPreview = (catalogueId: string | null) =>
  useQuery({
    queryKey: pmsKeys.pushPreview(catalogueId ?? ''),
    queryFn: ({ signal }) =>
      api
        .get(`/pms/catalogues/${encodeURIComponent(catalogueId!)}/push-preview`, {
          signal,
          schema: pushPreviewResponseSchema,
        })
        .then((r) => r.data),
    enabled: Boolean(catalogueId),
  });

/**
 * `POST /pms/catalogues/:id/push`: brings the named ships up to the templates; of the job changes only
 * those in `jobChoices`, of the component changes only those in `componentChoices` (per ship named there).
 */
export function usePushCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PushCatalogue & { id: string }) =>
      api
        .post(`/pms/catalogues/${encodeURIComponent(id)}/push`, body, { schema: pushPreviewResponseSchema })
        .then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pmsKeys.all }),
  });
}
