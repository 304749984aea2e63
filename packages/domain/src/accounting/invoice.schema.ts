import { z } from 'zod';
import { iso4217Schema } from '../common/currency-code';
import { envelope, listQuerySchema, pageSchema, versionSchema } from '../common/page.schema';
import { decimalAmountSchema } from '../money/money.schema';
import { AGEING_BUCKETS } from './bill';
import { creditNoteSchema } from './credit-note';
import { invoiceVendorCreditSchema } from './vendor-credit';
import { INVOICE_DISPLAY_STATES, INVOICE_STATES } from './invoice-status';

/** Where an invoice line comes from: a rebillable expense, a rebillable vendor-bill line, or typed freely. */
export const INVOICE_SOURCE_TYPES = ['expense', 'bill_line', 'free'] as const;
/** A line's source kind. */
export type InvoiceSourceType = (typeof INVOICE_SOURCE_TYPES)[number];

/** Limits of the invoice fields. */
export const INVOICE_LIMITS = { title: 200, reference: 120, notes: 2000, groups: 50, lines: 500 } as const;

/** Sortable fields of the invoices list. */
export const INVOICE_SORT_FIELDS = [
  'number',
  'invoiceDate',
  'dueDate',
  'customerName',
  'total',
  'createdAt',
] as const;

const date = (field: string) => z.iso.date(`${field} must be a date (YYYY-MM-DD)`);
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/**
 * One line as the edit page sends it (spec §3 "Invoice UI state": uuid, title, amount, exchange_rate).
 * `exchangeRate` left out: the server takes the dated rate of the invoice date; sent: a manual rate.
 */
export const invoiceLineInputSchema = z
  .object({
    id: z.uuid('id must be a valid id').optional(),
    sourceType: z.enum(INVOICE_SOURCE_TYPES, `sourceType must be one of ${INVOICE_SOURCE_TYPES.join(', ')}`),
    sourceId: z
      .uuid('sourceId must be a valid id')
      .nullish()
      .transform((v) => v ?? null),
    title: text('title', INVOICE_LIMITS.title).min(1, 'title is required'),
    amount: decimalAmountSchema('amount', { sign: 'any' }),
    currency: iso4217Schema('currency'),
    exchangeRate: decimalAmountSchema('exchangeRate', { sign: 'positive', maxScale: 10 })
      .nullish()
      .transform((v) => v ?? null),
    markupPercent: decimalAmountSchema('markupPercent', { max: '1000' }).default('0'),
  })
  .superRefine((line, ctx) => {
    if (line.sourceType !== 'free' && !line.sourceId)
      ctx.addIssue({
        code: 'custom',
        path: ['sourceId'],
        message: `sourceId is required for a ${line.sourceType} line`,
      });
    if (line.sourceType === 'free' && line.sourceId)
      ctx.addIssue({ code: 'custom', path: ['sourceId'], message: 'sourceId must be empty for a free line' });
  });
/** A line as sent. */
export type InvoiceLineInput = z.output<typeof invoiceLineInputSchema>;

/** A group of lines with its title (its subtotal is computed). */
export const invoiceGroupInputSchema = z.object({
  id: z.uuid('id must be a valid id').optional(),
  title: text('title', INVOICE_LIMITS.title).min(1, 'title is required'),
  lines: z
    .array(invoiceLineInputSchema)
    .max(INVOICE_LIMITS.lines, `a group holds at most ${INVOICE_LIMITS.lines} lines`),
});

const draftFields = {
  shipId: z.uuid('shipId must be a valid id'),
  customerId: z.uuid('customerId must be a valid id'),
  currency: iso4217Schema('currency'),
  invoiceDate: date('invoiceDate'),
  /** Left out: invoice date + the customer's payment terms. */
  dueDate: date('dueDate')
    .nullish()
    .transform((v) => v ?? null),
  vatRate: decimalAmountSchema('vatRate', { max: '100' }).default('0'),
  reference: text('reference', INVOICE_LIMITS.reference).default(''),
  notes: text('notes', INVOICE_LIMITS.notes).default(''),
  groups: z
    .array(invoiceGroupInputSchema)
    .max(INVOICE_LIMITS.groups, `an invoice holds at most ${INVOICE_LIMITS.groups} groups`),
};

