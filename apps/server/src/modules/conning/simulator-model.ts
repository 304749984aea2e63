import type { ConningValue } from '@keel/domain';
import type { Itinerary, LatLon } from '../../db/seed/noon-report-voyages';

const R = 6_371_000;
const NM = 1852;
const KNOT = NM / 3600;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;
const wrap = (a: number) => ((a % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);

/** Great-circle distance in metres. */
export function distance(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial great-circle bearing from a to b (rad, true). */
export function bearing(a: LatLon, b: LatLon): number {
  const y = Math.sin(rad(b.lon - a.lon)) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lon - a.lon));
  return wrap(Math.atan2(y, x));
}

/** The point a fraction `f` of the way along the great circle from a to b. */
export function along(a: LatLon, b: LatLon, f: number): LatLon {
  const d = distance(a, b) / R;
  if (d === 0) return a;
  const A = Math.sin((1 - f) * d) / Math.sin(d);
  const B = Math.sin(f * d) / Math.sin(d);
  const x = A * Math.cos(rad(a.lat)) * Math.cos(rad(a.lon)) + B * Math.cos(rad(b.lat)) * Math.cos(rad(b.lon));
  const y = A * Math.cos(rad(a.lat)) * Math.sin(rad(a.lon)) + B * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon));
  const z = A * Math.sin(rad(a.lat)) + B * Math.sin(rad(b.lat));
  return { lat: deg(Math.atan2(z, Math.hypot(x, y))), lon: deg(Math.atan2(y, x)) };
}

/** The waypoints of an itinerary's loop, port to port. */
export function routeOf(itinerary: Itinerary): LatLon[] {
  const points: LatLon[] = [itinerary.start];
  for (const leg of itinerary.legs) points.push(...leg.via, leg.to);
  return points;
}

/** Where a ship is `metres` into its looped route, with its course and the distance to the nearest port. */
export function positionOnRoute(route: LatLon[], ports: LatLon[], metres: number) {
  const legs = route
    .slice(1)
    .map((to, i) => ({ from: route[i] as LatLon, to, length: distance(route[i] as LatLon, to) }));
  const total = legs.reduce((s, l) => s + l.length, 0);
  let left = ((metres % total) + total) % total;
  for (const leg of legs) {
    if (left <= leg.length) {
      const position = along(leg.from, leg.to, leg.length === 0 ? 0 : left / leg.length);
      const course = bearing(position, leg.to);
      const toPort = Math.min(...ports.map((p) => distance(position, p)));
      return { position, course, toPort };
    }
    left -= leg.length;
  }
  const last = legs[legs.length - 1] as (typeof legs)[number];
  return { position: last.to, course: bearing(last.from, last.to), toPort: 0 };
}

/** A smooth pseudo-random wave in [-1, 1] of time (s) and a seed. */
const wave = (t: number, period: number, seed: number) =>
  0.6 * Math.sin((2 * Math.PI * t) / period + seed) +
  0.4 * Math.sin((2 * Math.PI * t) / (period * 0.37) + seed * 1.7);

/** The ship's particulars the simulation uses. */
export interface SimShip {
  seed: number;
  route: LatLon[];
  ports: LatLon[];
  /** Service speed through water in knots at `rpm`. */
  serviceKnots: number;
  serviceRpm: number;
  /** Main engine power at service RPM (W). */
  servicePower: number;
  draught: number;
}

/**
 * Coherent sensor values of a simulated ship at time `t` (ms): position and course along its route,
 * RPM setting the speed (slip with the weather), power by the propeller law, wind and weather from a
 * slowly varying field, apparent wind from true wind and the ship's motion, roll/pitch/heave from the
 * sea state the wind raises, depth shallow near ports.
 */
