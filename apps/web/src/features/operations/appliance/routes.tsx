import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/version` (an appliance opens with `?open=<id>`). */
export const applianceRoutes: RouteObject[] = [
  {
    path: '/version',
    lazy: lazyComponent(
      () => import('./components/AppliancesPage'),
      (m) => m.AppliancesPage,
    ),
  },
];

export const applianceNav: NavItem[] = [
  {
    label: 'Appliance versions',
    path: '/version',
    icon: 'MemoryOutlined',
    group: 'Operations',
    description: 'Onboard appliance software register (IACS UR E26)',
  },
];
