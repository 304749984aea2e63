import { describe, expect, it } from 'vitest';
import { frameSentence, withChecksum } from '@keel/domain';
import { NmeaDecoder, type DecodedValue } from './nmea-decoder';
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

const DEG = Math.PI / 180;
const KN = 1852 / 3600;
const C = (celsius: number) => celsius + 273.15;
type Expected = Record<string, number | { latitude: number; longitude: number }>;

/**
 * Every sentence type Keel reads, each as a real sentence: [name, valid, the same from another talker,
 * one with its fields empty or its status void, the valid one with a wrong checksum, the values expected
 * (SI; the last value of a path counts), digits of precision].
 */
const SENTENCES: [string, string, string, string, string, Expected, number?][] = [
  [
    'RMC',
    '$GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W*6A',
    '$GNRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W*74',
    '$GNRMC,,V,,,,,,,,,,N*4D',
    '$GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W*60',
    {
      'navigation.position': { latitude: 48.1173, longitude: 11.516666666666667 },
      'navigation.courseOverGroundTrue': 84.4 * DEG,
      'navigation.speedOverGround': 22.4 * KN,
    },
  ],
  [
    'GGA',
    '$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47',
    '$GNGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*59',
    '$GPGGA,,,,,,0,,,,,,,,*66',
    '$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*40',
    { 'navigation.position': { latitude: 48.1173, longitude: 11.516666666666667 } },
  ],
  [
    'GNS',
    '$GNGNS,014035.00,4332.69262,S,17235.48549,E,RR,13,0.9,25.63,11.24,,*70',
    '$GPGNS,014035.00,4332.69262,S,17235.48549,E,RR,13,0.9,25.63,11.24,,*6E',
    '$GNGNS,,,,,,NN,,,,,,*53',
    '$GNGNS,014035.00,4332.69262,S,17235.48549,E,RR,13,0.9,25.63,11.24,,*71',
    { 'navigation.position': { latitude: -43.544877, longitude: 172.59142483333332 } },
  ],
  [
    'VTG',
    '$GPVTG,054.7,T,034.4,M,005.5,N,010.2,K*48',
    '$GNVTG,054.7,T,034.4,M,005.5,N,010.2,K*56',
    '$GPVTG,,T,,M,,N,,K*4E',
    '$GPVTG,054.7,T,034.4,M,005.5,N,010.2,K*40',
    // 5.5 kn and 10.2 km/h differ by rounding (2.829 vs 2.833 m/s): two decimals.
    { 'navigation.courseOverGroundTrue': 54.7 * DEG, 'navigation.speedOverGround': 5.5 * KN },
    2,
  ],
  [
    'HDT',
    '$HEHDT,274.07,T*19',
    '$GPHDT,274.07,T*03',
    '$HEHDT,,T*01',
    '$HEHDT,274.07,T*10',
    { 'navigation.headingTrue': 274.07 * DEG },
  ],
  [
    'HDG',
    '$HCHDG,98.3,0.0,E,12.6,W*57',
    '$IIHDG,98.3,0.0,E,12.6,W*5C',
    '$HCHDG,,,,,*6C',
    '$HCHDG,98.3,0.0,E,12.6,W*50',
    { 'navigation.headingMagnetic': 98.3 * DEG, 'navigation.headingTrue': (98.3 - 12.6) * DEG },
  ],
  [
    'HDM',
    '$HCHDM,235.3,M*2E',
    '$IIHDM,235.3,M*25',
    '$HCHDM,,M*07',
    '$HCHDM,235.3,M*20',
    { 'navigation.headingMagnetic': 235.3 * DEG },
  ],
  [
    'THS',
    '$HETHS,274.07,A*1B',
    '$INTHS,274.07,A*11',
    '$HETHS,,V*14',
    '$HETHS,274.07,A*10',
    { 'navigation.headingTrue': 274.07 * DEG },
  ],
  [
    'ROT',
    '$TIROT,-3.5,A*10',
    '$HEROT,-3.5,A*00',
    '$TIROT,,V*02',
    '$TIROT,-3.5,A*11',
    { 'navigation.rateOfTurn': (-3.5 * DEG) / 60 },
    7,
  ],
  [
    'VHW',
    '$VWVHW,,T,,M,6.1,N,11.3,K*60',
    '$IIVHW,,T,,M,6.1,N,11.3,K*61',
    '$VWVHW,,,,,,,,*48',
    '$VWVHW,,T,,M,6.1,N,11.3,K*61',
    { 'navigation.speedThroughWater': 6.1 * KN },
  ],
  [
    'VBW',
    '$VMVBW,12.3,-0.4,A,12.6,-0.2,A*5B',
    '$VDVBW,12.3,-0.4,A,12.6,-0.2,A*52',
    '$VMVBW,,,V,,,V*58',
    '$VMVBW,12.3,-0.4,A,12.6,-0.2,A*50',
    {
      'navigation.speedThroughWaterLongitudinal': 12.3 * KN,
      'navigation.speedThroughWaterTransverse': -0.4 * KN,
      'keel.navigation.speedOverGroundLongitudinal': 12.6 * KN,
      'keel.navigation.speedOverGroundTransverse': -0.2 * KN,
    },
  ],
  [
    'VLW',
    '$VWVLW,7803.2,N,0.00,N*42',
    '$IIVLW,7803.2,N,0.00,N*43',
    '$VWVLW,,,,*4C',
    '$VWVLW,7803.2,N,0.00,N*40',
    { 'navigation.log': 7803.2 * 1852, 'navigation.trip.log': 0 },
    0,
  ],
  [
    'MWV relative',
    '$WIMWV,214.8,R,12.4,N,A*1B',
    '$IIMWV,214.8,R,12.4,N,A*05',
    '$WIMWV,,R,,N,V*34',
    '$WIMWV,214.8,R,12.4,N,A*10',
    { 'environment.wind.angleApparent': (214.8 - 360) * DEG, 'environment.wind.speedApparent': 12.4 * KN },
  ],
  [
    'MWV true',
    '$WIMWV,030.0,T,20.0,M,A*17',
    '$IIMWV,030.0,T,20.0,M,A*09',
    '$WIMWV,,T,,M,V*31',
    '$WIMWV,030.0,T,20.0,M,A*10',
    { 'environment.wind.angleTrueWater': 30 * DEG, 'environment.wind.speedTrue': 20 },
  ],
  [
    'MWD',
    '$WIMWD,210.5,T,222.3,M,14.3,N,7.4,M*68',
    '$IIMWD,210.5,T,222.3,M,14.3,N,7.4,M*76',
    '$WIMWD,,T,,M,,N,,M*5A',
    '$WIMWD,210.5,T,222.3,M,14.3,N,7.4,M*60',
    { 'environment.wind.directionTrue': 210.5 * DEG, 'environment.wind.speedTrue': 7.4 },
  ],
  [
    'VDR',
    '$IIVDR,10.1,T,12.3,M,1.2,N*3A',
    '$VWVDR,10.1,T,12.3,M,1.2,N*3B',
    '$IIVDR,,T,,M,,N*17',
    '$IIVDR,10.1,T,12.3,M,1.2,N*30',
    { 'environment.current.setTrue': 10.1 * DEG, 'environment.current.drift': 1.2 * KN },
  ],
  [
    'MTW',
    '$YXMTW,17.75,C*26',
    '$IIMTW,17.75,C*27',
    '$YXMTW,,C*0C',
    '$YXMTW,17.75,C*20',
    { 'environment.water.temperature': C(17.75) },
  ],
  [
    'MTA',
    '$WIMTA,-5.1,C*02',
    '$IIMTA,-5.1,C*1C',
    '$WIMTA,,C*05',
    '$WIMTA,-5.1,C*00',
    { 'environment.outside.temperature': C(-5.1) },
  ],
  [
    'MDA',
    '$WIMDA,30.2,I,1.0225,B,21.5,C,16.3,C,62.1,,12.9,C,210.5,T,222.3,M,14.3,N,7.4,M*3E',
    '$IIMDA,30.2,I,1.0225,B,21.5,C,16.3,C,62.1,,12.9,C,210.5,T,222.3,M,14.3,N,7.4,M*20',
    '$WIMDA,,,,,,,,,,,,,,,,,,,*7A',
    '$WIMDA,30.2,I,1.0225,B,21.5,C,16.3,C,62.1,,12.9,C,210.5,T,222.3,M,14.3,N,7.4,M*30',
    {
      'environment.outside.pressure': 102_250,
      'environment.outside.temperature': C(21.5),
      'environment.water.temperature': C(16.3),
      'environment.outside.relativeHumidity': 0.621,
      'environment.wind.directionTrue': 210.5 * DEG,
    },
  ],
  [
    'XDR',
    '$WIXDR,C,19.5,C,AirTemp,P,1.0132,B,Barometer,H,65.2,P,Humidity*53',
    '$IIXDR,C,19.5,C,AirTemp,P,1.0132,B,Barometer,H,65.2,P,Humidity*4D',
    '$WIXDR,C,,C,AirTemp*26',
    '$WIXDR,C,19.5,C,AirTemp,P,1.0132,B,Barometer,H,65.2,P,Humidity*50',
    {
      'environment.outside.temperature': C(19.5),
      'environment.outside.pressure': 101_320,
      'environment.outside.relativeHumidity': 0.652,
    },
  ],
  [
    'HRM',
    '$IIHRM,-2.3,8.5,5.1,4.9,A,12.0,11.5,101530.00,25,11*17',
    '$INHRM,-2.3,8.5,5.1,4.9,A,12.0,11.5,101530.00,25,11*10',
    '$IIHRM,,,,,V,,,,,*01',
    '$IIHRM,-2.3,8.5,5.1,4.9,A,12.0,11.5,101530.00,25,11*10',
    { 'navigation.attitude.roll': -2.3 * DEG, 'keel.navigation.attitude.rollPeriod': 8.5 },
  ],
  [
    'DPT',
    '$SDDPT,17.5,0.3,*4B',
    '$IIDPT,17.5,0.3,*5C',
    '$SDDPT,,,*7B',
    '$SDDPT,17.5,0.3,*40',
    { 'environment.depth.belowTransducer': 17.5, 'environment.depth.surfaceToTransducer': 0.3 },
  ],
  [
    'DBT',
    '$SDDBT,57.4,f,17.5,M,9.5,F*0F',
    '$IIDBT,57.4,f,17.5,M,9.5,F*18',
    '$SDDBT,,f,,M,,F*28',
    '$SDDBT,57.4,f,17.5,M,9.5,F*00',
    { 'environment.depth.belowTransducer': 17.5 },
  ],
  [
    'DBS',
    '$SDDBS,58.4,f,17.8,M,9.7,F*08',
    '$IIDBS,58.4,f,17.8,M,9.7,F*1F',
    '$SDDBS,,f,,M,,F*2F',
    '$SDDBS,58.4,f,17.8,M,9.7,F*00',
    { 'environment.depth.belowSurface': 17.8 },
  ],
  [
    'DBK',
    '$SDDBK,47.6,f,14.5,M,7.9,F*12',
    '$IIDBK,47.6,f,14.5,M,7.9,F*05',
    '$SDDBK,,f,,M,,F*37',
    '$SDDBK,47.6,f,14.5,M,7.9,F*10',
    { 'environment.depth.belowKeel': 14.5 },
  ],
  [
    'RPM engine',
    '$ERRPM,E,1,85.5,10.0,A*48',
    '$IIRPM,E,1,85.5,10.0,A*5F',
    '$ERRPM,E,1,,,V*56',
    '$ERRPM,E,1,85.5,10.0,A*40',
    { 'propulsion.main.revolutions': 85.5 / 60 },
  ],
  [
    'RPM shaft',
    '$ERRPM,S,2,-40.0,,A*63',
    '$IIRPM,S,2,-40.0,,A*74',
    '$ERRPM,S,2,0.0,,V*6D',
    '$ERRPM,S,2,-40.0,,A*60',
    { 'propulsion.shaft_2.revolutions': -40 / 60 },
  ],
  [
    'RSA',
    '$AGRSA,-5.2,A,,V*55',
    '$IIRSA,-5.2,A,,V*53',
    '$AGRSA,,V,,V*46',
    '$AGRSA,-5.2,A,,V*50',
    { 'steering.rudderAngle': -5.2 * DEG },
  ],
  [
    'TRC',
    '$IITRC,1,45.0,P,30.0,P,,B,C*77',
    '$TCTRC,1,45.0,P,30.0,P,,B,C*60',
    '$IITRC,1,,,,,,B,C*75',
    '$IITRC,1,45.0,P,30.0,P,,B,C*70',
    { 'keel.thrusters.1.demand.load': 0.45, 'keel.thrusters.1.demand.pitch': 0.3 },
  ],
  [
    'TRD',
    '$IITRD,1,120,R,25.5,P,90.0*49',
    '$TRTRD,1,120,R,25.5,P,90.0*4F',
    '$IITRD,2,,,,,*70',
    '$IITRD,1,120,R,25.5,P,90.0*40',
    {
      'keel.thrusters.1.revolutions': 2,
      'keel.thrusters.1.pitch': 0.255,
      'keel.thrusters.1.azimuth': 90 * DEG,
    },
  ],
];

