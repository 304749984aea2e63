import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/customers` and `/customers/:customerID` (sidebar `accounting.customers`). */
export const customerRoutes: RouteObject[] = [
  {
    path: '/customers',
    lazy: lazyComponent(
      () => import('./components/CustomersPage'),
      (m) => m.CustomersPage,
    ),
  },
  {
    path: '/customers/:customerID',
    lazy: lazyComponent(
      () => import('./components/CustomerPage'),
      (m) => m.CustomerPage,
    ),
  },
];

export const customerNav: NavItem[] = [
  {
    label: 'Customers',
    path: '/customers',
    icon: 'HandshakeOutlined',
    group: 'Accounting',
    description: 'Charterers and pool operators the company invoices',
  },
];
