import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { DashboardCard } from '../../../app/layout/dashboard-cards';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/certificate` (fleet matrix) and `/certificate/:shipID` (a ship's certificates; `?open=<id>`). */
export const certificateRoutes: RouteObject[] = [
  {
    path: '/certificate',
    lazy: lazyComponent(
      () => import('./components/CertificatesMatrixPage'),
      (m) => m.CertificatesMatrixPage,
    ),
  },
  {
    path: '/certificate/:shipID',
    lazy: lazyComponent(
      () => import('./components/ShipCertificatesPage'),
      (m) => m.ShipCertificatesPage,
    ),
  },
];

export const certificateNav: NavItem[] = [
  {
    label: 'Certificates',
    path: '/certificate',
    icon: 'VerifiedOutlined',
    group: 'Operations',
    description: 'Statutory and class certificates, survey windows and renewals',
  },
];

/** The dashboard's "falls due" card, shown to users who may open /certificate. */
export const certificateDashboardCards: DashboardCard[] = [
  {
    id: 'certificates-due',
    path: '/certificate',
    Component: lazy(() =>
      import('./components/DueCertificatesCard').then((m) => ({ default: m.DueCertificatesCard })),
    ),
  },
];
