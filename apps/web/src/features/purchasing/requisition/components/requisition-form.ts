import type { RequisitionDetail, RequisitionLine, RequisitionState } from '@keel/domain';

/** One line as the form edits it; `key` is stable across re-renders, `id` keeps a stored line. */
export interface LineValues {
  key: string;
  id?: string;
  description: string;
  impaCode: string;
  makerPartNumber: string;
  maker: string;
  quantity: string;
  unit: string;
  remarks: string;
  estimatedUnitPrice: string;
}

/** A requisition as the form edits it (every field a string, urgent a flag). */
export interface RequisitionFormValues extends Record<string, unknown> {
  shipId: string;
  title: string;
  department: string;
  urgent: boolean;
  requiredBy: string;
  deliveryPort: string;
  categoryId: string;
  currency: string;
  remarks: string;
  lines: LineValues[];
}

let counter = 0;
/** A fresh, empty line. */
export function emptyLine(): LineValues {
  counter += 1;
  return {
    key: `new-${counter}`,
    description: '',
    impaCode: '',
    makerPartNumber: '',
    maker: '',
    quantity: '',
    unit: 'pcs',
    remarks: '',
    estimatedUnitPrice: '',
  };
}

const lineValues = (l: RequisitionLine): LineValues => ({
  key: l.id,
  id: l.id,
  description: l.description,
  impaCode: l.impaCode ?? '',
  makerPartNumber: l.makerPartNumber ?? '',
  maker: l.maker ?? '',
  quantity: l.quantity,
  unit: l.unit,
  remarks: l.remarks,
  estimatedUnitPrice: l.estimatedUnitPrice ?? '',
});

/** The form's values for a stored requisition, or a new one (one empty line). */
export function formValuesOf(r: RequisitionDetail | null, defaults: Partial<RequisitionFormValues> = {}) {
  return {
    shipId: r?.shipId ?? defaults.shipId ?? '',
    title: r?.title ?? '',
    department: r?.department ?? defaults.department ?? 'engine',
    urgent: r ? r.priority === 1 : (defaults.urgent ?? false),
    requiredBy: r?.requiredBy ?? '',
    deliveryPort: r?.deliveryPort ?? '',
    categoryId: r?.categoryId ?? '',
    currency: r?.currency ?? 'USD',
    remarks: r?.remarks ?? '',
    lines: r ? r.lines.map(lineValues) : [emptyLine()],
  } satisfies RequisitionFormValues;
}

/**
 * The body the domain schema checks: blank strings stay blank (the schema turns them into null or
 * names them as missing), quantities and prices are trimmed; the currency only goes with prices.
 */
export function bodyOf(v: RequisitionFormValues) {
  const lines = v.lines.map((l) => ({
    ...(l.id ? { id: l.id } : {}),
    description: l.description,
    impaCode: l.impaCode.trim(),
    makerPartNumber: l.makerPartNumber,
    maker: l.maker,
    quantity: l.quantity.trim(),
    unit: l.unit,
    remarks: l.remarks,
    estimatedUnitPrice: l.estimatedUnitPrice.trim(),
  }));
  const priced = lines.some((l) => l.estimatedUnitPrice !== '');
  return {
    title: v.title,
    department: v.department,
    priority: v.urgent ? 1 : 0,
    requiredBy: v.requiredBy,
    deliveryPort: v.deliveryPort,
    categoryId: v.categoryId,
    currency: priced ? v.currency : '',
    remarks: v.remarks,
    lines,
  };
}

/** Drops the messages of one line (`lines.<index>.…`) and renumbers those of the lines after it. */
export function errorsWithoutLine(errors: Record<string, string>, index: number): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const m = /^lines\.(\d+)\.(.+)$/.exec(field);
    if (!m) next[field] = message;
    else if (Number(m[1]) < index) next[field] = message;
    else if (Number(m[1]) > index) next[`lines.${Number(m[1]) - 1}.${m[2]}`] = message;
  }
  return next;
}

/** Labels of the states, as chips show them. */
export const STATE_LABELS: Record<RequisitionState, string> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
  APPROVED: 'Approved',
  IN_RFQ: 'In RFQ',
  PARTIALLY_ORDERED: 'Partly ordered',
  ORDERED: 'Ordered',
  PARTIALLY_RECEIVED: 'Partly received',
  RECEIVED: 'Received',
  CLOSED: 'Closed',
  CANCELLED: 'Cancelled',
};

/** "engine" → "Engine". */
export const departmentLabel = (d: string) => d.charAt(0).toUpperCase() + d.slice(1);
