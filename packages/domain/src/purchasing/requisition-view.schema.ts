import { z } from 'zod';
import { envelope, pagedEnvelope } from '../common/page.schema';
import { REQUISITION_STATES } from './requisition-status';

/** A requisition as lists return it. */
export const requisitionSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  shipId: z.uuid(),
  shipName: z.string(),
  title: z.string(),
  department: z.string(),
  priority: z.number().int(),
  requiredBy: z.string().nullable(),
  deliveryPort: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  categoryCode: z.string().nullable(),
  categoryName: z.string().nullable(),
  state: z.enum(REQUISITION_STATES),
  estimatedAmount: z.string().nullable(),
  currency: z.string().nullable(),
  lineCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A requisition in a list. */
export type Requisition = z.infer<typeof requisitionSchema>;

/** A line as the detail returns it, with the quantities the flow keeps and its derived state. */
export const requisitionLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  description: z.string(),
  impaCode: z.string().nullable(),
  makerPartNumber: z.string().nullable(),
  maker: z.string().nullable(),
  quantity: z.string(),
  unit: z.string(),
  remarks: z.string(),
  estimatedUnitPrice: z.string().nullable(),
  orderedQuantity: z.string(),
  receivedQuantity: z.string(),
  cancelledQuantity: z.string(),
  /** quantity − ordered − cancelled. */
  openQuantity: z.string(),
  state: z.enum(['OPEN', 'PARTIALLY_ORDERED', 'ORDERED', 'PARTIALLY_RECEIVED', 'RECEIVED', 'CANCELLED']),
});
/** A requisition line. */
export type RequisitionLine = z.infer<typeof requisitionLineSchema>;

/** One entry of a requisition's history (from the audit trail), newest first. */
export const requisitionHistoryEntrySchema = z.object({
  at: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  reason: z.string().nullable(),
});
/** A history entry. */
export type RequisitionHistoryEntry = z.infer<typeof requisitionHistoryEntrySchema>;

/** A requisition with its lines and history. */
export const requisitionDetailSchema = requisitionSchema.extend({
  remarks: z.string(),
  sentBackReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  lines: z.array(requisitionLineSchema),
  history: z.array(requisitionHistoryEntrySchema),
});
/** A requisition with lines and history. */
export type RequisitionDetail = z.infer<typeof requisitionDetailSchema>;

/** Outcomes of the budget check before submitting. */
export const BUDGET_CHECK_STATUSES = [
  'within',
  'over',
  'no_budget',
  'no_category',
  'no_estimate',
  'currency_mismatch',
] as const;
/** A budget check outcome. */
export type BudgetCheckStatus = (typeof BUDGET_CHECK_STATUSES)[number];

/**
 * Answer of `GET /purchasing/requisitions/:id/budget-check`: whether the estimated amount would push the
 * ship's budget of the category and year over. Amounts in the budget's currency; `committed` excludes
 * this requisition; `message` says it in a sentence.
 */
export const requisitionBudgetCheckSchema = z.object({
  status: z.enum(BUDGET_CHECK_STATUSES),
  /** True when the user must confirm before submitting (anything but `within`). */
  warn: z.boolean(),
  message: z.string(),
  year: z.number().int(),
  currency: z.string().nullable(),
  estimatedAmount: z.string().nullable(),
  budget: z.string().nullable(),
  committed: z.string().nullable(),
  /** committed + estimated. */
  afterSubmit: z.string().nullable(),
  /** afterSubmit − budget when over. */
  excess: z.string().nullable(),
  /**
   * The category whose budget counts this record's spend: its own, or the nearest category above it with
   * a budget (budgets roll up the category tree); null when none on the path has one.
   */
  budgetCategoryId: z.uuid().nullable(),
  /** "200 Engine spares", or "200 Engine spares (covers 240 Pumps & valves)" when the budget is a category above. */
  budgetLabel: z.string().nullable(),
});
/** The budget check answer. */
export type RequisitionBudgetCheck = z.infer<typeof requisitionBudgetCheckSchema>;

/** `{ data: requisition }` with lines and history. */
export const requisitionDetailResponseSchema = envelope(requisitionDetailSchema);
/** `{ data: requisitions, page }`. */
export const requisitionListResponseSchema = pagedEnvelope(requisitionSchema);
/** `{ data: budget check }`. */
export const requisitionBudgetCheckResponseSchema = envelope(requisitionBudgetCheckSchema);
