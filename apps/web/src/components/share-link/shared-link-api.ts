import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdSharedLinkResponseSchema, type CreateSharedLink } from '@keel/domain';
import { api } from '../../lib/api-client';

/** Query keys of shared links (the share button and the "Shared links" screen both use them). */
export const sharedLinkKeys = {
  all: ['shared-links'] as const,
  list: (query: Record<string, unknown>) => [...sharedLinkKeys.all, 'list', query] as const,
};

/**
 * `POST /files/shared-links`: makes a link; the answer holds the token, shown once. No
 * Idempotency-Key: the server would keep the answer (with the token) for 24 hours to replay it, and
 * a lost answer costs only a second link, which the list shows and can revoke.
 */
export async function createSharedLink(body: CreateSharedLink) {
  return (
    await api.post('/files/shared-links', body, {
      schema: createdSharedLinkResponseSchema,
      idempotencyKey: false,
    })
  ).data;
}

/** Makes a link, then refreshes the lists of links. */
export function useCreateSharedLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSharedLink,
    onSuccess: () => void client.invalidateQueries({ queryKey: sharedLinkKeys.all }),
  });
}
