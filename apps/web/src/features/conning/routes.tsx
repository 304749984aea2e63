import type { RouteObject } from 'react-router';
import type { NavItem } from '../../app/layout/nav-context';
import { lazyComponent } from '../../lib/lazy-route';

/**
 * The conning screens, each its own lazy chunk: `/conning-display`, `/conning-insight/:vesselID`
 * and `/conning-exports` (sidebar `Conning.API`), `/conning-setting` (`Conning.Sensor`).
 */
export const conningRoutes: RouteObject[] = [
  {
    path: '/conning-display',
    lazy: lazyComponent(
      () => import('./components/ConningDisplayPage'),
      (m) => m.ConningDisplayPage,
    ),
  },
  {
    path: '/conning-setting',
    lazy: lazyComponent(
      () => import('./components/ConningSettingsPage'),
      (m) => m.ConningSettingsPage,
    ),
  },
  {
    path: '/conning-insight/:vesselID',
    lazy: lazyComponent(
      () => import('./components/ConningInsightPage'),
      (m) => m.ConningInsightPage,
    ),
  },
  {
    path: '/conning-exports',
    lazy: lazyComponent(
      () => import('./components/ConningExportsPage'),
      (m) => m.ConningExportsPage,
    ),
  },
];

export const conningNav: NavItem[] = [
  {
    label: 'Conning display',
    path: '/conning-display',
    icon: 'ExploreOutlined',
    group: 'Conning',
    description: 'Live instruments of a ship: heading, speed, wind, depth, motion and engine',
  },
  {
    label: 'Conning insight',
    // `first` opens the first of the user's ships (the screen replaces it with the ship's id).
    path: '/conning-insight/first',
    icon: 'InsightsOutlined',
    group: 'Conning',
    description: 'Trends, weather charts, speed against RPM and wind, statistics over a period',
  },
  {
    label: 'Conning exports',
    path: '/conning-exports',
    icon: 'TableChartOutlined',
    group: 'Conning',
    description: 'Sensor history of a period as Excel or CSV, made in the background',
  },
  {
    label: 'Conning settings',
    path: '/conning-setting',
    icon: 'TuneOutlined',
    group: 'Conning',
    description: 'Sensor sources per ship, priorities, timeouts, mappings and ingest tokens',
  },
];
