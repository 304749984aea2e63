import { ACTION_NAMES, SIDEBAR_PERMISSIONS, type ActionName, type SidebarPermission } from '@keel/domain';

/** The area of each sidebar permission, for the roles editor. */
function areaOfPermission(p: SidebarPermission): string {
  if (p.startsWith('report.')) return 'Reports';
  if (p.startsWith('purchasing.')) return 'Purchasing';
  if (p.startsWith('accounting.')) return 'Accounting';
  if (p.startsWith('PMS.')) return 'Maintenance';
  if (p.startsWith('DMS.')) return 'Documents';
  if (p.startsWith('Conning.')) return 'Conning';
  if (p === 'users') return 'Administration';
  return 'Operations';
}

const AREA_ORDER = [
  'Operations',
  'Reports',
  'Purchasing',
  'Accounting',
  'Maintenance',
  'Documents',
  'Conning',
  'Administration',
];

/** Sidebar permissions grouped by area, in sidebar order. */
export const SIDEBAR_GROUPS: { area: string; permissions: SidebarPermission[] }[] = AREA_ORDER.map(
  (area) => ({
    area,
    permissions: SIDEBAR_PERMISSIONS.filter((p) => areaOfPermission(p) === area),
  }),
).filter((g) => g.permissions.length > 0);

const ACTION_AREAS: Record<string, ActionName[]> = {
  Purchasing: [
    'get_vendor_rfq_overview',
    'requesting_for_quotation',
    'get_quotes',
    'create_purchase_order',
    'approve_purchase_order',
    'get_purchase_orders',
    'revert_purchase_order',
    'cancel_purchase_order',
    'vendor_action',
    'moderate_requisition',
    'manage_req_status',
    'cancel_requisition',
    'manage_delivery',
    'manage_delivery_report',
  ],
  Accounting: ['read_bill', 'read_single_bill', 'manage_bill', 'read_invoices', 'create_invoice'],
  Maintenance: [
    'job_read',
    'job_management',
    'spare_part_read',
    'spare_part_management',
    'component_management',
  ],
};

/** Groups action names (as the catalogue lists them) by area; unknown ones go to "Other". */
export function groupActions(names: readonly string[]): { area: string; actions: string[] }[] {
  const known = new Set<string>(Object.values(ACTION_AREAS).flat());
  const groups = Object.entries(ACTION_AREAS).map(([area, list]) => ({
    area,
    actions: list.filter((a) => names.includes(a)),
  }));
  const other = names.filter((n) => !known.has(n));
  return [...groups, { area: 'Other', actions: other }].filter((g) => g.actions.length > 0);
}

/** Every action name (for select-all). */
export const ALL_ACTIONS: readonly string[] = ACTION_NAMES;
