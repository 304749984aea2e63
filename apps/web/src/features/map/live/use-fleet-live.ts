import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { liveSocketUrl, openLiveSocket } from '../../../lib/live-socket';
import { mapKeys } from '../api/map-keys';
import { mapShipsQuery } from '../api/list-map-ships';
import { mapShipSchema, type MapShip } from '../api/map-schemas';

/** The state of the live link: connecting, pushing, or down (polling; positions marked stale). */
export type FleetLink = 'connecting' | 'live' | 'down';

/** Poll `GET /map/ships` this often while the socket is down. */
export const FLEET_POLL_MS = 15_000;
/** At most one fleet message per this many milliseconds. */
export const FLEET_THROTTLE_MS = 1000;

const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('fleet-positions'), data: z.array(mapShipSchema) }),
  z.object({ type: z.literal('error'), message: z.string() }).passthrough(),
]);

/** `update` laid over `previous` by ship; a late message never replaces a newer fix. */
export function mergeFleet(previous: readonly MapShip[] | undefined, update: readonly MapShip[]): MapShip[] {
  const byId = new Map((previous ?? []).map((s) => [s.shipId, s]));
  for (const ship of update) {
    const old = byId.get(ship.shipId);
    const newer =
      !old || !old.timestamp || !ship.timestamp || Date.parse(old.timestamp) <= Date.parse(ship.timestamp);
    if (newer) byId.set(ship.shipId, ship);
  }
  return [...byId.values()];
}

/** The live socket (the conning module's, docs/conning-data.md) on the page's own host. */
export function fleetLiveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return liveSocketUrl('/conning/live', location);
}

/**
 * The user's ships on the map, live: first paint from `GET /map/ships`, then the conning socket's
 * `subscribe-fleet` pushes changed ships (merged into the same query's cache). When the link drops
 * the screen says so, every position is shown stale, `GET /map/ships` is polled, and the socket
 * reconnects with back-off (1 s → 30 s) — the shared client of lib/live-socket.ts.
 */
export function useFleetLive(enabled: boolean): {
  ships: MapShip[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
  link: FleetLink;
} {
  const client = useQueryClient();
  const noSocket = typeof WebSocket === 'undefined';
  const [link, setLink] = useState<FleetLink>(noSocket ? 'down' : 'connecting');
  const query = useQuery({ ...mapShipsQuery(), refetchInterval: link === 'live' ? false : FLEET_POLL_MS });

  useEffect(() => {
    if (!enabled || noSocket) return;
    const live = openLiveSocket({
      path: '/conning/live',
      retryWithoutTokenMs: FLEET_POLL_MS,
      onDown: () => setLink('down'),
      renew: () => client.refetchQueries({ queryKey: mapKeys.ships() }),
      onMessage: (raw, socket) => {
        const parsed = messageSchema.safeParse(raw);
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'ready') {
          socket.send({ type: 'subscribe-fleet', throttleMs: FLEET_THROTTLE_MS });
          socket.connected();
          setLink('live');
          // Anything that moved while the link was down.
          void client.invalidateQueries({ queryKey: mapKeys.ships() });
          return;
        }
        if (message.type === 'fleet-positions') {
          setLink('live');
          client.setQueryData<MapShip[]>(mapKeys.ships(), (prev) => mergeFleet(prev, message.data));
        }
      },
    });
    return live.stop;
  }, [client, enabled, noSocket]);

  return {
    ships: query.data,
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
    link,
  };
}
