import { and, desc, gt, inArray, or, sql } from 'drizzle-orm';
import { effectiveValue, NOON_POSITION_STALE_MS, type ConningSample, type MapShip } from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import { shipFilter, assertSidebar, type Actor } from '../access/access.service';
import type { ConningStore } from '../conning/conning-store';
import { conningLatest } from '../conning/conning.table';
import { noonReports } from '../fleet/noon-report/noon-report.table';
import { ships } from '../fleet/ship.table';
import { LIVE_MAP } from './map-access';
import { forecastRoutes } from './map.table';

/** The sensor paths a map row is made of. */
export const MAP_PATHS = [
  'navigation.position',
  'navigation.headingTrue',
  'navigation.courseOverGroundTrue',
  'navigation.speedOverGround',
] as const;

const DEG = 180 / Math.PI;
const MS_TO_KN = 3600 / 1852;
const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

/** What a map row takes from the database besides the live sensor values (noon report, forecast). */
export interface ShipBackground {
  shipId: string;
  name: string;
  noon: { time: number; lat: number; lon: number; speedKn: number } | null;
  nextPort: string | null;
  eta: string | null;
}

/**
 * The next port and ETA a noon report's remarks state. The last "Departed A for B" gives B unless an
 * "Arrived …" follows it; an "ETA <date-time>" (e.g. `ETA 2026-12-01T06:00Z`) gives the ETA.
 */
export function voyageFromRemarks(remarks: string | null): { nextPort: string | null; eta: string | null } {
  if (!remarks) return { nextPort: null, eta: null };
  let nextPort: string | null = null;
  let eta: string | null = null;
  for (const event of remarks.split(';').map((e) => e.trim())) {
    const departed = /^Departed .+? for (.+?)(?: with .*| in ballast.*)?$/i.exec(event);
    if (departed) nextPort = departed[1]!.trim();
    else if (/^Arrived\b/i.test(event)) nextPort = null;
    const etaMatch =
      /\bETA\b[:\s]+(\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?)?\s*(?:Z|UTC|[+-]\d{2}:?\d{2})?)/i.exec(
        event,
      );
    if (etaMatch) {
      const text = etaMatch[1]!.replace(' ', 'T').replace(/\s*UTC$/i, 'Z');
      const ms = Date.parse(/Z|[+-]\d{2}:?\d{2}$/.test(text) || text.length === 10 ? text : `${text}Z`);
      if (Number.isFinite(ms)) eta = new Date(ms).toISOString();
    }
  }
  return { nextPort, eta };
}

/** The ships a map list shows: the actor's ships (admins: the fleet), by name. */
async function shipsOf(db: DbOrTx, actor: Actor, only?: readonly string[]) {
  const scope = shipFilter(actor);
  let ids: string[] | null = scope;
  if (only) ids = scope === null ? [...only] : only.filter((id) => scope.includes(id));
  if (ids !== null && ids.length === 0) return [];
  return db
    .select({ id: ships.id, name: ships.name })
    .from(ships)
    .where(ids === null ? undefined : inArray(ships.id, ids))
    .orderBy(ships.name);
}

/** Noon report position, next port and forecast ETA of the ships, in four indexed queries. */
export async function loadBackground(
  db: DbOrTx,
  actor: Actor,
  only?: readonly string[],
): Promise<ShipBackground[]> {
  const list = await shipsOf(db, actor, only);
  if (list.length === 0) return [];
  const ids = list.map((s) => s.id);
  const [noons, voyages, forecasts] = await Promise.all([
    db
      .selectDistinctOn([noonReports.shipId], {
        shipId: noonReports.shipId,
        time: noonReports.reportTime,
        lat: noonReports.lat,
        lon: noonReports.lon,
        speedKn: noonReports.avgSpeedKn,
      })
      .from(noonReports)
      .where(inArray(noonReports.shipId, ids))
      .orderBy(noonReports.shipId, desc(noonReports.reportTime)),
    db
      .selectDistinctOn([noonReports.shipId], { shipId: noonReports.shipId, remarks: noonReports.remarks })
      .from(noonReports)
      .where(
        and(
          inArray(noonReports.shipId, ids),
          or(
            sql`${noonReports.remarks} ilike '%Departed % for %'`,
            sql`${noonReports.remarks} ilike '%Arrived%'`,
            sql`${noonReports.remarks} ilike '%ETA%'`,
          ),
        ),
      )
      .orderBy(noonReports.shipId, desc(noonReports.reportTime)),
    db
      .selectDistinctOn([forecastRoutes.shipId], { shipId: forecastRoutes.shipId, eta: forecastRoutes.eta })
      .from(forecastRoutes)
      .where(and(inArray(forecastRoutes.shipId, ids), gt(forecastRoutes.eta, new Date())))
      .orderBy(forecastRoutes.shipId, desc(forecastRoutes.updatedAt)),
  ]);
  const noonBy = new Map(noons.map((n) => [n.shipId, n]));
  const voyageBy = new Map(voyages.map((v) => [v.shipId, voyageFromRemarks(v.remarks)]));
  const forecastBy = new Map(forecasts.map((f) => [f.shipId, f.eta]));
  return list.map((s) => {
    const n = noonBy.get(s.id);
    const v = voyageBy.get(s.id);
    const f = forecastBy.get(s.id);
    return {
      shipId: s.id,
      name: s.name,
      noon: n ? { time: n.time.getTime(), lat: n.lat, lon: n.lon, speedKn: n.speedKn } : null,
      nextPort: v?.nextPort ?? null,
      eta: v?.eta ?? (f ? f.toISOString() : null),
    };
  });
}

