import type { RouteObject } from 'react-router';
import type { NavItem } from '../../app/layout/nav-context';
import { lazyComponent } from '../../lib/lazy-route';

/**
 * The PMS screens of the components code (docs/pms-components.md): the catalogue, the fleet view and a
 * ship's maintenance, each loaded when opened. The job and spare-part pages register their own routes.
 */
export const pmsRoutes: RouteObject[] = [
  {
    path: '/PMS/catalogue',
    lazy: lazyComponent(
      () => import('./catalogue/components/CataloguePage'),
      (m) => m.CataloguePage,
    ),
  },
  {
    path: '/PMS/manage',
    lazy: lazyComponent(
      () => import('./component/components/PmsFleetPage'),
      (m) => m.PmsFleetPage,
    ),
  },
  {
    path: '/PMS/manage/:shipID',
    lazy: lazyComponent(
      () => import('./component/components/ShipPmsPage'),
      (m) => m.ShipPmsPage,
    ),
  },
];

/** The PMS entries of the sidebar (group Maintenance). */
export const pmsNav: NavItem[] = [
  {
    label: 'Maintenance',
    path: '/PMS/manage',
    icon: 'BuildOutlined',
    group: 'Maintenance',
    description: "Ships' component trees, running hours, jobs due and spare parts",
  },
  {
    label: 'PMS catalogue',
    path: '/PMS/catalogue',
    icon: 'AccountTreeOutlined',
    group: 'Maintenance',
    description: 'Templates per ship family, applied and pushed to ships',
  },
];
