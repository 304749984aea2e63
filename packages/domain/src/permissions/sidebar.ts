/**
 * Sidebar permissions (spec §6 route gate): each opens one area of the application.
 * The label is what the roles editor and the sidebar show.
 */
export const SIDEBAR_PERMISSION_LABELS = {
  dashboard: 'Dashboard',
  event: 'Events',
  fleet: 'Fleet',
  users: 'Users and roles',
  'report.overview': 'Reports: overview',
  'report.timeline': 'Reports: timeline',
  'report.live_map': 'Reports: live map',
  'report.report_table': 'Reports: noon report table',
  'appliance.versions': 'Appliance versions',
  'appliance.manage': 'Appliance versions: manage',
  'certificate.certificates': 'Certificates',
  'operation.bunkering_suppliers': 'Bunker suppliers',
  commercial: 'Commercial',
  'PMS.catalogues': 'PMS: catalogues and spare parts',
  'PMS.jobs': 'PMS: jobs',
  'purchasing.requisition': 'Purchasing: requisitions',
  'purchasing.purchase_order': 'Purchasing: purchase orders',
  'purchasing.delivery': 'Purchasing: deliveries',
  'purchasing.vendor': 'Purchasing: vendors',
  'purchasing.agent': 'Purchasing: agents',
  'purchasing.expense_category': 'Purchasing: expense categories',
  'purchasing.budget': 'Purchasing: budgets',
  'accounting.bank_accounts': 'Accounting: bank accounts',
  'accounting.exchange': 'Accounting: exchange rates',
  'accounting.bills': 'Accounting: bills',
  'accounting.invoicing': 'Accounting: invoices',
  'accounting.customers': 'Accounting: customers',
  'accounting.expenses': 'Accounting: expenses',
  'DMS.ism_manual': 'Documents: ISM manual',
  'DMS.dcr': 'Documents: change requests',
  'DMS.obsolete': 'Documents: obsolete',
  'Conning.API': 'Conning display, insight and exports',
  'Conning.Sensor': 'Conning sensor settings',
} as const;

/** A sidebar permission string of spec §6. */
export type SidebarPermission = keyof typeof SIDEBAR_PERMISSION_LABELS;

/** Every sidebar permission. */
export const SIDEBAR_PERMISSIONS = Object.keys(SIDEBAR_PERMISSION_LABELS) as SidebarPermission[];

/** True when `value` is a sidebar permission of spec §6. */
export function isSidebarPermission(value: string): value is SidebarPermission {
  return Object.hasOwn(SIDEBAR_PERMISSION_LABELS, value);
}
