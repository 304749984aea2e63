import { useState } from 'react';
import type { DmsTreeNode, ManualMoveDirection } from '@keel/domain';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { useMoveTreeItem } from '../../api/move-tree-item';
import { canMoveInTree } from '../../shared/dms-tree';

/** What the contents' ordering offers: move, whether a move is under way, what happened. */
export interface TreeOrder {
  move: (id: string, direction: ManualMoveDirection) => void;
  pending: boolean;
  /** The last move in words (for the live region). */
  status: string;
  error: string | null;
  clearError: () => void;
}

/** Moves chapters and documents of `rows` one place up or down (`POST /dms/tree/move`). */
export function useTreeOrder(rows: readonly DmsTreeNode[]): TreeOrder {
  const mutation = useMoveTreeItem();
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = (id: string, direction: ManualMoveDirection) => {
    const node = rows.find((r) => r.id === id);
    if (!node || mutation.isPending || !canMoveInTree(rows, id, direction)) return;
    setError(null);
    mutation.mutate(
      { kind: node.kind, id, direction, version: node.version ?? 1 },
      {
        onSuccess: () => setStatus(`Moved ${node.number} ${direction}`),
        onError: (e) =>
          setError(
            e instanceof ApiError && e.isConflict
              ? 'Changed by someone else: the contents were reloaded. Try the move again.'
              : errorMessage(e),
          ),
      },
    );
  };
  return { move, pending: mutation.isPending, status, error, clearError: () => setError(null) };
}
