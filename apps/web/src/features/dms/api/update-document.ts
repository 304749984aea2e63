import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDocument } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { documentResponse } from './get-document';
import { dmsKeys, dmsPath } from './dms-keys';

/** `PATCH /dms/documents/:id` (every field, with the version read: distribution, owner…); 409 when stale. */
export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDocument }) =>
      api.patch(dmsPath('documents', id), body, { schema: documentResponse }).then((r) => r.data),
    onSuccess: (doc) => {
      queryClient.setQueryData(dmsKeys.document(doc.id), doc);
      void queryClient.invalidateQueries({ queryKey: dmsKeys.tree() });
    },
  });
}
