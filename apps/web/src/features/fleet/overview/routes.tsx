import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

const page = lazyComponent(
  () => import('./components/OverviewPage'),
  (m) => m.OverviewPage,
);

/** `/overview` and `/overview/:shipID` (sidebar `report.overview`). */
export const overviewRoutes: RouteObject[] = [
  { path: '/overview', lazy: page },
  { path: '/overview/:shipID', lazy: page },
];

export const overviewNav: NavItem[] = [
  {
    label: 'Overview',
    path: '/overview',
    icon: 'InsightsOutlined',
    group: 'Reports',
    description: 'Distance, fuel, CO₂ and CII rating per ship and fleet',
  },
];
