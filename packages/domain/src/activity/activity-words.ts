import { entityLabel } from './record-entity';

/** Field names that read badly when spelled out from the name. */
const FIELD_LABELS: Record<string, string> = {
  requiredBy: 'Required by',
  companyName: 'Company name',
  deliveryPort: 'Delivery port',
  estimatedAmount: 'Estimated amount',
  estimatedUnitPrice: 'Estimated unit price',
  paymentTermsDays: 'Payment terms (days)',
  discountPercent: 'Discount (%)',
  portCharges: 'Port charges',
  supplyFrom: 'Supply from',
  supplyTo: 'Supply to',
  imo: 'IMO number',
  impaCode: 'IMPA code',
  makerPartNumber: "Maker's part number",
  mmsi: 'MMSI',
  callSign: 'Call sign',
  isAdmin: 'Administrator',
  baseCurrency: 'Base currency',
  totalBase: 'Total (base currency)',
  rob: 'ROB',
  meRpm: 'ME RPM',
  vendorReference: "Vendor's order reference",
  sentBackReason: 'Reason sent back',
  sendBackReason: 'Reason sent back',
  cancelReason: 'Reason cancelled',
  declineReason: 'Reason declined',
  reportedAt: 'Report time',
  reportTime: 'Report time',
  issuedOn: 'Issued on',
  expiresOn: 'Expires on',
  lastEndorsedOn: 'Last endorsed on',
  mentionIds: 'Mentions',
};

/** Fields never shown in a timeline: bookkeeping and the record's own lists. */
const HIDDEN_FIELDS = new Set([
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'history',
  'lineCount',
  'createdByName',
  'createdById',
  'authorId',
  'uploadedById',
  'storageKey',
  'sha256',
  'entity',
  'entityId',
  'recordEntity',
  'recordId',
]);

/** Reasons and notes: shown as the entry's note rather than as changed fields. */
const NOTE_FIELDS = [
  'sentBackReason',
  'sendBackReason',
  'cancelReason',
  'declineReason',
  'reason',
  'note',
  'closingNote',
  'vendorNote',
] as const;

/** Actions whose rows tell a status change: the verb says it, the changed fields are not listed. */
const VERBS: Record<string, string> = {
  create: 'created the {record}',
  update: 'changed the {record}',
  update_void_approval: 'changed the {record} (its approval is voided)',
  delete: 'deleted the {record}',
  submit: 'submitted the {record}',
  approve: 'approved the {record}',
  send_back: 'sent the {record} back',
  sendBack: 'sent the {record} back',
  cancel: 'cancelled the {record}',
  decline: 'declined the {record}',
  close: 'closed the {record}',
  reopen: 'reopened the {record}',
  send: 'sent the {record}',
  award: 'awarded the {record}',
  rfq: 'put the {record} into an RFQ',
  rfq_cancelled: 'returned the {record} from a cancelled RFQ',
  deliver: 'marked the {record} delivered',
  receive: 'received the {record}',
  attach_file: 'attached a file to the {record}',
  renew: 'renewed the {record}',
  supersede: 'replaced the {record} by a newer one',
  lapse: 'marked the {record} lapsed',
  create_transfer: 'created the {record} as a transfer',
  vendor_view: 'recorded that the vendor opened the {record}',
  vendor_confirm: "recorded the vendor's confirmation of the {record}",
  vendor_decline: "recorded the vendor's decline of the {record}",
  vendor_propose_date: 'recorded a date the vendor proposed for the {record}',
  vendor_reference: "recorded the vendor's order reference of the {record}",
  comment: 'commented',
  edit_comment: 'edited a comment',
  delete_comment: 'deleted a comment',
  attach: 'attached {file}',
  detach: 'removed the attachment {file}',
  activate: 'activated the {record}',
  deactivate: 'deactivated the {record}',
  move: 'moved the {record}',
  copy: 'copied the {record}',
  duplicate: 'duplicated the {record}',
  push_template: 'brought the {record} up to its catalogue template',
  rename_family: 'renamed a ship family in the company settings, which the {record} follows',
  stock_receipt: 'received stock of the {record}',
  stock_use: 'used stock of the {record}',
  stock_adjustment: 'counted the stock of the {record}',
  stock_transfer_out: 'transferred stock of the {record} to another ship',
  stock_transfer_in: 'received stock of the {record} from another ship',
};

/** Actions whose changed fields are listed. */
const CHANGE_ACTIONS = new Set(['update', 'update_void_approval', 'vendor_reference', 'rename_family']);

const ACRONYMS = new Map([
  ['rfq', 'RFQ'],
  ['po', 'PO'],
  ['imo', 'IMO'],
  ['eta', 'ETA'],
  ['etd', 'ETD'],
  ['rob', 'ROB'],
  ['co2', 'CO₂'],
  ['me', 'ME'],
  ['ae', 'AE'],
  ['rpm', 'RPM'],
  ['vat', 'VAT'],
]);

