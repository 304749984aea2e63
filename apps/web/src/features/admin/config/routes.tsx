import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/config`: company settings and the audit trail (administrators only). */
export const configRoutes: RouteObject[] = [
  {
    path: '/config',
    lazy: lazyComponent(
      () => import('./components/ConfigPage'),
      (m) => m.ConfigPage,
    ),
  },
];

export const configNav: NavItem[] = [
  {
    label: 'Company settings',
    path: '/config',
    icon: 'SettingsOutlined',
    group: 'Administration',
    description: 'Company name, currency, ship families and the audit trail',
  },
];
