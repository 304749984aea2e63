import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../common/page.schema';
import { calendarDateSchema } from '../fleet/calendar-date.schema';
import { currencyCodeSchema, decimalAmountSchema } from '../money/money.schema';
import { BILL_LINE_MATCH_STATUSES, BILL_STATES } from './bill';

/** Sortable fields of the bills list. */
export const BILL_SORT_FIELDS = [
  'billDate',
  'dueDate',
  'number',
  'vendorName',
  'total',
  'state',
  'createdAt',
] as const;

const reason = (field: string) => z.string().trim().min(1, `${field} is required`).max(1000);

/** One line as entered: against a PO line, or free (services, port costs). */
export const billLineInputSchema = z.object({
  purchaseOrderLineId: z.uuid('purchaseOrderLineId must be a uuid').nullable().default(null),
  description: z.string().trim().min(1, 'description is required').max(500),
  unit: z.string().trim().min(1).max(20).default('pcs'),
  quantity: decimalAmountSchema('quantity', { sign: 'positive' }),
  unitPrice: decimalAmountSchema('unitPrice'),
  rebillable: z.boolean().default(false),
});
/** A bill line as entered. */
export type BillLineInput = z.infer<typeof billLineInputSchema>;

/** `POST /accounting/bills`: a draft bill. */
export const createBillSchema = z.object({
  vendorId: z.uuid('vendorId must be a uuid'),
  shipId: z.uuid('shipId must be a uuid'),
  /** Expense category of the lines without a PO: a posted bill counts them in that budget's actual spend. */
  categoryId: z.uuid('categoryId must be a uuid').nullable().default(null),
  vendorInvoiceNumber: z.string().trim().min(1, 'vendorInvoiceNumber is required').max(60),
  billDate: calendarDateSchema('billDate'),
  dueDate: calendarDateSchema('dueDate'),
  currency: currencyCodeSchema(),
  notes: z.string().max(2000).default(''),
  lines: z.array(billLineInputSchema).min(1, 'lines must hold at least one line').max(500),
});
/** A new bill. */
export type CreateBill = z.infer<typeof createBillSchema>;

/** `PATCH /accounting/bills/:id`: the whole draft again, with its version. */
export const updateBillSchema = createBillSchema.extend({ version: z.number().int().min(1) });
/** An edit of a draft bill. */
export type UpdateBill = z.infer<typeof updateBillSchema>;

/** `POST /accounting/bills/:id/post`. */
export const postBillSchema = z.object({
  version: z.number().int().min(1),
  mismatchReason: z.string().trim().max(1000).optional(),
  duplicateOverrideReason: z.string().trim().max(1000).optional(),
});
/** A post request. */
export type PostBill = z.infer<typeof postBillSchema>;

/** `POST /accounting/bills/:id/payments`. */
export const payBillSchema = z.object({
  paidOn: calendarDateSchema('paidOn'),
  amount: decimalAmountSchema('amount', { sign: 'positive' }),
  bankAccountId: z.uuid('bankAccountId must be a uuid'),
  reference: z.string().trim().max(120).default(''),
});
/** A payment. */
export type PayBill = z.infer<typeof payBillSchema>;

/** `POST /accounting/bills/:id/cancel` and `/reverse`. */
export const billReasonSchema = z.object({ version: z.number().int().min(1), reason: reason('reason') });
/** A cancel or reverse request. */
export type BillReason = z.infer<typeof billReasonSchema>;

/** `POST /accounting/bills/:id/credit`: a credit note of some lines (amounts), or of everything left. */
export const creditBillSchema = z.object({
  version: z.number().int().min(1),
  reason: reason('reason'),
  lines: z
    .array(
      z.object({
        billLineId: z.uuid('billLineId must be a uuid'),
        amount: decimalAmountSchema('amount', { sign: 'positive' }),
      }),
    )
    .max(500)
    .optional(),
});
/** A credit note request. */
export type CreditBill = z.infer<typeof creditBillSchema>;

/** Query of the bills list (and its export). */
export const billListQuerySchema = listQuerySchema.extend({
  vendorId: z.uuid().optional(),
  shipId: z.uuid().optional(),
  state: z.enum(BILL_STATES).optional(),
  dueFrom: calendarDateSchema('dueFrom').optional(),
  dueTo: calendarDateSchema('dueTo').optional(),
  overdue: z.enum(['true', 'false']).optional(),
  /**
   * Whether the list counts the matching bills (capped): by default only the first page (offset 0) does;
   * the web keeps that total for the later pages and asks `true` when it has none for the filter.
   */
  count: z.enum(['true', 'false']).optional(),
});
/** A bills list query. */
export type BillListQuery = z.infer<typeof billListQuerySchema>;

/** A line as shown. */
export const billLineSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  purchaseOrderId: z.string().nullable(),
  purchaseOrderNumber: z.string().nullable(),
  purchaseOrderLineId: z.string().nullable(),
  description: z.string(),
  unit: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  lineTotal: z.string(),
  matchStatus: z.enum(BILL_LINE_MATCH_STATUSES),
  matchMessage: z.string().nullable(),
  poUnitPrice: z.string().nullable(),
  /** The bill's unit price in the PO's currency at the bill's `poRate` (null without a PO line). */
  convertedUnitPrice: z.string().nullable().default(null),
  receivedQuantity: z.string().nullable(),
  /** Credited on this line by credit notes (bill currency). */
  creditedAmount: z.string().default('0'),
  rebillable: z.boolean(),
  invoiced: z.boolean(),
});
/** A bill line as shown. */
export type BillLine = z.infer<typeof billLineSchema>;

