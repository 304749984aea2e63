import { queryOptions } from '@tanstack/react-query';
import type { ShipActions } from '@keel/domain';
import { api } from '../../lib/api-client';
import { loadAuthSchemas } from '../../lib/lazy-schemas';
import { readCachedActions, readCachedSidebar, writeAccessCache } from './access-cache';

/** Freshness of the access lists (spec §7/§9): 30 s fresh, 300 s kept, one retry. */
const ACCESS_QUERY_TIMING = { staleTime: 30_000, gcTime: 300_000, retry: 1 } as const;

export const accessKeys = {
  all: ['access'] as const,
  actions: (userId: string) => ['access', 'actions', 'me', userId] as const,
  sidebar: (userId: string) => ['access', 'sidebar', 'me', userId] as const,
};

/** `GET /access/actions/me/`: the user's actions per ship, also kept in localStorage. */
async function fetchMyActions(signal: AbortSignal): Promise<ShipActions[]> {
  // The schema (zod) loads beside the request: it is not part of the first load.
  const schema = loadAuthSchemas().then((m) => m.myActionsResponseSchema);
  const { data } = await api.get('/access/actions/me/', { signal, schema });
  writeAccessCache('actions', data);
  return data;
}

/** `GET /access/sidebar/me/`: the user's sidebar permissions, also kept in localStorage. */
async function fetchMySidebar(signal: AbortSignal): Promise<string[]> {
  const schema = loadAuthSchemas().then((m) => m.mySidebarResponseSchema);
  const { data } = await api.get('/access/sidebar/me/', { signal, schema });
  writeAccessCache('sidebar', data);
  return data;
}

/** The user's actions per ship; the cached copy shows while the fresh one loads. */
export const myActionsQuery = (userId: string) =>
  queryOptions<ShipActions[], Error, ShipActions[], ReturnType<typeof accessKeys.actions>>({
    queryKey: accessKeys.actions(userId),
    queryFn: ({ signal }) => fetchMyActions(signal),
    placeholderData: (previous) => previous ?? readCachedActions(),
    ...ACCESS_QUERY_TIMING,
  });

/** The user's sidebar permissions; the cached copy shows while the fresh one loads. */
export const mySidebarQuery = (userId: string) =>
  queryOptions<string[], Error, string[], ReturnType<typeof accessKeys.sidebar>>({
    queryKey: accessKeys.sidebar(userId),
    queryFn: ({ signal }) => fetchMySidebar(signal),
    placeholderData: (previous) => previous ?? readCachedSidebar(),
    ...ACCESS_QUERY_TIMING,
  });
