/**
 * What a batch NOTIFYs to other instances: the newest sample per ship, path and source (what `applyRemote`
 * keeps), split into payloads under PostgreSQL's 8000-byte limit.
 */
import { describe, expect, it } from 'vitest';
import type { ConningSample } from '@keel/domain';
import { newestPerSource } from './conning.repo';
import { notifyPayloads } from './conning-store';

const SHIP_A = '00000000-0000-4000-8000-00000000000a';
const SHIP_B = '00000000-0000-4000-8000-00000000000b';
const sample = (path: string, sourceKey: string, timestamp: number, value: ConningSample['value']) => ({
  path,
  sourceKey,
  timestamp,
  value,
  source: sourceKey,
  priority: 1,
  intervalMs: 1000,
  timeoutMs: null,
});
const decode = (payload: string) => JSON.parse(payload) as { o: string; s: string; v: ConningSample[] };

describe('the NOTIFY of a batch', () => {
  it('carries the newest sample of each ship, path and source, a later one winning a tie', () => {
    const batch = [
      { shipId: SHIP_A, sample: sample('navigation.speedOverGround', 'gps', 1000, 5) },
      { shipId: SHIP_A, sample: sample('navigation.speedOverGround', 'log', 1000, 6) },
      { shipId: SHIP_A, sample: sample('navigation.speedOverGround', 'gps', 3000, 7) },
      { shipId: SHIP_A, sample: sample('navigation.speedOverGround', 'gps', 2000, 8) },
      { shipId: SHIP_B, sample: sample('navigation.speedOverGround', 'gps', 1000, 9) },
      { shipId: SHIP_A, sample: sample('navigation.position', 'gps', 3000, { latitude: 1, longitude: 2 }) },
      { shipId: SHIP_A, sample: sample('navigation.speedOverGround', 'log', 1000, 10) },
    ];
    const payloads = notifyPayloads('me', newestPerSource(batch)).map(decode);
    expect(payloads).toEqual([
      {
        o: 'me',
        s: SHIP_A,
        v: [
          sample('navigation.speedOverGround', 'gps', 3000, 7),
          sample('navigation.speedOverGround', 'log', 1000, 10),
          sample('navigation.position', 'gps', 3000, { latitude: 1, longitude: 2 }),
        ],
      },
      { o: 'me', s: SHIP_B, v: [sample('navigation.speedOverGround', 'gps', 1000, 9)] },
    ]);
  });

  it('splits a large batch into payloads under the limit, losing none', () => {
    const batch = Array.from({ length: 600 }, (_, i) => ({
      shipId: SHIP_A,
      sample: sample(`keel.test.path${i % 300}`, `source-${i % 2}`, 1000 + i, i),
    }));
    const payloads = notifyPayloads('me', newestPerSource(batch));
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const sent = payloads.flatMap((p) => decode(p).v);
    expect(sent).toHaveLength(300);
    expect(sent.map((s) => s.value).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 300 }, (_, i) => 300 + i),
    );
  });
});
