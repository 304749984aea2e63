import { describe, expect, it } from 'vitest';
import type { ExpenseCategory } from '@keel/domain';
import { parentIds, visibleTree } from './category-tree-view';

const cat = (
  id: string,
  code: string,
  name: string,
  parentId: string | null,
  active = true,
): ExpenseCategory => ({
  id,
  code,
  name,
  parentId,
  active,
  description: '',
  budgetCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});

const all = [
  cat('e', '200', 'Engine spares', null),
  cat('me', '210', 'Main engine', 'e'),
  cat('fi', '211', 'Fuel injection', 'me'),
  cat('d', '100', 'Deck stores', null),
  cat('p', '110', 'Paints', 'd', false),
];

describe('visibleTree', () => {
  it('orders by code and hides inactive categories unless asked', () => {
    expect(visibleTree(all, '', true).map((n) => n.code)).toEqual(['100', '200']);
    expect(visibleTree(all, '', true)[0]!.children.map((n) => n.code)).toEqual(['110']);
    expect(visibleTree(all, '', false)[0]!.children).toEqual([]);
  });

  it('keeps the ancestors of a match and the sub-categories of a matching category', () => {
    const found = visibleTree(all, 'fuel', true);
    expect(found.map((n) => n.code)).toEqual(['200']);
    expect(found[0]!.children[0]!.children.map((n) => n.code)).toEqual(['211']);
    const engine = visibleTree(all, '210', true);
    expect(engine[0]!.children[0]!.children.map((n) => n.code)).toEqual(['211']);
    expect(visibleTree(all, 'nothing', true)).toEqual([]);
  });

  it('lists the categories that have sub-categories', () => {
    expect(parentIds(visibleTree(all, '', true)).sort()).toEqual(['d', 'e', 'me']);
  });
});