function expectValues(values: DecodedValue[], expected: Expected, digits: number) {
  const got = new Map(values.map((v) => [v.path, v.value]));
  for (const [path, want] of Object.entries(expected)) {
    const value = got.get(path);
    if (typeof want === 'number') expect(value, path).toBeCloseTo(want, digits);
    else {
      const pos = value as { latitude: number; longitude: number };
      expect(pos.latitude, path).toBeCloseTo(want.latitude, 6);
      expect(pos.longitude, path).toBeCloseTo(want.longitude, 6);
    }
  }
  // Never a number that is not one (an empty field read as NaN or as 0 would be shown as live).
  for (const v of values)
    if (typeof v.value === 'number') expect(Number.isFinite(v.value), v.path).toBe(true);
}

describe('every sentence type read, from real sentences', () => {
  it.each(SENTENCES)(
    '%s: valid, another talker, empty fields, bad checksum',
    (_, valid, other, empty, bad, expected, digits = 4) => {
      const stats = new SourceStats();
      const decoder = new NmeaDecoder(stats);
      const first = decoder.decode(valid);
      expectValues(first, expected, digits);
      const talker = frameSentence(valid);
      expect(first.every((v) => v.talker === (talker.ok && talker.sentence.talker))).toBe(true);

      // Another talker: the same values under the same paths, with that talker as their source.
      const second = decoder.decode(other);
      expectValues(second, expected, digits);
      const otherTalker = frameSentence(other);
      expect(otherTalker.ok && otherTalker.sentence.talker).not.toBe(talker.ok && talker.sentence.talker);
      expect(second.every((v) => v.talker === (otherTalker.ok && otherTalker.sentence.talker))).toBe(true);

      // Empty fields or a void status: a good sentence with no value, not an error, never a 0.
      expect(decoder.decode(empty)).toEqual([]);
      // A wrong checksum: nothing, counted, and the reader goes on.
      expect(decoder.decode(bad)).toEqual([]);
      expect(decoder.decode(valid).length).toBe(first.length);
      expect(stats.view()).toMatchObject({ sentences: 4, values: 0, errors: { checksum: 1 } });
      expect(Object.keys(stats.view().errors)).toEqual(['checksum']);
    },
  );
});
