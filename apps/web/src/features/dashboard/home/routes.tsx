import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/`: the dashboard. */
export const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyComponent(
      () => import('./components/DashboardPage'),
      (m) => m.DashboardPage,
    ),
  },
];

export const dashboardNav: NavItem[] = [
  {
    label: 'Dashboard',
    path: '/',
    icon: 'DashboardOutlined',
    group: null,
    description: 'Your ships and areas at a glance',
  },
];
