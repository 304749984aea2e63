import { describe, expect, it } from 'vitest';
import type { TimelineExpiryItem, TimelineItem } from '@keel/domain';
import { groupLabel, groupMarks, markHref, worstState } from './timeline-marks';

const SHIP = '11111111-1111-4111-8111-111111111111';
const CERT = '33333333-3333-4333-8333-333333333333';
const window = (title: string, start = '2025-03-14', end = '2025-09-14'): TimelineItem => ({
  type: 'survey_window',
  id: `${title}:window`,
  certificateId: CERT,
  shipId: SHIP,
  start,
  end,
  anniversary: '2025-06-14',
  title,
});

describe('timeline marks', () => {
  it('leads each mark to its record', () => {
    expect(
      markHref({
        type: 'event',
        id: 'e1',
        shipId: SHIP,
        at: '2025-01-01T00:00:00Z',
        title: 'x',
        kind: 'drill',
        severity: 'info',
        status: 'open',
      }),
    ).toBe('/event?open=e1');
    expect(markHref(window('SOLAS'))).toBe(`/certificate/${SHIP}`);
    expect(markHref({ type: 'noon_reports', id: 'n', shipId: SHIP, date: '2025-01-01', count: 1 })).toBe(
      `/reporttable/${SHIP}`,
    );
  });

  it('draws harmonised survey windows once, naming every certificate', () => {
    const groups = groupMarks(
      [window('Safety Construction'), window('Load Line'), window('IOPP', '2025-04-01', '2025-10-01')],
      (i) => (i.type === 'survey_window' ? `${i.start}:${i.end}` : i.id),
    );
    expect(groups.map((g) => g.items.length)).toEqual([2, 1]);
    expect(groupLabel(groups[0]!.items, 'Keel Aurora')).toBe(
      'Survey window of 2 certificates: 2025/03/14 – 2025/09/14 (Keel Aurora): Safety Construction; Load Line',
    );
    expect(groupLabel(groups[1]!.items, 'Keel Aurora')).toMatch(
      /^Survey window IOPP: 2025\/04\/01 – 2025\/10\/01/,
    );
  });

  it('colours a group of expiries by its most urgent state', () => {
    const states = ['VALID', 'DUE', 'EXPIRED'].map((state) => ({ state }) as TimelineExpiryItem);
    expect(worstState(states)).toBe('EXPIRED');
    expect(worstState(states.slice(0, 2))).toBe('DUE');
  });
});
