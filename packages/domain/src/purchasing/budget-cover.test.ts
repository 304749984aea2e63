import { describe, expect, it } from 'vitest';
import { categoriesCoveredBy, nearestBudgetedCategory } from './budget-cover';

// 200 Engine spares ─┬─ 240 Pumps & valves ── 241 Valves
//                    └─ 250 Filters
// 300 Deck stores
const tree = [
  { id: '200', parentId: null },
  { id: '240', parentId: '200' },
  { id: '241', parentId: '240' },
  { id: '250', parentId: '200' },
  { id: '300', parentId: null },
];

describe('nearestBudgetedCategory', () => {
  it('is the category itself when it has a budget', () => {
    expect(nearestBudgetedCategory(tree, new Set(['200', '240']), '240')).toBe('240');
  });

  it('walks up to the nearest budgeted ancestor', () => {
    expect(nearestBudgetedCategory(tree, new Set(['200']), '241')).toBe('200');
    expect(nearestBudgetedCategory(tree, new Set(['200', '240']), '241')).toBe('240');
  });

  it('is null without a budgeted category on the path', () => {
    expect(nearestBudgetedCategory(tree, new Set(['300']), '241')).toBeNull();
    expect(nearestBudgetedCategory(tree, new Set(['200']), 'unknown')).toBeNull();
  });

  it('stops on a cycle', () => {
    const cycle = [
      { id: 'a', parentId: 'b' },
      { id: 'b', parentId: 'a' },
    ];
    expect(nearestBudgetedCategory(cycle, new Set(), 'a')).toBeNull();
    expect(nearestBudgetedCategory(new Map(cycle.map((n) => [n.id, n])), new Set(['b']), 'a')).toBe('b');
  });
});

describe('categoriesCoveredBy', () => {
  it('covers the whole sub-tree when no descendant has a budget', () => {
    expect(categoriesCoveredBy(tree, new Set(['200']), '200').sort()).toEqual(['200', '240', '241', '250']);
  });

  it('leaves out the sub-tree of a descendant with its own budget', () => {
    const budgeted = new Set(['200', '240']);
    expect(categoriesCoveredBy(tree, budgeted, '200').sort()).toEqual(['200', '250']);
    expect(categoriesCoveredBy(tree, budgeted, '240').sort()).toEqual(['240', '241']);
  });

  it('is empty for a category without a budget', () => {
    expect(categoriesCoveredBy(tree, new Set(['200']), '240')).toEqual([]);
  });

  it('agrees with nearestBudgetedCategory: every category is covered by at most one budget', () => {
    for (const budgeted of [
      new Set(['200']),
      new Set(['200', '240']),
      new Set(['241', '300']),
      new Set<string>(),
    ])
      for (const node of tree) {
        const owners = [...budgeted].filter((b) => categoriesCoveredBy(tree, budgeted, b).includes(node.id));
        const nearest = nearestBudgetedCategory(tree, budgeted, node.id);
        expect(owners).toEqual(nearest === null ? [] : [nearest]);
      }
  });
});
