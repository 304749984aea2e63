import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { beaufort, formatLatLon } from '../display-format';
import { useQuery } from '@tanstack/react-query';
import { depthHistoryQuery, isStale } from '../api/latest';
import { CompassRose, RateOfTurnBar, SpeedLogHull } from './instruments-nav';
import { DepthTrend, RollPitch, RpmDial, WindRose } from './instruments-env';
import { PropulsionPanels } from './instruments-propulsion';
import { Panel, Reading, useConningView, useReading } from './reading';

const NAV = [
  'navigation.position',
  'navigation.headingTrue',
  'navigation.headingMagnetic',
  'navigation.courseOverGroundTrue',
  'navigation.speedOverGround',
  'navigation.rateOfTurn',
  'steering.rudderAngle',
];
const LOG = [
  'navigation.speedThroughWater',
  'navigation.speedThroughWaterLongitudinal',
  'navigation.speedThroughWaterTransverse',
  'keel.navigation.speedOverGroundLongitudinal',
  'keel.navigation.speedOverGroundTransverse',
  'navigation.log',
  'navigation.trip.log',
];
const WIND = [
  'environment.wind.angleApparent',
  'environment.wind.speedApparent',
  'environment.wind.directionTrue',
  'environment.wind.speedTrue',
  'environment.wind.angleTrueWater',
  'environment.current.setTrue',
  'environment.current.drift',
];
const DEPTH = [
  'environment.depth.belowKeel',
  'environment.depth.belowTransducer',
  'environment.depth.belowSurface',
  'keel.environment.depth.range',
];
const MOTION = [
  'navigation.attitude.roll',
  'navigation.attitude.pitch',
  'keel.navigation.attitude.rollPeriod',
  'keel.navigation.attitude.pitchPeriod',
  'environment.heave',
  'keel.environment.heaveAcceleration',
];
const ENGINE = ['propulsion.main.revolutions', 'keel.propulsion.main.power', 'keel.propulsion.main.torque'];
const WEATHER = [
  'environment.outside.temperature',
  'environment.water.temperature',
  'environment.outside.pressure',
  'environment.outside.relativeHumidity',
  'keel.environment.wind.gust',
  'keel.environment.outside.visibility',
];

/** Position as degrees and minutes, greyed with its age when stale. */
function PositionLine() {
  const { values, now } = useConningView();
  const sample = values.get('navigation.position');
  if (!sample || typeof sample.value !== 'object') return null;
  const stale = isStale(sample, now);
  return (
    <Typography
      variant="body2"
      data-stale={stale ? 'true' : 'false'}
      color={stale ? 'text.secondary' : 'text.primary'}
      sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'center' }}
    >
      {formatLatLon(sample.value.latitude, 'lat')} {formatLatLon(sample.value.longitude, 'lon')}
      {stale && ' · stale'}
    </Typography>
  );
}

/** The Beaufort force of the true wind, stale like the wind speed it comes from. */
function BeaufortLine() {
  const tws = useReading('environment.wind.speedTrue');
  if (!tws) return null;
  const { force, name } = beaufort(tws.value);
  return (
    <Typography variant="body2" sx={{ opacity: tws.stale ? 0.55 : 1 }} data-testid="beaufort">
      Beaufort {force} · {name}
      {tws.stale && ' · stale'}
    </Typography>
  );
}

/** The last minutes of depth below keel (else below transducer): history first, then live values. */
function useDepthSamples() {
  const { values, now, shipId = '' } = useConningView();
  // Below keel when it is fresh, else below transducer (a stale sounder must not freeze the trend).
  const keel = values.get('environment.depth.belowKeel');
  const transducer = values.get('environment.depth.belowTransducer');
  const sample = keel && (!isStale(keel, now) || !transducer) ? keel : transducer;
  const history = useQuery({ ...depthHistoryQuery(shipId), enabled: shipId !== '' && !!sample });
  const [live, setLive] = useState<{ t: number; v: number; path: string }[]>([]);
  const last = useRef('');
  useEffect(() => {
    if (!sample || typeof sample.value !== 'number') return;
    const key = `${sample.path}@${sample.timestamp}`;
    if (key === last.current) return;
    last.current = key;
    const t = Date.parse(sample.timestamp);
    const v = sample.value;
    const path = sample.path;
    setLive((prev) =>
      [...prev.filter((s) => s.path === path && s.t > t - 10 * 60_000), { t, v, path }].slice(-300),
    );
  }, [sample]);
  const past = (history.data ?? [])
    .filter((p) => p.path === sample?.path && typeof p.value === 'number')
    .map((p) => ({ t: Date.parse(p.time), v: p.value as number }));
  const lastPast = past.length ? past[past.length - 1]!.t : -Infinity;
  return [...past, ...live.filter((s) => s.t > lastPast)];
}

