import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/purchasing/requisition` and `/purchasing/requisition/:requisitionID` (sidebar `purchasing.requisition`). */
export const requisitionRoutes: RouteObject[] = [
  {
    path: '/purchasing/requisition',
    lazy: lazyComponent(
      () => import('./components/RequisitionsListPage'),
      (m) => m.RequisitionsListPage,
    ),
  },
  {
    path: '/purchasing/requisition/:requisitionID',
    lazy: lazyComponent(
      () => import('./components/RequisitionDetailPage'),
      (m) => m.RequisitionDetailPage,
    ),
  },
  {
    path: '/purchasing/requisition/:requisitionID/print',
    lazy: lazyComponent(
      () => import('./components/RequisitionPrintPage'),
      (m) => m.RequisitionPrintPage,
    ),
  },
];

export const requisitionNav: NavItem[] = [
  {
    label: 'Requisitions',
    path: '/purchasing/requisition',
    icon: 'ListAltOutlined',
    group: 'Purchasing',
    description: 'What the ships need: raise, submit and approve requisitions',
  },
];
