import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/PMS/spare-part/:sparePartID` (sidebar `PMS.catalogues`; the server checks spare_part_read per ship). */
export const sparePartRoutes: RouteObject[] = [
  {
    path: '/PMS/spare-part/:sparePartID',
    lazy: lazyComponent(
      () => import('./components/SparePartPage'),
      (m) => m.SparePartPage,
    ),
  },
];
