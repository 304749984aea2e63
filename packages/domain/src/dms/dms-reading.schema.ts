import { z } from 'zod';
import { listQuerySchema, uuidSchema } from '../common/page.schema';
import { REVISION_STATES } from './revision-status';

/*
 * The DMS's reading side (docs/dms.md): full-text search, obsolete revisions, a ship's effective
 * documents and the acknowledgements. Records and writes are in dms.schema.ts, DCRs in dcr.schema.ts.
 */

// ---------- search and obsolete ----------

/** `GET /dms/search?q=`. */
export const dmsSearchQuerySchema = listQuerySchema.extend({
  q: z.string({ error: 'q is required' }).trim().min(1, 'q is required').max(200),
  /**
   * Office only: `current` (default) searches the revisions in force or in progress (DRAFT…EFFECTIVE);
   * `all` adds superseded and obsolete ones. Ship readers always search their effective revisions.
   */
  scope: z.enum(['current', 'all'], 'scope must be current or all').default('current'),
});

/**
 * Most matches a search ranks and counts (docs/dms.md "Search"): past it the page says `totalCapped`
 * ("500+") and the hits are the best of the first 500 found.
 */
export const DMS_SEARCH_COUNT_CAP = 500;
/** A search query. */
export type DmsSearchQuery = z.infer<typeof dmsSearchQuerySchema>;

/** Start and end markers of a match in a search headline (the web splits on them). */
export const HEADLINE_START = '\u0002';
/** End marker of a match in a headline. */
export const HEADLINE_END = '\u0003';

/** One hit of `GET /dms/search`, best first. */
export const dmsSearchHitSchema = z.object({
  documentId: z.uuid(),
  revisionId: z.uuid(),
  number: z.string(),
  title: z.string(),
  revision: z.string(),
  state: z.enum(REVISION_STATES),
  rank: z.number(),
  /** Text around the matches, each match between {@link HEADLINE_START} and {@link HEADLINE_END}. */
  headline: z.string(),
});
/** A search hit. */
export type DmsSearchHit = z.infer<typeof dmsSearchHitSchema>;

/** Splits a headline into plain and matched parts (for rendering without HTML). */
export function splitHeadline(headline: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  let rest = headline;
  while (rest.length > 0) {
    const start = rest.indexOf(HEADLINE_START);
    if (start < 0) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), match: false });
    const end = rest.indexOf(HEADLINE_END, start + 1);
    const stop = end < 0 ? rest.length : end;
    parts.push({ text: rest.slice(start + 1, stop), match: true });
    rest = end < 0 ? '' : rest.slice(end + 1);
  }
  return parts.filter((p) => p.text.length > 0);
}

/** `GET /dms/obsolete`: a paged list query. */
export const obsoleteQuerySchema = listQuerySchema;

/** One row of `GET /dms/obsolete`. */
export const obsoleteRowSchema = z.object({
  documentId: z.uuid(),
  revisionId: z.uuid(),
  number: z.string(),
  title: z.string(),
  revision: z.string(),
  state: z.enum(REVISION_STATES),
  effectiveDate: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});
/** An obsolete row. */
export type ObsoleteRow = z.infer<typeof obsoleteRowSchema>;

// ---------- ship reading and acknowledgements ----------

/** One row of `GET /dms/ships/:shipId/effective` (what a ship reads offline). */
export const effectiveDocumentSchema = z.object({
  documentId: z.uuid(),
  chapterId: z.uuid(),
  number: z.string(),
  title: z.string(),
  revisionId: z.uuid(),
  revision: z.string(),
  effectiveDate: z.string().nullable(),
  reviewDue: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  acknowledgedByMe: z.boolean(),
  /** True when the signed-in user must acknowledge it on this ship (by user or by rank). */
  ackRequiredOfMe: z.boolean(),
});
/** A ship's effective document. */
export type EffectiveDocument = z.infer<typeof effectiveDocumentSchema>;

/** `POST /dms/revisions/:id/acknowledgements`. */
export const createAcknowledgementSchema = z.object({ shipId: uuidSchema });
/** An acknowledgement request. */
export type CreateAcknowledgement = z.infer<typeof createAcknowledgementSchema>;

/** The answer of an acknowledgement (the same one again when repeated). */
export const acknowledgementSchema = z.object({
  revisionId: z.uuid(),
  shipId: z.uuid(),
  userId: z.uuid(),
  acknowledgedAt: z.string(),
});
/** An acknowledgement. */
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

const crewMemberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  rank: z.number().int().nullable(),
});

/** One ship of `GET /dms/revisions/:id/acknowledgements` ("who has not"). */
export const ackShipReportSchema = z.object({
  shipId: z.uuid(),
  shipName: z.string(),
  required: z.number().int(),
  /** How many of the required acknowledged (the list is `doneMembers`). */
  done: z.number().int(),
  complete: z.boolean(),
  missing: z.array(crewMemberSchema),
  doneMembers: z.array(crewMemberSchema.extend({ acknowledgedAt: z.string() })),
});
/** One ship's acknowledgement report. */
export type AckShipReport = z.infer<typeof ackShipReportSchema>;

/** `POST /dms/revisions/:id/reminders`: remind the crews still missing (every distributed ship by default). */
export const sendRemindersSchema = z.object({ shipIds: z.array(uuidSchema).max(500).optional() });
/** A reminder request. */
export type SendReminders = z.infer<typeof sendRemindersSchema>;

/** The answer of a reminder request. */
export const remindersSentSchema = z.object({ reminded: z.number().int(), ships: z.number().int() });
