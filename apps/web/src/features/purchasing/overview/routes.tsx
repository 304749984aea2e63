import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/**
 * `/purchasing/overview`, `/purchasing/overview/:vesselID`, `/purchasing/overview/budgetDetail` (any
 * purchasing permission) and `/purchasing/over-budgets` (action get_purchase_orders).
 */
export const purchasingOverviewRoutes: RouteObject[] = [
  {
    path: '/purchasing/overview',
    lazy: lazyComponent(
      () => import('./components/FleetOverviewPage'),
      (m) => m.FleetOverviewPage,
    ),
  },
  {
    path: '/purchasing/overview/budgetDetail',
    lazy: lazyComponent(
      () => import('./components/BudgetDetailPage'),
      (m) => m.BudgetDetailPage,
    ),
  },
  {
    path: '/purchasing/overview/:vesselID',
    lazy: lazyComponent(
      () => import('./components/ShipOverviewPage'),
      (m) => m.ShipOverviewPage,
    ),
  },
  {
    path: '/purchasing/over-budgets',
    lazy: lazyComponent(
      () => import('./components/OverBudgetsPage'),
      (m) => m.OverBudgetsPage,
    ),
  },
];

export const purchasingOverviewNav: NavItem[] = [
  {
    label: 'Purchasing overview',
    path: '/purchasing/overview',
    icon: 'InsightsOutlined',
    group: 'Purchasing',
    description: 'Requisitions, RFQs, orders and spend against budget per ship',
  },
  {
    label: 'Over budgets',
    path: '/purchasing/over-budgets',
    icon: 'MoneyOffOutlined',
    group: 'Purchasing',
    description: 'Every ship and category over its budget',
  },
];
