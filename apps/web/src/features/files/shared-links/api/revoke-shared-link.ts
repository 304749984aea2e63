import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedLinkResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { sharedLinkKeys } from '../../../../components/share-link/shared-link-api';

/** `POST /files/shared-links/:id/revoke`: withdraws a link (the version read, for the optimistic lock). */
export async function revokeSharedLink({ id, version }: { id: string; version: number }) {
  return (
    await api.post(
      `/files/shared-links/${encodeURIComponent(id)}/revoke`,
      { version },
      {
        schema: sharedLinkResponseSchema,
      },
    )
  ).data;
}

/** Revokes, then refreshes the lists. */
export function useRevokeSharedLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeSharedLink,
    onSuccess: () => void client.invalidateQueries({ queryKey: sharedLinkKeys.all }),
  });
}
