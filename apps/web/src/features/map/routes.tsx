import type { RouteObject } from 'react-router';
import type { NavItem } from '../../app/layout/nav-context';
import { lazyComponent } from '../../lib/lazy-route';

/** `/map` (sidebar `report.live_map`): the fleet map — live, history, forecast (docs/map-web.md). */
export const mapRoutes: RouteObject[] = [
  {
    path: '/map',
    lazy: lazyComponent(
      () => import('./components/MapPage'),
      (m) => m.MapPage,
    ),
  },
];

export const mapNav: NavItem[] = [
  {
    label: 'Fleet map',
    path: '/map',
    icon: 'MapOutlined',
    group: 'Reports',
    description: 'Where every ship is now, where it has been and where it will be',
  },
];
