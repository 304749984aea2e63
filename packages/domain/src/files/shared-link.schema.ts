import { z } from 'zod';
import { listQuerySchema, pagedEnvelope, envelope } from '../common/page.schema';
import { SHARED_LINK_STATES, type SharedLinkState } from './shared-link';

/** Longest note on a link (who it is for, why). */
export const SHARED_LINK_NOTE_MAX = 500;

/** The name of a kind of shared file (e.g. `certificate-file`, `expense-receipt`, `dms-revision`). */
export const sharedFileKindSchema = z
  .string({ error: 'kind is required' })
  .regex(/^[a-z][a-z0-9-]{1,39}$/, 'kind must be a shared file kind such as certificate-file');

/**
 * `POST /files/shared-links`: share one stored file the user may read. `recordId` names the file
 * within its kind (a uuid, or `<record id>/<attachment id>` for attachments); `expiresAt` is in the
 * future and at most 30 days away (checked by the server against its clock).
 */
export const createSharedLinkSchema = z.object({
  kind: sharedFileKindSchema,
  recordId: z
    .string({ error: 'recordId is required' })
    .regex(/^[0-9a-z_-]+(\/[0-9a-z_-]+){0,2}$/i, 'recordId must be the id of the file to share')
    .max(200, 'recordId is too long'),
  expiresAt: z.iso.datetime({ offset: true, error: 'expiresAt must be an ISO date and time' }),
  note: z
    .string()
    .trim()
    .max(SHARED_LINK_NOTE_MAX, `note must be at most ${SHARED_LINK_NOTE_MAX} characters`)
    .optional(),
});
/** A share request. */
export type CreateSharedLink = z.infer<typeof createSharedLinkSchema>;

/** The answer to a share: the link with its token, shown once (only its hash is kept). */
export const createdSharedLinkSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  expiresAt: z.string(),
});
/** A created link. */
export type CreatedSharedLink = z.infer<typeof createdSharedLinkSchema>;
/** `{ data: CreatedSharedLink }`. */
export const createdSharedLinkResponseSchema = envelope(createdSharedLinkSchema);

/** One link in the list (never its token). */
export const sharedLinkSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  recordId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  note: z.string().nullable(),
  state: z.enum(SHARED_LINK_STATES as [SharedLinkState, ...SharedLinkState[]]),
  expiresAt: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
  revokedAt: z.string().nullable(),
  revokedByName: z.string().nullable(),
  downloadCount: z.number().int(),
  lastDownloadAt: z.string().nullable(),
  version: z.number().int(),
});
/** A link as listed. */
export type SharedLink = z.infer<typeof sharedLinkSchema>;
/** `{ data: SharedLink }`. */
export const sharedLinkResponseSchema = envelope(sharedLinkSchema);
/** `{ data: SharedLink[], page }`. */
export const sharedLinkListResponseSchema = pagedEnvelope(sharedLinkSchema);

/** `GET /files/shared-links`: the user's own links, newest first, optionally of one state. */
export const sharedLinkListQuerySchema = listQuerySchema.extend({
  state: z
    .enum(SHARED_LINK_STATES as [SharedLinkState, ...SharedLinkState[]], {
      error: 'state must be active, expired or revoked',
    })
    .optional(),
  /** `all`: every user's links (administrators only; 403 otherwise). Default: the user's own. */
  scope: z.enum(['mine', 'all'], { error: 'scope must be mine or all' }).optional(),
});
/** A parsed list query. */
export type SharedLinkListQuery = z.infer<typeof sharedLinkListQuerySchema>;
