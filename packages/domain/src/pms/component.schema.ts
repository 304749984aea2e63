import { z } from 'zod';
import { envelope, uuidSchema, versionSchema } from '../common/page.schema';

/** What a node of a component tree is: a physical component, or a category grouping components. */
export const COMPONENT_KINDS = ['component', 'category'] as const;
/** A kind of tree node. */
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

/** Limits of the component fields. */
export const COMPONENT_LIMITS = {
  code: 40,
  name: 160,
  maker: 120,
  model: 120,
  serial: 80,
  notes: 2000,
} as const;

/** An SFI-style code: groups of digits or letters separated by dots, starting with digits (`601.1.01`). */
export const COMPONENT_CODE_PATTERN = /^[0-9]{1,4}(\.[0-9A-Za-z]{1,6}){0,6}$/;

const codeSchema = z
  .string({ error: 'code is required' })
  .trim()
  .min(1, 'code is required')
  .max(COMPONENT_LIMITS.code, `code must be at most ${COMPONENT_LIMITS.code} characters`)
  .regex(COMPONENT_CODE_PATTERN, 'code must be an SFI-style code such as 601.1.01');
const nameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(COMPONENT_LIMITS.name, `name must be at most ${COMPONENT_LIMITS.name} characters`);
const optionalText = (field: keyof typeof COMPONENT_LIMITS) =>
  z
    .string()
    .trim()
    .max(COMPONENT_LIMITS[field], `${field} must be at most ${COMPONENT_LIMITS[field]} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const editableFields = {
  kind: z.enum(COMPONENT_KINDS, { error: 'kind must be component or category' }),
  code: codeSchema,
  name: nameSchema,
  critical: z.boolean({ error: 'critical must be true or false' }),
  maker: optionalText('maker'),
  model: optionalText('model'),
  serial: optionalText('serial'),
  notes: z
    .string()
    .trim()
    .max(COMPONENT_LIMITS.notes, `notes must be at most ${COMPONENT_LIMITS.notes} characters`)
    .default(''),
};

/** `POST /pms/components`: a new node in a ship's tree (`shipId`) or a catalogue's (`catalogueId`). */
export const createComponentSchema = z
  .object({
    shipId: uuidSchema.nullish(),
    catalogueId: uuidSchema.nullish(),
    parentId: uuidSchema.nullable().default(null),
    ...editableFields,
    kind: editableFields.kind.default('component'),
    critical: editableFields.critical.default(false),
  })
  .refine((v) => Boolean(v.shipId) !== Boolean(v.catalogueId), {
    message: 'shipId: give either shipId or catalogueId',
    path: ['shipId'],
  });
/** A create-component body. */
export type CreateComponentInput = z.input<typeof createComponentSchema>;
/** A parsed create-component body. */
export type CreateComponent = z.output<typeof createComponentSchema>;

/** `PATCH /pms/components/:id`: changed fields with the version read. */
export const updateComponentSchema = z.object({
  kind: editableFields.kind.optional(),
  code: codeSchema.optional(),
  name: nameSchema.optional(),
  critical: editableFields.critical.optional(),
  maker: optionalText('maker').optional(),
  model: optionalText('model').optional(),
  serial: optionalText('serial').optional(),
  notes: editableFields.notes.optional(),
  version: versionSchema,
});
/** A parsed update-component body. */
export type UpdateComponent = z.output<typeof updateComponentSchema>;

/** `POST /pms/components/:id/move`: a new parent in the same tree (null: top level). */
export const moveComponentSchema = z.object({ parentId: uuidSchema.nullable(), version: versionSchema });
/** A parsed move body. */
export type MoveComponent = z.infer<typeof moveComponentSchema>;

/**
 * `POST /pms/components/:id/copy`: the branch copied under `parentId` of the same tree, or of another
 * ship's (`targetShipId`) or catalogue's (`targetCatalogueId`); the root gets `code` and descendants
 * follow it (`601.1.01` → `601.2.01`). `POST /pms/components/:id/duplicate` is a copy beside the original.
 */
export const copyComponentSchema = z.object({
  targetShipId: uuidSchema.nullish(),
  targetCatalogueId: uuidSchema.nullish(),
  parentId: uuidSchema.nullable().default(null),
  code: codeSchema,
  name: nameSchema.optional(),
});
/** A parsed copy body. */
export type CopyComponent = z.output<typeof copyComponentSchema>;

/** `POST /pms/components/:id/duplicate`: a copy of the branch under the same parent with a new code. */
export const duplicateComponentSchema = z.object({ code: codeSchema, name: nameSchema.optional() });
/** A parsed duplicate body. */
export type DuplicateComponent = z.output<typeof duplicateComponentSchema>;

/** The most search hits a tree answer carries (with their ancestors); a narrower search finds the rest. */
export const COMPONENT_SEARCH_LIMIT = 500;

/**
 * Query of a tree: `q` searches code, name, maker, model and serial; `critical=true` only critical ones
 * (both answer the hits with their ancestors). `parent` reads one level lazily: `root` the top level, a
 * component id its children — each node with its `childCount`. With none of them, the whole tree.
 */
export const componentTreeQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  critical: z.enum(['true', 'false']).optional(),
  parent: z.union([z.literal('root'), uuidSchema]).optional(),
});
/** A parsed tree query. */
export type ComponentTreeQuery = z.infer<typeof componentTreeQuerySchema>;

/** A node of a component tree as the API shows it. */
export const componentSchema = z.object({
  id: z.string(),
  shipId: z.string().nullable(),
  catalogueId: z.string().nullable(),
  parentId: z.string().nullable(),
  kind: z.enum(COMPONENT_KINDS),
  code: z.string(),
  name: z.string(),
  critical: z.boolean(),
  maker: z.string().nullable(),
  model: z.string().nullable(),
  serial: z.string().nullable(),
  notes: z.string(),
  sourceTemplateId: z.string().nullable(),
  templateVersion: z.number().int().nullable(),
  counterCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A component as the API shows it. */
export type Component = z.infer<typeof componentSchema>;

/** One component. */
export const componentResponseSchema = envelope(componentSchema);
/**
 * A node of a tree answer: only what the tree draws and what a move needs (its version). The details
 * (maker, model, serial, notes, counters…) come from `GET /pms/components/:id` when a node is opened, so
 * a ship's 3,000-node tree stays a small answer (docs/pms-components.md).
 */
export const componentTreeNodeSchema = componentSchema
  .pick({
    id: true,
    parentId: true,
    kind: true,
    code: true,
    name: true,
    critical: true,
    version: true,
  })
  .extend({
    /** How many children the node has (level and search answers; absent in a whole-tree answer). */
    childCount: z.number().int().optional(),
  });
/** A node of a tree answer. */
export type ComponentTreeItem = z.infer<typeof componentTreeNodeSchema>;

/** A whole tree as a flat list of compact nodes (the client builds the tree); `matched` lists the search hits. */
export const componentTreeResponseSchema = z.object({
  data: z.array(componentTreeNodeSchema),
  matched: z.array(z.string()),
  /** A search answer stopped at COMPONENT_SEARCH_LIMIT hits. */
  truncated: z.boolean().optional(),
});
/** A tree answer. */
export type ComponentTreeResponse = z.infer<typeof componentTreeResponseSchema>;

/** The answer of a copy, duplicate or apply: the new branch roots and how many nodes were made. */
export const componentCopyResultSchema = envelope(
  z.object({ rootIds: z.array(z.string()), created: z.number().int(), skipped: z.number().int() }),
);
/** A copy answer. */
export type ComponentCopyResult = z.infer<typeof componentCopyResultSchema>['data'];

/** A ship's card in the PMS fleet view. */
export const pmsFleetShipSchema = z.object({
  shipId: z.string(),
  shipName: z.string(),
  family: z.string().nullable(),
  components: z.number().int(),
  critical: z.number().int(),
  counters: z.number().int(),
  lastReadingOn: z.string().nullable(),
});
/** `GET /pms/fleet`. */
export const pmsFleetResponseSchema = envelope(z.array(pmsFleetShipSchema));
/** A ship's card. */
export type PmsFleetShip = z.infer<typeof pmsFleetShipSchema>;
