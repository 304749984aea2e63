import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { NetworkError } from '../api-client';
import { harness, settle, write } from './outbox-harness';
import { backoffDelay, BACKOFF_MAX_MS, classifyFailure } from './retry-policy';
import { indexedDbStore, memoryStore } from './store';
import type { QueuedWrite } from './types';

describe('the offline write queue', () => {
  it('sends a write at once when the link is up and hands the answer to the form', async () => {
    const { outbox, calls } = harness();
    await outbox.setUser('u1');
    const result = await outbox.submit(write(1));
    expect(result).toEqual({ outcome: 'sent', data: { data: { saved: { n: 1 } } } });
    expect(calls).toHaveLength(1);
    expect(outbox.getEntries()).toEqual([]);
  });

  it('keeps writes entered offline and sends them one at a time, oldest first, when the link is back', async () => {
    const { outbox, link, calls, answers } = harness();
    await outbox.setUser('u1');
    link.online = false;
    for (const n of [1, 2, 3]) expect((await outbox.submit(write(n))).outcome).toBe('queued');
    expect(outbox.getEntries().map((e) => [e.label, e.state])).toEqual([
      ['Report 1', 'waiting'],
      ['Report 2', 'waiting'],
      ['Report 3', 'waiting'],
    ]);
    expect(calls).toEqual([]);

    let inFlight = 0;
    let most = 0;
    for (let i = 0; i < 3; i++)
      answers.push(async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight -= 1;
        return { data: {} };
      });
    link.online = true;
    await outbox.sendNow();
    await settle(outbox);
    expect(calls.map((c) => c.body)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(most).toBe(1);
    expect(outbox.getEntries()).toEqual([]);
  });

  it('retries a write whose answer was lost with the same Idempotency-Key, after a growing back-off', async () => {
    const sent = vi.fn();
    const { outbox, calls, answers, advance } = harness();
    outbox.setEvents({ onSent: sent });
    await outbox.setUser('u1');
    answers.push(
      () => Promise.reject(new NetworkError()),
      () => Promise.reject(new ApiError(503, 'Service unavailable')),
    );
    const result = await outbox.submit(write(1));
    expect(result.outcome).toBe('queued');
    const [entry] = outbox.getEntries();
    expect(entry).toMatchObject({ state: 'waiting', attempts: 1, error: { status: 0 } });
    expect(entry!.nextAttemptAt! - 1_000_000).toBe(backoffDelay(1, () => 0.5));

    await advance(1_000); // not due yet
    expect(calls).toHaveLength(1);
    await advance(1_000); // 2 s: second try, refused with a 503 → 4 s wait
    expect(calls).toHaveLength(2);
    expect(outbox.getEntries()[0]).toMatchObject({ attempts: 2, error: { status: 503 } });
    await advance(3_999);
    expect(calls).toHaveLength(2);
    await advance(1);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.key))).toEqual(new Set([entry!.key]));
    expect(outbox.getEntries()).toEqual([]);
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ label: 'Report 1' }), {
      data: { saved: { n: 1 } },
    });
  });

  it('doubles the wait up to five minutes, spread by a quarter either way', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, () => 0.5))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffDelay(30, () => 0.5)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(1, () => 0)).toBe(1_500);
    expect(backoffDelay(1, () => 0.999_999)).toBe(2_500);
  });

  it('tells a lost answer, a busy key and a real conflict apart', () => {
    expect(classifyFailure(new NetworkError())).toBe('retry');
    expect(classifyFailure(new ApiError(502, 'Bad gateway'))).toBe('retry');
    expect(classifyFailure(new ApiError(409, 'A request with this Idempotency-Key is in progress'))).toBe(
      'retry',
    );
    expect(
      classifyFailure(new ApiError(409, 'Keel Aurora already has a noon report at 2026/11/25 12:00')),
    ).toBe('refused');
    expect(classifyFailure(new ApiError(400, 'Validation failed'))).toBe('refused');
    expect(classifyFailure(new ApiError(422, 'Idempotency key reused with another body'))).toBe('refused');
    expect(classifyFailure(new DOMException('timed out', 'TimeoutError'))).toBe('retry');
  });

  it('keeps a write the server refuses with its values and reason, and sends the ones behind it', async () => {
    const refused = vi.fn();
    const { outbox, link, calls, answers } = harness();
    outbox.setEvents({ onRefused: refused });
    await outbox.setUser('u1');
    link.online = false;
    await outbox.submit(write(1));
    await outbox.submit(write(2));
    const conflict = new ApiError(409, 'Keel Aurora already has a noon report at that time', [
      { field: 'reportTime', message: 'taken' },
    ]);
    answers.push(() => Promise.reject(conflict));
    link.online = true;
    await outbox.sendNow();
    await settle(outbox);
    expect(calls.map((c) => c.body)).toEqual([{ n: 1 }, { n: 2 }]);
    const [kept] = outbox.getEntries();
    expect(outbox.getEntries()).toHaveLength(1);
    expect(kept).toMatchObject({
      label: 'Report 1',
      state: 'failed',
      body: { n: 1 },
      draft: { n: '1' },
      error: { status: 409, message: conflict.message, details: [{ field: 'reportTime', message: 'taken' }] },
    });
    expect(refused).toHaveBeenCalledWith(expect.objectContaining({ id: kept!.id, state: 'failed' }));

    // Edited and saved again from its form: same entry, new body, new key, sent at once.
    const firstKey = kept!.key;
    const result = await outbox.submit(
      { ...write(1), body: { n: 1, correction: true } },
      { replaces: kept!.id },
    );
    expect(result.outcome).toBe('sent');
    expect(calls[2]).toEqual({
      key: expect.not.stringMatching(firstKey),
      body: { n: 1, correction: true },
      method: 'POST',
    });
    expect(outbox.getEntries()).toEqual([]);
  });

  it('throws a refusal of a write sent at once to its open form, without keeping it', async () => {
    const { outbox, answers } = harness();
    await outbox.setUser('u1');
    const invalid = new ApiError(400, 'Validation failed', [{ field: 'distanceNm', message: 'Required' }]);
    answers.push(() => Promise.reject(invalid));
    await expect(outbox.submit(write(1))).rejects.toBe(invalid);
    expect(outbox.getEntries()).toEqual([]);
  });

  it('discards an entry only when asked, and sends a refused one again as it is with a new key', async () => {
    const { outbox, link, answers, calls } = harness();
    await outbox.setUser('u1');
    link.online = false;
    await outbox.submit(write(1));
    await outbox.submit(write(2));
    answers.push(() => Promise.reject(new ApiError(403, 'You have no access to this ship')));
    link.online = true;
    await outbox.sendNow();
    await settle(outbox);
    const [failed] = outbox.getEntries();
    await outbox.resend(failed!.id);
    await settle(outbox);
    expect(calls).toHaveLength(3);
    expect(calls[2]!.key).not.toBe(calls[0]!.key);
    expect(outbox.getEntries()).toEqual([]);

    link.online = false;
    await outbox.submit(write(3));
    await outbox.discard(outbox.getEntries()[0]!.id);
    expect(outbox.getEntries()).toEqual([]);
  });

  it('does not send an entry discarded (in another tab) after the sender picked it', async () => {
    const inner = memoryStore();
    let discardFirst = false;
    const store = {
      load: inner.load,
      update: (userId: string, change: (list: QueuedWrite[]) => QueuedWrite[]) =>
        inner.update(userId, (list) =>
          change(discardFirst ? list.filter((e) => e.label !== 'Report 1') : list),
        ),
    };
    const { outbox, link, calls } = harness({ store });
    await outbox.setUser('u1');
    link.online = false;
    await outbox.submit(write(1));
    await outbox.submit(write(2));
    discardFirst = true;
    link.online = true;
    await outbox.kick();
    await settle(outbox);
    expect(calls.map((c) => c.body)).toEqual([{ n: 2 }]);
    expect(outbox.getEntries()).toEqual([]);
  });

  it("keeps each user's writes apart: another user neither sees nor sends them", async () => {
    const { outbox, link, calls } = harness();
    await outbox.setUser('master');
    link.online = false;
    await outbox.submit(write(1));
    await outbox.setUser('purchaser');
    expect(outbox.getEntries()).toEqual([]);
    link.online = true;
    await outbox.sendNow();
    await settle(outbox);
    expect(calls).toEqual([]);
    await outbox.setUser(null);
    await expect(outbox.submit(write(2))).rejects.toThrow('Sign in');
    await outbox.setUser('master');
    await settle(outbox);
    expect(calls.map((c) => c.body)).toEqual([{ n: 1 }]);
  });

  it('survives a reload: the queue is read back from IndexedDB, an interrupted send is retried with its key', async () => {
    const store = indexedDbStore();
    const first = harness({ store });
    await first.outbox.setUser('master');
    first.link.online = false;
    await first.outbox.submit(write(1));
    await first.outbox.submit(write(2));
    const keys = first.outbox.getEntries().map((e) => e.key);
    // The tab died while the first one was on the wire.
    await store.update('master', (list) => list.map((e, i) => (i === 0 ? { ...e, state: 'sending' } : e)));

    const second = harness({ store: indexedDbStore() });
    second.link.online = false;
    await second.outbox.setUser('master');
    expect(second.outbox.getEntries().map((e) => [e.label, e.state, e.key])).toEqual([
      ['Report 1', 'waiting', keys[0]],
      ['Report 2', 'waiting', keys[1]],
    ]);
    second.link.online = true;
    await second.outbox.sendNow();
    await settle(second.outbox);
    expect(second.calls.map((c) => c.key)).toEqual(keys);
    expect(await indexedDbStore().load('master')).toEqual([]);
  });
});
