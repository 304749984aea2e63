import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/fleet` and `/fleet/:shipID`. */
export const shipRoutes: RouteObject[] = [
  {
    path: '/fleet',
    lazy: lazyComponent(
      () => import('./components/FleetListPage'),
      (m) => m.FleetListPage,
    ),
  },
  {
    path: '/fleet/:shipID',
    lazy: lazyComponent(
      () => import('./components/ShipPage'),
      (m) => m.ShipPage,
    ),
  },
];

export const shipNav: NavItem[] = [
  {
    label: 'Fleet',
    path: '/fleet',
    icon: 'DirectionsBoatOutlined',
    group: 'Operations',
    description: 'Ships, particulars and their current state',
  },
];