/** Spells a name out in words: `requiredBy` / `required_by` / `IN_RFQ` → "Required by" / "In RFQ". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((w) => ACRONYMS.get(w) ?? w);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A field's label in words, never its raw name: `shipId` → "Ship", `requiredBy` → "Required by". */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const base = field.replace(/(Id|Ids|Name|Code)$/, '') || field;
  return humanize(base);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/**
 * A value as a timeline shows it, or null for an empty one: dates YYYY/MM/DD, times YYYY/MM/DD HH:mm
 * (UTC), states in words, ids by name when `names` knows them (else null), yes/no, long texts cut.
 */
export function formatActivityValue(value: unknown, names?: ReadonlyMap<string, string>): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  if (typeof value === 'object') return null;
  const text = String(value);
  if (DATE.test(text)) return text.replaceAll('-', '/');
  const time = DATE_TIME.exec(text);
  if (time) {
    const d = new Date(text);
    if (!Number.isNaN(d.getTime())) {
      const iso = d.toISOString();
      return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 16)}`;
    }
    return `${time[1]}/${time[2]}/${time[3]} ${time[4]}:${time[5]}`;
  }
  if (UUID.test(text)) return names?.get(text.toLowerCase()) ?? null;
  if (STATE.test(text) && text.length > 3) return humanize(text);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A value without its bookkeeping (ids, versions, timestamps), at any depth: what a person compares. */
function content(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(content);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !HIDDEN_FIELDS.has(k))
        .map(([k, v]) => [k, content(v)]),
    );
  return value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(content(a ?? null)) === JSON.stringify(content(b ?? null));
}

/**
 * The changed fields between two API shapes of a record, in words. An id field is left out when its
 * name field is there (`shipId` beside `shipName`: the name tells it), and so is a code beside a name.
 */
export function changedFields(
  before: unknown,
  after: unknown,
  names?: ReadonlyMap<string, string>,
): { field: string; label: string; from: string | null; to: string | null }[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const has = (key: string) => key in a || key in b;
  const out: { field: string; label: string; from: string | null; to: string | null }[] = [];
  for (const key of keys) {
    if (HIDDEN_FIELDS.has(key) || (NOTE_FIELDS as readonly string[]).includes(key)) continue;
    const stem = key.replace(/(Id|Code)$/, '');
    if (stem !== key && has(`${stem}Name`)) continue;
    if (same(b[key], a[key])) continue;
    const complex = (v: unknown) => v !== null && typeof v === 'object';
    const from = complex(b[key]) || complex(a[key]) ? null : formatActivityValue(b[key], names);
    const to = complex(b[key]) || complex(a[key]) ? null : formatActivityValue(a[key], names);
    out.push({ field: key, label: fieldLabel(key), from, to });
  }
  return out;
}

/** The words of one change: "changed Required by from 2026/12/01 to 2026/12/05". */
export function changePhrase(change: { label: string; from: string | null; to: string | null }): string {
  if (change.from === null && change.to === null) return `changed ${change.label}`;
  if (change.from === null) return `set ${change.label} to ${change.to}`;
  if (change.to === null) return `cleared ${change.label} (was ${change.from})`;
  return `changed ${change.label} from ${change.from} to ${change.to}`;
}

/** An audit row as the timeline reads it. */
export interface AuditRowForWords {
  entity: string;
  action: string;
  actorName: string | null;
  before: unknown;
  after: unknown;
}

/** A timeline entry in words (without id and time). */
export interface DescribedActivity {
  actorName: string;
  verb: string;
  changes: { field: string; label: string; from: string | null; to: string | null }[];
  note: string | null;
  text: string;
}

/**
 * Puts an audit row into words: who did what to the record ("submitted the requisition"), the changed
 * fields of an edit ("changed Required by from 2026/12/01 to 2026/12/05"), and the reason or comment.
 * `recordEntity` is the record the timeline belongs to (a comment row's own entity is the comment).
 */
export function describeAuditRow(
  row: AuditRowForWords,
  recordEntity: string,
  names?: ReadonlyMap<string, string>,
): DescribedActivity {
  const actorName = row.actorName ?? 'Keel';
  const before = asRecord(row.before);
  const after = asRecord(row.after);
  const template = VERBS[row.action] ?? `${humanize(row.action).toLowerCase()} (the {record})`;
  const fileName =
    typeof (after.name ?? before.name) === 'string' ? String(after.name ?? before.name) : 'a file';
  const verb = template.replace('{record}', entityLabel(recordEntity)).replace('{file}', fileName);
  const changes = CHANGE_ACTIONS.has(row.action)
    ? changedFields(row.before, row.after, names).filter((c) => c.field !== 'mentions')
    : [];
  let note: string | null = null;
  if (row.entity === 'record_comment') {
    const body = row.action === 'delete_comment' ? before.body : after.body;
    note = typeof body === 'string' ? body : null;
  } else {
    for (const key of NOTE_FIELDS) {
      const value = after[key];
      if (typeof value === 'string' && value.trim() && !same(before[key], value)) {
        note = value.trim();
        break;
      }
    }
  }
  const body = changes.length > 0 && row.action === 'update' ? changes.map(changePhrase).join('; ') : verb;
  const extra =
    changes.length > 0 && row.action !== 'update' ? `: ${changes.map(changePhrase).join('; ')}` : '';
  return {
    actorName,
    verb,
    changes,
    note,
    text: `${actorName} ${body}${extra}${note && row.entity !== 'record_comment' ? ` — “${note}”` : ''}`,
  };
}
