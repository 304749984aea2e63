import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

const page = lazyComponent(
  () => import('./components/NoonReportsPage'),
  (m) => m.NoonReportsPage,
);

/** `/reporttable` and `/reporttable/:shipID` (sidebar `report.report_table`). */
export const noonReportRoutes: RouteObject[] = [
  { path: '/reporttable', lazy: page },
  { path: '/reporttable/:shipID', lazy: page },
];

export const noonReportNav: NavItem[] = [
  {
    label: 'Noon reports',
    path: '/reporttable',
    icon: 'TableChartOutlined',
    group: 'Reports',
    description: 'Daily position, passage, fuel and CO₂ of each ship',
  },
];
