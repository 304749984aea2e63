import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/**
 * `/accounting/bills` (sidebar `accounting.bills`, action `read_bill`), `/accounting/bills/:billID`
 * (edit, `manage_bill`; `new` to enter one) and `/accounting/bills/view/:billID` (`read_single_bill`).
 */
export const billRoutes: RouteObject[] = [
  {
    path: '/accounting/bills',
    lazy: lazyComponent(
      () => import('./components/BillsPage'),
      (m) => m.BillsPage,
    ),
  },
  {
    path: '/accounting/bills/view/:billID',
    lazy: lazyComponent(
      () => import('./components/BillViewPage'),
      (m) => m.BillViewPage,
    ),
  },
  {
    path: '/accounting/bills/:billID',
    lazy: lazyComponent(
      () => import('./components/BillEditPage'),
      (m) => m.BillEditPage,
    ),
  },
];

export const billNav: NavItem[] = [
  {
    label: 'Vendor bills',
    path: '/accounting/bills',
    icon: 'ReceiptOutlined',
    group: 'Accounting',
    description: "Vendors' invoices matched to purchase orders and deliveries, posted and paid",
  },
];
