import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { outboxListResponseSchema, type outboxListQuerySchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';

/** Query of the outbox as the card sends it. */
export type OutboxListInput = Partial<z.output<typeof outboxListQuerySchema>>;

/** Query keys of the outbox. */
export const outboxKeys = {
  all: ['mail', 'outbox'] as const,
  list: (query: OutboxListInput) => [...outboxKeys.all, query] as const,
};

/** `GET /mail/outbox` (administrators): the messages Keel queued, newest first. */
export const outboxQuery = (query: OutboxListInput) =>
  queryOptions({
    queryKey: outboxKeys.list(query),
    queryFn: ({ signal }) =>
      api.get('/mail/outbox', { signal, query: { ...query }, schema: outboxListResponseSchema }),
    placeholderData: keepPreviousData,
  });

/** One page of the outbox. */
export const useOutbox = (query: OutboxListInput) => useQuery(outboxQuery(query));
