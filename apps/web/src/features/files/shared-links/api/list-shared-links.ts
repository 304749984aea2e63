import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sharedLinkListResponseSchema, type SharedLinkListQuery } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { sharedLinkKeys } from '../../../../components/share-link/shared-link-api';

/** A list query as the screen sends it. */
export type SharedLinkListInput = Partial<SharedLinkListQuery>;

/** `GET /files/shared-links`: the user's own links, newest first, paged. */
export function listSharedLinks(query: SharedLinkListInput, signal?: AbortSignal) {
  return api.get('/files/shared-links', { query, signal, schema: sharedLinkListResponseSchema });
}

export const sharedLinksQuery = (query: SharedLinkListInput) =>
  queryOptions({
    queryKey: sharedLinkKeys.list(query),
    queryFn: ({ signal }) => listSharedLinks(query, signal),
    placeholderData: keepPreviousData,
  });

/** The user's links. */
export const useSharedLinks = (query: SharedLinkListInput) => useQuery(sharedLinksQuery(query));
