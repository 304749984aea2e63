import { Navigate, Outlet, type RouteObject } from 'react-router';
import { lazyComponent } from '../lib/lazy-route';
import { configNav, configRoutes } from '../features/admin/config/routes';
import { loginRoutes } from '../features/auth/login/routes';
import { vendorOfferRoutes } from '../features/vendor-offer/routes';
import { dashboardNav, dashboardRoutes } from '../features/dashboard/home/routes';
import { roleNav, roleRoutes } from '../features/users/role/routes';
import { userNav, userRoutes } from '../features/users/user/routes';
import {
  certificateDashboardCards,
  certificateNav,
  certificateRoutes,
} from '../features/fleet/certificate/routes';
import { shipNav, shipRoutes } from '../features/fleet/ship/routes';
import { bunkerSupplierNav, bunkerSupplierRoutes } from '../features/operations/bunker-supplier/routes';
import { customerNav, customerRoutes } from '../features/accounting/customer/routes';
import { exchangeNav, exchangeRoutes } from '../features/accounting/exchange/routes';
import { bankAccountNav, bankAccountRoutes } from '../features/accounting/bank-account/routes';
import { expenseNav, expenseRoutes } from '../features/accounting/expense/routes';
import { invoiceNav, invoiceRoutes } from '../features/accounting/invoice/routes';
import { billNav, billRoutes } from '../features/accounting/bill/routes';
import { noonReportNav, noonReportRoutes } from '../features/fleet/noon-report/routes';
import { overviewNav, overviewRoutes } from '../features/fleet/overview/routes';
import { eventNav, eventRoutes } from '../features/operations/event/routes';
import { timelineNav, timelineRoutes } from '../features/operations/timeline/routes';
import { applianceNav, applianceRoutes } from '../features/operations/appliance/routes';
import { applianceTargetNav, applianceTargetRoutes } from '../features/operations/appliance-target/routes';
import { vendorNav, vendorRoutes } from '../features/purchasing/vendor/routes';
import { agentNav, agentRoutes } from '../features/purchasing/agent/routes';
import { expenseCategoryNav, expenseCategoryRoutes } from '../features/purchasing/expense-category/routes';
import { budgetNav, budgetRoutes } from '../features/purchasing/budget/routes';
import { requisitionNav, requisitionRoutes } from '../features/purchasing/requisition/routes';
import { deliveryNav, deliveryRoutes } from '../features/purchasing/delivery/routes';
import { purchasingOverviewNav, purchasingOverviewRoutes } from '../features/purchasing/overview/routes';
import { pmsNav, pmsRoutes } from '../features/pms/routes';
import { pmsJobDashboardCards, pmsJobRoutes } from '../features/pms/job/routes';
import { sparePartRoutes } from '../features/pms/spare-part/routes';
import { purchaseOrderNav, purchaseOrderRoutes } from '../features/purchasing/purchase-order/routes';
import { vendorPurchaseOrderRoutes } from '../features/vendor-purchase-order/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { workDashboardCards, workRoutes } from '../features/work/routes';
import { conningNav, conningRoutes } from '../features/conning/routes';
import { mapNav, mapRoutes } from '../features/map/routes';
import { dmsNav, dmsRoutes } from '../features/dms/routes';
import { filesRoutes } from '../features/files/routes';
import { AccessProvider } from './access/AccessProvider';
import { AuthProvider } from './auth/AuthProvider';
import { AccessDeniedPage, NotFoundPage, RouteErrorPage } from './error/error-routes';
import { RouteGate } from './gate/RouteGate';
import { NavContext, type NavItem } from './layout/nav-context';
import { DashboardCardsContext, type DashboardCard } from './layout/dashboard-cards';
import { RouteFallback, ScreenOutlet } from './route-fallback';

