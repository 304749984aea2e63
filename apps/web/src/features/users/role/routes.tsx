import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/user/access/role`: roles and their permissions. */
export const roleRoutes: RouteObject[] = [
  {
    path: '/user/access/role',
    lazy: lazyComponent(
      () => import('./components/RolesPage'),
      (m) => m.RolesPage,
    ),
  },
];

export const roleNav: NavItem[] = [
  {
    label: 'Roles',
    path: '/user/access/role',
    icon: 'AdminPanelSettingsOutlined',
    group: 'Administration',
    description: 'What each role may open and do',
  },
];
