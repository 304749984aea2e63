import { inArray } from 'drizzle-orm';
import { SIMULATOR_PRIORITY, SIMULATOR_SOURCE_NAME } from '@keel/domain';
import type { Db } from '../../db/client';
import { ITINERARIES, PORTS } from '../../db/seed/noon-report-voyages';
import { ships } from '../fleet/ship.table';
import type { ConningStore } from './conning-store';
import { routeOf, simulate, type SimShip } from './simulator-model';

/** One tick every 2 s; history kept every 5th tick (10 s, the finest export frequency). */
const TICK_MS = 2000;
const HISTORY_EVERY = 5;
/** Source key of simulated values (their name: `SIMULATOR_SOURCE_NAME`). */
export const SIMULATOR_SOURCE = 'simulator';

/**
 * Drives the demo ships (those with a noon-report itinerary) along their routes, feeding the store
 * as a sensor source would. On by default on the embedded database; `KEEL_SIMULATOR=off` stops it.
 */
export class Simulator {
  private timer: NodeJS.Timeout | undefined;
  private ticks = 0;
  private fleet: { id: string; sim: SimShip }[] = [];

  constructor(
    private readonly db: Db,
    private readonly store: ConningStore,
  ) {}

  /** Loads the demo ships and starts ticking; returns how many ships it drives. */
  async start(): Promise<number> {
    const names = Object.keys(ITINERARIES);
    const rows = await this.db
      .select({ id: ships.id, name: ships.name, shipType: ships.shipType })
      .from(ships)
      .where(inArray(ships.name, names));
    const ports = Object.values(PORTS);
    this.fleet = rows.flatMap((row, i) => {
      const itinerary = ITINERARIES[row.name];
      if (!itinerary) return [];
      const tanker = /tank/i.test(row.shipType);
      const sim: SimShip = {
        seed: i + 1,
        route: routeOf(itinerary),
        ports,
        serviceKnots: tanker ? 13 : 12.5,
        serviceRpm: tanker ? 105 : 98,
        servicePower: tanker ? 7_200_000 : 6_500_000,
        draught: tanker ? 11.2 : 12.8,
      };
      return [{ id: row.id, sim }];
    });
    if (this.fleet.length > 0) {
      this.tick();
      this.timer = setInterval(() => this.tick(), TICK_MS).unref();
    }
    return this.fleet.length;
  }

  /** One reading of every ship now. */
  tick(now = Date.now()) {
    const history = this.ticks++ % HISTORY_EVERY === 0;
    for (const { id, sim } of this.fleet) {
      const samples = simulate(sim, now).map((v) => ({
        ...v,
        timestamp: now,
        sourceKey: SIMULATOR_SOURCE,
        source: SIMULATOR_SOURCE_NAME,
        priority: SIMULATOR_PRIORITY,
        timeoutMs: null,
      }));
      this.store.ingest(id, samples, { history });
    }
  }

  stop() {
    clearInterval(this.timer);
  }
}
