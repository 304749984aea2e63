import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pagedEnvelope, userSchema, type User } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { auditKeys } from './audit-keys';

const usersPage = pagedEnvelope(userSchema);

/** `GET /users/?q=`: users matching `q`, to filter the audit trail by who acted. */
async function searchActors(q: string, signal: AbortSignal): Promise<User[]> {
  const page = await api.get('/users/', {
    query: { q: q || undefined, limit: 20, sort: 'name' },
    signal,
    schema: usersPage,
  });
  return page.data;
}

export const useActorSearch = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: auditKeys.actors(q),
    queryFn: ({ signal }) => searchActors(q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
