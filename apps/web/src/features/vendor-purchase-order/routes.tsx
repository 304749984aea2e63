import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../lib/lazy-route';

/** `/vendor/purchase-order?token=…` (public, no login): the vendor confirms, declines or proposes a date. */
export const vendorPurchaseOrderRoutes: RouteObject[] = [
  {
    path: '/vendor/purchase-order',
    lazy: lazyComponent(
      () => import('./components/VendorPurchaseOrderPage'),
      (m) => m.VendorPurchaseOrderPage,
    ),
  },
];
