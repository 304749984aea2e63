/**
 * Shared shape of a route read from or written to a route-exchange file (RTZ, GPX), and the XML helpers both
 * use. Parsing goes through fast-xml-parser (pure JS, no DOM), so it runs in the server and the browser alike.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** A waypoint of an exchanged route: position, optional name, speed (knots) and time (ISO) when present. */
export type ExchangeWaypoint = {
  lat: number;
  lng: number;
  name: string | null;
  speedKn: number | null;
  timestamp: string | null;
};

export type ExchangeRoute = { name: string | null; waypoints: ExchangeWaypoint[] };

/** A file that is not a readable route (malformed XML, no waypoints, a bad coordinate). */
export class RouteFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RouteFileError';
  }
}

/** Escapes text for an XML attribute or element. */
export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Parses XML into plain objects: attributes under `@_`, namespace prefixes removed, arrays where repeated. */
export function parseXml(xml: string, format: string, arrays: string[]): Record<string, unknown> {
  if (typeof xml !== 'string' || xml.trim() === '') throw new RouteFileError(`the ${format} file is empty`);
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new RouteFileError(
      `the ${format} file is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`,
    );
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    isArray: (name) => arrays.includes(name),
  });
  return parser.parse(xml) as Record<string, unknown>;
}

/** Reads a number attribute/element; null when absent or empty; throws when present but not a number. */
export function num(v: unknown, field: string): number | null {
  if (v === undefined || v === null || v === '') return null;
  const s = typeof v === 'object' ? (v as Record<string, unknown>)['#text'] : v;
  if (s === undefined || s === '') return null;
  const n = Number(s);
  if (!Number.isFinite(n)) throw new RouteFileError(`${field} must be a number, got "${String(s)}"`);
  return n;
}

export function text(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'object') return text((v as Record<string, unknown>)['#text']);
  const s = String(v).trim();
  return s === '' ? null : s;
}

export function isoOrNull(v: unknown, field: string): string | null {
  const s = text(v);
  if (s === null) return null;
  const ms = Date.parse(s);
  if (!Number.isFinite(ms)) throw new RouteFileError(`${field} must be an ISO date-time, got "${s}"`);
  return new Date(ms).toISOString();
}

export function checkLatLng(
  lat: number | null,
  lng: number | null,
  where: string,
): { lat: number; lng: number } {
  if (lat === null || lng === null) throw new RouteFileError(`${where} has no lat/lon`);
  if (Math.abs(lat) > 90) throw new RouteFileError(`${where} lat must be from -90 to 90`);
  if (Math.abs(lng) > 180) throw new RouteFileError(`${where} lon must be from -180 to 180`);
  return { lat, lng };
}

export const asArray = <T>(v: T | T[] | undefined | null): T[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];

/** Number with no more digits than needed (and no exponent for coordinates). */
export const fmt = (n: number, digits: number) => String(Number(n.toFixed(digits)));
