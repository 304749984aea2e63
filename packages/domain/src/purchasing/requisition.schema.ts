import { z } from 'zod';
import { iso4217Schema } from '../common/currency-code';
import { listQuerySchema, versionSchema } from '../common/page.schema';
import { calendarDateSchema } from '../fleet/calendar-date.schema';
import { decimalAmountSchema } from '../money/money.schema';
import { locodeSchema } from '../operations/locode';
import { REQUISITION_STATES } from './requisition-status';

/** Departments a requisition is raised for (DOMAIN "Purchasing"). */
export const REQUISITION_DEPARTMENTS = [
  'deck',
  'engine',
  'galley',
  'cabin',
  'electrical',
  'safety',
  'navigation',
  'medical',
] as const;
/** A requisition department. */
export type RequisitionDepartment = (typeof REQUISITION_DEPARTMENTS)[number];

/** Units a requisition line is ordered in (the usual IMPA catalogue units). */
export const REQUISITION_UNITS = [
  'pcs',
  'set',
  'pair',
  'box',
  'pkt',
  'roll',
  'kg',
  'ltr',
  'm',
  'm2',
  'can',
  'drum',
  'sheet',
] as const;
/** A requisition line unit. */
export type RequisitionUnit = (typeof REQUISITION_UNITS)[number];

/** Priorities: 0 normal, 1 urgent (spec §3). */
export const REQUISITION_PRIORITIES = [0, 1] as const;
/** Most lines one requisition holds. */
export const MAX_REQUISITION_LINES = 200;
/** Longest title, line description and remarks. */
export const REQUISITION_TEXT_MAX = { title: 200, description: 300, remarks: 1000, reason: 500 } as const;

/** Sortable fields of the requisitions list; without `sort` the list shows urgent first, newest first. */
export const REQUISITION_SORT_FIELDS = [
  'number',
  'createdAt',
  'updatedAt',
  'requiredBy',
  'priority',
  'state',
  'shipName',
  'title',
] as const;
/** A sortable field of the requisitions list. */
export type RequisitionSortField = (typeof REQUISITION_SORT_FIELDS)[number];

/** `''` and `null` from a form become "not given". */
const blankToNull = (value: unknown) =>
  value === '' || (typeof value === 'string' && value.trim() === '') ? null : value;