/** Body of `POST /accounting/invoices`: a DRAFT. */
export const createInvoiceSchema = z.object(draftFields);
/** A new draft. */
export type CreateInvoice = z.output<typeof createInvoiceSchema>;
/** A new draft as a form sends it. */
export type CreateInvoiceInput = z.input<typeof createInvoiceSchema>;

/** Body of `PUT /accounting/invoices/:id`: replaces a DRAFT with the version read. */
export const updateInvoiceSchema = z.object({ ...draftFields, version: versionSchema });
/** A draft's replacement. */
export type UpdateInvoice = z.output<typeof updateInvoiceSchema>;
/** A draft's replacement as a form sends it. */
export type UpdateInvoiceInput = z.input<typeof updateInvoiceSchema>;

/** Body of `POST …/:id/issue` and of the other transitions without more data. */
export const invoiceVersionSchema = z.object({ version: versionSchema });

/**
 * Body of `POST …/:id/payments`: an amount in the invoice currency. A payment is appended, so `version`
 * is optional: parallel payments queue on the invoice row and none may exceed the balance.
 */
export const invoicePaymentInputSchema = z.object({
  version: versionSchema.optional(),
  date: date('date'),
  amount: decimalAmountSchema('amount', { sign: 'positive' }),
  bankAccountId: z
    .uuid('bankAccountId must be a valid id')
    .nullish()
    .transform((v) => v ?? null),
  reference: text('reference', INVOICE_LIMITS.reference).default(''),
});
/** A payment as sent. */
export type InvoicePaymentInput = z.output<typeof invoicePaymentInputSchema>;

/** Body of `POST …/:id/credit` and `…/void`: a reason is required. */
export const invoiceReasonSchema = z.object({
  version: versionSchema,
  reason: text('reason', 500).min(3, 'reason must say why (at least 3 characters)'),
});
/** A reasoned transition. */
export type InvoiceReason = z.output<typeof invoiceReasonSchema>;

/** A line as the API returns it. */
export const invoiceLineSchema = z.object({
  id: z.uuid(),
  sourceType: z.enum(INVOICE_SOURCE_TYPES),
  sourceId: z.uuid().nullable(),
  title: z.string(),
  amount: z.string(),
  currency: z.string(),
  exchangeRate: z.string(),
  rateDate: z.string(),
  rateSource: z.string(),
  convertedAmount: z.string(),
  markupPercent: z.string(),
  markupAmount: z.string(),
  lineTotal: z.string(),
  /**
   * A vendor-bill line's source credited by the vendor after it was invoiced, with what is not passed on to
   * the customer yet (detail only; null or absent when none).
   */
  vendorCredit: invoiceVendorCreditSchema.nullish(),
});
/** A priced line. */
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** A group with its subtotal. */
export const invoiceGroupSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subtotal: z.string(),
  lines: z.array(invoiceLineSchema),
});
/** A group. */
export type InvoiceGroup = z.infer<typeof invoiceGroupSchema>;

/** A payment received. */
export const invoicePaymentSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  amount: z.string(),
  bankAccountId: z.uuid().nullable(),
  reference: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});
/** A payment. */
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** An invoice as a list row. */
export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string().nullable(),
  state: z.enum(INVOICE_STATES),
  displayState: z.enum(INVOICE_DISPLAY_STATES),
  shipId: z.uuid(),
  shipName: z.string(),
  customerId: z.uuid(),
  customerName: z.string(),
  currency: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  subtotal: z.string(),
  vatRate: z.string(),
  vatAmount: z.string(),
  total: z.string(),
  paidAmount: z.string(),
  /** What credit notes took off the total (VAT included); the balance is total − paid − credited. */
  creditedAmount: z.string().default('0'),
  balance: z.string(),
  reference: z.string(),
  creditNoteNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A list row. */
export type Invoice = z.infer<typeof invoiceSchema>;

