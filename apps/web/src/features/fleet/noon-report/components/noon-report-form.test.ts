import { describe, expect, it } from 'vitest';
import { createNoonReportSchema } from '@keel/domain';
import {
  carryForward,
  checkNoonReportForm,
  emptyNoonReportValues,
  followConsumption,
  formFuels,
  humanizeErrors,
  noonReportBody,
  REQUIRED_FIELDS,
  suggestedSpeed,
} from './noon-report-form';
import { dayToUtc, pageRequest } from './report-paging';

const SHIP = '0f8fad5b-d9cb-469f-a165-70867728950e';

function filled() {
  return {
    ...emptyNoonReportValues(SHIP, '2031-03-01T11:00:00.000Z', 60),
    lat: '36.5',
    lon: '-12,25',
    distanceNm: '298.4',
    hoursSteaming: '24',
    avgSpeedKn: '12.43',
    'fuelConsumed.HFO': '28.4',
    'rob.HFO': '912.6',
    'weather.windBeaufort': '5',
    'weather.seaState': '4',
  };
}

describe('noon report form', () => {
  it('turns the typed values into a body the domain schema accepts', () => {
    const parsed = createNoonReportSchema.parse(noonReportBody(filled()));
    expect(parsed).toMatchObject({
      lon: -12.25,
      fuelConsumed: { HFO: 28.4 },
      rob: { HFO: 912.6 },
      meRpm: null,
      voyage: null,
    });
    expect(parsed.weather).toEqual({ windBeaufort: 5, windDirectionDeg: null, seaState: 4 });
  });

  it('puts a readable message under each missing or wrong field', () => {
    const values = {
      ...filled(),
      distanceNm: '',
      'weather.seaState': 'rough',
      'fuelConsumed.MDO_MGO': '-1',
      shipId: '',
    };
    // A server's 400 details get the same labels.
    expect(
      humanizeErrors({ 'rob.HFO': 'rob amounts must be a number of 0 or more', meRpm: 'meRpm is required' }),
    ).toEqual({
      'rob.HFO': 'HFO ROB must be a number of 0 or more',
      meRpm: 'Required',
    });
    const { errors } = checkNoonReportForm(values);
    expect(errors).toMatchObject({
      shipId: 'Required',
      distanceNm: 'Required',
      'weather.seaState': 'Sea state must be a whole number from 0 to 9',
      'fuelConsumed.MDO_MGO': 'MGO consumed must be a number of 0 or more',
    });
  });

  it('says "Required" under every empty required field, never a type or zod message', () => {
    const result = checkNoonReportForm(emptyNoonReportValues(''));
    expect(result.errors).toBeDefined();
    for (const field of REQUIRED_FIELDS)
      if (field !== 'utcOffsetMinutes') expect(result.errors![field]).toBe('Required');
    expect(Object.values(result.errors!).join(' ')).not.toMatch(/Expected|NaN|received|Invalid/);
  });

  it('takes latitude and longitude as the table shows them (degrees and minutes) or as decimals', () => {
    const dm = checkNoonReportForm({ ...filled(), lat: "04°12.3'S", lon: '012°05.0′E' });
    expect(dm.data?.lat).toBeCloseTo(-4.205, 6);
    expect(dm.data?.lon).toBeCloseTo(12.083333, 6);
    const spaced = checkNoonReportForm({ ...filled(), lat: "04° 12.3' S", lon: '-12.25' });
    expect(spaced.data).toMatchObject({ lon: -12.25 });
    expect(spaced.data?.lat).toBeCloseTo(-4.205, 6);
    const bad = checkNoonReportForm({ ...filled(), lat: '04°12.3′E', lon: 'far west' });
    expect(bad.errors).toEqual({
      lat: 'Latitude must end in N or S, not E',
      lon: "Longitude must be degrees and minutes or decimal degrees, like 012°05.0'E or 12.0833",
    });
  });

  it("carries the voyage and ROB forward from the ship's last report, keeping what the user typed", () => {
    const carried = { voyage: 'AUR-2608', rob: { HFO: 954, MDO_MGO: 261 } };
    const values = carryForward(emptyNoonReportValues(SHIP), carried);
    expect(values).toMatchObject({
      voyage: 'AUR-2608',
      'rob.HFO': '954',
      'rob.MDO_MGO': '261',
      'rob.LNG': '',
    });
    const typed = carryForward(
      { ...emptyNoonReportValues(SHIP), voyage: 'NEW-1', 'rob.HFO': '900' },
      carried,
    );
    expect(typed).toMatchObject({ voyage: 'NEW-1', 'rob.HFO': '900', 'rob.MDO_MGO': '261' });
    // Another ship chosen: what the first carry put in is replaced, a fuel it lacks is emptied.
    const other = carryForward(values, { voyage: 'BOR-11', rob: { HFO: 500 } }, carried);
    expect(other).toMatchObject({ voyage: 'BOR-11', 'rob.HFO': '500', 'rob.MDO_MGO': '' });
    // A fuel outside the usual four gets its fields.
    expect(
      formFuels(carryForward(emptyNoonReportValues(SHIP), { voyage: '', rob: { METHANOL: 40 } })),
    ).toContain('METHANOL');
  });

  it('lets the carried ROB follow the consumption until the user types a ROB', () => {
    const carried = { voyage: '', rob: { HFO: 954 } };
    let values = carryForward(emptyNoonReportValues(SHIP), carried);
    values = followConsumption({ ...values, 'fuelConsumed.HFO': '24.2' }, 'HFO', '', carried);
    expect(values['rob.HFO']).toBe('929.8');
    values = followConsumption({ ...values, 'fuelConsumed.HFO': '25' }, 'HFO', '24.2', carried);
    expect(values['rob.HFO']).toBe('929');
    values = followConsumption(
      { ...values, 'rob.HFO': '930', 'fuelConsumed.HFO': '26' },
      'HFO',
      '25',
      carried,
    );
    expect(values['rob.HFO']).toBe('930');
  });

  it('suggests the average speed from distance and hours', () => {
    expect(suggestedSpeed(filled())).toBe('12.43');
    expect(suggestedSpeed({ ...filled(), hoursSteaming: '0' })).toBeNull();
  });
});

describe('table paging', () => {
  const state = { offset: 50, limit: 25, nextCursor: 'NEXT', prevCursor: 'PREV' };
  it('pages forward and back by cursor, to the start plainly, elsewhere by offset', () => {
    expect(pageRequest(state, 75)).toEqual({ offset: 75, cursor: 'NEXT' });
    expect(pageRequest(state, 25)).toEqual({ offset: 25, cursor: 'PREV' });
    expect(pageRequest(state, 0)).toEqual({ offset: 0, cursor: '' });
    expect(pageRequest({ ...state, nextCursor: null }, 75)).toEqual({ offset: 75, cursor: '' });
  });

  it('reads filter days as UTC instants, the end day inclusive', () => {
    expect(dayToUtc('2026-05-01')).toBe('2026-05-01T00:00:00.000Z');
    expect(dayToUtc('2026-05-01', true)).toBe('2026-05-02T00:00:00.000Z');
    expect(dayToUtc('')).toBeUndefined();
  });
});
