import type { ActionName } from '../permissions/actions';
import { can, hasSidebar, type Access } from '../permissions/can';
import type { SidebarPermission } from '../permissions/sidebar';

/** What opening one kind of record needs: the area's sidebar permission and, on its ship, actions. */
export interface RecordReadRule {
  sidebar: readonly SidebarPermission[];
  /** Actions needed on the record's ship (the detail route's own check), none when the area suffices. */
  actions: readonly ActionName[];
}

/**
 * The read check of each record's detail screen, by audit entity name. A notification or a work-queue
 * item about a record goes only to users who pass it; an entity missing here reaches nobody.
 */
export const RECORD_READ_RULES: Readonly<Record<string, RecordReadRule>> = {
  requisition: { sidebar: ['purchasing.requisition'], actions: [] },
  purchase_order: { sidebar: ['purchasing.purchase_order'], actions: ['get_purchase_orders'] },
  rfq: { sidebar: ['purchasing.purchase_order'], actions: ['get_vendor_rfq_overview'] },
  delivery: { sidebar: ['purchasing.delivery'], actions: [] },
  certificate: { sidebar: ['certificate.certificates'], actions: [] },
  event: { sidebar: ['event'], actions: [] },
  noon_report: { sidebar: ['report.report_table'], actions: [] },
  exchange_rate: { sidebar: ['accounting.exchange'], actions: [] },
  bank_account: { sidebar: ['accounting.bank_accounts'], actions: [] },
  spare_part: { sidebar: ['PMS.catalogues'], actions: ['spare_part_read'] },
  expense: { sidebar: ['accounting.expenses'], actions: [] },
  pms_job: { sidebar: ['PMS.jobs'], actions: ['job_read'] },
  bill: { sidebar: [], actions: ['read_single_bill'] },
  invoice: { sidebar: ['accounting.invoicing'], actions: ['read_invoices'] },
  'dms-document': { sidebar: ['DMS.ism_manual'], actions: [] },
  'dms-dcr': { sidebar: ['DMS.dcr'], actions: [] },
};

/**
 * True when a user with `access` may open the record: the area's sidebar permission, the record's
 * ship in their scope (a role on it) and the rule's actions on that ship. Admins open everything.
 * A record without a ship needs only the sidebar permission.
 */
export function canOpenRecord(access: Access, entity: string, shipId: string | null): boolean {
  const rule = RECORD_READ_RULES[entity];
  if (!rule) return false;
  if (access.isAdmin) return true;
  if (!hasSidebar(access, rule.sidebar)) return false;
  if (shipId === null) return true;
  if (!access.actionsByShip.has(shipId)) return false;
  return can(access, rule.actions, { shipId });
}
