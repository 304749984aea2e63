import { noonReportCo2, type FuelByType } from '@keel/domain';
import type { NoonReportInsert } from '../../modules/fleet/noon-report/noon-report.table';
import { inEca, type Itinerary, type LatLon, type Leg, type Port } from './noon-report-voyages';

/**
 * Sails a ship along its itinerary and writes a noon report at every local noon: great-circle legs
 * between waypoints, port stays with no distance, speed and fuel from the ship's class and the weather,
 * HFO at sea and gas oil in emission control areas and in port, ROB that falls day by day and rises
 * when the ship bunkers. Deterministic for a given seed.
 */

const EARTH_RADIUS_NM = 6371000 / 1852;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Great-circle distance in nautical miles. */
export function greatCircleNm(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point a fraction `f` of the way along the great circle from `a` to `b`. */
export function greatCirclePoint(a: LatLon, b: LatLon, f: number): LatLon {
  const d = greatCircleNm(a, b) / EARTH_RADIUS_NM;
  if (d < 1e-9) return { ...a };
  const A = Math.sin((1 - f) * d) / Math.sin(d);
  const B = Math.sin(f * d) / Math.sin(d);
  const [la1, lo1, la2, lo2] = [rad(a.lat), rad(a.lon), rad(b.lat), rad(b.lon)];
  const x = A * Math.cos(la1) * Math.cos(lo1) + B * Math.cos(la2) * Math.cos(lo2);
  const y = A * Math.cos(la1) * Math.sin(lo1) + B * Math.cos(la2) * Math.sin(lo2);
  const z = A * Math.sin(la1) + B * Math.sin(la2);
  return { lat: deg(Math.atan2(z, Math.sqrt(x * x + y * y))), lon: deg(Math.atan2(y, x)) };
}

/** A route of great-circle segments. */
class Route {
  private readonly cumulative: number[] = [0];
  constructor(private readonly points: LatLon[]) {
    for (let i = 1; i < points.length; i += 1)
      this.cumulative.push(this.cumulative[i - 1]! + greatCircleNm(points[i - 1]!, points[i]!));
  }
  get length(): number {
    return this.cumulative[this.cumulative.length - 1]!;
  }
  at(distance: number): LatLon {
    const s = Math.max(0, Math.min(distance, this.length));
    let i = 1;
    while (i < this.cumulative.length - 1 && this.cumulative[i]! < s) i += 1;
    const start = this.cumulative[i - 1]!;
    const span = this.cumulative[i]! - start;
    return greatCirclePoint(this.points[i - 1]!, this.points[i]!, span > 0 ? (s - start) / span : 1);
  }
}

/** Engine and fuel figures of a ship class. */
export interface ShipClass {
  ladenKn: number;
  ballastKn: number;
  /** Main engine fuel per day at the laden service speed, tonnes. */
  seaFuelPerDay: number;
  /** Auxiliary engines and boiler at sea, tonnes per day. */
  auxAtSea: number;
  /** In port (generators, boiler, cargo pumps), tonnes of gas oil per day. */
  portFuelPerDay: number;
  rpmAtService: number;
  kwAtService: number;
  hfoCapacity: number;
  mgoCapacity: number;
}

/** An Ultramax bulk carrier (≈63,500 DWT, MAN 6S50ME-B9). */
export const ULTRAMAX: ShipClass = {
  ladenKn: 12.6,
  ballastKn: 13.4,
  seaFuelPerDay: 27.5,
  auxAtSea: 2.2,
  portFuelPerDay: 3.4,
  rpmAtService: 92,
  kwAtService: 7400,
  hfoCapacity: 1850,
  mgoCapacity: 300,
};
/** An MR product tanker (≈50,000 DWT, MAN 6G50ME-C9). */
export const MR_TANKER: ShipClass = {
  ladenKn: 12.8,
  ballastKn: 13.5,
  seaFuelPerDay: 24.5,
  auxAtSea: 2.6,
  portFuelPerDay: 6.5,
  rpmAtService: 88,
  kwAtService: 6900,
  hfoCapacity: 1450,
  mgoCapacity: 550,
};

/** A small deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DOUGLAS_OF_BEAUFORT = [0, 1, 2, 3, 3, 4, 5, 5, 6, 6, 7, 8, 9];
const HOUR = 3_600_000;
const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/** What to simulate. */
export interface SimulationInput {
  shipId: string;
  voyagePrefix: string;
  itinerary: Itinerary;
  shipClass: ShipClass;
  /** UTC midnight of the first calendar day with a report. */
  firstDay: Date;
  days: number;
  /** Days sailed before the first report (puts ships at different points of their pattern). */
  warmupDays: number;
  seed: number;
}

/**
 * Fuel (10 kg units) a ship wants on board before sailing `leg` from `from`: the leg's sea fuel split
 * by the share of the route inside emission control areas, the stays at both ends, and a reserve of a
 * fifth of the tanks.
 */
function fuelNeed(from: Port, leg: Leg, c: ShipClass, stayDays: number): { HFO: number; MDO_MGO: number } {
  const route = new Route([from, ...leg.via, leg.to]);
  let eca = 0;
  for (let i = 0; i <= 40; i += 1) if (inEca(route.at((route.length * i) / 40))) eca += 1;
  const share = eca / 41;
  const days = route.length / (leg.laden ? c.ladenKn : c.ballastKn) / 24;
  const perDay = c.seaFuelPerDay * 1.1 + c.auxAtSea;
  return {
    HFO: Math.round((days * perDay * (1 - share) + c.hfoCapacity * 0.2) * 100),
    MDO_MGO: Math.round(
      (days * perDay * share + (stayDays + leg.portDays) * c.portFuelPerDay + c.mgoCapacity * 0.2) * 100,
    ),
  };
}

/** Simulates `days` noon reports (one per local noon) of one ship. */
export function simulateNoonReports(input: SimulationInput): NoonReportInsert[] {
  const { itinerary, shipClass: c } = input;
  const random = prng(input.seed);
  const noise = (amplitude: number) => (random() * 2 - 1) * amplitude;
  // Fuel in units of 10 kg, so ROB stays exactly the previous ROB minus what was burnt plus bunkers.
  const rob = { HFO: Math.round(c.hfoCapacity * 0.55 * 100), MDO_MGO: Math.round(c.mgoCapacity * 0.7 * 100) };
  let legIndex = -1;
  let leg: Leg | null = null;
  let route: Route | null = null;
  let sailed = 0;
  let portHoursLeft = 24 * (1 + (input.seed % 3));
  let atPort: Port = itinerary.start;
  let position: LatLon = { lat: atPort.lat, lon: atPort.lon };
  let voyageNo = 0;
  let voyage = `${input.voyagePrefix}-${String(input.firstDay.getUTCFullYear()).slice(2)}00`;
  let needsBunker = false;
  let wasInEca = inEca(position);
  let beaufort = 4;
  let windFrom = Math.floor(random() * 360);

  const zone = (p: LatLon) => Math.max(-720, Math.min(720, Math.round(p.lon / 15) * 60)) + 0;
  const start = input.firstDay.getTime() - input.warmupDays * 24 * HOUR;
  let offset = zone(position);
  let previousUtc = start + 12 * HOUR - offset * 60_000 - 24 * HOUR;
  const reports: NoonReportInsert[] = [];

  /** Bunkers at `atPort` (up to 92 % HFO and 90 % MGO tanks) when told to or when the next leg needs it. */
  const bunkerIfNeeded = (
    forced: boolean,
    stayDays: number,
    burnt: Record<'HFO' | 'MDO_MGO', number>,
    events: string[],
  ) => {
    const next = itinerary.legs[(legIndex + 1) % itinerary.legs.length]!;
    const need = fuelNeed(atPort, next, c, stayDays);
    const left = { HFO: rob.HFO - burnt.HFO, MDO_MGO: rob.MDO_MGO - burnt.MDO_MGO };
    if (!forced && left.HFO >= need.HFO && left.MDO_MGO >= need.MDO_MGO) return;
    const hfo = Math.max(0, Math.round(c.hfoCapacity * 0.92 * 100) - left.HFO);
    const mgo = Math.max(0, Math.round(c.mgoCapacity * 0.9 * 100) - left.MDO_MGO);
    rob.HFO += hfo;
    rob.MDO_MGO += mgo;
    const grades = [
      hfo > 0 ? `${round(hfo / 100, 1)} t HFO` : '',
      mgo > 0 ? `${round(mgo / 100, 1)} t MGO` : '',
    ].filter(Boolean);
    if (grades.length) events.push(`Bunkered ${grades.join(' and ')} at ${atPort.name}`);
    needsBunker = false;
  };
  bunkerIfNeeded(false, portHoursLeft / 24, { HFO: 0, MDO_MGO: 0 }, []);

  for (let day = 0; day < input.warmupDays + input.days; day += 1) {
    offset = zone(position);
    const reportUtc = start + day * 24 * HOUR + 12 * HOUR - offset * 60_000;
    let remaining = (reportUtc - previousUtc) / HOUR;
    previousUtc = reportUtc;
    beaufort = Math.max(1, Math.min(9, beaufort + Math.round(noise(1.4))));
    windFrom = (windFrom + Math.round(noise(50)) + 360) % 360;
    const events: string[] = [];
    const burnt: Record<'HFO' | 'MDO_MGO', number> = { HFO: 0, MDO_MGO: 0 };
    let steaming = 0;
    let distance = 0;
    let speed = 0;

    while (remaining > 1e-9) {
      if (!route || !leg) {
        const hours = Math.min(remaining, portHoursLeft);
        burnt.MDO_MGO += Math.round((c.portFuelPerDay * (1 + noise(0.12)) * hours * 100) / 24);
        portHoursLeft -= hours;
        remaining -= hours;
        if (portHoursLeft <= 1e-9) {
          legIndex = (legIndex + 1) % itinerary.legs.length;
          leg = itinerary.legs[legIndex]!;
          route = new Route([atPort, ...leg.via, leg.to]);
          sailed = 0;
          voyageNo += 1;
          const yy = String(new Date(reportUtc).getUTCFullYear()).slice(2);
          voyage = `${input.voyagePrefix}-${yy}${String(voyageNo % 100).padStart(2, '0')}`;
          events.push(
            `Departed ${atPort.name} for ${leg.to.name}${leg.laden ? ` with ${leg.cargo}` : ' in ballast'}`,
          );
        }
        continue;
      }
      const service = leg.laden ? c.ladenKn : c.ballastKn;
      speed = Math.max(8, service - Math.max(0, beaufort - 4) * 0.45 + noise(0.35));
      const hours = Math.min(remaining, (route.length - sailed) / speed);
      const eca = inEca(position);
      if (eca !== wasInEca)
        events.push(eca ? 'Entered ECA, changed over to MGO' : 'Left ECA, changed over to HFO');
      wasInEca = eca;
      const perDay =
        c.seaFuelPerDay *
          (speed / c.ladenKn) ** 3 *
          (leg.laden ? 1 : 0.86) *
          (1 + Math.max(0, beaufort - 4) * 0.04) +
        c.auxAtSea;
      burnt[eca ? 'MDO_MGO' : 'HFO'] += Math.round((perDay * hours * 100) / 24);
      sailed += speed * hours;
      distance += speed * hours;
      steaming += hours;
      remaining -= hours;
      position = route.at(sailed);
      if (route.length - sailed < 1e-6) {
        atPort = leg.to;
        position = { lat: atPort.lat, lon: atPort.lon };
        portHoursLeft = Math.max(12, leg.portDays * 24 + noise(10));
        events.push(`Arrived ${atPort.name}${leg.laden ? `, discharging ${leg.cargo}` : ''}`);
        bunkerIfNeeded(leg.bunker === true || needsBunker, leg.portDays, burnt, events);
        route = null;
        leg = null;
      }
    }

    rob.HFO -= burnt.HFO;
    rob.MDO_MGO -= burnt.MDO_MGO;
    if (rob.HFO < c.hfoCapacity * 25 || rob.MDO_MGO < c.mgoCapacity * 30) needsBunker = true;
    if (day < input.warmupDays) continue;

    const fuelConsumed: FuelByType = {};
    if (burnt.HFO > 0) fuelConsumed.HFO = burnt.HFO / 100;
    if (burnt.MDO_MGO > 0) fuelConsumed.MDO_MGO = burnt.MDO_MGO / 100;
    const ratio = steaming > 0 ? distance / steaming / c.ladenKn : 0;
    reports.push({
      shipId: input.shipId,
      reportTime: new Date(reportUtc),
      utcOffsetMinutes: offset,
      voyage,
      lat: round(position.lat, 4),
      lon: round(position.lon, 4),
      distanceNm: round(distance, 1),
      hoursSteaming: round(steaming, 1),
      avgSpeedKn: steaming > 0 ? round(distance / steaming, 2) : 0,
      meRpm: steaming > 0 ? round(c.rpmAtService * ratio, 1) : 0,
      mePowerKw: steaming > 0 ? Math.round(c.kwAtService * ratio ** 3) : 0,
      fuelConsumed,
      ...noonReportCo2(fuelConsumed),
      rob: { HFO: rob.HFO / 100, MDO_MGO: rob.MDO_MGO / 100 },
      windBeaufort: beaufort,
      windDirectionDeg: beaufort <= 1 ? null : windFrom,
      seaState: DOUGLAS_OF_BEAUFORT[beaufort] ?? 4,
      remarks: events.length ? events.join('; ') : null,
      createdAt: new Date(reportUtc + 2 * HOUR),
      updatedAt: new Date(reportUtc + 2 * HOUR),
    });
  }
  return reports;
}
