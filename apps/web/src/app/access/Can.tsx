import type { ReactNode } from 'react';
import { can, type ActionName, type CheckMode } from '@keel/domain';
import { useAccess } from './access-context';

/**
 * Shows its children only when the user holds the actions (spec §6), on `shipId` when given.
 * Hiding is a convenience: the server checks every request.
 */
export function Can({
  actions,
  shipId,
  mode = 'and',
  fallback = null,
  children,
}: {
  actions: ActionName[];
  shipId?: string | null;
  mode?: CheckMode;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const access = useAccess();
  return <>{can(access, actions, { shipId, mode }) ? children : fallback}</>;
}
