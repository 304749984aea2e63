import { describe, expect, it } from 'vitest';
import { frameSentence, nmeaChecksum, parseKeelSentence, withChecksum, type ConningValue } from './nmea';

const KN = 1852 / 3600;
const DEG = Math.PI / 180;

function parse(line: string, xdrMapping?: Record<string, string>): Record<string, ConningValue['value']> {
  const framed = frameSentence(line);
  if (!framed.ok) throw new Error(`refused: ${framed.reason}`);
  const values = parseKeelSentence(framed.sentence, { xdrMapping });
  if (!values) throw new Error('not a Keel sentence');
  return Object.fromEntries(values.map((v) => [v.path, v.value]));
}

describe('NMEA framing', () => {
  it('computes the checksum of the classic RMC example', () => {
    expect(nmeaChecksum('GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W')).toBe('6A');
    expect(withChecksum('HEHDT,274.07,T')).toBe('$HEHDT,274.07,T*19');
  });

  it('splits talker, type and fields, and refuses bad checksums, missing checksums and junk', () => {
    const ok = frameSentence('$HEHDT,274.07,T*19\r\n');
    expect(ok).toEqual({
      ok: true,
      sentence: { talker: 'HE', type: 'HDT', fields: ['274.07', 'T'], raw: '$HEHDT,274.07,T*19' },
    });
    expect(frameSentence('$HEHDT,274.07,T*18')).toEqual({ ok: false, reason: 'checksum' });
    expect(frameSentence('$HEHDT,274.07,T')).toEqual({ ok: false, reason: 'missing-checksum' });
    expect(frameSentence('$HEHDT,274.07,T', false).ok).toBe(true);
    expect(frameSentence('hello world')).toEqual({ ok: false, reason: 'format' });
    expect(frameSentence('$HEHDT,274.07,T*ZZ')).toEqual({ ok: false, reason: 'checksum' });
  });

  it('reads proprietary sentences as talker P', () => {
    const framed = frameSentence(withChecksum('PGRME,15.0,M,45.0,M,25.0,M'));
    expect(framed.ok && framed.sentence.talker).toBe('P');
    expect(framed.ok && framed.sentence.type).toBe('GRME');
  });
});

describe("Keel's parsers", () => {
  it('VBW: longitudinal and transverse speeds through water and over ground in m/s', () => {
    const v = parse('$VMVBW,12.3,-0.4,A,12.6,-0.2,A,,V,,V*5B');
    expect(v['navigation.speedThroughWaterLongitudinal']).toBeCloseTo(12.3 * KN, 6);
    expect(v['navigation.speedThroughWaterTransverse']).toBeCloseTo(-0.4 * KN, 6);
    expect(v['keel.navigation.speedOverGroundLongitudinal']).toBeCloseTo(12.6 * KN, 6);
    expect(v['keel.navigation.speedOverGroundTransverse']).toBeCloseTo(-0.2 * KN, 6);
  });

  it('VBW: a void water block and empty fields are left out', () => {
    const v = parse('$IIVBW,,,V,10.1,0.3,A*67');
    expect(Object.keys(v).sort()).toEqual([
      'keel.navigation.speedOverGroundLongitudinal',
      'keel.navigation.speedOverGroundTransverse',
    ]);
  });

  it('HRM: roll in radians and roll period in seconds; void status gives nothing', () => {
    const v = parse('$IIHRM,-2.3,8.5,5.1,4.9,A,12.0,11.5,101530.00,25,11*17');
    expect(v['navigation.attitude.roll']).toBeCloseTo(-2.3 * DEG, 9);
    expect(v['keel.navigation.attitude.rollPeriod']).toBe(8.5);
    expect(parse('$INHRM,3.0,,,,V,,,,,*2B')).toEqual({});
  });

  it('XDR: default transducer names in SI (°C → K, bar → Pa, % → ratio, degrees → rad)', () => {
    const v = parse('$WIXDR,C,19.5,C,AirTemp,P,1.0132,B,Barometer,H,65.2,P,Humidity*53');
    expect(v['environment.outside.temperature']).toBeCloseTo(292.65, 6);
    expect(v['environment.outside.pressure']).toBeCloseTo(101_320, 6);
    expect(v['environment.outside.relativeHumidity']).toBeCloseTo(0.652, 9);
    const m = parse('$YXXDR,A,-1.2,D,PTCH,A,3.4,D,ROLL*74');
    expect(m['navigation.attitude.pitch']).toBeCloseTo(-1.2 * DEG, 9);
    expect(m['navigation.attitude.roll']).toBeCloseTo(3.4 * DEG, 9);
  });

  it("XDR: an installation's own transducer name maps to its path; unmapped names are left out", () => {
    expect(parse('$IIXDR,C,12.0,C,TEMP_A*41')).toEqual({});
    const v = parse('$IIXDR,C,12.0,C,TEMP_A*41', { TEMP_A: 'environment.water.temperature' });
    expect(v['environment.water.temperature']).toBeCloseTo(285.15, 6);
  });

  it('TRC: the demand of thruster 1 (load and pitch in %) under keel.thrusters.1.demand', () => {
    const v = parse('$IITRC,1,45.0,P,30.0,P,,B,C*77');
    expect(v).toEqual({ 'keel.thrusters.1.demand.load': 0.45, 'keel.thrusters.1.demand.pitch': 0.3 });
  });

  it('TRD: the response of thruster 1 (RPM → Hz, pitch %, azimuth → rad); empty fields give nothing', () => {
    const v = parse('$IITRD,1,120,R,25.5,P,90.0*49');
    expect(v['keel.thrusters.1.revolutions']).toBe(2);
    expect(v['keel.thrusters.1.pitch']).toBeCloseTo(0.255, 9);
    expect(v['keel.thrusters.1.azimuth']).toBeCloseTo(Math.PI / 2, 9);
    expect(parse('$IITRD,2,,,,,*70')).toEqual({});
  });

  it('THS: true heading in rad; a void (V) or simulated (S) heading gives nothing', () => {
    expect(parse('$HETHS,274.07,A*1B')['navigation.headingTrue']).toBeCloseTo(274.07 * DEG, 9);
    expect(parse('$HETHS,274.07,V*0C')).toEqual({});
    expect(parse('$HETHS,274.07,S*09')).toEqual({});
  });

  it('VDR: current set (true) in rad and drift in m/s, the magnetic set left out', () => {
    expect(parse('$IIVDR,10.1,T,12.3,M,1.2,N*3A')).toEqual({
      'environment.current.setTrue': 10.1 * DEG,
      'environment.current.drift': 1.2 * KN,
    });
    expect(parse('$IIVDR,,T,,M,,N*17')).toEqual({});
  });

  it('RPM: engine or shaft n in Hz; a void status or an empty speed gives nothing (never 0 rpm)', () => {
    expect(parse('$ERRPM,E,1,85.5,10.0,A*48')).toEqual({ 'propulsion.engine_1.revolutions': 85.5 / 60 });
    expect(parse('$ERRPM,S,2,-40.0,,A*63')).toEqual({ 'propulsion.shaft_2.revolutions': -40 / 60 });
    expect(parse('$ERRPM,S,2,0.0,,V*6D')).toEqual({});
    expect(parse('$ERRPM,E,1,,,A*41')).toEqual({});
  });

  it('leaves the sentences the Signal K parser covers to it', () => {
    const framed = frameSentence('$GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W*6A');
    expect(framed.ok && parseKeelSentence(framed.sentence)).toBeNull();
  });
});
