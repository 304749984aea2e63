import { and, desc, eq } from 'drizzle-orm';
import {
  appendForecastPoint,
  forecastDistanceNm,
  forecastEta,
  initForecast,
  initialBearingDeg,
  ForecastEditError,
  parseGpx,
  parseRtz,
  RouteFileError,
  toGpx,
  toRtz,
  type CreateForecastRoute,
  type ExchangeRoute,
  type ForecastPoint,
  type ForecastRoute,
  type ImportForecastRoute,
  type RouteFormat,
  type UpdateForecastRoute,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, staleVersion } from '../../lib/http-error';
import type { Actor } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { assertMapShip, loadMapRecord } from './map-access';
import { forecastRoutes } from './map.table';

type Row = typeof forecastRoutes.$inferSelect;
const ENTITY = 'map-forecast-route';
/** Speed of imported legs that carry none, when the body gives none either. */
export const DEFAULT_IMPORT_SPEED_KN = 12;

export function toForecastView(r: Row): ForecastRoute {
  return {
    id: r.id,
    shipId: r.shipId,
    name: r.name,
    speedKn: r.speedKn,
    etaMode: r.etaMode as ForecastRoute['etaMode'],
    points: r.points,
    eta: forecastEta(r.points),
    distanceNm: Math.round(forecastDistanceNm(r.points) * 100) / 100,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    createdByName: r.createdByName,
  };
}

const r7 = (n: number) => Math.round(n * 1e7) / 1e7 + 0;

/**
 * Points as stored: coordinates to 7 decimals (1 cm, what RTZ and GPX files carry), ISO timestamps, and
 * each course recomputed from the stored positions (the domain's convention: the initial bearing of the
 * leg that starts at the point, null on the last), so an exported and re-imported route is the same.
 * Timestamps must not go back in time.
 */
export function cleanPoints(points: ForecastPoint[]): ForecastPoint[] {
  const out: ForecastPoint[] = points.map((p) => ({
    lat: r7(p.lat),
    lng: r7(p.lng),
    cog: null,
    sog: p.sog,
    timestamp: new Date(p.timestamp).toISOString(),
  }));
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i]!;
    const b = out[i + 1]!;
    a.cog = a.lat === b.lat && a.lng === b.lng ? null : initialBearingDeg(a, b);
  }
  for (let i = 1; i < out.length; i++)
    if (out[i]!.timestamp < out[i - 1]!.timestamp)
      throw badRequest(`points.${i}.timestamp`, 'must not be before the previous point’s timestamp');
  return out;
}

function loadRoute(db: DbOrTx, actor: Actor, id: string, forUpdate = false): Promise<Row> {
  return loadMapRecord(actor, 'Forecast route', async () => {
    const q = db.select().from(forecastRoutes).where(eq(forecastRoutes.id, id));
    return (forUpdate ? await q.for('update') : await q)[0];
  });
}

/** `GET /map/ships/:shipId/forecast-routes`: newest first (a ship keeps a handful). */
export async function listForecastRoutes(db: Db, actor: Actor, shipId: string): Promise<ForecastRoute[]> {
  await assertMapShip(db, actor, shipId);
  const rows = await db
    .select()
    .from(forecastRoutes)
    .where(eq(forecastRoutes.shipId, shipId))
    .orderBy(desc(forecastRoutes.updatedAt))
    .limit(200);
  return rows.map(toForecastView);
}

export async function getForecastRoute(db: Db, actor: Actor, id: string): Promise<ForecastRoute> {
  return toForecastView(await loadRoute(db, actor, id));
}

/** `POST /map/ships/:shipId/forecast-routes` (Idempotency-Key honoured by the plugin). */
export async function createForecastRoute(
  db: Db,
  actor: Actor,
  shipId: string,
  body: CreateForecastRoute,
  action = 'create',
): Promise<ForecastRoute> {
  await assertMapShip(db, actor, shipId);
  const points = cleanPoints(body.points);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(forecastRoutes)
      .values({
        shipId,
        name: body.name,
        speedKn: body.speedKn,
        etaMode: body.etaMode,
        points,
        eta: new Date(forecastEta(points)!),
        createdById: actor.id,
        createdByName: actor.name,
      })
      .returning();
    const view = toForecastView(row!);
    await recordAudit(tx, actor, { action, entity: ENTITY, entityId: row!.id, shipId, after: view });
    return view;
  });
}

/** `PATCH /map/forecast-routes/:id`: optimistic lock on `version` (409 when stale). */
export async function updateForecastRoute(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateForecastRoute,
): Promise<ForecastRoute> {
  const current = await loadRoute(db, actor, id);
  if (current.version !== body.version) throw staleVersion('Forecast route');
  const points = body.points ? cleanPoints(body.points) : undefined;
  return db.transaction(async (tx) => {
    const row = await loadRoute(tx, actor, id, true);
    const before = toForecastView(row);
    const [updated] = await tx
      .update(forecastRoutes)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.speedKn !== undefined ? { speedKn: body.speedKn } : {}),
        ...(body.etaMode !== undefined ? { etaMode: body.etaMode } : {}),
        ...(points ? { points, eta: new Date(forecastEta(points)!) } : {}),
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(forecastRoutes.id, id), eq(forecastRoutes.version, body.version)))
      .returning();
    if (!updated) throw staleVersion('Forecast route');
    const after = toForecastView(updated);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: ENTITY,
      entityId: id,
      shipId: row.shipId,
      before,
      after,
    });
    return after;
  });
}

