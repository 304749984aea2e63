/** Query keys of the map screen, one factory (ARCHITECTURE "api/: one key factory"). */
export const mapKeys = {
  all: ['map'] as const,
  ships: () => [...mapKeys.all, 'ships'] as const,
  track: (shipId: string, from: string, to: string, parameter: string) =>
    [...mapKeys.all, 'track', shipId, from, to, parameter] as const,
  routes: (shipId: string) => [...mapKeys.all, 'forecast-routes', shipId] as const,
  etaSpeeds: (shipId: string) => [...mapKeys.all, 'eta-speeds', shipId] as const,
  cameras: (shipId: string) => [...mapKeys.all, 'cameras', shipId] as const,
  settings: () => [...mapKeys.all, 'settings'] as const,
};

/**
 * The map-side query cache of spec §9: no refetch on window focus, stale after 10 min, kept 15 min.
 * (Errors are shown in the map's panels so the rest of the map stays usable: docs/map-web.md.)
 */
export const MAP_QUERY_DEFAULTS = {
  refetchOnWindowFocus: false,
  staleTime: 10 * 60_000,
  gcTime: 15 * 60_000,
} as const;