const optionalText = (field: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${field} must be text` })
      .trim()
      .max(max, `${field} must be at most ${max} characters`)
      .nullish(),
  );

/** A required positive decimal written as a string; blank is "quantity is required". */
const quantitySchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string({ error: 'quantity is required' })
    .pipe(decimalAmountSchema('quantity', { sign: 'positive', maxIntegerDigits: 10, maxScale: 4 })),
);

/** A requisition line as a form sends it; `id` keeps an existing line when a draft is edited. */
export const requisitionLineInputSchema = z
  .object({
    id: z.uuid('id must be the id of a line of this requisition').optional(),
    description: z
      .string({ error: 'description is required' })
      .trim()
      .min(1, 'description is required')
      .max(
        REQUISITION_TEXT_MAX.description,
        `description must be at most ${REQUISITION_TEXT_MAX.description} characters`,
      ),
    impaCode: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'impaCode must be a 6-digit IMPA code such as 232001')
        .nullish(),
    ),
    makerPartNumber: optionalText('makerPartNumber', 60),
    maker: optionalText('maker', 100),
    quantity: quantitySchema,
    unit: z.enum(REQUISITION_UNITS, `unit must be one of ${REQUISITION_UNITS.join(', ')}`),
    remarks: optionalText('remarks', REQUISITION_TEXT_MAX.reason),
    estimatedUnitPrice: z.preprocess(
      blankToNull,
      decimalAmountSchema('estimatedUnitPrice', { maxIntegerDigits: 12, maxScale: 4 }).nullish(),
    ),
    /** The PMS spare part the line restocks (set by "raise requisition"); kept when omitted on edit. */
    sparePartId: z.uuid('sparePartId must be the id of a spare part').nullish(),
  })
  .superRefine((line, ctx) => {
    if (!line.impaCode && !line.makerPartNumber)
      ctx.addIssue({
        code: 'custom',
        path: ['impaCode'],
        message: 'impaCode or makerPartNumber is required: give the IMPA code or the maker part number',
      });
  });
/** A line as a form holds it. */
export type RequisitionLineInput = z.input<typeof requisitionLineInputSchema>;
/** A line after validation. */
export type RequisitionLineData = z.output<typeof requisitionLineInputSchema>;

const headerFields = {
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(3, 'title is required: say what is needed, e.g. "Main engine overhaul spares"')
    .max(REQUISITION_TEXT_MAX.title, `title must be at most ${REQUISITION_TEXT_MAX.title} characters`),
  department: z.enum(
    REQUISITION_DEPARTMENTS,
    `department must be one of ${REQUISITION_DEPARTMENTS.join(', ')}`,
  ),
  priority: z
    .union([z.literal(0), z.literal(1)], { error: 'priority must be 0 (normal) or 1 (urgent)' })
    .default(0),
  requiredBy: z.preprocess(blankToNull, calendarDateSchema('requiredBy').nullish()),
  deliveryPort: z.preprocess(blankToNull, locodeSchema('deliveryPort').nullish()),
  categoryId: z.preprocess(blankToNull, z.uuid('categoryId must be the id of an expense category').nullish()),
  currency: z.preprocess(blankToNull, iso4217Schema('currency').nullish()),
  remarks: optionalText('remarks', REQUISITION_TEXT_MAX.remarks),
  lines: z
    .array(requisitionLineInputSchema, { error: 'lines is required' })
    .min(1, 'lines: add at least one line')
    .max(MAX_REQUISITION_LINES, `lines: at most ${MAX_REQUISITION_LINES} lines`),
};

/** An estimated price needs the currency it is in. */
function checkCurrency(
  value: { currency?: string | null; lines: RequisitionLineData[] },
  ctx: z.RefinementCtx,
) {
  if (!value.currency && value.lines.some((l) => l.estimatedUnitPrice))
    ctx.addIssue({
      code: 'custom',
      path: ['currency'],
      message: 'currency is required when a line has an estimated price',
    });
}

/**
 * Body of `POST /api/v1/purchasing/requisitions`: a DRAFT requisition of one ship with its lines (each an
 * IMPA code or a maker part number, quantity, unit, remarks; estimated prices are optional).
 */
export const createRequisitionSchema = z
  .object({ shipId: z.uuid('shipId must be the id of a ship'), ...headerFields })
  .superRefine(checkCurrency);
/** A new requisition as a form holds it. */
export type CreateRequisitionInput = z.input<typeof createRequisitionSchema>;
/** A new requisition after validation. */
export type CreateRequisition = z.output<typeof createRequisitionSchema>;

/** Body of `PATCH /api/v1/purchasing/requisitions/:id`: the whole draft (header and lines) with its version. */
export const updateRequisitionSchema = z
  .object({ version: versionSchema, ...headerFields })
  .superRefine(checkCurrency);
/** A draft edit as a form holds it. */
export type UpdateRequisitionInput = z.input<typeof updateRequisitionSchema>;
/** A draft edit after validation. */
export type UpdateRequisition = z.output<typeof updateRequisitionSchema>;

/** Body of submit, approve and close: the version read. */
export const requisitionTransitionSchema = z.object({ version: versionSchema });
/** A plain transition body. */
export type RequisitionTransition = z.infer<typeof requisitionTransitionSchema>;

/** Body of send back: the version and why (shown on the draft). */
export const sendBackRequisitionSchema = z.object({
  version: versionSchema,
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, 'reason is required: say what must change')
    .max(REQUISITION_TEXT_MAX.reason, `reason must be at most ${REQUISITION_TEXT_MAX.reason} characters`),
});
/** A send-back body. */
export type SendBackRequisition = z.infer<typeof sendBackRequisitionSchema>;

/** Body of cancel (the unordered remainder): the version and an optional reason. */
export const cancelRequisitionSchema = z.object({
  version: versionSchema,
  reason: optionalText('reason', REQUISITION_TEXT_MAX.reason),
});
/** A cancel body. */
export type CancelRequisitionBody = z.infer<typeof cancelRequisitionSchema>;

/** Query of `GET /api/v1/purchasing/requisitions`: search on number, title and lines; filters. */
export const requisitionListQuerySchema = listQuerySchema.extend({
  shipId: z.uuid('shipId must be the id of a ship').optional(),
  state: z.enum(REQUISITION_STATES, `state must be one of ${REQUISITION_STATES.join(', ')}`).optional(),
  priority: z.coerce
    .number({ error: 'priority must be 0 or 1' })
    .pipe(z.union([z.literal(0), z.literal(1)], { error: 'priority must be 0 (normal) or 1 (urgent)' }))
    .optional(),
  department: z
    .enum(REQUISITION_DEPARTMENTS, `department must be one of ${REQUISITION_DEPARTMENTS.join(', ')}`)
    .optional(),
});
/** Requisitions list query. */
export type RequisitionListQuery = z.infer<typeof requisitionListQuerySchema>;
