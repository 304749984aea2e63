import { z } from 'zod';
import { uuidSchema, versionSchema } from '../common/page.schema';
import { calendarDateSchema } from '../fleet/calendar-date.schema';
import { REVISION_STATES, REVISION_USER_EVENTS } from './revision-status';

/** Longest texts of the DMS records. */
export const DMS_TEXT_MAX = {
  number: 40,
  title: 200,
  revision: 20,
  changeNote: 2000,
  reason: 2000,
  proposedText: 20_000,
} as const;

/** Largest file of a document revision or DCR attachment: 25 MiB. */
export const DMS_MAX_FILE_BYTES = 25 * 1024 * 1024;

/** The content types a document revision may have: PDF, Word (.docx) and Excel (.xlsx). */
export const DMS_FILE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
/** A revision's content type. */
export type DmsFileType = (typeof DMS_FILE_TYPES)[number];

const numberField = z
  .string({ error: 'number is required' })
  .trim()
  .min(1, 'number is required')
  .max(DMS_TEXT_MAX.number, `number must be at most ${DMS_TEXT_MAX.number} characters`)
  .regex(/^[A-Za-z0-9][A-Za-z0-9.\-/ ]*$/, 'number may hold letters, digits, dots, dashes and slashes');
const titleField = z
  .string({ error: 'title is required' })
  .trim()
  .min(1, 'title is required')
  .max(DMS_TEXT_MAX.title, `title must be at most ${DMS_TEXT_MAX.title} characters`);

/** A document's distribution: every ship, or listed ships and ship families. */
export const distributionSchema = z.object({
  allShips: z.boolean().default(false),
  shipIds: z.array(uuidSchema).max(500).default([]),
  shipFamilies: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
});
/** A distribution. */
export type DistributionInput = z.infer<typeof distributionSchema>;

/** Crew ranks (1–10) who must acknowledge; empty: every crew member of the ship. */
const ackRanksField = z
  .array(z.number().int().min(1, 'ackRanks holds crew ranks 1–10').max(10, 'ackRanks holds crew ranks 1–10'))
  .max(10)
  .default([]);

// ---------- chapters ----------

/** `POST /dms/chapters`. */
export const createChapterSchema = z.object({
  number: numberField,
  title: titleField,
  parentId: uuidSchema.nullable().default(null),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
});
/** A new chapter. */
export type CreateChapter = z.infer<typeof createChapterSchema>;

/** `PATCH /dms/chapters/:id`. */
export const updateChapterSchema = createChapterSchema.extend({ version: versionSchema });
/** A chapter edit. */
export type UpdateChapter = z.infer<typeof updateChapterSchema>;

/** A chapter as the API returns it. */
export const chapterSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  title: z.string(),
  parentId: z.uuid().nullable(),
  sortOrder: z.number().int(),
  version: z.number().int(),
});
/** A chapter. */
export type Chapter = z.infer<typeof chapterSchema>;

/** `GET /dms/owners`: a user who can own a document (an office DMS user). */
export const documentOwnerSchema = z.object({ id: z.uuid(), name: z.string() });
/** A possible document owner. */
export type DocumentOwner = z.infer<typeof documentOwnerSchema>;

// ---------- documents ----------

const documentFields = z.object({
  number: numberField,
  title: titleField,
  chapterId: uuidSchema,
  /** Who owns the document (keeps it under review); the creator when omitted. */
  ownerUserId: uuidSchema.nullable().optional(),
  distribution: distributionSchema.default({ allShips: true, shipIds: [], shipFamilies: [] }),
  ackRanks: ackRanksField,
  reviewIntervalMonths: z
    .number()
    .int()
    .min(1, 'reviewIntervalMonths must be 1–60')
    .max(60, 'reviewIntervalMonths must be 1–60')
    .default(12),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
});

/** `POST /dms/documents`. */
export const createDocumentSchema = documentFields;
/** A new document. */
export type CreateDocument = z.infer<typeof createDocumentSchema>;

