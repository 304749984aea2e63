import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/purchasing/delivery`, `/purchasing/delivery/:deliveryID`, `/purchasing/unassignedDelivery` (sidebar `purchasing.delivery`). */
export const deliveryRoutes: RouteObject[] = [
  {
    path: '/purchasing/delivery',
    lazy: lazyComponent(
      () => import('./components/DeliveriesListPage'),
      (m) => m.DeliveriesListPage,
    ),
  },
  {
    path: '/purchasing/delivery/:deliveryID',
    lazy: lazyComponent(
      () => import('./components/DeliveryDetailPage'),
      (m) => m.DeliveryDetailPage,
    ),
  },
  {
    path: '/purchasing/delivery/:deliveryID/print',
    lazy: lazyComponent(
      () => import('./components/DeliveryPrintPage'),
      (m) => m.DeliveryPrintPage,
    ),
  },
  {
    path: '/purchasing/unassignedDelivery',
    lazy: lazyComponent(
      () => import('./components/UnassignedDeliveriesPage'),
      (m) => m.UnassignedDeliveriesPage,
    ),
  },
];

export const deliveryNav: NavItem[] = [
  {
    label: 'Deliveries',
    path: '/purchasing/delivery',
    icon: 'LocalShippingOutlined',
    group: 'Purchasing',
    description: 'Goods on their way to the ships: receipts, transfers and discrepancy reports',
  },
  {
    label: 'Unassigned deliveries',
    path: '/purchasing/unassignedDelivery',
    icon: 'MoveToInboxOutlined',
    group: 'Purchasing',
    description: 'Goods that arrived without a purchase order, until matched',
  },
];
