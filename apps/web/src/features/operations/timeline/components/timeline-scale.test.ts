import { describe, expect, it } from 'vitest';
import {
  centreOn,
  defaultPeriod,
  periodEnd,
  periodFrom,
  shiftPeriod,
  ticksOf,
  timeScale,
  zoomStep,
  zoomTo,
} from './timeline-scale';

describe('timeline period', () => {
  it('defaults to a quarter with today in its last third', () => {
    const period = periodFrom(null, null, '2025-06-30');
    expect(period).toEqual({ zoom: 'quarter', start: '2025-04-30' });
    expect(periodEnd(period)).toBe('2025-07-30');
    expect(periodFrom('year', '2025-02-30', '2025-06-30')).toEqual(defaultPeriod('year', '2025-06-30'));
    expect(periodFrom('week', '2025-03-03', '2025-06-30')).toEqual({ zoom: 'week', start: '2025-03-03' });
  });

  it('zooms around the middle day, from a week to a year and no further', () => {
    const month = { zoom: 'month' as const, start: '2025-03-01' };
    expect(zoomTo(month, 'week')).toEqual({ zoom: 'week', start: '2025-03-13' });
    expect(zoomStep(month, 1)).toEqual({ zoom: 'week', start: '2025-03-13' });
    expect(zoomStep(month, -1)).toEqual({ zoom: 'quarter', start: '2025-01-29' });
    const week = { zoom: 'week' as const, start: '2025-03-13' };
    expect(zoomStep(week, 1)).toBe(week);
    const year = { zoom: 'year' as const, start: '2025-01-01' };
    expect(zoomStep(year, -1)).toBe(year);
  });

  it('moves by half a period and centres on a day', () => {
    expect(shiftPeriod({ zoom: 'week', start: '2025-03-10' }, 1)).toEqual({
      zoom: 'week',
      start: '2025-03-14',
    });
    expect(shiftPeriod({ zoom: 'year', start: '2025-01-01' }, -1)).toEqual({
      zoom: 'year',
      start: '2024-07-02',
    });
    expect(centreOn({ zoom: 'week', start: '2020-01-01' }, '2025-03-10')).toEqual({
      zoom: 'week',
      start: '2025-03-07',
    });
  });
});

describe('timeScale and ticks', () => {
  it('places days and instants proportionally', () => {
    const s = timeScale({ zoom: 'week', start: '2025-03-10' }, 700);
    expect(s.dayWidth).toBe(100);
    expect(s.x('2025-03-10')).toBe(0);
    expect(s.x('2025-03-11T12:00:00Z')).toBe(150);
    expect(s.endX('2025-03-16')).toBe(700);
  });

  it('ticks every day for a week, Mondays and month starts for a quarter, months for a year', () => {
    expect(ticksOf({ zoom: 'week', start: '2025-02-27' }).map((t) => t.label)).toEqual([
      '27 Feb 2025',
      '28',
      '1 Mar',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(
      ticksOf({ zoom: 'month', start: '2025-02-27' })
        .slice(0, 7)
        .map((t) => t.label),
    ).toEqual(['27 Feb 2025', '', '1 Mar', '', '', '4', '5']);
    const quarter = ticksOf({ zoom: 'quarter', start: '2025-03-01' });
    expect(quarter.slice(0, 3).map((t) => [t.day, t.label, t.major])).toEqual([
      ['2025-03-01', 'Mar 2025', true],
      ['2025-03-10', '10', false],
      ['2025-03-17', '17', false],
    ]);
    const year = ticksOf({ zoom: 'year', start: '2024-07-15' });
    expect(year.map((t) => t.label)).toEqual([
      'Aug 2024',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan 2025',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
    ]);
  });
});
