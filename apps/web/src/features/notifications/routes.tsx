import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../lib/lazy-route';

/** `/notifications`: the user's notifications (`?tab=preferences` for the channels per kind). */
export const notificationRoutes: RouteObject[] = [
  {
    path: '/notifications',
    lazy: lazyComponent(
      () => import('./components/NotificationsPage'),
      (m) => m.NotificationsPage,
    ),
  },
];
