import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';
import { AuthContext } from '../../app/auth/auth-context';
import { readListMemory, writeListMemory } from './list-memory';

/** Paging, search, sort and filters of a server-paged list (spec: `offset, limit, q, sort`). */
export interface ListParams {
  offset: number;
  limit: number;
  q: string;
  sort: string;
  /** Extra filters, by name. */
  filters: Record<string, string>;
  /**
   * Whether anything is filtered, and the reset: carried with the parameters so that the list's toolbar
   * (DataTable, DataTableToolbar) offers "Reset filters" on every list without the page wiring it.
   */
  controls?: ListControls;
}

/** A change of a list's parameters; a filter set to '' is removed. */
export type ListParamsPatch = Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string> };

/** What a list offers beyond its parameters: whether anything is filtered, and a reset. */
export interface ListControls {
  /** Search, a filter, the sort or the page size differ from the list's defaults. */
  isFiltered: boolean;
  /** Back to the list's defaults, and forgets what was remembered for this screen. */
  reset: () => void;
}

/** Options of {@link useListParams}. */
export interface ListParamsOptions {
  limit?: number;
  sort?: string;
  filters?: string[];
  /**
   * Paging parameters besides the offset (a cursor): read like filters, but neither remembered nor counted
   * as a filter; a reset clears them.
   */
  paging?: string[];
  /**
   * The screen's name for remembering its filters (default: the path, plus the prefix). `false` turns
   * remembering off.
   */
  screen?: string | false;
}

const withPrefix = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/** Page sizes offered under every list. */
export const PAGE_SIZES = [10, 25, 50, 100];

/** The list's own parameters of a URL query (what is remembered: everything but the offset). */
function rememberedPart(search: string, names: string[]): string {
  const all = new URLSearchParams(search);
  const own = new URLSearchParams();
  for (const name of names) {
    const value = all.get(name);
    if (value !== null && value !== '') own.set(name, value);
  }
  return own.toString();
}

function merged(search: string, remembered: string): string {
  const next = new URLSearchParams(search);
  for (const [name, value] of new URLSearchParams(remembered)) next.set(name, value);
  return next.toString();
}

/**
 * Keeps a list's paging, search, sort and filters in the URL, so a reload, a shared link or Back
 * shows the same page. `prefix` separates two lists on one screen.
 *
 * The filters, search, sort and page size are also remembered for the signed-in user and the screen
 * (localStorage, keyed by the user's id): coming back to the screen without any of the list's parameters
 * in the URL restores them. Parameters in the URL (a link, Back) always win. The third element says whether
 * anything is filtered and resets; `params.controls` carries the same, so DataTable offers "Reset filters" on
 * every list without the page wiring it.
 */
