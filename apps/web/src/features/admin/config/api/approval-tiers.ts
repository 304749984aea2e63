import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalTiersConfigResponseSchema, type UpdateApprovalTiers } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { sharedKeys } from '../../../../lib/shared-queries';

const key = ['config', 'approval-tiers'] as const;

/** `GET /config/approval-tiers/`: purchase-order approval tiers in the base currency. */
export const approvalTiersQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      api
        .get('/config/approval-tiers/', { signal, schema: approvalTiersConfigResponseSchema })
        .then((r) => r.data),
  });

export const useApprovalTiers = () => useQuery(approvalTiersQuery());

/** `PUT /config/approval-tiers/` (administrators); the settings' version moves, so the settings are re-read. */
export function useUpdateApprovalTiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateApprovalTiers) =>
      api
        .put('/config/approval-tiers/', body, { schema: approvalTiersConfigResponseSchema })
        .then((r) => r.data),
    onSuccess: (tiers) => {
      queryClient.setQueryData(key, tiers);
      void queryClient.invalidateQueries({ queryKey: sharedKeys.companyConfig, exact: true });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