/** `PATCH /dms/documents/:id` (every field, with the version read). */
export const updateDocumentSchema = documentFields.extend({ version: versionSchema });
/** A document edit. */
export type UpdateDocument = z.infer<typeof updateDocumentSchema>;

/** One revision of a document as the API returns it. */
export const revisionSchema = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  revision: z.string(),
  state: z.enum(REVISION_STATES),
  effectiveDate: z.string().nullable(),
  reviewDue: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  changeNote: z.string(),
  dcrId: z.uuid().nullable(),
  /** Characters of text extracted from the file for search (0: none found, e.g. a scanned PDF). */
  textLength: z.number().int(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedByName: z.string().nullable(),
  version: z.number().int(),
});
/** A revision. */
export type Revision = z.infer<typeof revisionSchema>;

/** `GET /dms/documents/:id`. */
export const documentDetailSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  title: z.string(),
  chapterId: z.uuid(),
  ownerUserId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  distribution: z.object({
    allShips: z.boolean(),
    shipIds: z.array(z.uuid()),
    shipFamilies: z.array(z.string()),
  }),
  ackRanks: z.array(z.number().int()),
  reviewIntervalMonths: z.number().int(),
  sortOrder: z.number().int(),
  version: z.number().int(),
  /** Newest first. A ship user sees only the effective revision. */
  revisions: z.array(revisionSchema),
});
/** A document with its revisions. */
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/** `POST /dms/documents/:id/revisions` multipart fields (besides `file`). */
export const createRevisionFieldsSchema = z.object({
  revision: z
    .string({ error: 'revision is required' })
    .trim()
    .min(1, 'revision is required')
    .max(DMS_TEXT_MAX.revision, `revision must be at most ${DMS_TEXT_MAX.revision} characters`),
  reviewDue: calendarDateSchema('reviewDue').optional(),
  changeNote: z.string().trim().max(DMS_TEXT_MAX.changeNote).default(''),
  dcrId: uuidSchema.optional(),
});
/** The fields of a revision upload. */
export type CreateRevisionFields = z.infer<typeof createRevisionFieldsSchema>;

/** `POST /dms/revisions/:id/transition`. */
export const revisionTransitionSchema = z.object({
  action: z.enum(REVISION_USER_EVENTS, `action must be one of ${REVISION_USER_EVENTS.join(', ')}`),
  reason: z.string().trim().max(DMS_TEXT_MAX.reason).optional(),
  /** For make-effective: the effective date (today when omitted). */
  effectiveDate: calendarDateSchema('effectiveDate').optional(),
  version: versionSchema,
});
/** A revision transition. */
export type RevisionTransition = z.infer<typeof revisionTransitionSchema>;

// ---------- tree ----------

/** One node of `GET /dms/tree`. */
export const treeNodeSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['chapter', 'document']),
  parentId: z.uuid().nullable(),
  number: z.string(),
  title: z.string(),
  sortOrder: z.number().int(),
  ownerName: z.string().nullable().optional(),
  effective: z
    .object({
      revisionId: z.uuid(),
      revision: z.string(),
      effectiveDate: z.string().nullable(),
      reviewDue: z.string().nullable(),
      reviewOverdue: z.boolean(),
      fileName: z.string(),
      contentType: z.string(),
      sha256: z.string(),
    })
    .nullable(),
  openRevision: z
    .object({ revisionId: z.uuid(), revision: z.string(), state: z.enum(REVISION_STATES) })
    .nullable(),
  acknowledgedByMe: z.boolean().optional(),
  /**
   * The row's version: a chapter's (renaming it is `PATCH /dms/chapters/:id` with it) and a document's
   * (moving either up or down is `POST /dms/tree/move` with it).
   */
  version: z.number().int().optional(),
});
/** A tree node. */
export type DmsTreeNode = z.infer<typeof treeNodeSchema>;
