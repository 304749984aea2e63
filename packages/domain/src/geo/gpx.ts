/**
 * GPX 1.1 (https://www.topografix.com/GPX/1/1/). Read: the first `<rte>` (its `<rtept>`s), else the first
 * `<trk>`'s `<trkpt>`s, else the `<wpt>`s; name, `<time>` and speed — Keel's `<extensions><keel:speedKn>`
 * (knots), else a plain `<speed>` (GPX 1.0 and most devices: metres per second, converted to knots). Written:
 * one `<rte>` with `<rtept lat lon>`, `<time>`, `<name>` and the speed extension.
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
import { NM_M } from './sphere';

type Node = Record<string, unknown>;

/** Namespace of Keel's GPX extension elements. */
export const KEEL_GPX_NS = 'https://keel.app/xmlschemas/gpx/1';

const MS_TO_KN = 3600 / NM_M;

function readPoint(pt: Node, where: string): ExchangeWaypoint {
  const { lat, lng } = checkLatLng(num(pt['@_lat'], `${where} lat`), num(pt['@_lon'], `${where} lon`), where);
  const ext = (pt['extensions'] ?? {}) as Node;
  const nested = Object.values(ext).find((v) => v && typeof v === 'object' && 'speed' in (v as Node)) as
    Node | undefined;
  const kn = num(ext['speedKn'], `${where} speedKn`);
  const ms =
    num(pt['speed'], `${where} speed`) ??
    num(ext['speed'], `${where} speed`) ??
    num(nested?.['speed'], `${where} speed`);
  const speedKn = kn ?? (ms !== null ? Math.round(ms * MS_TO_KN * 1000) / 1000 : null);
  return { lat, lng, name: text(pt['name']), speedKn, timestamp: isoOrNull(pt['time'], `${where} time`) };
}

export function parseGpx(xml: string): ExchangeRoute {
  const doc = parseXml(xml, 'GPX', ['rte', 'rtept', 'trk', 'trkseg', 'trkpt', 'wpt']);
  if (!('gpx' in doc)) throw new RouteFileError('the GPX file has no <gpx> element');
  const gpx = (typeof doc['gpx'] === 'object' && doc['gpx'] ? doc['gpx'] : {}) as Node;
  const rte = asArray(gpx['rte'] as Node[] | undefined)[0];
  if (rte && asArray(rte['rtept'] as Node[] | undefined).length > 0)
    return {
      name: text(rte['name']),
      waypoints: asArray(rte['rtept'] as Node[]).map((p, i) => readPoint(p, `rtept ${i + 1}`)),
    };
  const trk = asArray(gpx['trk'] as Node[] | undefined)[0];
  const trkpts = trk
    ? asArray(trk['trkseg'] as Node[] | undefined).flatMap((s) => asArray(s['trkpt'] as Node[] | undefined))
    : [];
  if (trkpts.length > 0)
    return { name: text(trk?.['name']), waypoints: trkpts.map((p, i) => readPoint(p, `trkpt ${i + 1}`)) };
  const wpts = asArray(gpx['wpt'] as Node[] | undefined);
  if (wpts.length > 0)
    return {
      name: text(gpx['metadata'] && (gpx['metadata'] as Node)['name']),
      waypoints: wpts.map((p, i) => readPoint(p, `wpt ${i + 1}`)),
    };
  throw new RouteFileError('the GPX file has no route, track or waypoints');
}

export function toGpx(route: ExchangeRoute): string {
  const pts = route.waypoints
    .map((w) => {
      const inner = [
        ...(w.timestamp !== null ? [`<time>${escapeXml(w.timestamp)}</time>`] : []),
        ...(w.name !== null ? [`<name>${escapeXml(w.name)}</name>`] : []),
        ...(w.speedKn !== null
          ? [`<extensions><keel:speedKn>${fmt(w.speedKn, 3)}</keel:speedKn></extensions>`]
          : []),
      ];
      return `    <rtept lat="${fmt(w.lat, 7)}" lon="${fmt(w.lng, 7)}">${inner.join('')}</rtept>\n`;
    })
    .join('');
  const name = route.name !== null ? `    <name>${escapeXml(route.name)}</name>\n` : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<gpx version="1.1" creator="Keel" xmlns="http://www.topografix.com/GPX/1/1" xmlns:keel="${KEEL_GPX_NS}">\n` +
    `  <rte>\n${name}${pts}  </rte>\n` +
    '</gpx>\n'
  );
}
