import { useQuery } from '@tanstack/react-query';
import { sparePartListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';

/** Whose parts: a ship's stock parts or a catalogue's spare-part templates. */
export type PartOwner = { shipId: string } | { catalogueId: string };

/**
 * `GET /pms/spare-parts?shipId|catalogueId`: the parts a job may require (the catalogue's templates for
 * a job template). Without spare_part_read the request is refused and the form offers a named part only.
 */
export const useOwnerParts = (owner: PartOwner, enabled: boolean) =>
  useQuery({
    queryKey: ['pms', 'spare-parts', 'for-job-form', owner] as const,
    queryFn: ({ signal }) =>
      api
        .get('/pms/spare-parts', {
          query: { ...owner, limit: 200 },
          signal,
          schema: sparePartListResponseSchema,
        })
        .then((r) => r.data),
    enabled,
    retry: false,
  });
