import { z } from 'zod';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';
import { activeFilterSchema } from './purchasing-party.schema';

/** Limits of the expense category tree. */
export const EXPENSE_CATEGORY_LIMITS = {
  name: 120,
  description: 500,
  /** Deepest level: 1 is a main category, 2 its sub-category… */
  depth: 5,
  /** Most categories the company keeps (the tree endpoint returns them all). */
  count: 2000,
} as const;

/** Sortable fields of the flat expense category list. */
export const EXPENSE_CATEGORY_SORT_FIELDS = ['code', 'name', 'createdAt', 'updatedAt'] as const;
/** A sortable field of the expense category list. */
export type ExpenseCategorySortField = (typeof EXPENSE_CATEGORY_SORT_FIELDS)[number];

/**
 * An expense category code, unique in the company: 1–20 capital letters, digits, dots or hyphens
 * starting with a letter or digit, e.g. `100`, `210`, `700-DD`.
 */
export const expenseCategoryCodeSchema = z
  .string({ error: 'code is required' })
  .trim()
  .toUpperCase()
  .min(1, 'code is required')
  .max(20, 'code must be at most 20 characters')
  .regex(/^[A-Z0-9][A-Z0-9.-]*$/, 'code may hold letters, digits, dots and hyphens, such as 110');

const nameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(EXPENSE_CATEGORY_LIMITS.name, `name must be at most ${EXPENSE_CATEGORY_LIMITS.name} characters`);

const descriptionSchema = z
  .string({ error: 'description must be text' })
  .trim()
  .max(
    EXPENSE_CATEGORY_LIMITS.description,
    `description must be at most ${EXPENSE_CATEGORY_LIMITS.description} characters`,
  );

const parentIdSchema = z.uuid('parentId must be the id of an expense category').nullable();

/** Body of `POST /api/v1/purchasing/expense-categories/`: a main category (no parent) or a sub-category. */
export const createExpenseCategorySchema = z.object({
  code: expenseCategoryCodeSchema,
  name: nameSchema,
  description: descriptionSchema.default(''),
  parentId: parentIdSchema.default(null),
});
/** A new category as a form holds it. */
export type CreateExpenseCategoryInput = z.input<typeof createExpenseCategorySchema>;
/** A new category after validation. */
export type CreateExpenseCategory = z.output<typeof createExpenseCategorySchema>;

/**
 * Body of `PATCH /api/v1/purchasing/expense-categories/:id`: rename, recode, move (`parentId`; null
 * makes it a main category; never under itself or its own sub-categories), deactivate
 * (`active: false`, which deactivates its sub-categories too) or activate again; with the version read.
 */
export const updateExpenseCategorySchema = z.object({
  version: versionSchema,
  code: expenseCategoryCodeSchema.optional(),
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  parentId: parentIdSchema.optional(),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
});
/** Category changes as sent. */
export type UpdateExpenseCategoryInput = z.input<typeof updateExpenseCategorySchema>;
/** Category changes after validation. */
export type UpdateExpenseCategory = z.output<typeof updateExpenseCategorySchema>;

/** An expense category as the API returns it. */
export const expenseCategorySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  parentId: z.uuid().nullable(),
  active: z.boolean(),
  /** How many budgets use the category (such a category is deactivated, never deleted). */
  budgetCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** An expense category. */
export type ExpenseCategory = z.infer<typeof expenseCategorySchema>;

/** Query of the flat, paged category list (pickers): search on code and name, active and parent filters. */
export const expenseCategoryListQuerySchema = listQuerySchema.extend({
  active: activeFilterSchema,
  parentId: z.union([z.uuid('parentId must be a category id or "root"'), z.literal('root')]).optional(),
});
/** Category list query. */
export type ExpenseCategoryListQuery = z.infer<typeof expenseCategoryListQuerySchema>;

/** Query of `DELETE /api/v1/purchasing/expense-categories/:id`. */
export const deleteExpenseCategoryQuerySchema = z.object({
  version: z.coerce
    .number({ error: 'version must be a positive whole number' })
    .int('version must be a positive whole number')
    .min(1, 'version must be a positive whole number'),
});

/** `{ data: category }`. */
export const expenseCategoryResponseSchema = envelope(expenseCategorySchema);
/** `{ data: categories, page }`. */
export const expenseCategoryListResponseSchema = pagedEnvelope(expenseCategorySchema);
/** `{ data: categories }`: the whole tree, flat, ordered by code (at most {@link EXPENSE_CATEGORY_LIMITS}.count). */
export const expenseCategoryTreeResponseSchema = envelope(z.array(expenseCategorySchema));