/** The latest samples of the map paths of the ships: the database rows merged with memory (newer wins). */
export async function loadSensorSamples(
  db: DbOrTx,
  store: ConningStore,
  shipIds: readonly string[],
): Promise<Map<string, ConningSample[]>> {
  const out = new Map<string, ConningSample[]>();
  if (shipIds.length === 0) return out;
  const rows = await db
    .select()
    .from(conningLatest)
    .where(and(inArray(conningLatest.shipId, [...shipIds]), inArray(conningLatest.path, [...MAP_PATHS])));
  const merged = new Map<string, ConningSample>();
  for (const r of rows)
    merged.set(`${r.shipId}|${r.path}|${r.sourceKey}`, {
      path: r.path,
      value: r.value as ConningSample['value'],
      timestamp: r.ts.getTime(),
      sourceKey: r.sourceKey,
      source: r.source,
      priority: r.priority,
      intervalMs: r.intervalMs,
      timeoutMs: r.timeoutMs,
    });
  for (const shipId of shipIds)
    for (const path of MAP_PATHS)
      for (const s of store.pathSamples(shipId, path)) {
        const key = `${shipId}|${path}|${s.sourceKey}`;
        const known = merged.get(key);
        if (!known || known.timestamp <= s.timestamp) merged.set(key, s);
      }
  for (const [key, sample] of merged) {
    const shipId = key.slice(0, key.indexOf('|'));
    const list = out.get(shipId);
    if (list) list.push(sample);
    else out.set(shipId, [sample]);
  }
  return out;
}

/** The samples of the map paths of one ship from memory only (the live socket's updates). */
export function memorySamples(store: ConningStore, shipId: string): ConningSample[] {
  return MAP_PATHS.flatMap((path) => store.pathSamples(shipId, path));
}

/**
 * One ship's map row: the sensor position when there is one and it is not older than the last noon
 * report, else the noon report's; stale per the conning model (sensor) or when the noon report is older
 * than 26 h.
 */
export function mapRow(bg: ShipBackground, samples: readonly ConningSample[], now = Date.now()): MapShip {
  const byPath = (path: string) =>
    effectiveValue(
      samples.filter((s) => s.path === path),
      now,
    );
  const position = byPath('navigation.position');
  const pos = position?.sample.value as { latitude?: number; longitude?: number } | undefined;
  const base = { shipId: bg.shipId, name: bg.name, nextPort: bg.nextPort, eta: bg.eta };
  const sensorOk =
    position &&
    pos &&
    typeof pos.latitude === 'number' &&
    typeof pos.longitude === 'number' &&
    (!bg.noon || position.sample.timestamp >= bg.noon.time);
  if (sensorOk) {
    const angle = (path: string) => {
      const v = byPath(path);
      return v && typeof v.sample.value === 'number' && !v.stale
        ? round((((v.sample.value * DEG) % 360) + 360) % 360, 1)
        : null;
    };
    const sog = byPath('navigation.speedOverGround');
    return {
      ...base,
      latitude: pos.latitude!,
      longitude: pos.longitude!,
      headingDeg: angle('navigation.headingTrue'),
      cogDeg: angle('navigation.courseOverGroundTrue'),
      sogKn: sog && typeof sog.sample.value === 'number' ? round(sog.sample.value * MS_TO_KN, 2) : null,
      timestamp: new Date(position.sample.timestamp).toISOString(),
      source: 'sensor',
      stale: position.stale,
    };
  }
  if (bg.noon)
    return {
      ...base,
      latitude: bg.noon.lat,
      longitude: bg.noon.lon,
      headingDeg: null,
      cogDeg: null,
      sogKn: bg.noon.speedKn,
      timestamp: new Date(bg.noon.time).toISOString(),
      source: 'noon-report',
      stale: now - bg.noon.time > NOON_POSITION_STALE_MS,
    };
  return {
    ...base,
    latitude: null,
    longitude: null,
    headingDeg: null,
    cogDeg: null,
    sogKn: null,
    timestamp: null,
    source: null,
    stale: true,
  };
}

/** `GET /map/ships`: every ship of the actor's scope with its position. */
export async function listMapShips(db: DbOrTx, store: ConningStore, actor: Actor): Promise<MapShip[]> {
  assertSidebar(actor, [LIVE_MAP]);
  const background = await loadBackground(db, actor);
  const samples = await loadSensorSamples(
    db,
    store,
    background.map((b) => b.shipId),
  );
  const now = Date.now();
  return background.map((bg) => mapRow(bg, samples.get(bg.shipId) ?? [], now));
}
