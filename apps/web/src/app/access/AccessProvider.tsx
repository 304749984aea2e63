import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buildAccess } from '@keel/domain';
import { useAuth } from '../auth/auth-context';
import { AccessContext, type AccessState } from './access-context';
import { myActionsQuery, mySidebarQuery } from './access-queries';

/** Loads the two access lists of the signed-in user and builds their {@link Access}. */
export function AccessProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated, user } = useAuth();
  const userId = user?.id ?? 'anonymous';
  const enabled = isAuthenticated && Boolean(user);
  const actions = useQuery({ ...myActionsQuery(userId), enabled });
  const sidebar = useQuery({ ...mySidebarQuery(userId), enabled });

  const value = useMemo<AccessState>(() => {
    const isError = actions.isError || sidebar.isError;
    const access =
      enabled && !isError && actions.data && sidebar.data
        ? buildAccess({ isAdmin: user?.isAdmin ?? false, sidebar: sidebar.data, shipActions: actions.data })
        : null;
    return { access, isError, isLoading: enabled && !access && !isError };
  }, [enabled, user?.isAdmin, actions.data, actions.isError, sidebar.data, sidebar.isError]);

  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}
