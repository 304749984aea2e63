import { z } from 'zod';
import { envelope, listQuerySchema, pagedEnvelope, uuidSchema, versionSchema } from '../common/page.schema';
import { ACTIVITY_ENTITIES } from './record-entity';

/** The `:entity` path parameter of the activity routes. */
export const activityEntitySchema = z.enum(ACTIVITY_ENTITIES, {
  error: `entity must be one of ${ACTIVITY_ENTITIES.join(', ')}`,
});

/** Path parameters of a record's activity: `/activity/:entity/:id`. */
export const activityRecordParamsSchema = z.object({ entity: activityEntitySchema, id: uuidSchema });

/** One changed field of a timeline entry, in words: label and formatted values (null: empty). */
export const activityChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
/** A changed field in words. */
export type ActivityChange = z.infer<typeof activityChangeSchema>;

/**
 * One entry of a record's timeline, from its audit rows, in words: `text` is the whole sentence
 * ("Ana Petrova changed Required by from 2026/12/01 to 2026/12/05"), `verb` what the actor did,
 * `changes` the changed fields (labels in words, values formatted), `note` a reason or comment text.
 */
export const activityEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  actorName: z.string(),
  action: z.string(),
  verb: z.string(),
  changes: z.array(activityChangeSchema),
  note: z.string().nullable(),
  text: z.string(),
});
/** A timeline entry. */
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** Query of a timeline: paging only (newest first). */
export const activityListQuerySchema = listQuerySchema.pick({ offset: true, limit: true });
/** A parsed timeline query. */
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

/** `{ data: entries, page }`: answer of `GET /api/v1/activity/:entity/:id`, newest first. */
export const activityListResponseSchema = pagedEnvelope(activityEntrySchema);

/** Longest comment, in characters. */
export const COMMENT_MAX_LENGTH = 4000;
/** Most users one comment may mention. */
export const COMMENT_MAX_MENTIONS = 20;

/** A user named in a comment. */
export const mentionSchema = z.object({ id: z.uuid(), name: z.string() });
/** A mentioned user. */
export type Mention = z.infer<typeof mentionSchema>;

/** A comment on a record, with the users it mentions. */
export const recordCommentSchema = z.object({
  id: z.uuid(),
  entity: activityEntitySchema,
  entityId: z.uuid(),
  body: z.string(),
  mentions: z.array(mentionSchema),
  authorId: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  version: z.number().int(),
});
/** A comment. */
export type RecordComment = z.infer<typeof recordCommentSchema>;

const commentBody = z
  .string('body is required')
  .trim()
  .min(1, 'body is required')
  .max(COMMENT_MAX_LENGTH, `body must be at most ${COMMENT_MAX_LENGTH} characters`);
const mentionIds = z
  .array(z.uuid('mentionIds must hold valid ids'))
  .max(COMMENT_MAX_MENTIONS, `mentionIds may name at most ${COMMENT_MAX_MENTIONS} users`)
  .default([]);

/**
 * Body of `POST /api/v1/activity/:entity/:id/comments`: the text and the ids of the users picked in
 * the `@` autocomplete (each must be able to open the record).
 */
export const createCommentSchema = z.object({ body: commentBody, mentionIds });
/** A new comment. */
export type CreateComment = z.infer<typeof createCommentSchema>;

/** Body of `PATCH /api/v1/activity/:entity/:id/comments/:commentId` (the author only). */
export const updateCommentSchema = z.object({ body: commentBody, mentionIds, version: versionSchema });
/** A comment change. */
export type UpdateComment = z.infer<typeof updateCommentSchema>;

/** Query of `DELETE …/comments/:commentId`: the version the author read. */
export const deleteCommentQuerySchema = z.object({
  version: z.coerce.number().int().min(1, 'version must be a positive whole number'),
});

/** Path parameters of one comment. */
export const commentParamsSchema = activityRecordParamsSchema.extend({ commentId: uuidSchema });

/** Answer of the comment list: every comment of the record, oldest first (bounded by the page). */
export const recordCommentListResponseSchema = pagedEnvelope(recordCommentSchema);
/** `{ data: comment }`. */
export const recordCommentResponseSchema = envelope(recordCommentSchema);

/** Query of the comment list. */
export const commentListQuerySchema = listQuerySchema.pick({ offset: true, limit: true });

/** Query of `GET …/mentionable`: the users who can open the record, filtered by name. */
export const mentionableQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
/** `{ data: users }`: at most 20 users who can open the record, by name. */
export const mentionableResponseSchema = envelope(z.array(mentionSchema));

/** Largest attachment: 20 MiB. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** The message of a too-large attachment. */
export const ATTACHMENT_TOO_LARGE = 'file must be at most 20 MiB';
/** The content types an attachment may have (recognised from the bytes): PDF and images. */
export const ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/tiff',
] as const;

/** A file attached to a record. */
export const recordAttachmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
  uploadedById: z.string().nullable(),
  uploadedByName: z.string(),
});
/** An attachment. */
export type RecordAttachment = z.infer<typeof recordAttachmentSchema>;

/** Path parameters of one attachment. */
export const attachmentParamsSchema = activityRecordParamsSchema.extend({ attachmentId: uuidSchema });
/** `{ data: attachments }`: every attachment of the record, newest first (at most 200). */
export const recordAttachmentListResponseSchema = envelope(z.array(recordAttachmentSchema));
/** `{ data: attachment }`. */
export const recordAttachmentResponseSchema = envelope(recordAttachmentSchema);