/** A list row. */
export const billSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  shipId: z.string(),
  shipName: z.string(),
  vendorInvoiceNumber: z.string(),
  billDate: z.string(),
  dueDate: z.string(),
  state: z.enum(BILL_STATES),
  currency: z.string(),
  total: z.string(),
  totalBase: z.string(),
  paidAmount: z.string(),
  openAmount: z.string(),
  matchStatus: z.enum(['MATCHED', 'MISMATCH']),
  overdue: z.boolean(),
  version: z.number().int(),
});
/** A bill list row. */
export type BillSummary = z.infer<typeof billSummarySchema>;

/** A payment as shown. */
export const billPaymentSchema = z.object({
  id: z.string(),
  paidOn: z.string(),
  amount: z.string(),
  bankAccountId: z.string(),
  rate: z.string(),
  amountBase: z.string(),
  exchangeDifference: z.string(),
  reference: z.string(),
  createdByName: z.string().nullable(),
});
/** A bill payment. */
export type BillPayment = z.infer<typeof billPaymentSchema>;

/** A bill with lines, payments and the credit note. */
export const billDetailSchema = billSummarySchema.extend({
  categoryId: z.string().nullable(),
  baseCurrency: z.string(),
  rate: z.string(),
  rateDate: z.string().nullable(),
  rateSource: z.string().nullable().default(null),
  /** The POs' currency (null without a PO line) and one unit of the bill's currency in it on the bill date. */
  poCurrency: z.string().nullable().default(null),
  poRate: z.string().default('1'),
  poRateDate: z.string().nullable().default(null),
  poRateSource: z.string().nullable().default(null),
  notes: z.string(),
  mismatchReason: z.string().nullable(),
  duplicateOverrideReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  postedAt: z.string().nullable(),
  postedByName: z.string().nullable(),
  lines: z.array(billLineSchema),
  payments: z.array(billPaymentSchema),
  /** The credit note that left nothing to credit (the bill is REVERSED); null otherwise. */
  creditNote: z
    .object({ number: z.string(), issuedOn: z.string(), amount: z.string(), reason: z.string() })
    .nullable(),
  /** Credited by credit notes in all (bill currency). */
  creditedAmount: z.string().default('0'),
  /** Every credit note, oldest first, with its lines. */
  creditNotes: z
    .array(
      z.object({
        id: z.string(),
        number: z.string(),
        issuedOn: z.string(),
        amount: z.string(),
        reason: z.string(),
        lines: z.array(z.object({ billLineId: z.string(), amount: z.string() })),
        /**
         * Customer invoices holding lines this note credited after they were invoiced: the credit was not
         * netted into them and is offered there to pass on (number null for a draft).
         */
        invoices: z
          .array(z.object({ id: z.string(), number: z.string().nullable(), state: z.string() }))
          .default([]),
      }),
    )
    .default([]),
  duplicateOf: z.string().nullable(),
});
/** A bill as its pages show it. */
export type BillDetail = z.infer<typeof billDetailSchema>;

/** One vendor's row of the AP ageing (open amounts in base currency). */
export const apAgeingRowSchema = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  current: z.string(),
  d1to30: z.string(),
  d31to60: z.string(),
  d61to90: z.string(),
  over90: z.string(),
  total: z.string(),
});
/** An AP ageing row. */
export type ApAgeingRow = z.infer<typeof apAgeingRowSchema>;

/** A delivered PO line a bill may match (the PO picker). */
export const billablePoLineSchema = z.object({
  purchaseOrderId: z.string(),
  purchaseOrderNumber: z.string(),
  purchaseOrderLineId: z.string(),
  position: z.number().int(),
  description: z.string(),
  unit: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  receivedQuantity: z.string(),
  billedQuantity: z.string(),
  currency: z.string(),
});
/** A billable PO line. */
export type BillablePoLine = z.infer<typeof billablePoLineSchema>;

/** What the bill pages pick from. */
export const billOptionsSchema = z.object({
  vendors: z.array(z.object({ id: z.string(), name: z.string() })),
  bankAccounts: z.array(
    z.object({ id: z.string(), bankName: z.string(), iban: z.string().nullable(), currency: z.string() }),
  ),
  ships: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Expense categories for the lines without a PO (code and name). */
  categories: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })).default([]),
  baseCurrency: z.string(),
});
/** The bill pages' options. */
export type BillOptions = z.infer<typeof billOptionsSchema>;

/** `GET /accounting/bills` answer. */
export const billListResponseSchema = z.object({
  data: z.array(billSummarySchema),
  page: pageSchema.extend({
    /**
     * False when the page was not counted (a later page): `total` is then only a lower bound (the rows up
     * to this page, plus 1 when more follow) and `totalCapped` is absent.
     */
    counted: z.boolean().optional(),
  }),
});
/** `GET /accounting/bills` answer. */
export type BillListResponse = z.infer<typeof billListResponseSchema>;

/** `GET /accounting/bills/totals` answer: count and base-currency totals of every page. */
export const billTotalsResponseSchema = z.object({
  data: z.object({ count: z.number().int(), totalBase: z.string(), openBase: z.string() }),
});
