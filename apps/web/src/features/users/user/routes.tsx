import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/users` and `/users/:userID`. */
export const userRoutes: RouteObject[] = [
  {
    path: '/users',
    lazy: lazyComponent(
      () => import('./components/UsersListPage'),
      (m) => m.UsersListPage,
    ),
  },
  {
    path: '/users/:userID',
    lazy: lazyComponent(
      () => import('./components/UserDetailPage'),
      (m) => m.UserDetailPage,
    ),
  },
];

export const userNav: NavItem[] = [
  {
    label: 'Users',
    path: '/users',
    icon: 'PeopleOutlined',
    group: 'Administration',
    description: 'People who sign in, their roles and ships',
  },
];
