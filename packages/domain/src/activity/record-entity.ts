/**
 * The records that carry an activity card (timeline, comments, attachments). Who may open each is
 * the notifications' `RECORD_READ_RULES` (`canOpenRecord`).
 */
export const ACTIVITY_ENTITIES = [
  'requisition',
  'rfq',
  'purchase_order',
  'delivery',
  'certificate',
  'event',
  'noon_report',
  'exchange_rate',
  'bank_account',
  'expense',
  'pms_job',
  'bill',
  'invoice',
  'dms-document',
  'dms-dcr',
  'spare_part',
] as const;
/** A record kind with an activity card; the name is the record's audit `entity`. */
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/** True when `value` names a record kind with an activity card. */
export function isActivityEntity(value: string): value is ActivityEntity {
  return (ACTIVITY_ENTITIES as readonly string[]).includes(value);
}

/** The words for each audit entity, as a sentence uses them ("the purchase order"). */
export const ENTITY_LABELS: Record<string, string> = {
  requisition: 'requisition',
  rfq: 'RFQ',
  rfq_invitation: 'RFQ invitation',
  quote: 'quote',
  purchase_order: 'purchase order',
  delivery: 'delivery',
  supply_window: 'supply window',
  certificate: 'certificate',
  event: 'event',
  noon_report: 'noon report',
  user: 'user',
  role: 'role',
  ship: 'ship',
  vendor: 'vendor',
  agent: 'agent',
  customer: 'customer',
  budget: 'budget',
  expense_category: 'expense category',
  config: 'company settings',
  appliance: 'appliance',
  appliance_target: 'appliance target',
  bunker_price: 'bunker price',
  bunker_supplier: 'bunker supplier',
  exchange_rate: 'exchange rate',
  bank_account: 'bank account',
  expense: 'expense',
  bill: 'vendor bill',
  invoice: 'invoice',
  pms_job: 'maintenance job',
  'dms-document': 'document',
  'dms-dcr': 'change request',
  spare_part: 'spare part',
  record_comment: 'comment',
  record_attachment: 'attachment',
};

/** The words for an audit entity ("purchase order"); unknown names are spelled out from the name. */
export function entityLabel(entity: string): string {
  return ENTITY_LABELS[entity] ?? entity.replaceAll('_', ' ');
}

/** An entity label with a capital first letter ("Purchase order"), for titles. */
export function entityTitleLabel(entity: string): string {
  const label = entityLabel(entity);
  return label === 'RFQ' ? label : label.charAt(0).toUpperCase() + label.slice(1);
}

const TITLE_KEYS = ['number', 'title', 'name', 'email', 'code'] as const;

/**
 * A record's title from its API shape as the audit trail keeps it: "Requisition REQ-2026-0012",
 * "Ship Keel Aurora". Null when the shape holds none of number, title, name, e-mail or code.
 */
export function recordTitleOf(entity: string, shape: unknown): string | null {
  if (entity === 'config') return 'Company settings';
  if (!shape || typeof shape !== 'object') return null;
  const record = shape as Record<string, unknown>;
  if (entity === 'noon_report' && typeof record.reportTime === 'string') {
    const ship = typeof record.shipName === 'string' ? `${record.shipName} ` : '';
    return `Noon report ${ship}${record.reportTime.slice(0, 16).replace('T', ' ').replaceAll('-', '/')}`;
  }
  for (const key of TITLE_KEYS) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return `${entityTitleLabel(entity)} ${value.trim()}`;
  }
  return null;
}

/**
 * The web page that opens a record (the link of a mention notification): each kind's list page with
 * the record opened.
 */
export function recordPath(entity: ActivityEntity, id: string, shipId: string | null): string {
  switch (entity) {
    case 'requisition':
      return `/purchasing/requisition/${id}`;
    case 'rfq':
      return `/purchasing/po?tab=quotations&rfq=${id}`;
    case 'purchase_order':
      return `/purchasing/po?po=${id}`;
    case 'delivery':
      return `/purchasing/delivery/${id}`;
    case 'certificate':
      return shipId ? `/certificate/${shipId}?open=${id}` : '/certificate';
    case 'event':
      return `/event?open=${id}`;
    case 'noon_report':
      return shipId ? `/reporttable/${shipId}` : '/reporttable';
    case 'exchange_rate':
      return `/accounting/exchanges/${id}`;
    case 'bank_account':
      return `/accounting/bank-accounts?open=${id}`;
    case 'expense':
      return `/accounting/expenses/${id}`;
    case 'pms_job':
      return `/PMS/job/${id}`;
    case 'bill':
      return `/accounting/bills/view/${id}`;
    case 'invoice':
      return `/accounting/invoices/view/${id}`;
    case 'dms-document':
      return `/dms/ism?document=${id}`;
    case 'dms-dcr':
      return `/dms/dcr/${id}`;
    case 'spare_part':
      return `/PMS/spare-part/${id}`;
  }
}
