import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/accounting/expenses` and `/accounting/expenses/:expensesID` (sidebar `accounting.expenses`). */
export const expenseRoutes: RouteObject[] = [
  {
    path: '/accounting/expenses',
    lazy: lazyComponent(
      () => import('./components/ExpensesPage'),
      (m) => m.ExpensesPage,
    ),
  },
  {
    path: '/accounting/expenses/:expensesID',
    lazy: lazyComponent(
      () => import('./components/ExpenseDetailPage'),
      (m) => m.ExpenseDetailPage,
    ),
  },
];

export const expenseNav: NavItem[] = [
  {
    label: 'Expenses',
    path: '/accounting/expenses',
    icon: 'PaymentsOutlined',
    group: 'Accounting',
    description: "Ships' expenses in any currency, converted at the day's rate, with receipts",
  },
];
