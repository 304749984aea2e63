import { z } from 'zod';
import { iso4217Schema } from '../common/currency-code';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';
import { calendarDateSchema } from '../fleet/calendar-date.schema';
import { decimalAmountSchema } from '../money/money.schema';

/** Who an expense was paid to or by (spec §3 "Party types"). */
export const EXPENSE_PARTY_TYPES = ['agent', 'vessel', 'office'] as const;
/** A party type of an expense. */
export type ExpensePartyType = (typeof EXPENSE_PARTY_TYPES)[number];

/** Limits of the expense fields. */
export const EXPENSE_LIMITS = { description: 500 } as const;

/** Sortable fields of the expenses list. */
export const EXPENSE_SORT_FIELDS = [
  'expenseDate',
  'shipName',
  'categoryName',
  'partyType',
  'description',
  'amount',
  'currency',
  'baseAmount',
  'createdAt',
  'updatedAt',
] as const;

/** Largest receipt accepted: 20 MiB (the storage's default limit). */
export const EXPENSE_RECEIPT_MAX_BYTES = 20 * 1024 * 1024;
/** Content types a receipt may have, recognised from the bytes (not the name). */
export const EXPENSE_RECEIPT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/tiff',
] as const;
/** What the web app's file picker offers (the server still checks the content). */
export const EXPENSE_RECEIPT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.tif,.tiff,application/pdf,image/*';
/** Message of a receipt larger than {@link EXPENSE_RECEIPT_MAX_BYTES}. */
export const EXPENSE_RECEIPT_TOO_LARGE = 'file must be at most 20 MiB';

/** A problem with one field of an expense. */
export interface ExpenseFieldIssue {
  field: string;
  message: string;
}

/**
 * The party rule of an expense: an agent party names the agent (`agentId`), a vessel or office party
 * names none. Returns the issues (empty when the pair is consistent).
 */
export function expensePartyIssues(partyType: ExpensePartyType, agentId: string | null): ExpenseFieldIssue[] {
  if (partyType === 'agent' && !agentId)
    return [{ field: 'agentId', message: 'agentId is required: choose the agent' }];
  if (partyType !== 'agent' && agentId)
    return [{ field: 'agentId', message: `agentId must be empty when the party is ${partyType}` }];
  return [];
}

