import { createContext, useContext } from 'react';
import type { NavIconName } from './nav-icons';

/** Sidebar groups, in the order shown. */
export const NAV_GROUPS = [
  'Operations',
  'Reports',
  'Purchasing',
  'Accounting',
  'Maintenance',
  'Documents',
  'Conning',
  'Administration',
] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** One area of the app, as a feature declares it next to its routes. */
export interface NavItem {
  label: string;
  /** The route the link opens; the route gate decides who sees it. */
  path: string;
  /** The icon's name in `NAV_ICONS` (nav-icons.tsx) (the frame draws it; the route tables hold only its name). */
  icon: NavIconName;
  /** No group: shown above the groups (the dashboard). */
  group: NavGroup | null;
  /** One line for the dashboard's area cards. */
  description: string;
}

export const NavContext = createContext<readonly NavItem[]>([]);

/** Every area the app has (not yet filtered by access). */
export function useNavItems(): readonly NavItem[] {
  return useContext(NavContext);
}
