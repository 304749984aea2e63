import type { ActionName } from './actions';
import type { Access, CheckMode } from './can';
import { can, hasSidebar, hasSidebarPrefix } from './can';
import type { SidebarPermission } from './sidebar';

/** What a route needs (spec §6 "Route gate"). */
export type RouteRequirement =
  | { kind: 'public' }
  | { kind: 'sidebar'; permissions: SidebarPermission[]; mode: CheckMode }
  | { kind: 'sidebarPrefix'; prefix: string }
  | { kind: 'action'; actions: ActionName[] }
  | { kind: 'admin' };

/** One row of the route-gate table: route patterns (React Router syntax) and their requirement. */
export interface RouteGateRow {
  patterns: string[];
  requirement: RouteRequirement;
}

const sidebar = (...permissions: SidebarPermission[]): RouteRequirement => ({
  kind: 'sidebar',
  permissions,
  mode: 'and',
});

/**
 * The route-gate table of spec §6, covering every route of spec §2. Order matters only where two
 * patterns could match the same path; the most specific comes first.
 */
export const ROUTE_GATE: readonly RouteGateRow[] = [
  {
    patterns: ['/login', '/404', '/access-denied', '/vendor/purchase-order', '/vendor/offer'],
    requirement: { kind: 'public' },
  },
  { patterns: ['/'], requirement: sidebar('dashboard') },
  // Every signed-in user: their own notifications, work queue and shared file links (each item
  // checked on the server).
  {
    patterns: ['/notifications', '/work', '/files/shared-links'],
    requirement: { kind: 'sidebar', permissions: [], mode: 'and' },
  },
  { patterns: ['/event'], requirement: sidebar('event') },
  { patterns: ['/fleet', '/fleet/:shipID'], requirement: sidebar('fleet') },
  { patterns: ['/users', '/users/:userID', '/user/access/role'], requirement: sidebar('users') },
  { patterns: ['/overview', '/overview/:shipID'], requirement: sidebar('report.overview') },
  { patterns: ['/timeline'], requirement: sidebar('report.timeline') },
  { patterns: ['/map'], requirement: sidebar('report.live_map') },
  { patterns: ['/reporttable', '/reporttable/:shipID'], requirement: sidebar('report.report_table') },
  { patterns: ['/version/manage'], requirement: sidebar('appliance.manage') },
  { patterns: ['/version'], requirement: sidebar('appliance.versions') },
  { patterns: ['/certificate', '/certificate/:shipID'], requirement: sidebar('certificate.certificates') },
  {
    patterns: ['/supplier_bunker', '/supplier_bunker/:supplierID'],
    requirement: sidebar('operation.bunkering_suppliers'),
  },
  { patterns: ['/commercial', '/commercial/*'], requirement: sidebar('commercial') },
  { patterns: ['/PMS/manage', '/PMS/manage/:shipID'], requirement: sidebar('PMS.catalogues', 'PMS.jobs') },
  { patterns: ['/PMS/catalogue', '/PMS/spare-part/:sparePartID'], requirement: sidebar('PMS.catalogues') },
  { patterns: ['/PMS/job/:jobID'], requirement: sidebar('PMS.jobs') },
  {
    patterns: ['/purchasing/overview', '/purchasing/overview/budgetDetail', '/purchasing/overview/:vesselID'],
    requirement: { kind: 'sidebarPrefix', prefix: 'purchasing' },
  },
  {
    patterns: ['/purchasing/over-budgets'],
    requirement: { kind: 'action', actions: ['get_purchase_orders'] },
  },
  {
    patterns: [
      '/purchasing/requisition',
      '/purchasing/requisition/:requisitionID',
      '/purchasing/requisition/:requisitionID/print',
    ],
    requirement: sidebar('purchasing.requisition'),
  },
  { patterns: ['/purchasing/po'], requirement: sidebar('purchasing.purchase_order') },
  {
    patterns: [
      '/purchasing/delivery',
      '/purchasing/delivery/:deliveryID',
      '/purchasing/delivery/:deliveryID/print',
      '/purchasing/unassignedDelivery',
    ],
    requirement: sidebar('purchasing.delivery'),
  },
  {
    patterns: ['/purchasing/vendor', '/purchasing/vendor/:vendorID'],
    requirement: sidebar('purchasing.vendor'),
  },
  { patterns: ['/purchasing/agent', '/purchasing/agent/:agentID'], requirement: sidebar('purchasing.agent') },
  { patterns: ['/purchasing/expenseCategory'], requirement: sidebar('purchasing.expense_category') },
  { patterns: ['/accounting/bank-accounts'], requirement: sidebar('accounting.bank_accounts') },
  {
    patterns: ['/accounting/exchanges', '/accounting/exchanges/:exchangeID'],
    requirement: sidebar('accounting.exchange'),
  },
  {
    patterns: ['/accounting/bills/view/:billID'],
    requirement: { kind: 'action', actions: ['read_single_bill'] },
  },
  { patterns: ['/accounting/bills', '/accounting/bills/:billID'], requirement: sidebar('accounting.bills') },
  {
    patterns: [
      '/accounting/invoices',
      '/accounting/invoices/edit/:invoiceID',
      '/accounting/invoices/view/:invoiceID',
    ],
    requirement: sidebar('accounting.invoicing'),
  },
  { patterns: ['/customers', '/customers/:customerID'], requirement: sidebar('accounting.customers') },
  {
    patterns: ['/accounting/expenses', '/accounting/expenses/:expensesID'],
    requirement: sidebar('accounting.expenses'),
  },
  { patterns: ['/budgets', '/budgets/:budgetID'], requirement: sidebar('purchasing.budget') },
  { patterns: ['/dms/ism'], requirement: sidebar('DMS.ism_manual') },
  { patterns: ['/dms/dcr', '/dms/dcr/:dcrID'], requirement: sidebar('DMS.dcr') },
  { patterns: ['/dms/obsolete'], requirement: sidebar('DMS.obsolete') },
  {
    patterns: ['/conning-display', '/conning-exports', '/conning-insight/:vesselID'],
    requirement: sidebar('Conning.API'),
  },
  { patterns: ['/conning-setting'], requirement: sidebar('Conning.Sensor') },
  { patterns: ['/config'], requirement: { kind: 'admin' } },
];

