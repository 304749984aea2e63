import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  createNoonReportSchema,
  noonReportListQuerySchema,
  updateNoonReportSchema,
} from './noon-report.schema';

const shipId = '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const valid = {
  shipId,
  reportTime: '2025-03-01T04:00:00Z',
  utcOffsetMinutes: 480,
  voyage: '25-014',
  lat: 1.2655,
  lon: 103.82,
  distanceNm: 312.5,
  hoursSteaming: 24,
  avgSpeedKn: 13.02,
  meRpm: 78,
  mePowerKw: 7400,
  fuelConsumed: { HFO: 27.4, MDO_MGO: 0.6 },
  rob: { HFO: 1450.2, MDO_MGO: 120 },
  weather: { windBeaufort: 4, windDirectionDeg: 45, seaState: 3 },
  remarks: null,
};

function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('createNoonReportSchema', () => {
  it('accepts a report', () => {
    expect(createNoonReportSchema.parse(valid)).toEqual({ ...valid, correction: false });
  });

  it('says a missing field is required, naming it, instead of a type or range message', () => {
    const result = createNoonReportSchema.safeParse({
      shipId: valid.shipId,
      weather: { windBeaufort: undefined, seaState: 4 },
    });
    expect(messages(result)).toEqual({
      reportTime: 'reportTime is required',
      utcOffsetMinutes: 'utcOffsetMinutes is required',
      lat: 'lat is required',
      lon: 'lon is required',
      distanceNm: 'distanceNm is required',
      hoursSteaming: 'hoursSteaming is required',
      avgSpeedKn: 'avgSpeedKn is required',
      'weather.windBeaufort': 'weather.windBeaufort is required',
    });
    expect(messages(createNoonReportSchema.safeParse({ ...valid, shipId: undefined }))).toEqual({
      shipId: 'shipId is required',
    });
  });

  it('takes an explicit correction, which replaces the report of the same time', () => {
    expect(createNoonReportSchema.parse({ ...valid, correction: true }).correction).toBe(true);
    expect(messages(createNoonReportSchema.safeParse({ ...valid, correction: 'yes' }))).toEqual({
      correction: 'correction must be true or false',
    });
  });

  it('fills optional parts', () => {
    const {
      voyage: _v,
      meRpm: _r,
      mePowerKw: _p,
      fuelConsumed: _f,
      rob: _b,
      remarks: _m,
      ...required
    } = valid;
    expect(createNoonReportSchema.parse(required)).toMatchObject({
      voyage: null,
      meRpm: null,
      fuelConsumed: {},
      rob: {},
      remarks: null,
    });
  });

  it('names each field out of range', () => {
    const result = createNoonReportSchema.safeParse({
      ...valid,
      reportTime: '2025-03-01 04:00',
      utcOffsetMinutes: 900,
      lat: 91,
      lon: -181,
      distanceNm: -1,
      hoursSteaming: 49,
      avgSpeedKn: 41,
      fuelConsumed: { HFO: -2 },
      weather: { windBeaufort: 13, windDirectionDeg: null, seaState: 10 },
    });
    expect(messages(result)).toEqual({
      reportTime: 'reportTime must be an ISO 8601 UTC time (…Z)',
      utcOffsetMinutes: 'utcOffsetMinutes must be a whole number from -720 to 840',
      lat: 'lat must be a number from -90 to 90',
      lon: 'lon must be a number from -180 to 180',
      distanceNm: 'distanceNm must be a number of 0 or more',
      hoursSteaming: 'hoursSteaming must be a number from 0 to 48',
      avgSpeedKn: 'avgSpeedKn must be a number from 0 to 40',
      'fuelConsumed.HFO': 'fuelConsumed amounts must be a number of 0 or more',
      'weather.windBeaufort': 'weather.windBeaufort must be a whole number from 0 to 12',
      'weather.seaState': 'weather.seaState must be a whole number from 0 to 9',
    });
  });

  it('accepts the extreme offsets and refuses a local time', () => {
    expect(createNoonReportSchema.safeParse({ ...valid, utcOffsetMinutes: -720 }).success).toBe(true);
    expect(createNoonReportSchema.safeParse({ ...valid, utcOffsetMinutes: 840 }).success).toBe(true);
    expect(createNoonReportSchema.safeParse({ ...valid, utcOffsetMinutes: 30.5 }).success).toBe(false);
    expect(
      createNoonReportSchema.safeParse({ ...valid, reportTime: '2025-03-01T12:00:00+08:00' }).success,
    ).toBe(false);
  });

  it('refuses an unknown fuel type', () => {
    expect(createNoonReportSchema.safeParse({ ...valid, rob: { LSFO: 10 } }).success).toBe(false);
  });
});

describe('updateNoonReportSchema', () => {
  it('needs the version, takes any subset', () => {
    expect(updateNoonReportSchema.parse({ version: 2, distanceNm: 300 })).toEqual({
      version: 2,
      distanceNm: 300,
    });
    expect(messages(updateNoonReportSchema.safeParse({ distanceNm: 300 })).version).toBeDefined();
  });
});

describe('noonReportListQuerySchema', () => {
  it('parses a range and a sort, newest first by default', () => {
    expect(noonReportListQuerySchema.parse({ shipId })).toMatchObject({
      shipId,
      sort: '-reportTime',
      offset: 0,
    });
    expect(
      noonReportListQuerySchema.parse({
        from: '2025-01-01T00:00:00Z',
        to: '2025-02-01T00:00:00Z',
        sort: 'distanceNm',
      }),
    ).toMatchObject({ sort: 'distanceNm' });
  });

  it('refuses an inverted range and an unknown sort', () => {
    expect(
      messages(
        noonReportListQuerySchema.safeParse({ from: '2025-02-01T00:00:00Z', to: '2025-01-01T00:00:00Z' }),
      ),
    ).toEqual({ to: 'to must not be before from' });
    expect(messages(noonReportListQuerySchema.safeParse({ sort: 'lat' })).sort).toMatch(
      /^sort must be one of/,
    );
  });
});
