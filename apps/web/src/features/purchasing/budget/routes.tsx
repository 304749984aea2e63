import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/budgets` and `/budgets/:budgetID` (sidebar `purchasing.budget`). */
export const budgetRoutes: RouteObject[] = [
  {
    path: '/budgets',
    lazy: lazyComponent(
      () => import('./components/BudgetsListPage'),
      (m) => m.BudgetsListPage,
    ),
  },
  {
    path: '/budgets/:budgetID',
    lazy: lazyComponent(
      () => import('./components/BudgetDetailPage'),
      (m) => m.BudgetDetailPage,
    ),
  },
];

export const budgetNav: NavItem[] = [
  {
    label: 'Budgets',
    path: '/budgets',
    icon: 'SavingsOutlined',
    group: 'Purchasing',
    description: 'Yearly budgets per ship and expense category, by month',
  },
];
