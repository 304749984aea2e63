import type {
  BillDetail,
  BillLineInput,
  BillLineMatchStatus,
  BillablePoLine,
  CreateBill,
} from '@keel/domain';

/** A line as the form holds it; `status` is the server's match of the saved line (null once edited). */
export interface FormLine extends BillLineInput {
  key: string;
  purchaseOrderNumber: string | null;
  status: BillLineMatchStatus | null;
  /** The saved line's prices (its own, in the PO's currency, the PO's); null once edited or new. */
  prices: { unitPrice: string; convertedUnitPrice: string | null; poUnitPrice: string | null } | null;
}

/** The form's values. */
export interface BillForm {
  vendorId: string;
  shipId: string;
  /** Expense category of the lines without a PO ('' = none). */
  categoryId: string;
  vendorInvoiceNumber: string;
  billDate: string;
  dueDate: string;
  currency: string;
  notes: string;
  lines: FormLine[];
}

let counter = 0;
const key = () => `l${(counter += 1)}`;

/** An empty form dated today, due in 30 days. */
export function emptyForm(today = new Date()): BillForm {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    vendorId: '',
    shipId: '',
    categoryId: '',
    vendorInvoiceNumber: '',
    billDate: day(today),
    dueDate: day(new Date(today.getTime() + 30 * 86_400_000)),
    currency: 'USD',
    notes: '',
    lines: [],
  };
}

/** The form of a saved bill. */
export function formOf(bill: BillDetail): BillForm {
  return {
    vendorId: bill.vendorId,
    shipId: bill.shipId,
    categoryId: bill.categoryId ?? '',
    vendorInvoiceNumber: bill.vendorInvoiceNumber,
    billDate: bill.billDate,
    dueDate: bill.dueDate,
    currency: bill.currency,
    notes: bill.notes,
    lines: bill.lines.map((l) => ({
      key: key(),
      purchaseOrderLineId: l.purchaseOrderLineId,
      purchaseOrderNumber: l.purchaseOrderNumber,
      description: l.description,
      unit: l.unit,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      rebillable: l.rebillable,
      status: l.matchStatus,
      prices: {
        unitPrice: l.unitPrice,
        convertedUnitPrice: l.convertedUnitPrice,
        poUnitPrice: l.poUnitPrice,
      },
    })),
  };
}

/** A line billing what was received and not yet billed of a PO line, at the PO price. */
export function lineFromPo(po: BillablePoLine): FormLine {
  const open = Math.max(Number(po.receivedQuantity) - Number(po.billedQuantity), 0);
  return {
    key: key(),
    purchaseOrderLineId: po.purchaseOrderLineId,
    purchaseOrderNumber: po.purchaseOrderNumber,
    description: po.description,
    unit: po.unit,
    quantity: String(open || po.receivedQuantity),
    unitPrice: po.unitPrice,
    rebillable: false,
    status: null,
    prices: null,
  };
}

/** A free line (services, port costs). */
export function freeLine(): FormLine {
  return {
    key: key(),
    purchaseOrderLineId: null,
    purchaseOrderNumber: null,
    description: '',
    unit: 'pcs',
    quantity: '1',
    unitPrice: '0',
    rebillable: false,
    status: null,
    prices: null,
  };
}

/** The request body of the form. */
export function bodyOf(form: BillForm): CreateBill {
  return {
    vendorId: form.vendorId,
    shipId: form.shipId,
    categoryId: form.categoryId || null,
    vendorInvoiceNumber: form.vendorInvoiceNumber,
    billDate: form.billDate,
    dueDate: form.dueDate,
    currency: form.currency,
    notes: form.notes,
    lines: form.lines.map((l) => ({
      purchaseOrderLineId: l.purchaseOrderLineId,
      description: l.description,
      unit: l.unit,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      rebillable: l.rebillable,
    })),
  };
}