/** `DELETE /map/forecast-routes/:id?version=n`. */
export async function deleteForecastRoute(db: Db, actor: Actor, id: string, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadRoute(tx, actor, id, true);
    if (row.version !== version) throw staleVersion('Forecast route');
    await tx.delete(forecastRoutes).where(eq(forecastRoutes.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      shipId: row.shipId,
      before: toForecastView(row),
    });
  });
}

/**
 * Forecast points from an exchanged route: the first waypoint at its own time (else `start`, else now),
 * each later one appended at its leg speed (the file's, else `speedKn`) with the domain's time arithmetic.
 * RTZ and GPX carry the speed of the leg that ends at a waypoint, as Keel's `sog` does.
 */
export function pointsFromExchange(
  route: ExchangeRoute,
  speedKn: number | undefined,
  start: string | undefined,
): {
  points: ForecastPoint[];
  speedKn: number;
} {
  const wps = route.waypoints;
  if (wps.length > 2000) throw badRequest('content', 'the route has more than 2000 waypoints');
  const firstSpeed = wps.find((w) => w.speedKn !== null && w.speedKn > 0)?.speedKn ?? null;
  const fallback = speedKn && speedKn > 0 ? speedKn : (firstSpeed ?? DEFAULT_IMPORT_SPEED_KN);
  // A file with a full schedule (every waypoint timed, e.g. Keel's own export or an ECDIS calculated
  // schedule) keeps its times; otherwise the times are computed from the leg speeds.
  if (wps.every((w) => w.timestamp !== null))
    return {
      points: cleanPoints(
        wps.map((w) => ({
          lat: w.lat,
          lng: w.lng,
          cog: null,
          sog: w.speedKn ?? fallback,
          timestamp: w.timestamp!,
        })),
      ),
      speedKn: speedKn ?? firstSpeed ?? fallback,
    };
  const t0 = wps[0]!.timestamp ?? start ?? new Date().toISOString();
  const first = wps[0]!;
  let points = initForecast([first], first.speedKn ?? fallback, t0);
  for (let i = 1; i < wps.length; i++) {
    const w = wps[i]!;
    points = appendForecastPoint(points, w, w.speedKn && w.speedKn > 0 ? w.speedKn : fallback);
  }
  return { points, speedKn: speedKn ?? firstSpeed ?? fallback };
}

/** `POST /map/ships/:shipId/forecast-routes/import`: an RTZ or GPX file becomes a saved forecast route. */
export async function importForecastRoute(
  db: Db,
  actor: Actor,
  shipId: string,
  body: ImportForecastRoute,
): Promise<ForecastRoute> {
  await assertMapShip(db, actor, shipId);
  let route: ExchangeRoute;
  let built: { points: ForecastPoint[]; speedKn: number };
  try {
    route = body.format === 'rtz' ? parseRtz(body.content) : parseGpx(body.content);
    built = pointsFromExchange(route, body.speedKn, body.start);
  } catch (error) {
    if (error instanceof RouteFileError || error instanceof ForecastEditError)
      throw badRequest('content', error.message);
    throw error;
  }
  return createForecastRoute(
    db,
    actor,
    shipId,
    {
      name: body.name ?? route.name ?? `Imported ${body.format.toUpperCase()} route`,
      speedKn: built.speedKn,
      etaMode: body.etaMode ?? 'custom',
      points: built.points,
    },
    'import',
  );
}

/** The exchanged form of a forecast route: each point's speed and time. */
export function exchangeOf(route: Pick<ForecastRoute, 'name' | 'points'>): ExchangeRoute {
  return {
    name: route.name,
    waypoints: route.points.map((p, i) => ({
      lat: p.lat,
      lng: p.lng,
      name: `WP${i + 1}`,
      speedKn: p.sog,
      timestamp: p.timestamp,
    })),
  };
}

/** `GET /map/forecast-routes/:id/export?format=`: the file text and its name. */
export async function exportForecastRoute(
  db: Db,
  actor: Actor,
  id: string,
  format: RouteFormat,
): Promise<{ fileName: string; contentType: string; content: string }> {
  const route = toForecastView(await loadRoute(db, actor, id));
  const exchanged = exchangeOf(route);
  const base = route.name.replace(/[^\w.\- ]+/g, '_').trim() || 'route';
  return format === 'rtz'
    ? { fileName: `${base}.rtz`, contentType: 'application/xml; charset=utf-8', content: toRtz(exchanged) }
    : {
        fileName: `${base}.gpx`,
        contentType: 'application/gpx+xml; charset=utf-8',
        content: toGpx(exchanged),
      };
}
