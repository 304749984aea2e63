import type { ActionName, SidebarPermission, WorkKind } from '@keel/domain';

/** Who may have a kind of work, and where it opens. */
export interface WorkKindRule {
  /** The area of the record's screen (the same sidebar permission its routes check). */
  sidebar: readonly SidebarPermission[];
  /** Actions needed on a ship for its records to wait for the user there (read + act). */
  actions: readonly ActionName[];
  /** The list the dashboard card links to, filtered to this kind where the list can. */
  listLink: string;
  /** The path that opens one record. */
  itemLink: (id: string, shipId: string | null) => string;
}

/**
 * The rule of each kind: the screen's own checks (sidebar, read action) plus the action that acts on
 * it — approving a requisition needs `moderate_requisition`, so a master (who submits) never gets
 * the office's approvals.
 */
export const WORK_KIND_RULES: Record<WorkKind, WorkKindRule> = {
  requisition_to_moderate: {
    sidebar: ['purchasing.requisition'],
    actions: ['moderate_requisition'],
    listLink: '/purchasing/requisition?state=SUBMITTED',
    itemLink: (id) => `/purchasing/requisition/${id}`,
  },
  purchase_order_to_approve: {
    sidebar: ['purchasing.purchase_order'],
    actions: ['get_purchase_orders', 'approve_purchase_order'],
    listLink: '/purchasing/po?state=PENDING_APPROVAL',
    itemLink: (id) => `/purchasing/po?po=${id}`,
  },
  quotes_received: {
    sidebar: ['purchasing.purchase_order'],
    actions: ['get_vendor_rfq_overview', 'get_quotes', 'create_purchase_order'],
    listLink: '/purchasing/po?tab=quotations',
    itemLink: (id) => `/purchasing/po?tab=quotations&rfq=${id}`,
  },
  purchase_order_to_send: {
    sidebar: ['purchasing.purchase_order'],
    actions: ['get_purchase_orders', 'create_purchase_order'],
    listLink: '/purchasing/po?state=APPROVED',
    itemLink: (id) => `/purchasing/po?po=${id}`,
  },
  delivery_to_receive: {
    sidebar: ['purchasing.delivery'],
    actions: ['manage_delivery_report'],
    listLink: '/purchasing/delivery',
    itemLink: (id) => `/purchasing/delivery/${id}`,
  },
  certificate_due: {
    sidebar: ['certificate.certificates'],
    actions: [],
    listLink: '/certificate',
    itemLink: (id, shipId) => `/certificate/${shipId ?? ''}?open=${id}`,
  },
  bill_to_post: {
    sidebar: ['accounting.bills'],
    actions: ['read_single_bill', 'manage_bill'],
    listLink: '/accounting/bills?state=DRAFT',
    itemLink: (id) => `/accounting/bills/${id}`,
  },
  bill_mismatch: {
    sidebar: ['accounting.bills'],
    actions: ['read_single_bill', 'manage_bill'],
    listLink: '/accounting/bills?state=DRAFT',
    itemLink: (id) => `/accounting/bills/${id}`,
  },
  bill_to_pay: {
    sidebar: ['accounting.bills'],
    actions: ['read_single_bill', 'manage_bill'],
    listLink: '/accounting/bills?state=POSTED',
    itemLink: (id) => `/accounting/bills/view/${id}`,
  },
  invoice_overdue: {
    sidebar: ['accounting.invoicing'],
    actions: ['read_invoices', 'create_invoice'],
    listLink: '/accounting/invoices?state=OVERDUE',
    itemLink: (id) => `/accounting/invoices/view/${id}`,
  },
  invoice_vendor_credit: {
    sidebar: ['accounting.invoicing'],
    actions: ['read_invoices', 'create_invoice'],
    listLink: '/accounting/invoices',
    itemLink: (id) => `/accounting/invoices/view/${id}`,
  },
  pms_job_due: {
    sidebar: ['PMS.jobs'],
    actions: ['job_read', 'job_management'],
    listLink: '/PMS/manage?within=7',
    itemLink: (id) => `/PMS/job/${id}`,
  },
  pms_postponement_to_approve: {
    sidebar: ['PMS.jobs'],
    actions: ['job_read', 'job_management'],
    listLink: '/PMS/manage',
    itemLink: (id) => `/PMS/job/${id}`,
  },
  pms_part_below_minimum: {
    sidebar: ['PMS.catalogues'],
    actions: ['spare_part_read', 'spare_part_management'],
    listLink: '/PMS/manage',
    itemLink: (id) => `/PMS/spare-part/${id}`,
  },
  dms_revision_to_approve: {
    sidebar: ['DMS.ism_manual'],
    actions: ['approve_documents'],
    listLink: '/dms/ism',
    itemLink: (documentId) => `/dms/ism?doc=${documentId}`,
  },
  dms_dcr_to_decide: {
    sidebar: ['DMS.dcr'],
    actions: ['approve_documents'],
    listLink: '/dms/dcr',
    itemLink: (id) => `/dms/dcr/${id}`,
  },
  dms_acknowledgement_due: {
    sidebar: ['DMS.ism_manual'],
    actions: [],
    listLink: '/dms/ism',
    itemLink: (documentId, shipId) => `/dms/ism?doc=${documentId}${shipId ? `&ship=${shipId}` : ''}`,
  },
};
