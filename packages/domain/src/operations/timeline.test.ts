import { describe, expect, it } from 'vitest';
import {
  buildTimelineLanes,
  timelineCertificateItems,
  timelineEventItems,
  timelineNoonItems,
  timelineSpanOverlaps,
} from './timeline';
import { timelineQuerySchema } from './timeline.schema';

const SHIP = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const CERT = '33333333-3333-4333-8333-333333333333';

const cert = {
  id: CERT,
  shipId: SHIP,
  name: 'Cargo Ship Safety Construction',
  issueDate: '2022-06-15',
  expiryDate: '2027-06-14',
  hasSurveyWindows: true,
  extendedUntil: null,
  supersededAt: null,
};

describe('timelineCertificateItems', () => {
  it('gives the survey windows (±3 months around each anniversary) that overlap the range', () => {
    const items = timelineCertificateItems([cert], { from: '2025-01-01', to: '2025-12-31' }, '2025-05-01');
    expect(items).toEqual([
      {
        type: 'survey_window',
        id: `${CERT}:window:2025-06-14`,
        certificateId: CERT,
        shipId: SHIP,
        start: '2025-03-14',
        end: '2025-09-14',
        anniversary: '2025-06-14',
        title: cert.name,
      },
    ]);
  });

  it('keeps a window that only partly overlaps the range', () => {
    const items = timelineCertificateItems([cert], { from: '2025-09-10', to: '2025-09-20' }, '2025-09-10');
    expect(items.map((i) => i.type)).toEqual(['survey_window']);
    expect(timelineCertificateItems([cert], { from: '2025-09-15', to: '2025-10-20' }, '2025-09-15')).toEqual(
      [],
    );
  });

  it('marks the expiry day with the state of today, and the end of an extension', () => {
    const extended = { ...cert, extendedUntil: '2027-09-14' };
    const items = timelineCertificateItems(
      [extended],
      { from: '2027-06-01', to: '2027-09-30' },
      '2027-08-20',
    );
    expect(items.filter((i) => i.type === 'certificate_expiry')).toEqual([
      expect.objectContaining({ date: '2027-06-14', extension: false, state: 'EXTENDED' }),
      expect.objectContaining({ date: '2027-09-14', extension: true, state: 'EXTENDED' }),
    ]);
  });

  it('drops marks from the day the certificate was superseded', () => {
    const renewed = { ...cert, supersededAt: '2027-04-01', supersededById: OTHER };
    const items = timelineCertificateItems([renewed], { from: '2026-01-01', to: '2027-12-31' }, '2027-05-01');
    expect(items.map((i) => i.id)).toEqual([`${CERT}:window:2026-06-14`]);
  });

  it('gives no windows for a certificate without them, and nothing for one without expiry', () => {
    const noWindows = { ...cert, hasSurveyWindows: false };
    expect(
      timelineCertificateItems([noWindows], { from: '2025-01-01', to: '2025-12-31' }, '2025-05-01'),
    ).toEqual([]);
    const iee = { ...cert, expiryDate: null };
    expect(timelineCertificateItems([iee], { from: '2022-01-01', to: '2030-12-31' }, '2025-05-01')).toEqual(
      [],
    );
  });
});

describe('timelineNoonItems', () => {
  it('counts the reports of each ship per UTC day inside the range', () => {
    const items = timelineNoonItems(
      [
        { shipId: SHIP, reportedAt: '2025-03-01T12:00:00.000Z' },
        { shipId: SHIP, reportedAt: '2025-03-01T23:59:00.000Z' },
        { shipId: SHIP, reportedAt: '2025-03-02T00:01:00.000Z' },
        { shipId: OTHER, reportedAt: '2025-03-01T12:00:00.000Z' },
        { shipId: SHIP, reportedAt: '2025-02-28T12:00:00.000Z' },
      ],
      { from: '2025-03-01', to: '2025-03-31' },
    );
    expect(items).toEqual([
      { type: 'noon_reports', id: `${SHIP}:2025-03-01`, shipId: SHIP, date: '2025-03-01', count: 2 },
      { type: 'noon_reports', id: `${SHIP}:2025-03-02`, shipId: SHIP, date: '2025-03-02', count: 1 },
      { type: 'noon_reports', id: `${OTHER}:2025-03-01`, shipId: OTHER, date: '2025-03-01', count: 1 },
    ]);
  });
});

