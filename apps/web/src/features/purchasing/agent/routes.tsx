import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/purchasing/agent` and `/purchasing/agent/:agentID` (sidebar `purchasing.agent`). */
export const agentRoutes: RouteObject[] = [
  {
    path: '/purchasing/agent',
    lazy: lazyComponent(
      () => import('./components/AgentsListPage'),
      (m) => m.AgentsListPage,
    ),
  },
  {
    path: '/purchasing/agent/:agentID',
    lazy: lazyComponent(
      () => import('./components/AgentDetailPage'),
      (m) => m.AgentDetailPage,
    ),
  },
];

export const agentNav: NavItem[] = [
  {
    label: 'Port agents',
    path: '/purchasing/agent',
    icon: 'SupportAgentOutlined',
    group: 'Purchasing',
    description: 'Agents who receive goods for the ships in port',
  },
];
