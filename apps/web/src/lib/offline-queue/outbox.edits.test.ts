import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { NetworkError } from '../api-client';
import { harness, settle, write } from './outbox-harness';
import { reapplyChanges, type WriteRequest } from './types';

/** An edit of record `id` made on `version` (as the noon report form queues it). */
const edit = (id: string, version: number, speed: string): WriteRequest => ({
  kind: 'noon-report',
  label: `Edit of report ${id}`,
  method: 'PATCH',
  path: `/noon-reports/${id}`,
  body: { avgSpeedKn: speed, version },
  version,
  editPath: '/reporttable',
  draft: { avgSpeedKn: speed },
  meta: { recordId: id },
});

const stale = () => new ApiError(409, 'The noon report was changed by someone else. Reload it.');

describe('edits (PATCH) in the offline write queue', () => {
  it('keeps an edit made offline with its key and version, and sends it once when the link is back', async () => {
    const sent = vi.fn();
    const { outbox, link, calls } = harness();
    outbox.setEvents({ onSent: sent });
    await outbox.setUser('u1');
    link.online = false;
    const result = await outbox.submit(edit('r1', 3, '12.5'));
    expect(result.outcome).toBe('queued');
    expect(outbox.getEntries()).toEqual([
      expect.objectContaining({ method: 'PATCH', version: 3, state: 'waiting', key: expect.any(String) }),
    ]);
    expect(calls).toEqual([]);
    const key = outbox.getEntries()[0]!.key;

    link.online = true;
    await outbox.sendNow();
    await settle(outbox);
    expect(calls).toEqual([{ key, method: 'PATCH', body: { avgSpeedKn: '12.5', version: 3 } }]);
    expect(outbox.getEntries()).toEqual([]);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('retries an edit whose answer was lost with the same key (the server replays its first answer)', async () => {
    const { outbox, calls, answers, advance } = harness();
    await outbox.setUser('u1');
    answers.push(() => Promise.reject(new NetworkError()));
    const result = await outbox.submit(edit('r1', 3, '12.5'));
    expect(result.outcome).toBe('queued');
    expect(outbox.getEntries()[0]).toMatchObject({ state: 'waiting', error: { status: 0 } });
    await advance(2_000);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    expect(outbox.getEntries()).toEqual([]);
  });

  it('marks an edit refused with 409 on replay as a conflict, keeps the values, and sends the writes behind it', async () => {
    const refused = vi.fn();
    const { outbox, link, calls, answers } = harness();
    outbox.setEvents({ onRefused: refused });
    await outbox.setUser('u1');
    link.online = false;
    await outbox.submit(edit('r1', 3, '12.5'));
    await outbox.submit(write(2));
    answers.push(() => Promise.reject(stale()));
    link.online = true;
    await outbox.sendNow();
    await settle(outbox);
    expect(calls.map((c) => c.method)).toEqual(['PATCH', 'POST']);
    expect(outbox.getEntries()).toEqual([
      expect.objectContaining({
        state: 'conflict',
        version: 3,
        body: { avgSpeedKn: '12.5', version: 3 },
        draft: { avgSpeedKn: '12.5' },
        error: { status: 409, message: stale().message },
      }),
    ]);
    expect(refused).toHaveBeenCalledWith(expect.objectContaining({ state: 'conflict' }));

    // Never retried on its own: a later "Send now" leaves it alone; "Send again" does not apply.
    await outbox.sendNow();
    await outbox.resend(outbox.getEntries()[0]!.id);
    await settle(outbox);
    expect(calls).toHaveLength(2);
    expect(outbox.getEntries()[0]!.state).toBe('conflict');
  });

  it('re-applies a conflict on the current version with a new key, or discards it when asked', async () => {
    const { outbox, link, calls, answers } = harness();
    await outbox.setUser('u1');
    link.online = false;
    await outbox.submit(edit('r1', 3, '12.5'));
    await outbox.submit(edit('r2', 1, '9'));
    answers.push(
      () => Promise.reject(stale()),
      () => Promise.reject(stale()),
    );
    link.online = true;
    await outbox.sendNow();
    await settle(outbox);
    const [first, second] = outbox.getEntries();
    expect([first!.state, second!.state]).toEqual(['conflict', 'conflict']);

    const result = await outbox.submit(edit('r1', 4, '12.5'), { replaces: first!.id });
    expect(result.outcome).toBe('sent');
    expect(calls[2]).toEqual({
      key: expect.any(String),
      method: 'PATCH',
      body: { avgSpeedKn: '12.5', version: 4 },
    });
    expect(calls[2]!.key).not.toBe(first!.key);

    await outbox.discard(second!.id);
    expect(outbox.getEntries()).toEqual([]);
    expect(calls).toHaveLength(3);
  });

  it('gives a stale edit sent at once back to its open form (the values are on screen), not kept', async () => {
    const { outbox, answers } = harness();
    await outbox.setUser('u1');
    const conflict = stale();
    answers.push(() => Promise.reject(conflict));
    await expect(outbox.submit(edit('r1', 3, '12.5'))).rejects.toBe(conflict);
    expect(outbox.getEntries()).toEqual([]);
  });

  it('re-applies only the fields the user changed over the current record', () => {
    const base = { speed: '12', remarks: '', rob: { hfo: '10' } };
    const draft = { speed: '14', remarks: '', rob: { hfo: '10' } };
    const current = { speed: '12', remarks: 'Changed ashore', rob: { hfo: '9' } };
    expect(reapplyChanges(current, draft, base)).toEqual({
      speed: '14',
      remarks: 'Changed ashore',
      rob: { hfo: '9' },
    });
    expect(reapplyChanges(current, draft, undefined)).toBe(draft);
  });
});
