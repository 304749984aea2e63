import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dmsSearchHitSchema, pagedEnvelope } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { dmsKeys } from './dms-keys';

const searchResponse = pagedEnvelope(dmsSearchHitSchema);

/** `GET /dms/search?q=`: ranked full-text hits with headlines (matches between \u0002 and \u0003). */
export const useDmsSearch = (q: string, offset = 0, limit = 20) =>
  useQuery({
    queryKey: dmsKeys.search(q.trim(), offset, limit),
    queryFn: ({ signal }) =>
      api.get('/dms/search', { query: { q: q.trim(), offset, limit }, signal, schema: searchResponse }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
