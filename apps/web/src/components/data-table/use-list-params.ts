import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';

/** Paging, search, sort and filters of a server-paged list (spec: `offset, limit, q, sort`). */
export interface ListParams {
  offset: number;
  limit: number;
  q: string;
  sort: string;
  /** Extra filters, by name. */
  filters: Record<string, string>;
}

const withPrefix = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/** Page sizes offered under every list. */
export const PAGE_SIZES = [10, 25, 50, 100];

/**
 * Keeps a list's paging, search, sort and filters in the URL, so a reload, a shared link or Back
 * shows the same page. `prefix` separates two lists on one screen.
 */
export function useListParams(
  defaults: { limit?: number; sort?: string; filters?: string[] } = {},
  prefix = '',
): [
  ListParams,
  (patch: Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string> }) => void,
] {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const filterList = (defaults.filters ?? []).join(',');
  const defaultLimit = defaults.limit ?? 25;
  const defaultSort = defaults.sort ?? '';

  const raw = search.toString();
  const params = useMemo<ListParams>(() => {
    const s = new URLSearchParams(raw);
    const key = (name: string) => withPrefix(prefix, name);
    const num = (name: string, fallback: number) => {
      const n = Number(s.get(name));
      return Number.isInteger(n) && n >= 0 && s.has(name) ? n : fallback;
    };
    const filters: Record<string, string> = {};
    for (const f of filterList.split(',').filter(Boolean)) filters[f] = s.get(key(f)) ?? '';
    return {
      offset: num(key('offset'), 0),
      limit: num(key('limit'), defaultLimit) || defaultLimit,
      q: s.get(key('q')) ?? '',
      sort: s.get(key('sort')) ?? defaultSort,
      filters,
    };
  }, [raw, defaultLimit, defaultSort, prefix, filterList]);

  const update = useCallback(
    (patch: Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string> }) => {
      // A debounced search can fire after the user has already set off for another page: while
      // that page's code loads (a pending navigation) or before React unmounts this list. Writing
      // the list's query then would cancel the navigation and pull the user back, so only the page
      // that owns the list, with no navigation away under way, may change its URL.
      if (router) {
        const { location, navigation } = router.state;
        if (location.pathname !== pathname) return;
        if (navigation.location && navigation.location.pathname !== pathname) return;
      }
      setSearch(
        (prev) => {
          // React Router hands over the search of the last render; a late (debounced) write must
          // build on the URL as it is now, or it would drop what changed since (e.g. `?po=<id>`).
          const next = new URLSearchParams(router ? router.state.location.search : prev);
          const key = (name: string) => withPrefix(prefix, name);
          const put = (name: string, value: string | number | undefined, fallback: string | number) => {
            if (value === undefined) return;
            if (value === '' || value === fallback) next.delete(key(name));
            else next.set(key(name), String(value));
          };
          put('offset', patch.offset, 0);
          put('limit', patch.limit, defaultLimit);
          put('q', patch.q, '');
          put('sort', patch.sort, defaultSort);
          for (const [name, value] of Object.entries(patch.filters ?? {})) put(name, value, '');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch, router, pathname, defaultLimit, defaultSort, prefix],
  );

  return [params, update];
}
