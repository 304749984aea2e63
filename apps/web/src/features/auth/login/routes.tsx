import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/login` (public). */
export const loginRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: lazyComponent(
      () => import('./components/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
];
