import type { RouteObject } from 'react-router';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import type { NavItem } from '../../app/layout/nav-context';
import { lazyComponent } from '../../lib/lazy-route';

/** `/conning-display` (sidebar `Conning.API`): the live instruments of one ship. */
export const conningRoutes: RouteObject[] = [
  {
    path: '/conning-display',
    lazy: lazyComponent(
      () => import('./components/ConningDisplayPage'),
      (m) => m.ConningDisplayPage,
    ),
  },
];

export const conningNav: NavItem[] = [
  {
    label: 'Conning display',
    path: '/conning-display',
    icon: ExploreOutlinedIcon,
    group: 'Conning',
    description: 'Live instruments of a ship: heading, speed, wind, depth, motion and engine',
  },
];
