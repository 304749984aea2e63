import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/purchasing/expenseCategory` (sidebar `purchasing.expense_category`). */
export const expenseCategoryRoutes: RouteObject[] = [
  {
    path: '/purchasing/expenseCategory',
    lazy: lazyComponent(
      () => import('./components/ExpenseCategoriesPage'),
      (m) => m.ExpenseCategoriesPage,
    ),
  },
];

export const expenseCategoryNav: NavItem[] = [
  {
    label: 'Expense categories',
    path: '/purchasing/expenseCategory',
    icon: 'AccountTreeOutlined',
    group: 'Purchasing',
    description: 'The coded tree budgets and purchases are booked against',
  },
];
