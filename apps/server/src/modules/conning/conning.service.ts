import { eq } from 'drizzle-orm';
import {
  effectiveValue,
  timeoutOf,
  type ConningSample,
  type HistoryQuery,
  type LatestValue,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { assertShipInScope, assertSidebar, type Actor } from '../access/access.service';
import { ships } from '../fleet/ship.table';
import type { ConningStore } from './conning-store';
import * as repo from './conning.repo';

/** Sidebar permission of the display, insight and exports (spec §6). */
export const CONNING_API = 'Conning.API' as const;
/** Sidebar permission of the sensor settings (spec §6). */
export const CONNING_SENSOR = 'Conning.Sensor' as const;

/** 404 unless the ship exists. */
export async function assertShipExists(db: DbOrTx, shipId: string) {
  const [row] = await db.select({ id: ships.id }).from(ships).where(eq(ships.id, shipId));
  if (!row) throw notFound('Ship');
}

/** Checks `Conning.API`, the ship's scope (a master sees only his ship) and that it exists. */
export async function assertCanReadShip(db: Db, actor: Actor, shipId: string) {
  assertSidebar(actor, [CONNING_API]);
  assertShipInScope(actor, shipId);
  await assertShipExists(db, shipId);
}

/** The value each path shows among its sources' samples (priority, staleness, failover), by path. */
export function latestValues(samples: readonly ConningSample[], now = Date.now()): LatestValue[] {
  const byPath = new Map<string, ConningSample[]>();
  for (const s of samples) {
    const list = byPath.get(s.path);
    if (list) list.push(s);
    else byPath.set(s.path, [s]);
  }
  const out: LatestValue[] = [];
  for (const [path, list] of [...byPath.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const shown = effectiveValue(list, now);
    if (!shown) continue;
    out.push({
      path,
      value: shown.sample.value,
      timestamp: new Date(shown.sample.timestamp).toISOString(),
      source: shown.sample.source,
      stale: shown.stale,
      failover: shown.failover,
      timeoutMs: timeoutOf(shown.sample),
    });
  }
  return out;
}

/** `GET /conning/ships/:shipId/latest`. */
export async function getLatest(db: Db, store: ConningStore, actor: Actor, shipId: string) {
  await assertCanReadShip(db, actor, shipId);
  return latestValues(await store.samplesOf(shipId));
}

/** `GET /conning/ships/:shipId/history`: raw samples or down-sampled buckets, paged. */
export async function getHistory(db: Db, store: ConningStore, actor: Actor, shipId: string, q: HistoryQuery) {
  await assertCanReadShip(db, actor, shipId);
  await store.flush();
  const range = {
    shipId,
    paths: q.paths,
    from: new Date(q.from),
    to: new Date(q.to),
    offset: q.offset,
    limit: q.limit,
  };
  const page = { total: 0, offset: q.offset, limit: q.limit };
  if (q.resolution === 'raw') {
    const { rows, total } = await repo.selectRawHistory(db, range);
    return {
      data: rows.map((r) => ({
        path: r.path,
        time: r.ts.toISOString(),
        value: (r.num ?? r.val) as LatestValue['value'] | null,
        min: r.num,
        max: r.num,
        count: 1,
      })),
      page: { ...page, total },
    };
  }
  const { rows, total } = await repo.selectAggregates(db, { ...range, resolution: q.resolution });
  return {
    data: rows.map((r) => ({
      path: r.path,
      time: r.bucket.toISOString(),
      value: r.sum / r.count,
      min: r.min,
      max: r.max,
      count: r.count,
    })),
    page: { ...page, total },
  };
}
