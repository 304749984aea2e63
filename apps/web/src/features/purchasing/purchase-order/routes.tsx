import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/purchasing/po` (sidebar `purchasing.purchase_order`): purchase orders and quotations. */
export const purchaseOrderRoutes: RouteObject[] = [
  {
    path: '/purchasing/po',
    lazy: lazyComponent(
      () => import('./components/PurchaseOrdersPage'),
      (m) => m.PurchaseOrdersPage,
    ),
  },
];

export const purchaseOrderNav: NavItem[] = [
  {
    label: 'Purchase orders',
    path: '/purchasing/po',
    icon: 'ShoppingCartOutlined',
    group: 'Purchasing',
    description: 'Quotations, purchase orders, approvals and vendor confirmations',
  },
];
