import { z } from 'zod';
import { listQuerySchema, pagedEnvelope } from '../common/page.schema';

/** One audit row: who changed what, when, with the record before and after. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The record in words ("Requisition REQ-2026-0012", "Ship Keel Aurora"), null when unknown. */
  recordTitle: z.string().nullable().default(null),
  shipId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
/** An audit row. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Query of the audit trail. */
export const auditListQuerySchema = listQuerySchema.extend({
  entity: z.string().max(60).optional(),
  entityId: z.string().max(60).optional(),
  actorId: z.uuid('actorId must be a valid id').optional(),
});
/** Audit trail query. */
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** `{ data: entries, page }`: answer of `GET /api/v1/audit/`, newest first. */
export const auditListResponseSchema = pagedEnvelope(auditEntrySchema);