describe('timelineEventItems and buildTimelineLanes', () => {
  const event = (id: string, shipId: string, occurredAt: string) => ({
    id,
    shipId,
    occurredAt,
    title: `Event ${id}`,
    kind: 'drill' as const,
    severity: 'info' as const,
    status: 'open' as const,
  });

  it('keeps the events of the range, the last day included', () => {
    const items = timelineEventItems(
      [event('a', SHIP, '2025-03-31T23:30:00Z'), event('b', SHIP, '2025-04-01T00:00:00Z')],
      { from: '2025-03-01', to: '2025-03-31' },
    );
    expect(items.map((i) => [i.id, i.at])).toEqual([['a', '2025-03-31T23:30:00.000Z']]);
  });

  it('makes one lane per ship in the given order, marks by start, spans first on a day', () => {
    const range = { from: '2025-06-01', to: '2025-06-30' };
    const items = [
      ...timelineEventItems(
        [event('late', SHIP, '2025-06-20T08:00:00Z'), event('early', SHIP, '2025-06-14T08:00:00Z')],
        range,
      ),
      ...timelineCertificateItems([{ ...cert, issueDate: '2022-09-14' }], range, '2025-06-01'),
      ...timelineNoonItems([{ shipId: OTHER, reportedAt: '2025-06-02T12:00:00Z' }], range),
      ...timelineEventItems(
        [event('stray', '99999999-9999-4999-8999-999999999999', '2025-06-03T00:00:00Z')],
        range,
      ),
    ];
    const lanes = buildTimelineLanes(
      [
        { id: OTHER, name: 'Keel Borealis' },
        { id: SHIP, name: 'Keel Aurora' },
      ],
      items,
    );
    expect(lanes.map((l) => l.shipName)).toEqual(['Keel Borealis', 'Keel Aurora']);
    expect(lanes[0]!.items.map((i) => i.type)).toEqual(['noon_reports']);
    expect(lanes[1]!.items.map((i) => i.id)).toEqual([`${CERT}:window:2025-06-14`, 'early', 'late']);
  });
});

describe('timelineSpanOverlaps', () => {
  it('counts touching ends as overlap', () => {
    expect(timelineSpanOverlaps('2025-01-01', '2025-01-31', { from: '2025-01-31', to: '2025-02-10' })).toBe(
      true,
    );
    expect(timelineSpanOverlaps('2025-01-01', '2025-01-30', { from: '2025-01-31', to: '2025-02-10' })).toBe(
      false,
    );
  });
});

describe('timelineQuerySchema', () => {
  it('reads the period and a comma-separated ship list', () => {
    expect(
      timelineQuerySchema.parse({
        from: '2025-01-01',
        to: '2025-12-31',
        shipIds: `${SHIP}, ${OTHER},${SHIP}`,
      }),
    ).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
      shipIds: [SHIP, OTHER],
    });
  });

  it('refuses a reversed or too long period, naming to', () => {
    const reversed = timelineQuerySchema.safeParse({ from: '2025-02-01', to: '2025-01-01' });
    expect(reversed.error?.issues[0]).toMatchObject({ path: ['to'], message: 'to must not be before from' });
    const long = timelineQuerySchema.safeParse({ from: '2024-01-01', to: '2025-12-31' });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'the period must be at most 400 days',
    });
    const bad = timelineQuerySchema.safeParse({ from: '2025-01-01', to: '2025-01-02', shipIds: 'x' });
    expect(bad.error?.issues[0]?.message).toBe('shipIds must be a comma-separated list of ship ids');
  });
});
