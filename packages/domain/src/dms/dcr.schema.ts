import { z } from 'zod';
import { listQuerySchema, pageSchema, uuidSchema, versionSchema } from '../common/page.schema';
import { DCR_EVENTS, DCR_STATES } from './dcr-status';
import { DMS_TEXT_MAX } from './dms.schema';

// ---------- DCRs ----------

/** The fields a DCR list can be sorted by (`sort=field` or `-field`; default `-createdAt`, newest first). */
export const DCR_SORT_FIELDS = [
  'number',
  'document',
  'state',
  'shipName',
  'proposerName',
  'createdAt',
] as const;
/** A DCR list sort field. */
export type DcrSortField = (typeof DCR_SORT_FIELDS)[number];

/** `GET /dms/dcrs`. */
export const dcrListQuerySchema = listQuerySchema.extend({
  state: z.enum(DCR_STATES, `state must be one of ${DCR_STATES.join(', ')}`).optional(),
  documentId: uuidSchema.optional(),
});
/** A DCR list query. */
export type DcrListQuery = z.infer<typeof dcrListQuerySchema>;

/** `POST /dms/dcrs` (JSON, or multipart with these fields and an optional `file`). */
export const createDcrSchema = z.object({
  documentId: uuidSchema,
  /** The ship the request comes from; null from the office. */
  shipId: uuidSchema.nullable().default(null),
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, 'reason is required')
    .max(DMS_TEXT_MAX.reason),
  proposedText: z.string().trim().max(DMS_TEXT_MAX.proposedText).default(''),
});
/** A new DCR. */
export type CreateDcr = z.infer<typeof createDcrSchema>;

/** `POST /dms/dcrs/:id/transition`. */
export const dcrTransitionSchema = z.object({
  action: z.enum(DCR_EVENTS, `action must be one of ${DCR_EVENTS.join(', ')}`),
  reason: z.string().trim().max(DMS_TEXT_MAX.reason).optional(),
  revisionId: uuidSchema.optional(),
  version: versionSchema,
});
/** A DCR transition. */
export type DcrTransition = z.infer<typeof dcrTransitionSchema>;

/** A DCR as the API returns it. */
export const dcrSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  documentId: z.uuid(),
  documentNumber: z.string(),
  documentTitle: z.string(),
  shipId: z.uuid().nullable(),
  shipName: z.string().nullable(),
  proposerId: z.uuid().nullable(),
  proposerName: z.string().nullable(),
  reason: z.string(),
  proposedText: z.string(),
  file: z
    .object({ fileName: z.string(), contentType: z.string(), size: z.number().int(), sha256: z.string() })
    .nullable(),
  state: z.enum(DCR_STATES),
  decisionReason: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  implementedRevisionId: z.uuid().nullable(),
  implementedRevision: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A DCR. */
export type Dcr = z.infer<typeof dcrSchema>;

/** The page block shared by the DMS lists. */
export const dmsPageSchema = pageSchema;
