import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { roleRoutes } from './access/role.routes';
import { auditRoutes } from './audit/audit.routes';
import { configRoutes } from './config/config.routes';
import { userRoutes } from './users/user.routes';
import { shipRoutes } from './fleet/ship/ship.routes';
import { certificateRoutes } from './fleet/certificate/certificate.routes';
import { eventRoutes } from './operations/event/event.routes';
import { applianceRoutes } from './operations/appliance/appliance.routes';
import { applianceTargetRoutes } from './operations/appliance-target/appliance-target.routes';
import { timelineRoutes } from './operations/timeline/timeline.routes';
import { noonReportRoutes } from './fleet/noon-report/noon-report.routes';
import { fleetOverviewRoutes } from './fleet/overview/overview.routes';
import { bunkerSupplierRoutes } from './operations/bunker-supplier/bunker-supplier.routes';
import { customerRoutes } from './accounting/customer/customer.routes';
import { vendorRoutes } from './purchasing/vendor/vendor.routes';
import { agentRoutes } from './purchasing/agent/agent.routes';
import { expenseCategoryRoutes } from './purchasing/expense-category/expense-category.routes';
import { budgetRoutes } from './purchasing/budget/budget.routes';
import { purchaseOrderRoutes } from './purchasing/purchase-order/purchase-order.routes';
import { purchaseOrderPublicRoutes } from './purchasing/purchase-order/purchase-order-public.routes';
import { approvalTierRoutes } from './config/approval-tiers.routes';
import { deliveryRoutes } from './purchasing/delivery/delivery.routes';
import { purchasingOverviewRoutes } from './purchasing/overview/overview.routes';
import { requisitionRoutes } from './purchasing/requisition/requisition.routes';
import { rfqRoutes } from './purchasing/rfq/rfq.routes';
import { vendorOfferRoutes } from './purchasing/rfq/vendor-offer.routes';
import { exchangeRateRoutes } from './accounting/exchange-rate/exchange-rate.routes';
import { bankAccountRoutes } from './accounting/bank-account/bank-account.routes';
import { billRoutes } from './accounting/bill/bill.routes';
import { expenseRoutes } from './accounting/expense/expense.routes';
import { invoiceRoutes } from './accounting/invoice/invoice.routes';
import { mailRoutes } from './mail/mail.routes';
import { activityRoutes } from './activity/activity.routes';
import { attachmentRoutes } from './activity/attachment.routes';
import { notificationRoutes } from './notifications/notification.routes';
import { workRoutes } from './work/work.routes';
import { searchRoutes } from './search/search.routes';
import { conningRoutes } from './conning/conning.routes';
import { mapRoutes } from './map/map.routes';
import { pmsComponentRoutes } from './pms/component/component.routes';
import { pmsCatalogueRoutes } from './pms/catalogue/catalogue.routes';
import { pmsCounterRoutes } from './pms/counter/counter.routes';
import { sparePartRoutes } from './pms/spare-part/spare-part.routes';
import { jobRoutes } from './pms/job/job.routes';
import { dmsRoutes } from './dms/dms.routes';
import { sharedLinkRoutes } from './files/shared-link.routes';
import { sharedLinkPublicRoutes } from './files/shared-link-public.routes';
/**
 * The protected API modules, registered behind authentication under `/api/v1`. Each module adds
 * its own sidebar check and per-ship action checks.
 */
export const protectedModules: FastifyPluginAsyncZod<AppContext>[] = [
  userRoutes,
  roleRoutes,
  configRoutes,
  auditRoutes,
  shipRoutes,
  certificateRoutes,
  eventRoutes,
  applianceRoutes,
  applianceTargetRoutes,
  timelineRoutes,
  noonReportRoutes,
  fleetOverviewRoutes,
  bunkerSupplierRoutes,
  customerRoutes,
  vendorRoutes,
  agentRoutes,
  expenseCategoryRoutes,
  budgetRoutes,
  requisitionRoutes,
  deliveryRoutes,
  purchasingOverviewRoutes,
  purchaseOrderRoutes,
  approvalTierRoutes,
  rfqRoutes,
  exchangeRateRoutes,
  bankAccountRoutes,
  billRoutes,
  expenseRoutes,
  invoiceRoutes,
  mailRoutes,
  activityRoutes,
  attachmentRoutes,
  notificationRoutes,
  workRoutes,
  searchRoutes,
  pmsComponentRoutes,
  pmsCatalogueRoutes,
  pmsCounterRoutes,
  jobRoutes,
  sparePartRoutes,
  conningRoutes,
  dmsRoutes,
  sharedLinkRoutes,
  mapRoutes,
];

/**
 * The public API modules (no login): the vendor pages' routes, registered under `/api/v1` outside
 * authentication, in a scope with the per-route rate limit plugin (`plugins/public-rate-limit.ts`).
 * Each route authenticates its caller itself (e.g. the `x-vendor-token` link token) and opts into a
 * rate limit with `config: publicRateLimit()`.
 */
export const publicModules: FastifyPluginAsyncZod<AppContext>[] = [
  purchaseOrderPublicRoutes,
  vendorOfferRoutes,
  sharedLinkPublicRoutes,
];
