import { useQuery } from '@tanstack/react-query';
import { sparePartListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';

/**
 * `GET /pms/spare-parts?shipId&componentId`: the ship's stock parts a completion may take (those fitting
 * the component first). Without spare_part_read the request is refused and the dialog offers free text.
 */
export const useShipParts = (shipId: string | null, componentId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['pms', 'spare-parts', 'for-job', shipId, componentId] as const,
    queryFn: ({ signal }) =>
      api
        .get('/pms/spare-parts', {
          query: { shipId: shipId ?? undefined, limit: 200 },
          signal,
          schema: sparePartListResponseSchema,
        })
        .then((r) => r.data),
    enabled: enabled && shipId !== null,
    retry: false,
  });
