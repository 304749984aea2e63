import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/supplier_bunker` and `/supplier_bunker/:supplierID` (sidebar `operation.bunkering_suppliers`). */
export const bunkerSupplierRoutes: RouteObject[] = [
  {
    path: '/supplier_bunker',
    lazy: lazyComponent(
      () => import('./components/BunkerSuppliersPage'),
      (m) => m.BunkerSuppliersPage,
    ),
  },
  {
    path: '/supplier_bunker/:supplierID',
    lazy: lazyComponent(
      () => import('./components/BunkerSupplierPage'),
      (m) => m.BunkerSupplierPage,
    ),
  },
];

export const bunkerSupplierNav: NavItem[] = [
  {
    label: 'Bunker suppliers',
    path: '/supplier_bunker',
    icon: 'LocalGasStationOutlined',
    group: 'Operations',
    description: 'Bunker suppliers by port, fuel grades and dated prices',
  },
];
