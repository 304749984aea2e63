import { z } from 'zod';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';
import { APPLIANCE_TYPES, softwareVersionSchema, type ApplianceType } from './appliance.schema';
import { VERSION_STANDINGS, versionStanding, type VersionStanding } from './version-compare';

/**
 * Target software versions ("manage" in the appliance register): per appliance type, optionally
 * narrowed to one maker or one maker and model. The most specific target that matches an appliance
 * applies: type + maker + model, then type + maker, then type alone.
 */

const typeSchema = z.enum(APPLIANCE_TYPES, { error: `type must be one of ${APPLIANCE_TYPES.join(', ')}` });
const narrow = (field: string) =>
  z
    .string()
    .trim()
    .max(120, `${field} must be at most 120 characters`)
    .nullable()
    .transform((v) => (v ? v : null));

/** A target version with how many in-service appliances of the user's ships stand against it. */
export const applianceTargetSchema = z.object({
  id: z.uuid(),
  type: typeSchema,
  maker: z.string().nullable(),
  model: z.string().nullable(),
  targetVersion: z.string(),
  notes: z.string(),
  updatedByName: z.string().nullable(),
  counts: z.object({ behind: z.number().int(), current: z.number().int(), ahead: z.number().int() }),
  /** Names of the ships with at least one appliance behind this target. */
  laggingShips: z.array(z.object({ id: z.uuid(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A target version. */
export type ApplianceTarget = z.infer<typeof applianceTargetSchema>;

/** Body of `POST /api/v1/appliance-targets/`. */
export const createApplianceTargetSchema = z
  .object({
    type: typeSchema,
    maker: narrow('maker').default(null),
    model: narrow('model').default(null),
    targetVersion: softwareVersionSchema('targetVersion'),
    notes: z.string().trim().max(2000, 'notes must be at most 2000 characters').default(''),
  })
  .refine((t) => !t.model || t.maker, {
    message: 'maker is required when a model is given',
    path: ['maker'],
  });
/** A new target. */
export type CreateApplianceTarget = z.infer<typeof createApplianceTargetSchema>;
/** A new target as a form holds it. */
export type CreateApplianceTargetInput = z.input<typeof createApplianceTargetSchema>;

/** Body of `PATCH /api/v1/appliance-targets/:id`: the version and notes (type/maker/model stay). */
export const updateApplianceTargetSchema = z.object({
  version: versionSchema,
  targetVersion: softwareVersionSchema('targetVersion').optional(),
  notes: z.string().trim().max(2000, 'notes must be at most 2000 characters').optional(),
});
/** Target changes. */
export type UpdateApplianceTarget = z.infer<typeof updateApplianceTargetSchema>;

/** Query of `DELETE /api/v1/appliance-targets/:id` (the optimistic lock). */
export const deleteApplianceTargetQuerySchema = z.object({ version: z.coerce.number().pipe(versionSchema) });

/** Query of the targets list. */
export const applianceTargetListQuerySchema = listQuerySchema.extend({ type: typeSchema.optional() });
/** Targets list query. */
export type ApplianceTargetListQuery = z.infer<typeof applianceTargetListQuerySchema>;

/** Sortable fields of the targets list. */
export const APPLIANCE_TARGET_SORT_FIELDS = ['type', 'maker', 'model', 'targetVersion', 'updatedAt'] as const;

/** One appliance against its target: the rows of the "which ships lag" view. */
export const applianceComplianceSchema = z.object({
  applianceId: z.uuid(),
  shipId: z.uuid(),
  shipName: z.string(),
  type: typeSchema,
  name: z.string(),
  maker: z.string(),
  model: z.string(),
  softwareVersion: z.string(),
  installedOn: z.string(),
  targetId: z.uuid(),
  targetVersion: z.string(),
  standing: z.enum(VERSION_STANDINGS),
});
/** An appliance against its target. */
export type ApplianceCompliance = z.infer<typeof applianceComplianceSchema>;

/** Query of `GET /api/v1/appliance-targets/compliance/`: `behind` by default. */
export const applianceComplianceQuerySchema = listQuerySchema.extend({
  shipId: z.uuid('shipId must be a valid id').optional(),
  type: typeSchema.optional(),
  standing: z
    .enum(['behind', 'current', 'ahead', 'all'], { error: 'standing must be behind, current, ahead or all' })
    .default('behind'),
});
/** Sortable fields of the compliance view. */
export const APPLIANCE_COMPLIANCE_SORT_FIELDS = [
  'shipName',
  'type',
  'name',
  'softwareVersion',
  'installedOn',
] as const;

/** Compliance query. */
export type ApplianceComplianceQuery = z.infer<typeof applianceComplianceQuerySchema>;

/** `{ data: target }`. */
export const applianceTargetResponseSchema = envelope(applianceTargetSchema);
/** `{ data: targets, page }`. */
export const applianceTargetListResponseSchema = pagedEnvelope(applianceTargetSchema);
/** `{ data: rows, page }`. */
export const applianceComplianceListResponseSchema = pagedEnvelope(applianceComplianceSchema);

/** What target matching needs to know of a target. */
export interface TargetRule {
  id: string;
  type: ApplianceType;
  maker: string | null;
  model: string | null;
  targetVersion: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The target that applies to an appliance: the most specific one whose type, maker (if set) and model
 * (if set) match, case and surrounding blanks ignored; null when none does.
 */
export function targetFor<T extends TargetRule>(
  appliance: { type: ApplianceType; maker: string; model: string },
  targets: readonly T[],
): T | null {
  let best: T | null = null;
  let bestScore = -1;
  for (const t of targets) {
    if (t.type !== appliance.type) continue;
    if (t.maker && !same(t.maker, appliance.maker)) continue;
    if (t.model && !same(t.model, appliance.model)) continue;
    const score = (t.maker ? 1 : 0) + (t.model ? 1 : 0);
    if (score > bestScore) {
      best = t;
      bestScore = score;
    }
  }
  return best;
}

/** An appliance's target and standing against it. */
export function standingOf<T extends TargetRule>(
  appliance: { type: ApplianceType; maker: string; model: string; softwareVersion: string },
  targets: readonly T[],
): { target: T | null; standing: VersionStanding } {
  const target = targetFor(appliance, targets);
  return { target, standing: versionStanding(appliance.softwareVersion, target?.targetVersion) };
}
