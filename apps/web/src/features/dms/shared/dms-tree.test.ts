import { describe, expect, it } from 'vitest';
import { ancestorsOf, buildTree, filterTree, type TreeRow } from './dms-tree';

const rows: TreeRow[] = [
  {
    id: 'd2',
    kind: 'document',
    parentId: 'c1',
    number: '1.10',
    title: 'Drug and alcohol policy',
    sortOrder: 2,
  },
  { id: 'c2', kind: 'chapter', parentId: null, number: '2', title: 'Responsibilities', sortOrder: 2 },
  { id: 'd1', kind: 'document', parentId: 'c1', number: '1.2', title: 'Safety policy', sortOrder: 1 },
  { id: 'c1', kind: 'chapter', parentId: null, number: '1', title: 'Company policy', sortOrder: 1 },
  { id: 'd3', kind: 'document', parentId: 'c2', number: '2.1', title: "Master's authority", sortOrder: 1 },
  { id: 'orphan', kind: 'document', parentId: 'gone', number: '9.1', title: 'Loose', sortOrder: 1 },
];

describe('buildTree', () => {
  it('nests documents under chapters in sort order, chapters first, orphans at the top level', () => {
    const tree = buildTree(rows);
    expect(tree.map((b) => b.id)).toEqual(['c1', 'c2', 'orphan']);
    expect(tree[0]!.children.map((b) => b.id)).toEqual(['d1', 'd2']);
    expect(tree[1]!.children.map((b) => b.number)).toEqual(['2.1']);
  });
});

describe('filterTree', () => {
  const tree = buildTree(rows);
  it('keeps every row without a search', () => {
    expect(filterTree(tree, '  ').nodes).toHaveLength(3);
  });
  it('keeps the matching documents with their chapters, opened', () => {
    const result = filterTree(tree, 'POLICY alcohol');
    expect(result.nodes.map((b) => b.id)).toEqual(['c1']);
    expect(result.nodes[0]!.children.map((b) => b.id)).toEqual(['d2']);
    expect(result.expanded).toEqual(['c1']);
    expect(result.matched).toEqual(['d2']);
  });
  it('matches numbers, and a matching chapter keeps all its documents', () => {
    expect(filterTree(tree, '2.1').matched).toEqual(['d3']);
    const chapter = filterTree(tree, 'responsibilities');
    expect(chapter.matched).toEqual(['c2']);
    expect(chapter.nodes[0]!.children).toHaveLength(1);
  });
  it('finds nothing for an unknown word', () => {
    expect(filterTree(tree, 'ballast').nodes).toEqual([]);
  });
});

describe('ancestorsOf', () => {
  it('lists the chapters above a document', () => {
    expect(ancestorsOf(rows, 'd2')).toEqual(['c1']);
    expect(ancestorsOf(rows, 'c1')).toEqual([]);
  });
});