export function simulate(ship: SimShip, t: number): ConningValue[] {
  const s = t / 1000;
  const k = ship.seed;
  const windSpeed = Math.max(0.5, 8 + 6 * wave(s, 5400, k)); // m/s
  const windFrom = wrap(rad(240 + 60 * wave(s, 9000, k + 1)));
  const rpm = ship.serviceRpm * (1 + 0.02 * wave(s, 1800, k + 2));
  const speedLoss = Math.max(0, (windSpeed - 6) * 0.035); // knots lost per m/s of wind above 6 m/s
  const stwKn = Math.max(0, ship.serviceKnots * (rpm / ship.serviceRpm) - speedLoss);
  const stw = stwKn * KNOT;
  const metres = s * ship.serviceKnots * KNOT + k * 1e6;
  const { position, course, toPort } = positionOnRoute(ship.route, ship.ports, metres);
  const currentSet = wrap(rad(90 + 80 * wave(s, 20_000, k + 3)));
  const drift = 0.3 + 0.25 * wave(s, 7000, k + 4);
  const driftAngle = rad(1.5 * wave(s, 600, k + 5));
  const heading = wrap(course - driftAngle);
  // Over ground: water speed along the heading plus the current.
  const vn = stw * Math.cos(heading) + drift * Math.cos(currentSet);
  const ve = stw * Math.sin(heading) + drift * Math.sin(currentSet);
  const sog = Math.hypot(vn, ve);
  const cog = wrap(Math.atan2(ve, vn));
  const rateOfTurn = ((rad(1.5) * (2 * Math.PI)) / 600) * Math.cos((2 * Math.PI * s) / 600 + k + 5) * -0.6;
  // Apparent wind = true wind − ship's velocity through the air (relative to the bow).
  const windTo = windFrom + Math.PI;
  const wn = windSpeed * Math.cos(windTo) - vn;
  const we = windSpeed * Math.sin(windTo) - ve;
  const apparentSpeed = Math.hypot(wn, we);
  const apparentFrom = Math.atan2(-we, -wn);
  let angleApparent = wrap(apparentFrom - heading);
  if (angleApparent > Math.PI) angleApparent -= 2 * Math.PI;
  const power = ship.servicePower * (rpm / ship.serviceRpm) ** 3 * (1 + speedLoss * 0.05);
  const hz = rpm / 60;
  const seaState = Math.min(8, 0.0246 * windSpeed ** 2 + 0.6); // significant wave height (m)
  const rollPeriod = 13 + 0.8 * wave(s, 3000, k + 6);
  const pitchPeriod = 7 + 0.5 * wave(s, 2500, k + 7);
  const heavePeriod = 8;
  const roll = rad(1.2 * seaState) * Math.sin((2 * Math.PI * s) / rollPeriod);
  const pitch = rad(0.35 * seaState) * Math.sin((2 * Math.PI * s) / pitchPeriod + 0.7);
  const heave = (seaState / 2) * Math.sin((2 * Math.PI * s) / heavePeriod);
  const airC = 29 - 0.4 * Math.abs(position.lat) + 1.5 * wave(s, 43_200, k + 8);
  const depth = toPort < 60 * NM ? 12 + (toPort / (60 * NM)) * 150 : 180 + 700 * (1 + wave(s, 4000, k + 9));
  const gust = windSpeed * (1.25 + 0.1 * wave(s, 120, k + 10));
  return [
    { path: 'navigation.position', value: { latitude: position.lat, longitude: position.lon } },
    { path: 'navigation.headingTrue', value: heading },
    { path: 'navigation.courseOverGroundTrue', value: cog },
    { path: 'navigation.speedOverGround', value: sog },
    { path: 'navigation.rateOfTurn', value: rateOfTurn },
    { path: 'navigation.speedThroughWater', value: stw },
    { path: 'navigation.speedThroughWaterLongitudinal', value: stw * Math.cos(driftAngle) },
    { path: 'navigation.speedThroughWaterTransverse', value: stw * Math.sin(driftAngle) },
    { path: 'propulsion.main.revolutions', value: hz },
    { path: 'keel.propulsion.main.power', value: power },
    { path: 'keel.propulsion.main.torque', value: power / (2 * Math.PI * hz) },
    { path: 'environment.wind.directionTrue', value: windFrom },
    { path: 'environment.wind.speedTrue', value: windSpeed },
    { path: 'environment.wind.angleApparent', value: angleApparent },
    { path: 'environment.wind.speedApparent', value: apparentSpeed },
    { path: 'environment.current.setTrue', value: currentSet },
    { path: 'environment.current.drift', value: drift },
    { path: 'environment.outside.temperature', value: airC + 273.15 },
    { path: 'environment.water.temperature', value: airC - 1 + 273.15 },
    { path: 'environment.outside.relativeHumidity', value: 0.72 + 0.12 * wave(s, 20_000, k + 11) },
    { path: 'environment.outside.pressure', value: 101_300 - (windSpeed - 8) * 90 },
    { path: 'keel.environment.wind.gust', value: gust },
    { path: 'keel.environment.outside.visibility', value: Math.max(500, 20_000 - windSpeed * 800) },
    { path: 'navigation.attitude.roll', value: roll },
    { path: 'navigation.attitude.pitch', value: pitch },
    { path: 'keel.navigation.attitude.rollPeriod', value: rollPeriod },
    { path: 'keel.navigation.attitude.pitchPeriod', value: pitchPeriod },
    { path: 'environment.heave', value: heave },
    { path: 'keel.environment.heaveAcceleration', value: -(((2 * Math.PI) / heavePeriod) ** 2) * heave },
    { path: 'environment.depth.belowTransducer', value: depth },
    { path: 'environment.depth.surfaceToTransducer', value: ship.draught },
    { path: 'keel.environment.depth.range', value: depth < 200 ? 200 : 1000 },
  ];
}
