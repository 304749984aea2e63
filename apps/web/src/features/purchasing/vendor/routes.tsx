import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/purchasing/vendor` and `/purchasing/vendor/:vendorID` (sidebar `purchasing.vendor`). */
export const vendorRoutes: RouteObject[] = [
  {
    path: '/purchasing/vendor',
    lazy: lazyComponent(
      () => import('./components/VendorsListPage'),
      (m) => m.VendorsListPage,
    ),
  },
  {
    path: '/purchasing/vendor/:vendorID',
    lazy: lazyComponent(
      () => import('./components/VendorDetailPage'),
      (m) => m.VendorDetailPage,
    ),
  },
];

export const vendorNav: NavItem[] = [
  {
    label: 'Vendors',
    path: '/purchasing/vendor',
    icon: 'StorefrontOutlined',
    group: 'Purchasing',
    description: 'Suppliers, what they supply and the ports they serve',
  },
];
