import { createContext, useContext } from 'react';
import { buildAccess, type Access } from '@keel/domain';

/** The access of the signed-in user, while it loads and if loading failed. */
export interface AccessState {
  access: Access | null;
  isLoading: boolean;
  isError: boolean;
}

/** No permissions at all (signed out). */
export const NO_ACCESS: Access = buildAccess({ isAdmin: false, sidebar: [], shipActions: [] });

export const AccessContext = createContext<AccessState>({ access: null, isLoading: false, isError: false });

/** The access lists' loading state (for the route gate). */
export function useAccessState(): AccessState {
  return useContext(AccessContext);
}

/** What the signed-in user may do; no permissions while signed out or loading. */
export function useAccess(): Access {
  return useContext(AccessContext).access ?? NO_ACCESS;
}
