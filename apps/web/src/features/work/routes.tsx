import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { DashboardCard } from '../../app/layout/dashboard-cards';
import { lazyComponent } from '../../lib/lazy-route';

/** `/work`: the signed-in user's work queue (`?kind=` opens one kind). */
export const workRoutes: RouteObject[] = [
  {
    path: '/work',
    lazy: lazyComponent(
      () => import('./components/WorkPage'),
      (m) => m.WorkPage,
    ),
  },
];

/** The dashboard's "My work" card (every user of the dashboard). */
export const workDashboardCards: DashboardCard[] = [
  {
    id: 'my-work',
    path: '/',
    Component: lazy(() => import('./components/MyWorkCard').then((m) => ({ default: m.MyWorkCard }))),
  },
];