/** An invoice with its groups, payments and what ended it. */
export const invoiceDetailSchema = invoiceSchema.extend({
  notes: z.string(),
  customerTaxId: z.string().nullable(),
  issuedAt: z.string().nullable(),
  creditReason: z.string().nullable(),
  voidReason: z.string().nullable(),
  groups: z.array(invoiceGroupSchema),
  payments: z.array(invoicePaymentSchema),
  /** Net amount credited per invoice line id (lines not credited are left out). */
  creditedByLine: z.record(z.string(), z.string()).default({}),
  /** The invoice's credit notes, oldest first. */
  creditNotes: z.array(creditNoteSchema).default([]),
});
/** A whole invoice. */
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

const booleanText = z.enum(['true', 'false'], 'must be true or false');

/** Query of the invoices list: customer, ship, state (OVERDUE derived), overdue, due-date range, search. */
export const invoiceListQuerySchema = listQuerySchema.extend({
  customerId: z.uuid('customerId must be a valid id').optional(),
  shipId: z.uuid('shipId must be a valid id').optional(),
  state: z
    .enum(INVOICE_DISPLAY_STATES, `state must be one of ${INVOICE_DISPLAY_STATES.join(', ')}`)
    .optional(),
  overdue: booleanText.optional(),
  dueFrom: date('dueFrom').optional(),
  dueTo: date('dueTo').optional(),
  /**
   * Whether the list counts the matching invoices (capped): by default only the first page (offset 0) does;
   * the web keeps that total for the later pages and asks `true` when it has none for the filter.
   */
  count: booleanText.optional(),
});
/** A parsed list query. */
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** One customer's open receivables by bucket, in one currency. */
export const ageingRowSchema = z.object({
  partyId: z.uuid(),
  partyName: z.string(),
  currency: z.string(),
  current: z.string(),
  d1to30: z.string(),
  d31to60: z.string(),
  d61to90: z.string(),
  over90: z.string(),
  total: z.string(),
  count: z.number().int(),
});
/** An ageing row. */
export type AgeingRow = z.infer<typeof ageingRowSchema>;

/** Query of the AR ageing: as of a date (today by default), one ship or customer. */
export const ageingQuerySchema = z.object({
  asOf: date('asOf').optional(),
  shipId: z.uuid('shipId must be a valid id').optional(),
  customerId: z.uuid('customerId must be a valid id').optional(),
});
/** A parsed ageing query. */
export type AgeingQuery = z.infer<typeof ageingQuerySchema>;

/** The AR ageing: one row per customer and currency, with the buckets' order. */
export const ageingReportSchema = z.object({
  asOf: z.string(),
  buckets: z.array(z.enum(AGEING_BUCKETS)),
  rows: z.array(ageingRowSchema),
});
/** The ageing report. */
export type AgeingReport = z.infer<typeof ageingReportSchema>;

/** A rebillable source the edit page may pick (expense or vendor-bill line not invoiced yet). */
export const invoiceSourceSchema = z.object({
  sourceType: z.enum(['expense', 'bill_line']),
  sourceId: z.uuid(),
  shipId: z.uuid(),
  date: z.string(),
  title: z.string(),
  amount: z.string(),
  currency: z.string(),
});
/** A pickable source. */
export type InvoiceSource = z.infer<typeof invoiceSourceSchema>;

/** Envelopes. */
export const invoiceResponseSchema = envelope(invoiceDetailSchema);
/** The invoices list answer. */
export const invoiceListResponseSchema = z.object({
  data: z.array(invoiceSchema),
  page: pageSchema.extend({
    /**
     * False when the page was not counted (a later page): `total` is then only a lower bound (the rows up
     * to this page, plus 1 when more follow) and `totalCapped` is absent.
     */
    counted: z.boolean().optional(),
  }),
});
/** `GET /accounting/invoices` answer. */
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;
/** The ageing answer. */
export const ageingResponseSchema = envelope(ageingReportSchema);
/** The sources answer. */
export const invoiceSourcesResponseSchema = envelope(z.array(invoiceSourceSchema));

/** A customer an invoice may be addressed to (the editor's picker). */
export const invoiceCustomerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  currency: z.string(),
  paymentTermsDays: z.number().int(),
});
/** A customer option. */
export type InvoiceCustomer = z.infer<typeof invoiceCustomerSchema>;
/** The customers answer. */
export const invoiceCustomersResponseSchema = envelope(z.array(invoiceCustomerSchema));
