import { describe, expect, it } from 'vitest';
import { parseGpx, toGpx } from './gpx';
import { RouteFileError, type ExchangeRoute } from './route-exchange';
import { parseRtz, toRtz } from './rtz';

const route: ExchangeRoute = {
  name: 'Rotterdam → Hamburg <trial> & "co"',
  waypoints: [
    { lat: 51.9, lng: 4.1, name: 'Maas Centre', speedKn: 12.5, timestamp: '2026-03-01T00:00:00.000Z' },
    { lat: 53.35, lng: 6.2, name: null, speedKn: 14, timestamp: '2026-03-01T09:30:00.000Z' },
    { lat: 53.9, lng: 8.66, name: 'Elbe 1', speedKn: null, timestamp: null },
  ],
};

// An RTZ 1.1 file of the shape ECDIS makers export (namespace prefix, default waypoint, manual schedule).
const ECDIS_RTZ = `<?xml version="1.0" encoding="UTF-8"?>
<rtz:route xmlns:rtz="http://www.cirm.org/RTZ/1/1" version="1.1">
  <rtz:routeInfo routeName="DEHAM-NLRTM" routeAuthor="2/O"/>
  <rtz:waypoints>
    <rtz:defaultWaypoint radius="0.5"><rtz:leg starboardXTD="0.1" portXTD="0.1"/></rtz:defaultWaypoint>
    <rtz:waypoint id="10" name="Elbe 1" radius="0.8"><rtz:position lat="54.0" lon="8.1166667"/><rtz:leg speedMax="11"/></rtz:waypoint>
    <rtz:waypoint id="11"><rtz:position lat="53.6" lon="6.0"/><rtz:leg speedMin="9" speedMax="13" geometryType="Loxodrome"/></rtz:waypoint>
    <rtz:waypoint id="12" name="Maas"><rtz:position lat="52.0" lon="4.0"/></rtz:waypoint>
  </rtz:waypoints>
  <rtz:schedules><rtz:schedule id="1"><rtz:manual>
    <rtz:scheduleElement waypointId="11" etd="2026-04-02T12:00:00Z" speed="12.2"/>
  </rtz:manual></rtz:schedule></rtz:schedules>
</rtz:route>`;

describe('RTZ (IEC 61174)', () => {
  it('round-trips a route: toRtz → parseRtz gives the same waypoints, names, speeds and times', () => {
    const xml = toRtz(route);
    expect(xml).toContain('xmlns="http://www.cirm.org/RTZ/1/0"');
    expect(xml).toContain('geometryType="Orthodrome"');
    expect(xml).toContain('&lt;trial&gt; &amp; &quot;co&quot;');
    expect(parseRtz(xml)).toEqual(route);
    expect(toRtz(parseRtz(xml))).toBe(xml);
  });

  it('reads an ECDIS file: prefixes, leg speed, manual schedule speed and time winning over the leg', () => {
    const r = parseRtz(ECDIS_RTZ);
    expect(r.name).toBe('DEHAM-NLRTM');
    expect(r.waypoints).toEqual([
      { lat: 54, lng: 8.1166667, name: 'Elbe 1', speedKn: 11, timestamp: null },
      { lat: 53.6, lng: 6, name: null, speedKn: 12.2, timestamp: '2026-04-02T12:00:00.000Z' },
      { lat: 52, lng: 4, name: 'Maas', speedKn: null, timestamp: null },
    ]);
  });

  it('refuses what is not a route', () => {
    expect(() => parseRtz('')).toThrow(RouteFileError);
    expect(() => parseRtz('<route><waypoints>')).toThrow(/not well-formed XML/);
    expect(() => parseRtz('<gpx/>')).toThrow(/no <route>/);
    expect(() => parseRtz('<route><waypoints/></route>')).toThrow(/no waypoints/);
    expect(() =>
      parseRtz(
        '<route><waypoints><waypoint id="1"><position lat="95" lon="1"/></waypoint></waypoints></route>',
      ),
    ).toThrow(/waypoint 1 lat must be from -90 to 90/);
    expect(() =>
      parseRtz(
        '<route><waypoints><waypoint id="1"><position lat="x" lon="1"/></waypoint></waypoints></route>',
      ),
    ).toThrow(/waypoint 1 lat must be a number/);
  });
});

describe('GPX 1.1', () => {
  it('round-trips a route: toGpx → parseGpx gives the same waypoints, names, speeds and times', () => {
    const xml = toGpx(route);
    expect(xml).toContain('<gpx version="1.1"');
    expect(parseGpx(xml)).toEqual(route);
    expect(toGpx(parseGpx(xml))).toBe(xml);
  });

  it('reads a track when there is no route, with a device speed in m/s converted to knots', () => {
    const xml = `<?xml version="1.0"?><gpx version="1.0" xmlns="http://www.topografix.com/GPX/1/0"><trk><name>log</name>
      <trkseg><trkpt lat="1.5" lon="103.8"><time>2026-01-01T00:00:00Z</time><speed>5.144444</speed></trkpt>
      <trkpt lat="1.6" lon="103.9"/></trkseg></trk></gpx>`;
    const r = parseGpx(xml);
    expect(r.name).toBe('log');
    expect(r.waypoints[0]).toEqual({
      lat: 1.5,
      lng: 103.8,
      name: null,
      speedKn: 10,
      timestamp: '2026-01-01T00:00:00.000Z',
    });
    expect(r.waypoints[1]!.speedKn).toBeNull();
  });

  it('reads bare waypoints and refuses files without points or with bad ones', () => {
    expect(parseGpx('<gpx><wpt lat="1" lon="2"><name>A</name></wpt></gpx>').waypoints).toEqual([
      { lat: 1, lng: 2, name: 'A', speedKn: null, timestamp: null },
    ]);
    expect(() => parseGpx('<gpx></gpx>')).toThrow(/no route, track or waypoints/);
    expect(() => parseGpx('<route/>')).toThrow(/no <gpx>/);
    expect(() => parseGpx('<gpx><rte><rtept lat="1"/></rte></gpx>')).toThrow(/rtept 1 has no lat\/lon/);
    expect(() => parseGpx('<gpx><rte><rtept lat="1" lon="2"><time>soon</time></rtept></rte></gpx>')).toThrow(
      /rtept 1 time must be an ISO date-time/,
    );
  });
});
