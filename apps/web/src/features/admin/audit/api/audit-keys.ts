import type { z } from 'zod';
import type { auditListQuerySchema } from '@keel/domain';

/** Query of the audit trail as the screen sends it. */
export type AuditListInput = Partial<z.output<typeof auditListQuerySchema>>;

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditListInput) => ['audit', 'list', query] as const,
  actors: (q: string) => ['audit', 'actors', q] as const,
};
