import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/version/manage`. */
export const applianceTargetRoutes: RouteObject[] = [
  {
    path: '/version/manage',
    lazy: lazyComponent(
      () => import('./components/ManageVersionsPage'),
      (m) => m.ManageVersionsPage,
    ),
  },
];

export const applianceTargetNav: NavItem[] = [
  {
    label: 'Version targets',
    path: '/version/manage',
    icon: 'TuneOutlined',
    group: 'Operations',
    description: 'Target software versions and the ships that lag behind',
  },
];