/** Every area built so far, in sidebar order; the sidebar shows those the user may open. */
export const NAV_ITEMS: readonly NavItem[] = [
  ...dashboardNav,
  ...shipNav,
  ...certificateNav,
  ...noonReportNav,
  ...overviewNav,
  ...eventNav,
  ...timelineNav,
  ...applianceNav,
  ...applianceTargetNav,
  ...userNav,
  ...roleNav,
  ...configNav,
  ...bunkerSupplierNav,
  ...customerNav,
  ...exchangeNav,
  ...bankAccountNav,
  ...expenseNav,
  ...invoiceNav,
  ...billNav,
  ...vendorNav,
  ...agentNav,
  ...expenseCategoryNav,
  ...budgetNav,
  ...requisitionNav,
  ...purchaseOrderNav,
  ...deliveryNav,
  ...purchasingOverviewNav,
  ...pmsNav,
  ...dmsNav,
  ...conningNav,
  ...mapNav,
];

/** The features' cards on the dashboard; each is shown to the users who may open its area. */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  ...workDashboardCards,
  ...certificateDashboardCards,
  ...pmsJobDashboardCards,
];

/** The screens inside the main layout, behind the route gate. */
const gatedRoutes: RouteObject[] = [
  ...dashboardRoutes,
  ...workRoutes,
  ...notificationRoutes,
  ...shipRoutes,
  ...certificateRoutes,
  ...noonReportRoutes,
  ...overviewRoutes,
  ...eventRoutes,
  ...timelineRoutes,
  ...applianceRoutes,
  ...applianceTargetRoutes,
  ...userRoutes,
  ...roleRoutes,
  ...configRoutes,
  ...bunkerSupplierRoutes,
  ...customerRoutes,
  ...exchangeRoutes,
  ...bankAccountRoutes,
  ...expenseRoutes,
  ...invoiceRoutes,
  ...billRoutes,
  ...vendorRoutes,
  ...agentRoutes,
  ...expenseCategoryRoutes,
  ...budgetRoutes,
  ...requisitionRoutes,
  ...purchaseOrderRoutes,
  ...deliveryRoutes,
  ...purchasingOverviewRoutes,
  ...pmsRoutes,
  ...pmsJobRoutes,
  ...sparePartRoutes,
  ...conningRoutes,
  ...dmsRoutes,
  ...mapRoutes,
  ...filesRoutes,
];

function RootProviders() {
  return (
    <AuthProvider>
      <AccessProvider>
        <NavContext.Provider value={NAV_ITEMS}>
          <DashboardCardsContext.Provider value={DASHBOARD_CARDS}>
            <Outlet />
          </DashboardCardsContext.Provider>
        </NavContext.Provider>
      </AccessProvider>
    </AuthProvider>
  );
}

const loadFrame = () => import('./layout/MainLayout');
const loadDashboard = () => import('../features/dashboard/home/components/DashboardPage');
let framePrefetched = false;

/**
 * While a user types their credentials, fetch the signed-in frame and the dashboard, where every
 * login lands: once the login page's own files have arrived and the browser is idle, so they never
 * compete with it. Over a satellite link this takes their ~80 kB off the wait after "Log in".
 */
export function prefetchSignedInFrame(): void {
  if (framePrefetched) return;
  framePrefetched = true;
  const fetchBoth = () => void Promise.all([loadFrame(), loadDashboard()]).catch(() => undefined);
  const whenIdle = () => window.setTimeout(() => window.requestIdleCallback?.(fetchBoth) ?? fetchBoth(), 500);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The pages outside the gate; the login page also starts {@link prefetchSignedInFrame}. */
const publicRoutes: RouteObject[] = [
  ...loginRoutes.map((route) => ({
    ...route,
    loader: () => {
      prefetchSignedInFrame();
      return null;
    },
  })),
  ...vendorOfferRoutes,
  ...vendorPurchaseOrderRoutes,
  { path: '/404', element: <NotFoundPage /> },
  { path: '/access-denied', element: <AccessDeniedPage /> },
];

/**
 * The route tree (React Router 7 data router, lazy screens): public pages, the gated layout with
 * every screen, and /404 for anything else. The signed-in frame is lazy too, so the login page
 * loads none of it (docs/bundle-budget-and-first-load.md); skeletons stand in while code loads.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootProviders />,
      hydrateFallbackElement: <RouteFallback publicRoutes={publicRoutes} />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            ...publicRoutes,
            {
              path: '/',
              element: <RouteGate />,
              children: [
                {
                  lazy: lazyComponent(loadFrame, (m) => m.MainLayout),
                  children: [{ element: <ScreenOutlet />, children: gatedRoutes }],
                },
              ],
            },
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ];
}
