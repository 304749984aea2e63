import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { DashboardCard } from '../../../app/layout/dashboard-cards';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/PMS/job/:jobID` (sidebar `PMS.jobs`; read job_read, change job_management on the job's ship). */
export const pmsJobRoutes: RouteObject[] = [
  {
    path: '/PMS/job/:jobID',
    lazy: lazyComponent(
      () => import('./components/JobPage'),
      (m) => m.JobPage,
    ),
  },
];

/** The dashboard card of the user's ships' overdue and due-soon jobs. */
export const pmsJobDashboardCards: DashboardCard[] = [
  {
    id: 'pms-jobs-due',
    // Any job page: the card is for those who may open jobs (PMS.jobs).
    path: '/PMS/job/due',
    Component: lazy(() => import('./components/JobsDueCard')),
  },
];