/** `true` when `date` (YYYY-MM-DD) is later than `today` (YYYY-MM-DD); expenses are never in the future. */
export function isFutureExpenseDate(date: string, today: string): boolean {
  return date > today;
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const descriptionSchema = z
  .string({ error: 'description is required' })
  .trim()
  .min(1, 'description is required')
  .max(EXPENSE_LIMITS.description, `description must be at most ${EXPENSE_LIMITS.description} characters`);
const optionalId = (field: string) =>
  z.preprocess(blankToNull, z.uuid(`${field} must be a valid id`).nullish()).transform((v) => v ?? null);
const partyTypeSchema = z.enum(
  EXPENSE_PARTY_TYPES,
  `partyType must be one of ${EXPENSE_PARTY_TYPES.join(', ')}`,
);
const amountSchema = decimalAmountSchema('amount', { sign: 'positive' });

/** Body of `POST /accounting/expenses`: the base amount is converted by the server at the date's rate. */
export const createExpenseSchema = z
  .object({
    shipId: z.uuid('shipId must be a valid id'),
    categoryId: z.uuid('categoryId must be a valid id'),
    partyType: partyTypeSchema,
    agentId: optionalId('agentId'),
    expenseDate: calendarDateSchema('expenseDate'),
    description: descriptionSchema,
    amount: amountSchema,
    currency: iso4217Schema('currency'),
    rebillable: z.boolean({ error: 'rebillable must be true or false' }).default(false),
    customerId: optionalId('customerId'),
  })
  .superRefine((value, ctx) => {
    for (const issue of expensePartyIssues(value.partyType, value.agentId))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
/** A new expense as a form sends it. */
export type CreateExpenseInput = z.input<typeof createExpenseSchema>;
/** A new expense after validation. */
export type CreateExpense = z.output<typeof createExpenseSchema>;

/**
 * Body of `PATCH /accounting/expenses/:id`: the changed fields with the version read. The server
 * checks the party rule on the resulting values and converts again when date, amount or currency change.
 */
export const updateExpenseSchema = z.object({
  version: versionSchema,
  shipId: z.uuid('shipId must be a valid id').optional(),
  categoryId: z.uuid('categoryId must be a valid id').optional(),
  partyType: partyTypeSchema.optional(),
  agentId: z.preprocess(blankToNull, z.uuid('agentId must be a valid id').nullable()).optional(),
  expenseDate: calendarDateSchema('expenseDate').optional(),
  description: descriptionSchema.optional(),
  amount: amountSchema.optional(),
  currency: iso4217Schema('currency').optional(),
  rebillable: z.boolean({ error: 'rebillable must be true or false' }).optional(),
  customerId: z.preprocess(blankToNull, z.uuid('customerId must be a valid id').nullable()).optional(),
});
/** Changes as sent. */
export type UpdateExpenseInput = z.input<typeof updateExpenseSchema>;
/** Changes after validation. */
export type UpdateExpense = z.output<typeof updateExpenseSchema>;

/** The receipt kept with an expense (the storage key never leaves the server). */
export const expenseReceiptSchema = z.object({
  name: z.string(),
  /** Type sniffed from the content. */
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
});
/** An expense's receipt. */
export type ExpenseReceipt = z.infer<typeof expenseReceiptSchema>;

/** An expense as the API returns it; money as decimal strings. */
export const expenseSchema = z.object({
  id: z.uuid(),
  shipId: z.uuid(),
  shipName: z.string(),
  categoryId: z.uuid(),
  categoryCode: z.string(),
  categoryName: z.string(),
  partyType: z.enum(EXPENSE_PARTY_TYPES),
  agentId: z.uuid().nullable(),
  agentName: z.string().nullable(),
  expenseDate: z.string(),
  description: z.string(),
  amount: z.string(),
  currency: z.string(),
  baseCurrency: z.string(),
  /** One unit of `currency` in `baseCurrency`, picked for `expenseDate`. */
  rate: z.string(),
  rateDate: z.string().nullable(),
  rateSource: z.string().nullable(),
  baseAmount: z.string(),
  rebillable: z.boolean(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  receipt: expenseReceiptSchema.nullable(),
  invoicedAt: z.string().nullable(),
  invoiceId: z.uuid().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** An expense. */
export type Expense = z.infer<typeof expenseSchema>;

const dateOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const dateOrderIssue = { path: ['to'], message: 'to must not be before from' };

/** The filters of the expenses list (also of its totals and export). */
const expenseFilterShape = {
  q: z.string().trim().max(200).optional(),
  shipId: z.uuid('shipId must be a valid id').optional(),
  categoryId: z.uuid('categoryId must be a valid id').optional(),
  partyType: partyTypeSchema.optional(),
  agentId: z.uuid('agentId must be a valid id').optional(),
  currency: iso4217Schema('currency').optional(),
  rebillable: z.enum(['true', 'false'], { error: 'rebillable must be true or false' }).optional(),
  invoiced: z.enum(['true', 'false'], { error: 'invoiced must be true or false' }).optional(),
  receipt: z.enum(['true', 'false'], { error: 'receipt must be true or false' }).optional(),
  from: calendarDateSchema('from').optional(),
  to: calendarDateSchema('to').optional(),
};

/** Query of the expenses totals: the list's filters, without paging and sort. */
export const expenseFilterQuerySchema = z.object(expenseFilterShape).refine(dateOrder, dateOrderIssue);
/** The list's filters without paging and sort (totals, export). */
export type ExpenseFilterQuery = z.infer<typeof expenseFilterQuerySchema>;

/** Query of the expenses list: ship, category, party, agent, currency, flags and a date range; search. */
export const expenseListQuerySchema = listQuerySchema
  .extend(expenseFilterShape)
  .refine(dateOrder, dateOrderIssue);
/** A parsed expenses list query. */
export type ExpenseListQuery = z.infer<typeof expenseListQuerySchema>;

/** `{ data: expense }`. */
export const expenseResponseSchema = envelope(expenseSchema);
/** `{ data: expenses, page }`. */
export const expenseListResponseSchema = pagedEnvelope(expenseSchema);

const optionSchema = z.object({ id: z.uuid(), name: z.string() });
/** What the expense form offers: the actor's ships, active categories, agents and customers. */
export const expenseOptionsSchema = z.object({
  baseCurrency: z.string(),
  ships: z.array(optionSchema),
  categories: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string() })),
  agents: z.array(optionSchema),
  customers: z.array(optionSchema),
});
/** The expense form's choices. */
export type ExpenseOptions = z.infer<typeof expenseOptionsSchema>;
/** `{ data: options }`. */
export const expenseOptionsResponseSchema = envelope(expenseOptionsSchema);
