import { describe, expect, it } from 'vitest';
import { withChecksum } from '@keel/domain';
import { NmeaDecoder } from './nmea-decoder';
import { SourceStats } from './source-stats';

describe('NmeaDecoder', () => {
  it("uses the Signal K parser for its sentences and Keel's for VBW, counting errors by reason", () => {
    const stats = new SourceStats();
    const decoder = new NmeaDecoder(stats);
    const rmc = decoder.decode('$GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W*6A');
    expect(rmc.find((v) => v.path === 'navigation.position')).toEqual({
      path: 'navigation.position',
      value: { latitude: 48.1173, longitude: 11.516666666666667 },
      talker: 'GP',
    });
    expect(rmc.some((v) => v.path === 'navigation.datetime')).toBe(false);
    expect(decoder.decode(withChecksum('IIVBW,10.0,0.0,A,,,V')).map((v) => v.path)).toEqual([
      'navigation.speedThroughWaterLongitudinal',
      'navigation.speedThroughWaterTransverse',
    ]);
    expect(decoder.decode('$GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W*6B')).toEqual(
      [],
    );
    expect(decoder.decode(withChecksum('GPXYZ,1,2,3'))).toEqual([]);
    expect(decoder.decode('garbage')).toEqual([]);
    expect(stats.view()).toMatchObject({ sentences: 3, errors: { checksum: 1, unsupported: 1, format: 1 } });
  });

  it('maps the Signal K engine RPM path to the main engine, and applies a per-source mapping', () => {
    const decoder = new NmeaDecoder(new SourceStats(), {
      pathMapping: { 'navigation.headingTrue': 'keel.navigation.headingGyro2' },
    });
    expect(decoder.decode(withChecksum('ERRPM,E,1,85.5,,A'))).toEqual([
      { path: 'propulsion.main.revolutions', value: 85.5 / 60, talker: 'ER' },
    ]);
    expect(decoder.decode(withChecksum('HEHDT,90.0,T'))[0]?.path).toBe('keel.navigation.headingGyro2');
  });
});
