import type { WorkKind } from '@keel/domain';
import { WORK_QUERY_KEY } from '../../../app/query-client';

/** Query keys of the work feature (`['work']` is invalidated by the live socket and after every write: app/query-client.ts). */
export const workKeys = {
  all: WORK_QUERY_KEY,
  queue: (items: number) => [...workKeys.all, 'queue', items] as const,
  items: (kind: WorkKind, offset: number, limit: number) =>
    [...workKeys.all, 'items', kind, offset, limit] as const,
};
