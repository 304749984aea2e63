import { describe, expect, it } from 'vitest';
import { createNoonReportSchema } from '@keel/domain';
import { zodFieldErrors } from '../../../../lib/form';
import { emptyNoonReportValues, humanizeErrors, noonReportBody, suggestedSpeed } from './noon-report-form';
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
    const result = createNoonReportSchema.safeParse(noonReportBody(values));
    expect(result.success).toBe(false);
    const errors = humanizeErrors(zodFieldErrors(result.error!));
    expect(errors).toMatchObject({
      shipId: 'Choose the ship',
      distanceNm: 'Distance must be a number of 0 or more',
      'weather.seaState': 'Sea state must be a whole number from 0 to 9',
      'fuelConsumed.MDO_MGO': 'MGO consumed must be a number of 0 or more',
    });
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
