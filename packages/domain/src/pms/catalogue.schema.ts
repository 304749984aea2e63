import { z } from 'zod';
import { envelope, uuidSchema, versionSchema } from '../common/page.schema';

/** Limits of the catalogue fields. */
export const CATALOGUE_LIMITS = { name: 160, family: 200, description: 2000 } as const;

const nameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(CATALOGUE_LIMITS.name, `name must be at most ${CATALOGUE_LIMITS.name} characters`);
const familySchema = z
  .string({ error: 'family is required' })
  .trim()
  .min(1, 'family is required')
  .max(CATALOGUE_LIMITS.family, `family must be at most ${CATALOGUE_LIMITS.family} characters`);
const descriptionSchema = z
  .string()
  .trim()
  .max(
    CATALOGUE_LIMITS.description,
    `description must be at most ${CATALOGUE_LIMITS.description} characters`,
  );

/** `POST /pms/catalogues`: a catalogue of templates for one ship family. */
export const createCatalogueSchema = z.object({
  name: nameSchema,
  family: familySchema,
  description: descriptionSchema.default(''),
});
/** A create-catalogue body. */
export type CreateCatalogueInput = z.input<typeof createCatalogueSchema>;

/** `PATCH /pms/catalogues/:id`. */
export const updateCatalogueSchema = z.object({
  name: nameSchema.optional(),
  family: familySchema.optional(),
  description: descriptionSchema.optional(),
  version: versionSchema,
});
/** A parsed catalogue update. */
export type UpdateCatalogue = z.infer<typeof updateCatalogueSchema>;

/** A catalogue as the API shows it, with the ships that use it (have components copied from it). */
export const catalogueSchema = z.object({
  id: z.string(),
  name: z.string(),
  family: z.string(),
  description: z.string(),
  components: z.number().int(),
  ships: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A catalogue. */
export type Catalogue = z.infer<typeof catalogueSchema>;
/** One catalogue. */
export const catalogueResponseSchema = envelope(catalogueSchema);
/** Every catalogue (few: one or two per ship family). */
export const catalogueListResponseSchema = envelope(z.array(catalogueSchema));

/**
 * `POST /pms/catalogues/:id/apply`: copies the catalogue (or the branch `componentId`) to a ship under
 * `parentId` (null: top level). Template nodes the ship already has a copy of are skipped.
 */
export const applyCatalogueSchema = z.object({
  shipId: uuidSchema,
  componentId: uuidSchema.nullish(),
  parentId: uuidSchema.nullish(),
});
/** A parsed apply body. */
export type ApplyCatalogue = z.infer<typeof applyCatalogueSchema>;

/** `GET /pms/catalogues/:id/push-preview?shipId=`: what a push would change (all using ships without shipId). */
export const pushPreviewQuerySchema = z.object({ shipId: uuidSchema.optional() });

/**
 * The id of a job change in a push preview (`PushChange.id`), as `jobChoices` names it:
 * `job:<kind>:<template id>` (add, update) or `job:remove:<the ship job's id>` (its template was deleted).
 */
export const jobChangeId = (kind: 'add' | 'update' | 'remove', id: string): string => `job:${kind}:${id}`;

/** The job changes of the preview chosen for one ship (their `id`s; none: the ship's jobs stay as they are). */
export const pushJobChoiceSchema = z.object({
  shipId: uuidSchema,
  changeIds: z.array(z.string().max(100, 'not a job change id')).max(10_000),
});

/**
 * The id of a component change in a push preview (`PushChange.id`), as `componentChoices` names it:
 * `component:<kind>:<template id>`.
 */
export const componentChangeId = (kind: 'add' | 'update', templateId: string): string =>
  `component:${kind}:${templateId}`;

/** The component changes of the preview chosen for one ship (their `id`s; none: the ship's tree stays as it is). */
export const pushComponentChoiceSchema = z.object({
  shipId: uuidSchema,
  changeIds: z.array(z.string().max(100, 'not a component change id')).max(10_000),
});

/**
 * `POST /pms/catalogues/:id/push`: push the template changes to these ships. `jobChoices` picks, per ship,
 * which job changes of the preview to apply, `componentChoices` which component changes; a ship one of them
 * does not name takes all its changes of that kind.
 */
export const pushCatalogueSchema = z.object({
  shipIds: z.array(uuidSchema).min(1, 'shipIds must name at least one ship').max(200),
  jobChoices: z.array(pushJobChoiceSchema).max(200).optional(),
  componentChoices: z.array(pushComponentChoiceSchema).max(200).optional(),
});
/** A parsed push body. */
export type PushCatalogue = z.infer<typeof pushCatalogueSchema>;

/** One change a push makes on a ship. */
export const pushChangeSchema = z.object({
  /** What changes: a component (the default) or a job template's copy on the ship. */
  record: z.enum(['component', 'job']).optional(),
  /** The change's id, to choose it in a push's `jobChoices` (`jobChangeId`) or `componentChoices` (`componentChangeId`). */
  id: z.string().optional(),
  /** `remove`: a job whose template was deleted, still running on the ship unlinked; the push deletes it. */
  kind: z.enum(['add', 'update', 'remove']),
  /** The template (null for a removal: the template is gone). */
  templateId: z.string().nullable(),
  componentId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  fields: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
  /**
   * A component addition under another addition: that addition's change id. The push refuses the one chosen
   * without the other (the new component would have nowhere to go), so a client unticks it with its parent.
   */
  requires: z.string().optional(),
});
/** A change of a push. */
export type PushChange = z.infer<typeof pushChangeSchema>;

/** The preview (or the result) of a push, per ship. */
export const pushPreviewResponseSchema = envelope(
  z.array(z.object({ shipId: z.string(), shipName: z.string(), changes: z.array(pushChangeSchema) })),
);
/** A push preview. */
export type PushPreview = z.infer<typeof pushPreviewResponseSchema>['data'];
