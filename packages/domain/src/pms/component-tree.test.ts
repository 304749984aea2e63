import { describe, expect, it } from 'vitest';
import {
  buildComponentTree,
  componentMoveProblem,
  renameBranchCode,
  searchTreeIds,
  type ComponentNodeInput,
} from './component-tree';

const node = (
  id: string,
  code: string,
  parentId: string | null,
  kind: 'component' | 'category' = 'component',
) => ({ id, code, parentId, kind }) satisfies ComponentNodeInput;

// 6 Machinery (category) › 601 Main engine › 601.1, 601.2 cylinder units; 7 Deck (category)
const tree = [
  node('mach', '6', null, 'category'),
  node('me', '601', 'mach'),
  node('cu2', '601.2', 'me'),
  node('cu1', '601.1', 'me'),
  node('cu10', '601.10', 'me'),
  node('deck', '7', null, 'category'),
];

describe('component tree', () => {
  it('orders every level by code numerically', () => {
    const [mach] = buildComponentTree(tree);
    expect(mach!.children[0]!.children.map((c) => c.code)).toEqual(['601.1', '601.2', '601.10']);
  });

  it('never moves a component into its own subtree', () => {
    expect(componentMoveProblem(tree, 'me', 'cu1')).toMatch(/own subtree/);
    expect(componentMoveProblem(tree, 'mach', 'me')).toMatch(/own subtree/);
    expect(componentMoveProblem(tree, 'me', 'me')).toMatch(/own parent/);
  });

  it('allows a move elsewhere and to the top level', () => {
    expect(componentMoveProblem(tree, 'me', 'deck')).toBeNull();
    expect(componentMoveProblem(tree, 'cu1', null)).toBeNull();
  });

  it('keeps categories out of components and refuses unknown parents', () => {
    expect(componentMoveProblem(tree, 'deck', 'me')).toMatch(/category cannot be placed under a component/);
    expect(componentMoveProblem(tree, 'me', 'nope')).toMatch(/no such parent/);
  });

  it('renames the codes of a copied branch after its root', () => {
    expect(renameBranchCode('601.1', '601.1', '601.7')).toBe('601.7');
    expect(renameBranchCode('601.1.01', '601.1', '601.7')).toBe('601.7.01');
    expect(renameBranchCode('601.10', '601.1', '601.7')).toBe('601.10');
  });

  it('keeps the ancestors of search hits', () => {
    expect([...searchTreeIds(tree, (n) => n.code === '601.2')].sort()).toEqual(['cu2', 'mach', 'me']);
  });
});
