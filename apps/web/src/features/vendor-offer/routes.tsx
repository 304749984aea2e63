import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../lib/lazy-route';

/** `/vendor/offer?token=…` (public: the vendor's link, no login). */
export const vendorOfferRoutes: RouteObject[] = [
  {
    path: '/vendor/offer',
    lazy: lazyComponent(
      () => import('./components/VendorOfferPage'),
      (m) => m.VendorOfferPage,
    ),
  },
];
