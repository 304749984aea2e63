import { z } from 'zod';
import { uuidSchema, versionSchema } from '../common/page.schema';

/** Where a chapter or document moves among its siblings. */
export const MANUAL_MOVE_DIRECTIONS = ['up', 'down'] as const;
/** A move direction. */
export type ManualMoveDirection = (typeof MANUAL_MOVE_DIRECTIONS)[number];

/**
 * `POST /dms/tree/move` (manage_documents): moves a chapter among the chapters of its parent, or a
 * document among the documents of its chapter, one place up or down. `version` is the moved row's.
 */
export const moveTreeItemSchema = z.object({
  kind: z.enum(['chapter', 'document'], 'kind must be chapter or document'),
  id: uuidSchema,
  direction: z.enum(MANUAL_MOVE_DIRECTIONS, 'direction must be up or down'),
  version: versionSchema,
});
/** A move in the manual. */
export type MoveTreeItem = z.infer<typeof moveTreeItemSchema>;

/** What ordering needs of a chapter or document. */
export interface OrderedRow {
  id: string;
  number: string;
  sortOrder: number;
}

/** Gap between renumbered siblings (a value typed in a form can still fall between two). */
export const MANUAL_ORDER_STEP = 10;

/** The manual's order among siblings: sort order, then number (numeric-aware: 2 before 10). */
export function compareManualOrder(a: OrderedRow, b: OrderedRow): number {
  return a.sortOrder - b.sortOrder || a.number.localeCompare(b.number, undefined, { numeric: true });
}

/**
 * Moves `id` one place `direction` among `siblings` (in any order) and renumbers them all
 * 10, 20, 30… Returns the new order and the rows whose sort order changes, or `null` when the row is
 * already first (up) or last (down), or not among the siblings.
 */
export function planSiblingMove<T extends OrderedRow>(
  siblings: readonly T[],
  id: string,
  direction: ManualMoveDirection,
): { order: T[]; changed: { row: T; sortOrder: number }[] } | null {
  const order = [...siblings].sort(compareManualOrder);
  const at = order.findIndex((s) => s.id === id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return null;
  [order[at], order[to]] = [order[to]!, order[at]!];
  const changed = order.flatMap((row, i) => {
    const sortOrder = (i + 1) * MANUAL_ORDER_STEP;
    return row.sortOrder === sortOrder ? [] : [{ row, sortOrder }];
  });
  return { order, changed };
}
