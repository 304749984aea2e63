import type { WorkKind } from '@keel/domain';

/** Query keys of the work feature (`['work']` is invalidated by the live socket as well). */
export const workKeys = {
  all: ['work'] as const,
  queue: (items: number) => [...workKeys.all, 'queue', items] as const,
  items: (kind: WorkKind, offset: number, limit: number) =>
    [...workKeys.all, 'items', kind, offset, limit] as const,
};
