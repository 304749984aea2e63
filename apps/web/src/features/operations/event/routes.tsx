import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/event` (an event opens with `?open=<id>`). */
export const eventRoutes: RouteObject[] = [
  {
    path: '/event',
    lazy: lazyComponent(
      () => import('./components/EventsPage'),
      (m) => m.EventsPage,
    ),
  },
];

export const eventNav: NavItem[] = [
  {
    label: 'Events',
    path: '/event',
    icon: 'EventNoteOutlined',
    group: 'Operations',
    description: 'Port calls, drills, inspections, incidents and alarms',
  },
];
