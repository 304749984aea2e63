import { describe, expect, it } from 'vitest';
import { acknowledgementCompleteness, rankOfJobTitle, requiredCrew } from './acknowledgement';
import { isDistributedTo } from './distribution';
import { isReviewOverdue, reviewDueFor, reviewStatus } from './review-due';
import { splitHeadline } from './dms-reading.schema';

const crew = [
  { userId: 'u-master', name: 'Capt. Eriksen', rank: 1 },
  { userId: 'u-ce', name: 'Chief Engineer Ito', rank: 6 },
  { userId: 'u-co', name: 'Chief Officer Silva', rank: 2 },
  { userId: 'u-cook', name: 'Cook Santos', rank: null },
];

describe('acknowledgement completeness', () => {
  it('by user: every crew member must acknowledge; lists who has not, by rank', () => {
    const result = acknowledgementCompleteness(
      crew,
      [],
      [{ userId: 'u-co', acknowledgedAt: '2026-11-01T10:00:00Z' }],
    );
    expect(result.required).toBe(4);
    expect(result.done).toBe(1);
    expect(result.complete).toBe(false);
    expect(result.missing.map((m) => m.userId)).toEqual(['u-master', 'u-ce', 'u-cook']);
    expect(result.doneMembers).toEqual([
      { userId: 'u-co', name: 'Chief Officer Silva', rank: 2, acknowledgedAt: '2026-11-01T10:00:00Z' },
    ]);
  });

  it('by rank: only the listed ranks count, other acknowledgements are ignored', () => {
    const given = [
      { userId: 'u-master', acknowledgedAt: '2026-11-01T10:00:00Z' },
      { userId: 'u-cook', acknowledgedAt: '2026-11-01T11:00:00Z' },
    ];
    const result = acknowledgementCompleteness(crew, [1, 6], given);
    expect(result).toMatchObject({ required: 2, done: 1, complete: false });
    expect(result.missing.map((m) => m.userId)).toEqual(['u-ce']);
    const all = acknowledgementCompleteness(crew, [1], given);
    expect(all).toMatchObject({ required: 1, done: 1, complete: true, missing: [] });
  });

  it('a ship with nobody required is complete', () => {
    expect(acknowledgementCompleteness([], [], [])).toMatchObject({ required: 0, complete: true });
    expect(requiredCrew(crew, [10])).toEqual([]);
  });

  it('reads the rank from the job title', () => {
    expect(rankOfJobTitle('Master')).toBe(1);
    expect(rankOfJobTitle(' chief engineer ')).toBe(6);
    expect(rankOfJobTitle('Third Engineer')).toBe(8);
    expect(rankOfJobTitle('Cook')).toBeNull();
    expect(rankOfJobTitle(null)).toBeNull();
  });
});

describe('distribution', () => {
  const ship = { id: 's1', family: 'MR product tankers' };
  it('reaches every ship, listed ships, or ships of listed families', () => {
    expect(isDistributedTo({ allShips: true, shipIds: [], shipFamilies: [] }, ship)).toBe(true);
    expect(isDistributedTo({ allShips: false, shipIds: ['s1'], shipFamilies: [] }, ship)).toBe(true);
    expect(
      isDistributedTo({ allShips: false, shipIds: [], shipFamilies: ['MR product tankers'] }, ship),
    ).toBe(true);
    expect(
      isDistributedTo({ allShips: false, shipIds: ['s2'], shipFamilies: ['Ultramax bulk carriers'] }, ship),
    ).toBe(false);
    expect(
      isDistributedTo({ allShips: false, shipIds: [], shipFamilies: ['x'] }, { id: 's3', family: null }),
    ).toBe(false);
  });
});

describe('review due', () => {
  it('defaults to the effective date plus the interval', () => {
    expect(reviewDueFor('2026-01-31', null, 1)).toBe('2026-02-28');
    expect(reviewDueFor('2026-03-15', undefined)).toBe('2027-03-15');
    expect(reviewDueFor('2026-03-15', '2026-09-01')).toBe('2026-09-01');
  });

  it('flags overdue and due soon', () => {
    expect(reviewStatus('2026-11-24', '2026-11-25')).toBe('OVERDUE');
    expect(reviewStatus('2026-11-25', '2026-11-25')).toBe('DUE_SOON');
    expect(reviewStatus('2026-12-25', '2026-11-25')).toBe('DUE_SOON');
    expect(reviewStatus('2026-12-26', '2026-11-25')).toBe('OK');
    expect(reviewStatus(null, '2026-11-25')).toBe('OK');
    expect(isReviewOverdue('2026-01-01', '2026-11-25')).toBe(true);
  });
});

describe('search headline', () => {
  it('splits on the \\u0002/\\u0003 markers', () => {
    expect(splitHeadline('the \u0002fire\u0003 and \u0002drill\u0003 plan')).toEqual([
      { text: 'the ', match: false },
      { text: 'fire', match: true },
      { text: ' and ', match: false },
      { text: 'drill', match: true },
      { text: ' plan', match: false },
    ]);
    expect(splitHeadline('no match')).toEqual([{ text: 'no match', match: false }]);
    expect(splitHeadline('<b>x</b>')).toEqual([{ text: '<b>x</b>', match: false }]);
  });
});
