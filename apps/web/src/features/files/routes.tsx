import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../lib/lazy-route';

/** `/files/shared-links`: the links the signed-in user made (reached from the account menu). */
export const filesRoutes: RouteObject[] = [
  {
    path: '/files/shared-links',
    lazy: lazyComponent(
      () => import('./shared-links/components/SharedLinksPage'),
      (m) => m.SharedLinksPage,
    ),
  },
];
