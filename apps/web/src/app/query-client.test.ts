import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, WORK_QUERY_KEY } from './query-client';

describe('createQueryClient', () => {
  it('marks the work queue stale after every write, successful or not', async () => {
    const client = createQueryClient();
    client.setQueryData([...WORK_QUERY_KEY, 'queue', 5], { total: 17 });
    client.setQueryData(['requisitions', 'list'], { rows: [] });
    const work = () => client.getQueryCache().find({ queryKey: [...WORK_QUERY_KEY, 'queue', 5] })!;
    expect(work().isStale()).toBe(false);

    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'approved' })
      .execute(undefined);
    expect(work().isStale()).toBe(true);
    // Other screens' data is left alone.
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['requisitions', 'list'] })!
        .isStale(),
    ).toBe(false);

    client.setQueryData([...WORK_QUERY_KEY, 'queue', 5], { total: 16 });
    const failing = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new Error('refused')),
    });
    await expect(failing.execute(undefined)).rejects.toThrow('refused');
    expect(work().isStale()).toBe(true);
  });

  it('never holds a write until the queue has been fetched again (a slow link would freeze every form)', async () => {
    const client = createQueryClient();
    // A work queue on screen whose refetch never answers.
    const observer = new QueryObserver(client, {
      queryKey: [...WORK_QUERY_KEY, 'queue', 5],
      queryFn: () => new Promise(() => undefined),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const saved = await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'saved' })
      .execute(undefined);
    expect(saved).toBe('saved');
    unsubscribe();
  });
});
