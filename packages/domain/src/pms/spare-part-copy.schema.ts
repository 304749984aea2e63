import { z } from 'zod';
import { versionSchema } from '../common/page.schema';

const componentId = (field: string) => z.uuid(`${field} must be the id of a component`);

/**
 * `POST /pms/spare-parts/:id/move` (spec §4 "move"): the part stops fitting `fromComponentId` and fits
 * `toComponentId` instead, both components of the part's own ship (or catalogue); stock stays.
 */
export const moveSparePartSchema = z.object({
  version: versionSchema,
  fromComponentId: componentId('fromComponentId'),
  toComponentId: componentId('toComponentId'),
});
/** A move body. */
export type MoveSparePart = z.infer<typeof moveSparePartSchema>;

/**
 * `POST /pms/spare-parts/:id/copy` (spec §4 "copy"): the same part on another ship, fitting the named
 * components of that ship; its stock starts at 0 there (a transfer moves stock). Needs
 * `spare_part_management` on both ships.
 */
export const copySparePartSchema = z.object({
  version: versionSchema,
  shipId: z.uuid('shipId must be the id of a ship'),
  componentIds: z.array(componentId('componentIds')).max(200).default([]),
});
/** A copy body. */
export type CopySparePart = z.infer<typeof copySparePartSchema>;
/** A copy body as a form holds it. */
export type CopySparePartInput = z.input<typeof copySparePartSchema>;

/**
 * `POST /pms/spare-parts/:id/duplicate` (spec §4 "duplicate"): a new part on the same ship (or catalogue)
 * with the same facts and fits under a new part number (e.g. a variant), stock 0.
 */
export const duplicateSparePartSchema = z.object({
  version: versionSchema,
  partNumber: z
    .string({ error: 'partNumber is required' })
    .trim()
    .min(1, 'partNumber is required')
    .max(60, 'partNumber must be at most 60 characters'),
  name: z
    .string()
    .trim()
    .min(1, 'name is required')
    .max(200, 'name must be at most 200 characters')
    .optional(),
});
/** A duplicate body. */
export type DuplicateSparePart = z.infer<typeof duplicateSparePartSchema>;