export function useListParams(
  defaults: ListParamsOptions = {},
  prefix = '',
): [ListParams, (patch: ListParamsPatch) => void, ListControls] {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const userId = useContext(AuthContext)?.user?.id ?? null;
  const filterList = (defaults.filters ?? []).join(',');
  const pagingList = (defaults.paging ?? []).join(',');
  const defaultLimit = defaults.limit ?? 25;
  const defaultSort = defaults.sort ?? '';
  const screen =
    defaults.screen === false ? null : (defaults.screen ?? `${pathname}${prefix ? `#${prefix}` : ''}`);
  const memory = useMemo(() => (userId && screen ? { userId, screen } : null), [userId, screen]);

  // What is remembered (and restored): everything of the list's own but its paging.
  const names = useMemo(
    () => ['limit', 'q', 'sort', ...filterList.split(',').filter(Boolean)].map((n) => withPrefix(prefix, n)),
    [filterList, prefix],
  );
  const pagingNames = useMemo(
    () => ['offset', ...pagingList.split(',').filter(Boolean)].map((n) => withPrefix(prefix, n)),
    [pagingList, prefix],
  );
  const raw = search.toString();
  const urlHasOwn = [...names, ...pagingNames].some((n) => search.has(n));

  // What to restore: read once, when the screen opens without any of the list's parameters.
  const [pending, setPending] = useState<string | null>(() =>
    memory && !urlHasOwn ? readListMemory(memory.userId, memory.screen) || null : null,
  );
  if (pending !== null && urlHasOwn) setPending(null);
  const effective = pending !== null && !urlHasOwn ? merged(raw, pending) : raw;

  const base = useMemo<ListParams>(() => {
    const s = new URLSearchParams(effective);
    const key = (name: string) => withPrefix(prefix, name);
    const num = (name: string, fallback: number) => {
      const n = Number(s.get(name));
      return Number.isInteger(n) && n >= 0 && s.has(name) ? n : fallback;
    };
    const filters: Record<string, string> = {};
    for (const f of [...filterList.split(','), ...pagingList.split(',')].filter(Boolean))
      filters[f] = s.get(key(f)) ?? '';
    return {
      offset: num(key('offset'), 0),
      limit: num(key('limit'), defaultLimit) || defaultLimit,
      q: s.get(key('q')) ?? '',
      sort: s.get(key('sort')) ?? defaultSort,
      filters,
    };
  }, [effective, defaultLimit, defaultSort, prefix, filterList, pagingList]);

  /** May this list write its URL now (its own page, no navigation away under way)? */
  const mayWrite = useCallback(() => {
    // A debounced search can fire after the user has already set off for another page: while
    // that page's code loads (a pending navigation) or before React unmounts this list. Writing
    // the list's query then would cancel the navigation and pull the user back, so only the page
    // that owns the list, with no navigation away under way, may change its URL.
    if (!router) return true;
    const { location, navigation } = router.state;
    if (location.pathname !== pathname) return false;
    return !(navigation.location && navigation.location.pathname !== pathname);
  }, [router, pathname]);

  const update = useCallback(
    (patch: ListParamsPatch) => {
      if (!mayWrite()) return;
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
          // Remembered now, with the URL: the effect below runs only after React's next commit, and a
          // reload or a page left at once (the URL already changed) would otherwise lose the change.
          if (memory) writeListMemory(memory.userId, memory.screen, rememberedPart(next.toString(), names));
          return next;
        },
        { replace: true },
      );
    },
    [setSearch, router, mayWrite, defaultLimit, defaultSort, prefix, memory, names],
  );

  // Restoring: the remembered parameters go into the URL (so a reload or a link keeps them).
  useEffect(() => {
    if (pending === null || !mayWrite()) return;
    setSearch(
      (prev) => new URLSearchParams(merged(router ? router.state.location.search : prev.toString(), pending)),
      { replace: true },
    );
  }, [pending, mayWrite, setSearch, router]);

  // Remembering: every change of the list's own parameters (not before a restore has landed).
  const own = rememberedPart(raw, names);
  useEffect(() => {
    if (!memory || pending !== null) return;
    writeListMemory(memory.userId, memory.screen, own);
  }, [memory, own, pending]);

  const isFiltered =
    base.q !== '' ||
    filterList.split(',').some((f) => f !== '' && base.filters[f] !== '') ||
    base.sort !== defaultSort ||
    base.limit !== defaultLimit;
  const reset = useCallback(() => {
    if (memory) writeListMemory(memory.userId, memory.screen, '');
    setPending(null);
    const filters = Object.fromEntries(
      [...filterList.split(','), ...pagingList.split(',')].filter(Boolean).map((f) => [f, '']),
    );
    update({ offset: 0, q: '', sort: defaultSort, limit: defaultLimit, filters });
  }, [memory, filterList, pagingList, update, defaultSort, defaultLimit, setPending]);
  const controls = useMemo(() => ({ isFiltered, reset }), [isFiltered, reset]);
  const params = useMemo(() => ({ ...base, controls }), [base, controls]);

  return [params, update, controls];
}
