import { describe, expect, it } from 'vitest';
import { compareManualOrder, moveTreeItemSchema, planSiblingMove } from './manual-order';

const rows = [
  { id: 'c', number: '10', sortOrder: 0 },
  { id: 'a', number: '2', sortOrder: 0 },
  { id: 'b', number: '1', sortOrder: 5 },
];

describe('ordering the manual', () => {
  it('orders by sort order, then number with digits compared as numbers', () => {
    expect([...rows].sort(compareManualOrder).map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });

  it('moves a row one place and renumbers the siblings 10, 20, 30', () => {
    const plan = planSiblingMove(rows, 'b', 'up')!;
    expect(plan.order.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(plan.changed.map((c) => [c.row.id, c.sortOrder])).toEqual([
      ['a', 10],
      ['b', 20],
      ['c', 30],
    ]);
    const down = planSiblingMove(
      plan.order.map((r, i) => ({ ...r, sortOrder: (i + 1) * 10 })),
      'a',
      'down',
    )!;
    expect(down.order.map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(down.changed.map((c) => [c.row.id, c.sortOrder])).toEqual([
      ['b', 10],
      ['a', 20],
    ]);
  });

  it('refuses to move past either end or a row that is not a sibling', () => {
    expect(planSiblingMove(rows, 'a', 'up')).toBeNull();
    expect(planSiblingMove(rows, 'b', 'down')).toBeNull();
    expect(planSiblingMove(rows, 'x', 'up')).toBeNull();
  });

  it('names a wrong direction or kind', () => {
    const bad = moveTreeItemSchema.safeParse({ kind: 'ship', id: 'x', direction: 'left', version: 1 });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['kind', 'id', 'direction']));
  });
});
