/**
 * Latitude and longitude as people type them on a noon report: decimal degrees (`-4.205`, `12.0833`)
 * or degrees and decimal minutes with the hemisphere, as the report table shows them (`04°12.3'S`,
 * `012°05.0′E`, `04° 12.3' S`, `4 12.3 S`).
 */

/** Which coordinate: latitude (N/S, ±90) or longitude (E/W, ±180). */
export type CoordinateAxis = 'lat' | 'lon';

/** A parsed coordinate, or the message naming the field when the text is not one. */
export type CoordinateParse = { ok: true; value: number } | { ok: false; message: string };

const LIMIT: Record<CoordinateAxis, number> = { lat: 90, lon: 180 };
const HEMISPHERES: Record<CoordinateAxis, string> = { lat: 'NS', lon: 'EW' };
const EXAMPLE: Record<CoordinateAxis, string> = { lat: "04°12.3'S or -4.205", lon: "012°05.0'E or 12.0833" };

// Degrees, then minutes (a degree sign, a space or both between them), then an optional minute mark
// (' ′ ’) and the hemisphere letter. A decimal comma is read as a point.
const DEGREES_MINUTES = /^(\d{1,3})\s*(?:°|º|\s)\s*(\d{1,2}(?:\.\d+)?)\s*['′’]?\s*([NSEWnsew])$/;
const DECIMAL = /^([+-]?)(\d{1,3}(?:\.\d+)?)\s*°?\s*([NSEWnsew])?$/;

/**
 * Reads a latitude or longitude typed as decimal degrees or degrees and minutes. `field` names the
 * field in the message of a bad input (`lat must be …`). A hemisphere letter of the other axis (E on a
 * latitude), minutes of 60 or more, or a value beyond ±90/±180 are refused.
 */
export function parseCoordinate(text: string, axis: CoordinateAxis, field: string = axis): CoordinateParse {
  const t = text.trim().replace(/(\d),(\d)/g, '$1.$2');
  const refuse = (why?: string): CoordinateParse => ({
    ok: false,
    message: `${field} ${why ?? `must be degrees and minutes or decimal degrees, like ${EXAMPLE[axis]}`}`,
  });
  if (t === '') return { ok: false, message: `${field} is required` };
  let value: number;
  let hemisphere: string | undefined;
  const dm = DEGREES_MINUTES.exec(t);
  const decimal = dm ? null : DECIMAL.exec(t);
  if (dm) {
    const minutes = Number(dm[2]);
    if (minutes >= 60) return refuse('must have minutes below 60');
    value = Number(dm[1]) + minutes / 60;
    hemisphere = dm[3]!.toUpperCase();
  } else if (decimal) {
    hemisphere = decimal[3]?.toUpperCase();
    if (hemisphere && decimal[1]) return refuse();
    value = Number(decimal[2]) * (decimal[1] === '-' ? -1 : 1);
  } else return refuse();
  if (hemisphere !== undefined) {
    if (!HEMISPHERES[axis].includes(hemisphere))
      return refuse(`must end in ${HEMISPHERES[axis].split('').join(' or ')}, not ${hemisphere}`);
    if (hemisphere === 'S' || hemisphere === 'W') value = -value;
  }
  const limit = LIMIT[axis];
  if (Math.abs(value) > limit) return refuse(`must be from ${-limit} to ${limit} degrees`);
  // Minutes to a tenth of a thousandth of a degree (under a metre): no binary noise like 4.20500000001.
  return { ok: true, value: Math.round(value * 1e6) / 1e6 + 0 };
}

/** A latitude or longitude as the report table shows it: degrees and decimal minutes, `04°12.3′S`. */
export function formatCoordinate(value: number, axis: CoordinateAxis): string {
  const hemisphere = axis === 'lat' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
  const abs = Math.abs(value);
  let degrees = Math.floor(abs);
  let minutes = Math.round((abs - degrees) * 600) / 10;
  if (minutes >= 60) {
    degrees += 1;
    minutes = 0;
  }
  const width = axis === 'lat' ? 2 : 3;
  return `${String(degrees).padStart(width, '0')}°${minutes.toFixed(1).padStart(4, '0')}′${hemisphere}`;
}