/** Matches a pathname against a React-Router-style pattern (`:param` segments, trailing `/*`). */
export function matchRoutePattern(pattern: string, pathname: string): Record<string, string> | null {
  const trim = (s: string) => (s.length > 1 && s.endsWith('/') ? s.slice(0, -1) : s);
  const want = trim(pattern).split('/');
  const have = trim(pathname).split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w === '*') return params;
    const h = have[i];
    if (h === undefined) return null;
    if (w.startsWith(':')) {
      if (h === '') return null;
      params[w.slice(1)] = decodeURIComponent(h);
    } else if (w !== h) return null;
  }
  return have.length === want.length ? params : null;
}

/** The gate row whose pattern matches `pathname`, or `undefined` for an unknown path. */
export function findRouteGate(pathname: string): { row: RouteGateRow; pattern: string } | undefined {
  for (const row of ROUTE_GATE)
    for (const pattern of row.patterns) if (matchRoutePattern(pattern, pathname)) return { row, pattern };
  return undefined;
}

/** True when the requirement is met by the user's access. */
export function meetsRequirement(access: Access, requirement: RouteRequirement): boolean {
  switch (requirement.kind) {
    case 'public':
      return true;
    case 'admin':
      return access.isAdmin;
    case 'sidebar':
      return hasSidebar(access, requirement.permissions, requirement.mode);
    case 'sidebarPrefix':
      return hasSidebarPrefix(access, requirement.prefix);
    case 'action':
      return can(access, requirement.actions);
  }
}

/** The outcome of the route gate for one path. */
export type GateDecision = 'public' | 'allow' | 'deny' | 'not-found';

/** Decides the route gate of spec §6 for `pathname`; `access` is null before login. */
export function gateRoute(pathname: string, access: Access | null): GateDecision {
  const found = findRouteGate(pathname);
  if (!found) return 'not-found';
  if (found.row.requirement.kind === 'public') return 'public';
  if (!access) return 'deny';
  return meetsRequirement(access, found.row.requirement) ? 'allow' : 'deny';
}

/**
 * Fills a route pattern's placeholders (spec §5): a pattern without a `:param` placeholder is
 * rejected with 'invalid input route'.
 */
export function routeWithParams(pattern: string, params: Record<string, string | number>): string {
  if (!/\/:[A-Za-z]/.test(pattern)) throw new Error('invalid input route');
  return pattern.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error('invalid input route');
    return encodeURIComponent(String(value));
  });
}
