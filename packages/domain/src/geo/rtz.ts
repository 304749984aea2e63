/**
 * RTZ — the route exchange format of ECDIS (IEC 61174:2015 Annex S, "RTZ" 1.0 / 1.1, namespace
 * http://www.cirm.org/RTZ/1/0). Read: `route/routeInfo@routeName`, `waypoints/waypoint` with `position@lat/@lon`,
 * `@name`, the leg speed (`leg@speedMax`, else `@speedMin`) and the schedule (`schedules/schedule/calculated` or
 * `manual` `scheduleElement@waypointId` with `@speed`, `@eta`/`@etd`), which wins over the leg speed. Written:
 * RTZ 1.0 with orthodrome (great-circle) legs, the speed on each leg and a calculated schedule with each
 * waypoint's time and speed when known. Speeds in knots, as RTZ has them.
 */
import {
  asArray,
  checkLatLng,
  escapeXml,
  fmt,
  isoOrNull,
  num,
  parseXml,
  RouteFileError,
  text,
  type ExchangeRoute,
  type ExchangeWaypoint,
} from './route-exchange';

type Node = Record<string, unknown>;

export function parseRtz(xml: string): ExchangeRoute {
  const doc = parseXml(xml, 'RTZ', ['waypoint', 'schedule', 'scheduleElement']);
  if (!('route' in doc)) throw new RouteFileError('the RTZ file has no <route> element');
  const route = (typeof doc['route'] === 'object' && doc['route'] ? doc['route'] : {}) as Node;
  const info = (route['routeInfo'] ?? {}) as Node;
  const wps = asArray((route['waypoints'] as Node | undefined)?.['waypoint'] as Node[] | Node | undefined);
  if (wps.length === 0) throw new RouteFileError('the RTZ route has no waypoints');
  // Schedule: the calculated one first, else the manual one, of the first schedule.
  const schedule = asArray(
    (route['schedules'] as Node | undefined)?.['schedule'] as Node[] | Node | undefined,
  )[0];
  const elements = asArray(
    ((schedule?.['calculated'] ?? schedule?.['manual']) as Node | undefined)?.['scheduleElement'] as
      Node[] | undefined,
  );
  const byId = new Map<string, Node>();
  for (const el of elements) {
    const id = text(el['@_waypointId']);
    if (id !== null) byId.set(id, el);
  }
  const waypoints: ExchangeWaypoint[] = wps.map((wp, i) => {
    const where = `waypoint ${i + 1}`;
    const pos = (wp['position'] ?? {}) as Node;
    const { lat, lng } = checkLatLng(
      num(pos['@_lat'], `${where} lat`),
      num(pos['@_lon'], `${where} lon`),
      where,
    );
    const leg = (wp['leg'] ?? {}) as Node;
    const el = byId.get(text(wp['@_id']) ?? '') ?? null;
    const speedKn =
      (el ? num(el['@_speed'], `${where} schedule speed`) : null) ??
      num(leg['@_speedMax'], `${where} leg speedMax`) ??
      num(leg['@_speedMin'], `${where} leg speedMin`);
    const timestamp = el
      ? (isoOrNull(el['@_eta'], `${where} eta`) ?? isoOrNull(el['@_etd'], `${where} etd`))
      : null;
    return { lat, lng, name: text(wp['@_name']), speedKn, timestamp };
  });
  return { name: text(info['@_routeName']), waypoints };
}

export function toRtz(route: ExchangeRoute): string {
  const name = route.name ?? 'Keel route';
  const wps = route.waypoints
    .map((w, i) => {
      const id = i + 1;
      const nameAttr = w.name !== null ? ` name="${escapeXml(w.name)}"` : '';
      const speed = w.speedKn !== null ? ` speedMax="${fmt(w.speedKn, 3)}"` : '';
      return (
        `    <waypoint id="${id}"${nameAttr}>\n` +
        `      <position lat="${fmt(w.lat, 7)}" lon="${fmt(w.lng, 7)}"/>\n` +
        `      <leg geometryType="Orthodrome"${speed}/>\n` +
        `    </waypoint>\n`
      );
    })
    .join('');
  const scheduled = route.waypoints.some((w) => w.timestamp !== null || w.speedKn !== null);
  const schedule = scheduled
    ? '  <schedules>\n    <schedule id="1" name="Keel forecast">\n      <calculated>\n' +
      route.waypoints
        .map((w, i) => {
          const attrs = [
            `waypointId="${i + 1}"`,
            ...(w.timestamp !== null ? [`eta="${escapeXml(w.timestamp)}"`] : []),
            ...(w.speedKn !== null ? [`speed="${fmt(w.speedKn, 3)}"`] : []),
          ];
          return `        <scheduleElement ${attrs.join(' ')}/>\n`;
        })
        .join('') +
      '      </calculated>\n    </schedule>\n  </schedules>\n'
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<route xmlns="http://www.cirm.org/RTZ/1/0" version="1.0">\n' +
    `  <routeInfo routeName="${escapeXml(name)}"/>\n` +
    `  <waypoints>\n${wps}  </waypoints>\n` +
    schedule +
    '</route>\n'
  );
}
