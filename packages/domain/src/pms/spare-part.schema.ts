import { z } from 'zod';
import { listQuerySchema, pagedEnvelope, envelope, versionSchema } from '../common/page.schema';
import { decimalAmountSchema } from '../money/money.schema';
import { REQUISITION_UNITS } from '../purchasing/requisition.schema';

/** Part types of spec §3: Genuine 0, OEM 1, Compatible 2. */
export const SPARE_PART_TYPES = [0, 1, 2] as const;
/** A part type code. */
export type SparePartType = (typeof SPARE_PART_TYPES)[number];
/** The words of each part type (spec §3). */
export const SPARE_PART_TYPE_LABELS: Readonly<Record<SparePartType, string>> = {
  0: 'Genuine',
  1: 'OEM',
  2: 'Compatible',
};

/** Units a spare part is counted in: the requisition units, so a requisition line can be pre-filled. */
export const SPARE_PART_UNITS = REQUISITION_UNITS;

/** An IMPA code: six digits (IMPA Marine Stores Guide), e.g. `232001`. */
export const IMPA_CODE_PATTERN = /^\d{6}$/;

/** True when `code` is a well-formed IMPA code (six digits, section 11–87 in the first two). */
export function isImpaCode(code: string): boolean {
  if (!IMPA_CODE_PATTERN.test(code)) return false;
  const section = Number(code.slice(0, 2));
  return section >= 11 && section <= 87;
}

/** Sortable fields of the spare parts list. */
export const SPARE_PART_SORT_FIELDS = [
  'partNumber',
  'name',
  'maker',
  'impaCode',
  'balance',
  'location',
] as const;
/** A sortable field of the spare parts list. */
export type SparePartSortField = (typeof SPARE_PART_SORT_FIELDS)[number];

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const optionalText = (field: string, max: number) =>
  z.preprocess(
    blankToNull,
    z.string().trim().max(max, `${field} must be at most ${max} characters`).nullish(),
  );

/** A stock quantity: a non-negative decimal string with up to 4 decimals. */
export const stockQuantitySchema = (field: string, sign: 'positive' | 'nonNegative' = 'positive') =>
  decimalAmountSchema(field, { sign, maxIntegerDigits: 10, maxScale: 4 });

const sparePartFields = {
  partNumber: text('partNumber', 60),
  name: text('name', 200),
  maker: optionalText('maker', 100),
  impaCode: z.preprocess(
    blankToNull,
    z.string().trim().refine(isImpaCode, 'impaCode must be a 6-digit IMPA code such as 232001').nullish(),
  ),
  partType: z.union([z.literal(0), z.literal(1), z.literal(2)], {
    error: 'partType must be 0 (Genuine), 1 (OEM) or 2 (Compatible)',
  }),
  unit: z.enum(SPARE_PART_UNITS, `unit must be one of ${SPARE_PART_UNITS.join(', ')}`),
  location: optionalText('location', 120),
  minimumStock: stockQuantitySchema('minimumStock', 'nonNegative'),
  /** The components (of the same ship or catalogue) the part fits. */
  componentIds: z.array(z.uuid('componentIds must hold component ids')).max(200).default([]),
};

/** Body of `POST /api/v1/pms/spare-parts`: a part of a ship (stock starts at 0) or of a catalogue template. */
export const createSparePartSchema = z
  .object({
    shipId: z.uuid('shipId must be the id of a ship').nullish(),
    catalogueId: z.uuid('catalogueId must be the id of a catalogue').nullish(),
    ...sparePartFields,
  })
  .superRefine((v, ctx) => {
    if (!v.shipId === !v.catalogueId)
      ctx.addIssue({
        code: 'custom',
        path: ['shipId'],
        message: 'shipId or catalogueId is required (one of them)',
      });
  });
/** A create body. */
export type CreateSparePart = z.infer<typeof createSparePartSchema>;
/** A create body as a form holds it. */
export type CreateSparePartInput = z.input<typeof createSparePartSchema>;

/** Body of `PATCH /api/v1/pms/spare-parts/:id`: the editable fields with the version read. */
export const updateSparePartSchema = z.object({ version: versionSchema, ...sparePartFields });
/** An update body. */
export type UpdateSparePart = z.infer<typeof updateSparePartSchema>;

/** Query of `GET /api/v1/pms/spare-parts`: one ship's parts; search on number, name, IMPA code. */
export const sparePartListQuerySchema = listQuerySchema.extend({
  shipId: z.uuid('shipId must be the id of a ship').optional(),
  catalogueId: z.uuid('catalogueId must be the id of a catalogue').optional(),
  componentId: z.uuid('componentId must be the id of a component').optional(),
  belowMinimum: z
    .enum(['true', 'false'], 'belowMinimum must be true or false')
    .transform((v) => v === 'true')
    .optional(),
});
/** Spare parts list query. */
export type SparePartListQuery = z.infer<typeof sparePartListQuerySchema>;

/** A spare part as the API returns it. */
export const sparePartSchema = z.object({
  id: z.uuid(),
  shipId: z.uuid().nullable(),
  shipName: z.string().nullable(),
  catalogueId: z.uuid().nullable(),
  partNumber: z.string(),
  name: z.string(),
  maker: z.string().nullable(),
  impaCode: z.string().nullable(),
  partType: z.number().int(),
  unit: z.string(),
  location: z.string().nullable(),
  minimumStock: z.string(),
  balance: z.string(),
  belowMinimum: z.boolean(),
  componentIds: z.array(z.uuid()),
  /** The components it fits, by code. */
  fits: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A spare part. */
export type SparePart = z.infer<typeof sparePartSchema>;

/** `{ data: SparePart }`. */
export const sparePartResponseSchema = envelope(sparePartSchema);
/** A page of spare parts. */
export const sparePartListResponseSchema = pagedEnvelope(sparePartSchema);