/** The instrument panels of spec §3's sensor groups; a group without values is left out. */
export function ConningPanels() {
  const depth = useDepthSamples();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
      }}
    >
      <Panel title="Navigation" paths={NAV}>
        <CompassRose />
        <PositionLine />
        <Reading path="navigation.headingTrue" label="Heading" kind="bearing" big />
        <Reading path="navigation.headingMagnetic" label="Heading (mag)" kind="bearing" />
        <Reading path="navigation.courseOverGroundTrue" label="COG" kind="bearing" />
        <Reading path="navigation.speedOverGround" label="SOG" big />
        <RateOfTurnBar />
        <Reading path="navigation.rateOfTurn" label="Rate of turn" />
        <Reading path="steering.rudderAngle" label="Rudder" />
      </Panel>
      <Panel title="Speed log" paths={LOG}>
        <SpeedLogHull />
        <Reading path="navigation.speedThroughWater" label="STW" big />
        <Reading path="navigation.speedThroughWaterLongitudinal" label="Longitudinal (water)" />
        <Reading path="navigation.speedThroughWaterTransverse" label="Transverse (water)" />
        <Reading path="keel.navigation.speedOverGroundLongitudinal" label="Longitudinal (ground)" />
        <Reading path="keel.navigation.speedOverGroundTransverse" label="Transverse (ground)" />
        <Reading path="navigation.log" label="Log" />
        <Reading path="navigation.trip.log" label="Trip" />
      </Panel>
      <Panel title="Wind and current" paths={WIND}>
        <WindRose />
        <Reading path="environment.wind.angleApparent" label="Apparent angle" />
        <Reading path="environment.wind.speedApparent" label="Apparent speed" />
        <Reading path="environment.wind.directionTrue" label="True direction" kind="bearing" />
        <Reading path="environment.wind.speedTrue" label="True speed" big />
        <BeaufortLine />
        <Reading path="environment.current.setTrue" label="Current set" kind="bearing" />
        <Reading path="environment.current.drift" label="Current drift" />
      </Panel>
      <Panel title="Echo sounder" paths={DEPTH}>
        <Reading path="environment.depth.belowKeel" label="Under keel" big />
        <Reading path="environment.depth.belowTransducer" label="Below transducer" />
        <Reading path="environment.depth.belowSurface" label="Below surface" />
        <DepthTrend samples={depth} />
      </Panel>
      <Panel title="Motion" paths={MOTION}>
        <RollPitch />
        <Reading path="navigation.attitude.roll" label="Roll" big />
        <Reading path="keel.navigation.attitude.rollPeriod" label="Roll period" />
        <Reading path="navigation.attitude.pitch" label="Pitch" />
        <Reading path="keel.navigation.attitude.pitchPeriod" label="Pitch period" />
        <Reading path="environment.heave" label="Heave" />
        <Reading path="keel.environment.heaveAcceleration" label="Heave acceleration" />
      </Panel>
      <Panel title="Main engine" paths={ENGINE}>
        <RpmDial />
        <Reading path="propulsion.main.revolutions" label="RPM" big />
        <Reading path="keel.propulsion.main.power" label="Power" />
        <Reading path="keel.propulsion.main.torque" label="Torque" />
      </Panel>
      <Panel title="Weather" paths={WEATHER}>
        <Reading path="environment.outside.temperature" label="Air" big />
        <Reading path="environment.water.temperature" label="Sea" />
        <Reading path="environment.outside.pressure" label="Pressure" />
        <Reading path="environment.outside.relativeHumidity" label="Humidity" />
        <Reading path="keel.environment.wind.gust" label="Gust" />
        <Reading path="keel.environment.outside.visibility" label="Visibility" />
        <BeaufortLine />
      </Panel>
      <PropulsionPanels />
    </Box>
  );
}
