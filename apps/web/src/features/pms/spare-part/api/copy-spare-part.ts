import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sparePartResponseSchema,
  type CopySparePart,
  type DuplicateSparePart,
  type MoveSparePart,
  type SparePart,
} from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { sparePartKeys, sparePartPath } from './spare-part-keys';

/** The spec §4 dialogs of a part: its body per verb. */
export type PartDialogBody =
  | { verb: 'move'; body: MoveSparePart }
  | { verb: 'copy'; body: CopySparePart }
  | { verb: 'duplicate'; body: DuplicateSparePart };

/**
 * `POST /pms/spare-parts/:id/move|copy|duplicate` with the version read (409 when stale): the moved part,
 * or the new copy. The part and the lists refresh.
 */
export function usePartDialogAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ verb, body }: PartDialogBody): Promise<SparePart> =>
      api.post(sparePartPath(id, `/${verb}`), body, { schema: sparePartResponseSchema }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sparePartKeys.all }),
  });
}
