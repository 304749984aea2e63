import type { RouteObject } from 'react-router';
// Icons the login chunk already holds (other features' entries), so the sidebar entries cost no bytes there.
import type { NavItem } from '../../app/layout/nav-context';
import { lazyComponent } from '../../lib/lazy-route';

/**
 * The DMS screens (docs/dms-web.md): the ISM manual, document change requests and obsolete revisions,
 * each loaded when opened. Sidebar permissions DMS.ism_manual, DMS.dcr and DMS.obsolete (route gate).
 */
export const dmsRoutes: RouteObject[] = [
  {
    path: '/dms/ism',
    lazy: lazyComponent(
      () => import('./document/components/IsmManualPage'),
      (m) => m.IsmManualPage,
    ),
  },
  {
    path: '/dms/dcr',
    lazy: lazyComponent(
      () => import('./dcr/components/DcrListPage'),
      (m) => m.DcrListPage,
    ),
  },
  {
    path: '/dms/dcr/:dcrID',
    lazy: lazyComponent(
      () => import('./dcr/components/DcrPage'),
      (m) => m.DcrPage,
    ),
  },
  {
    path: '/dms/obsolete',
    lazy: lazyComponent(
      () => import('./obsolete/components/ObsoletePage'),
      (m) => m.ObsoletePage,
    ),
  },
];

/** The DMS entries of the sidebar (group Documents). */
export const dmsNav: NavItem[] = [
  {
    label: 'ISM manual',
    path: '/dms/ism',
    icon: 'MenuBookOutlined',
    group: 'Documents',
    description: 'Controlled documents: effective revisions, reviews and acknowledgements',
  },
  {
    label: 'Change requests',
    path: '/dms/dcr',
    icon: 'EventNoteOutlined',
    group: 'Documents',
    description: 'Propose, review and implement changes to the controlled documents',
  },
  {
    label: 'Obsolete documents',
    path: '/dms/obsolete',
    icon: 'MoveToInboxOutlined',
    group: 'Documents',
    description: 'Superseded and withdrawn revisions, kept for the record',
  },
];
