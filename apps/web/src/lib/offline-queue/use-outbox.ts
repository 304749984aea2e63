import { useCallback, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { outbox } from './index';
import type { QueuedWrite, WriteRequest } from './types';

/** The signed-in user's queued writes, oldest first; only those of `kind` when given. */
export function useQueuedWrites(kind?: string): readonly QueuedWrite[] {
  const entries = useSyncExternalStore(outbox.subscribe, outbox.getEntries, outbox.getEntries);
  return kind ? entries.filter((e) => e.kind === kind) : entries;
}

/** The result a form handles: saved now (with the parsed record) or kept on the device. */
export type QueuedWriteResult<T> = { outcome: 'sent'; data: T } | { outcome: 'queued'; entry: QueuedWrite };

/**
 * A create (POST) or an edit (PATCH with the record's `version`) that survives a dropped link — or a
 * change of a queued entry (`replaces`): `submit` stores the write,
 * sends it when it can and resolves `sent` with the answer's `data` parsed by `schema`, or `queued`;
 * a refusal (400, 409, 422…) is thrown for the form to show under its fields.
 */
export function useQueuedWrite<T>(schema: z.ZodType<{ data: T }>) {
  const [isPending, setPending] = useState(false);
  const submit = useCallback(
    async (request: WriteRequest, options?: { replaces?: string }): Promise<QueuedWriteResult<T>> => {
      setPending(true);
      try {
        const result = await outbox.submit(request, options);
        return result.outcome === 'sent' ? { outcome: 'sent', data: schema.parse(result.data).data } : result;
      } finally {
        setPending(false);
      }
    },
    [schema],
  );
  return { submit, isPending };
}

/**
 * The queued entry of `kind` named by the page's `?outbox=<id>` (a link from the pending list), to
 * reopen its form; `done()` drops the parameter.
 */
export function useQueuedEntryToEdit(kind: string) {
  const [params, setParams] = useSearchParams();
  const id = params.get('outbox');
  const entries = useQueuedWrites(kind);
  const entry = id ? (entries.find((e) => e.id === id) ?? null) : null;
  const done = useCallback(
    () =>
      setParams(
        (p) => {
          p.delete('outbox');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { entry, done };
}
