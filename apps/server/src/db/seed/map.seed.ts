import { desc, eq } from 'drizzle-orm';
import { appendForecastPoint, distanceNm, initForecast, forecastEta, type LatLng } from '@keel/domain';
import type { Tx } from '../client';
import type { SeedEnv } from './seed';
import { ships } from '../../modules/fleet/ship.table';
import { noonReports } from '../../modules/fleet/noon-report/noon-report.table';
import { forecastRoutes, mapCameras, mapCameraSnapshots } from '../../modules/map/map.table';
import { voyageFromRemarks } from '../../modules/map/map-position';
import { recordAudit } from '../../modules/audit/audit.service';
import { ITINERARIES } from './noon-report-voyages';
import { snapshotPng } from './map-snapshot-image';

const SYSTEM = { id: null, name: 'Demo data' };
const CAMERAS = [
  { name: 'Bridge forward', view: 'bow' as const },
  { name: 'Stern', view: 'wake' as const },
];
/** Snapshots per camera, one every 20 minutes up to the seed time. */
const SNAPSHOTS = 3;
/** The demo ship with a saved forecast route. */
export const FORECAST_DEMO_SHIP = 'Keel Aurora';

/**
 * The map's demo data: two CCTV cameras per demo ship, with generated snapshot images when a file
 * storage is given, and a saved forecast route for Keel Aurora (from its last noon position along the
 * rest of its current leg to the next port). Idempotent: nothing is added once a camera exists.
 */
export async function seedMap(tx: Tx, env: SeedEnv): Promise<void> {
  const [any] = await tx.select({ id: mapCameras.id }).from(mapCameras).limit(1);
  if (any) return;
  const fleet = await tx.select({ id: ships.id, name: ships.name }).from(ships).orderBy(ships.name);
  const demo = fleet.filter((s) => ITINERARIES[s.name]);
  const now = Date.now();
  for (const ship of demo) {
    for (const cam of CAMERAS) {
      const [camera] = await tx.insert(mapCameras).values({ shipId: ship.id, name: cam.name }).returning();
      if (!env.storage) continue;
      for (let i = SNAPSHOTS - 1; i >= 0; i--) {
        const capturedAt = new Date(now - i * 20 * 60_000);
        const png = snapshotPng({ caption: `${ship.name} ${cam.name}`, capturedAt, view: cam.view });
        const stored = await env.storage.put(png, `${ship.name} ${cam.name}.png`, ['image/png']);
        await tx.insert(mapCameraSnapshots).values({
          cameraId: camera!.id,
          shipId: ship.id,
          capturedAt,
          storageKey: stored.key,
          mime: stored.mime,
          size: stored.size,
          sha256: stored.sha256,
          uploadedByName: SYSTEM.name,
        });
      }
    }
  }
  const aurora = demo.find((s) => s.name === FORECAST_DEMO_SHIP);
  if (aurora) await seedForecast(tx, aurora, now);
}

async function seedForecast(tx: Tx, ship: { id: string; name: string }, now: number) {
  const reports = await tx
    .select({ lat: noonReports.lat, lon: noonReports.lon, remarks: noonReports.remarks })
    .from(noonReports)
    .where(eq(noonReports.shipId, ship.id))
    .orderBy(desc(noonReports.reportTime))
    .limit(60);
  const itinerary = ITINERARIES[ship.name]!;
  const start: LatLng = reports[0]
    ? { lat: reports[0].lat, lng: reports[0].lon }
    : { lat: itinerary.start.lat, lng: itinerary.start.lon };
  let nextPort: string | null = null;
  for (const r of reports) {
    const v = voyageFromRemarks(r.remarks);
    if (r.remarks && /Departed|Arrived/i.test(r.remarks)) {
      nextPort = v.nextPort;
      break;
    }
  }
  const leg = itinerary.legs.find((l) => l.to.name === nextPort) ?? itinerary.legs[0]!;
  const via = leg.via.map((p) => ({ lat: p.lat, lng: p.lon }));
  // Sail on from the waypoint nearest to the ship onwards.
  let nearest = 0;
  via.forEach((p, i) => {
    if (distanceNm(start, p) < distanceNm(start, via[nearest]!)) nearest = i;
  });
  const rest = [...via.slice(nearest), { lat: leg.to.lat, lng: leg.to.lon }];
  let points = initForecast([start], 12.5, new Date(now));
  for (const p of rest)
    if (distanceNm(points[points.length - 1]!, p) > 1) points = appendForecastPoint(points, p, 12.5);
  const [row] = await tx
    .insert(forecastRoutes)
    .values({
      shipId: ship.id,
      name: `${ship.name} to ${leg.to.name}`,
      speedKn: 12.5,
      etaMode: 'custom',
      points,
      eta: new Date(forecastEta(points)!),
      createdByName: SYSTEM.name,
    })
    .returning({ id: forecastRoutes.id });
  await recordAudit(tx, SYSTEM, {
    action: 'create',
    entity: 'map-forecast-route',
    entityId: row!.id,
    shipId: ship.id,
    after: { name: `${ship.name} to ${leg.to.name}`, points: points.length },
  });
}
