import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH, searchResponseSchema } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

/** `GET /search`: the records of each kind the user may open that match `q`. */
export async function getSearch(q: string, limit: number, signal?: AbortSignal) {
  return (await api.get('/search', { query: { q, limit }, signal, schema: searchResponseSchema })).data;
}

export const searchQuery = (q: string, limit = 5) =>
  queryOptions({
    queryKey: searchKeys.term(q, limit),
    queryFn: ({ signal }) => getSearch(q, limit, signal),
    staleTime: 30_000,
  });

/** The search answer for `q` once it has enough characters; the last answer stays while the next loads. */
export const useSearch = (q: string, limit = 5) =>
  useQuery({
    ...searchQuery(q, limit),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
