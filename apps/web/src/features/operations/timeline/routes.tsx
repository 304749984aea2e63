import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/timeline` (period and ships in the URL: `?zoom=&start=&ships=`). */
export const timelineRoutes: RouteObject[] = [
  {
    path: '/timeline',
    lazy: lazyComponent(
      () => import('./components/TimelinePage'),
      (m) => m.TimelinePage,
    ),
  },
];

export const timelineNav: NavItem[] = [
  {
    label: 'Timeline',
    path: '/timeline',
    icon: 'TimelineOutlined',
    group: 'Reports',
    description: 'Events, certificate dates and noon reports per ship over time',
  },
];
