import { useQuery } from '@tanstack/react-query';
import { catalogueListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { pmsKeys } from '../../component/api/pms-keys';

/** `GET /pms/catalogues`: every catalogue with the ships using it. */
export const useCatalogues = () =>
  useQuery({
    queryKey: pmsKeys.catalogues(),
    queryFn: ({ signal }) =>
      api.get('/pms/catalogues', { signal, schema: catalogueListResponseSchema }).then((r) => r.data),
  });
