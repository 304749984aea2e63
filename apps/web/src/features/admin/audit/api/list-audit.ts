import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditEntrySchema, pagedEnvelope } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { auditKeys, type AuditListInput } from './audit-keys';

const auditPage = pagedEnvelope(auditEntrySchema);

/** `GET /audit/`: one page of the audit trail, newest first by default. */
export const useAuditTrail = (query: AuditListInput) =>
  useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => api.get('/audit/', { query: { ...query }, signal, schema: auditPage }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
