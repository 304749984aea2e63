/**
 * Per-ship action names of the product (spec §6), each with the description shown in the roles editor.
 * An action is granted to a user on one ship (or on every ship) through a role.
 */
export const ACTION_DESCRIPTIONS = {
  get_vendor_rfq_overview: 'See the RFQ overview: which vendors were invited and who has replied',
  manage_delivery: 'Create, edit, transfer and cancel deliveries',
  moderate_requisition: 'Approve a submitted requisition or send it back with a reason',
  manage_req_status: 'Submit and close requisitions',
  get_purchase_orders: 'List and read purchase orders and the over-budget view',
  get_quotes: 'Read vendor quotes and the quote comparison',
  requesting_for_quotation: 'Send requests for quotation to vendors',
  create_purchase_order: 'Award quotes, create purchase orders and send them for approval',
  approve_purchase_order: 'Approve purchase orders raised by someone else',
  vendor_action: "Record a vendor's confirmation or decline on the vendor's behalf",
  read_bill: 'List vendor bills',
  read_single_bill: 'Open a single vendor bill',
  manage_bill: 'Create, post, match and pay vendor bills',
  revert_purchase_order: 'Revert an approved, sent or confirmed purchase order to draft',
  cancel_requisition: 'Cancel the unordered remainder of a requisition',
  cancel_purchase_order: 'Cancel a purchase order while nothing is delivered or billed',
  read_invoices: 'Read customer invoices',
  create_invoice: 'Create and issue customer invoices',
  manage_delivery_report: 'Record receipts and discrepancy reports',
  job_read: 'Read planned maintenance jobs',
  job_management: 'Create, edit, postpone and complete planned maintenance jobs',
  spare_part_read: 'Read spare parts and their stock',
  spare_part_management: 'Create, edit, move and adjust spare parts',
  component_management: 'Create, edit, move, copy and duplicate components',
  manage_documents:
    'Documents (DMS): create chapters and documents, set distribution, upload revisions and submit them for review',
  approve_documents:
    'Documents (DMS): approve, reject, make effective and withdraw revisions; decide document change requests',
} as const;

/** An action name of spec §6. */
export type ActionName = keyof typeof ACTION_DESCRIPTIONS;

/** Every action name: the 24 of spec §6 in its order, then Keel's own (the two DMS actions, docs/dms.md). */
export const ACTION_NAMES = Object.keys(ACTION_DESCRIPTIONS) as ActionName[];

/** True when `value` is one of the action names of spec §6. */
export function isActionName(value: string): value is ActionName {
  return Object.hasOwn(ACTION_DESCRIPTIONS, value);
}
