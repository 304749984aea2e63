import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http-error';
import { decodeCursor, encodeCursor } from './noon-report.cursor';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('noon report cursors', () => {
  it('round-trips a position with microseconds and float digits', () => {
    const time = { field: 'reportTime', desc: true } as const;
    const c = encodeCursor(time, { direction: 'after', value: '2026-05-01 12:00:00.123456+00', id });
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(c, time)).toEqual({
      kind: 'seek',
      seek: { direction: 'after', value: '2026-05-01 12:00:00.123456+00', id },
    });
    const speed = { field: 'avgSpeedKn', desc: false } as const;
    expect(
      decodeCursor(encodeCursor(speed, { direction: 'before', value: '12.345678901234567', id }), speed),
    ).toMatchObject({
      seek: { direction: 'before', value: '12.345678901234567' },
    });
    expect(decodeCursor('last', speed)).toEqual({ kind: 'last' });
  });

  it('refuses garbage, a wrong value type and another sort with 400 on cursor', () => {
    const time = { field: 'reportTime', desc: true } as const;
    const attempts = [
      'not-base64-json',
      Buffer.from(JSON.stringify(['-reportTime', 'a', '12.5', id])).toString('base64url'),
      Buffer.from(JSON.stringify(['-reportTime', 'a', '2026-05-01 12:00:00+00', 'x'])).toString('base64url'),
      encodeCursor(
        { field: 'reportTime', desc: false },
        { direction: 'after', value: '2026-05-01 12:00:00+00', id },
      ),
    ];
    for (const cursor of attempts) {
      try {
        decodeCursor(cursor, time);
        expect.unreachable(cursor);
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).details?.[0]?.field).toBe('cursor');
      }
    }
  });
});
