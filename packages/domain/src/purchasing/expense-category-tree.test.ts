import { describe, expect, it } from 'vitest';
import {
  buildCategoryTree,
  categoryAncestry,
  categoryDepth,
  categoryMoveProblem,
  categoryPathLabel,
  subtreeHeight,
  subtreeIds,
} from './expense-category-tree';

const cats = [
  { id: 'eng', code: '200', name: 'Engine spares', parentId: null },
  { id: 'deck', code: '100', name: 'Deck stores', parentId: null },
  { id: 'me', code: '210', name: 'Main engine', parentId: 'eng' },
  { id: 'ae', code: '220', name: 'Auxiliary engines', parentId: 'eng' },
  { id: 'me-fuel', code: '211', name: 'Fuel injection', parentId: 'me' },
  { id: 'paint', code: '110', name: 'Paints', parentId: 'deck' },
  { id: 'prov', code: '20', name: 'Early code', parentId: null },
];

describe('expense category tree', () => {
  it('builds the tree ordered numerically by code, with depths', () => {
    const tree = buildCategoryTree(cats);
    expect(tree.map((n) => n.code)).toEqual(['20', '100', '200']);
    const engine = tree[2]!;
    expect(engine.children.map((c) => c.code)).toEqual(['210', '220']);
    expect(engine.children[0]!.children[0]).toMatchObject({ code: '211', depth: 3 });
  });

  it('puts a category whose parent is missing at the top and survives a cycle in the data', () => {
    const orphan = [{ id: 'x', code: '900', parentId: 'gone' }];
    expect(buildCategoryTree(orphan).map((n) => n.id)).toEqual(['x']);
    const cyclic = [
      { id: 'a', code: '1', parentId: 'b' },
      { id: 'b', code: '2', parentId: 'a' },
    ];
    expect(buildCategoryTree(cyclic)).toEqual([]);
  });

  it('finds subtrees, ancestry, depth and height', () => {
    expect([...subtreeIds(cats, 'eng')].sort()).toEqual(['ae', 'eng', 'me', 'me-fuel']);
    expect(categoryAncestry(cats, 'me-fuel').map((c) => c.code)).toEqual(['200', '210', '211']);
    expect(categoryDepth(cats, 'me-fuel')).toBe(3);
    expect(categoryDepth(cats, 'nope')).toBe(0);
    expect(subtreeHeight(cats, 'eng')).toBe(3);
    expect(subtreeHeight(cats, 'paint')).toBe(1);
    expect(categoryPathLabel(cats, 'me')).toBe('200 Engine spares › 210 Main engine');
  });

  it('refuses a move that would make a cycle', () => {
    expect(categoryMoveProblem(cats, 'eng', 'eng', 5)).toBe('a category cannot be its own parent');
    expect(categoryMoveProblem(cats, 'eng', 'me-fuel', 5)).toMatch(/cycle/);
    expect(categoryMoveProblem(cats, 'eng', 'me', 5)).toMatch(/cycle/);
  });

  it('allows a move elsewhere and to the top, within the depth limit', () => {
    expect(categoryMoveProblem(cats, 'me', 'deck', 5)).toBeNull();
    expect(categoryMoveProblem(cats, 'me', null, 5)).toBeNull();
    expect(categoryMoveProblem(cats, 'me', 'paint', 3)).toBe('the tree may be at most 3 levels deep');
    expect(categoryMoveProblem(cats, 'me', 'missing', 5)).toBe('no such parent category');
  });
});
