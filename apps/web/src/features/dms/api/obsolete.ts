import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { obsoleteRowSchema, pagedEnvelope } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { dmsKeys } from './dms-keys';

const obsoleteResponse = pagedEnvelope(obsoleteRowSchema);

/** Query of the obsolete list (the screens send numbers; the server coerces). */
export interface ObsoleteQuery {
  q?: string | undefined;
  offset: number;
  limit: number;
  sort?: string | undefined;
}

/** `GET /dms/obsolete`: superseded and obsolete revisions (office only), one page. */
export const useObsolete = (query: ObsoleteQuery) =>
  useQuery({
    queryKey: dmsKeys.obsolete(query),
    queryFn: ({ signal }) =>
      api.get('/dms/obsolete', { query: { ...query }, signal, schema: obsoleteResponse }),
    placeholderData: keepPreviousData,
  });
