import type { ExpenseCategory } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ApiError } from '../../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteCategory } from '../api/delete-category';
import { useUpdateCategory } from '../api/update-category';

/** A change that needs a confirmation. */
export interface PendingChange {
  kind: 'deactivate' | 'activate' | 'delete';
  node: ExpenseCategory & { children: unknown[] };
}

/** Asks before deactivating (with the sub-categories), activating or deleting a category. */
export function CategoryStatusDialogs({
  pending,
  onClose,
  onConflict,
}: {
  pending: PendingChange | null;
  onClose: () => void;
  onConflict: () => void;
}) {
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  if (!pending) return null;
  const { kind, node } = pending;
  const label = `${node.code} ${node.name}`;
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict && /changed by someone else/.test(error.message))
      onConflict();
    else notifyError(error);
  };
  const confirm = () => {
    const done = { onError, onSettled: onClose };
    if (kind === 'delete')
      remove.mutate(
        { id: node.id, version: node.version },
        { ...done, onSuccess: () => notifySuccess(`${label} deleted`) },
      );
    else
      update.mutate(
        { id: node.id, version: node.version, active: kind === 'activate' },
        {
          ...done,
          onSuccess: () => notifySuccess(`${label} ${kind === 'activate' ? 'activated' : 'deactivated'}`),
        },
      );
  };
  const message =
    kind === 'delete'
      ? 'The category is removed for good. Only a category that no budget uses can be deleted.'
      : kind === 'deactivate'
        ? `It can no longer be chosen for new budgets or requisitions${node.children.length > 0 ? '; its sub-categories are deactivated too' : ''}. Existing budgets keep it.`
        : 'It can be chosen again. Its sub-categories stay as they are.';
  return (
    <ConfirmDialog
      open
      type={kind === 'delete' ? 'delete' : kind === 'deactivate' ? 'warning' : 'confirm'}
      title={`${kind === 'delete' ? 'Delete' : kind === 'deactivate' ? 'Deactivate' : 'Activate'} ${label}?`}
      message={message}
      confirmText={kind === 'delete' ? 'Delete' : kind === 'deactivate' ? 'Deactivate' : 'Activate'}
      cancelText="Cancel"
      loading={update.isPending || remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
