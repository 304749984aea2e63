import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueResponseSchema, type CreateCatalogueInput } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { pmsKeys } from '../../component/api/pms-keys';

/** `POST /pms/catalogues`: an empty catalogue for a ship family. */
export function useCreateCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCatalogueInput) =>
      api.post('/pms/catalogues', body, { schema: catalogueResponseSchema }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pmsKeys.catalogues() }),
  });
}
