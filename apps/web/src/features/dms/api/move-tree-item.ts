import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope, treeNodeSchema, type MoveTreeItem } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { dmsKeys } from './dms-keys';

const treeResponse = envelope(z.array(treeNodeSchema));

/**
 * `POST /dms/tree/move` (manage_documents): a chapter or document one place up or down. The answer is
 * the new tree; the documents read before are refreshed (renumbered rows have a new version). A 409
 * (someone moved or edited a sibling meanwhile) reloads the tree.
 */
export function useMoveTreeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveTreeItem) =>
      api.post('/dms/tree/move', body, { schema: treeResponse, idempotencyKey: false }).then((r) => r.data),
    onSuccess: (tree) => {
      queryClient.setQueryData(dmsKeys.tree(), tree);
      void queryClient.invalidateQueries({ queryKey: dmsKeys.documents() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: dmsKeys.tree() }),
  });
}
