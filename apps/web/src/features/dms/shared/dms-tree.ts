import { compareManualOrder, planSiblingMove, type ManualMoveDirection } from '@keel/domain';

/** The fields of a tree row the tree needs (chapters and documents of `GET /dms/tree`). */
export interface TreeRow {
  id: string;
  kind: 'chapter' | 'document';
  parentId: string | null;
  number: string;
  title: string;
  sortOrder: number;
}

/** A row with its children, in order. */
export type TreeBranch<T extends TreeRow> = T & { children: TreeBranch<T>[] };

/** The server's order (sort order, then number): the same comparator as `POST /dms/tree/move`. */
const byOrder = compareManualOrder;

/**
 * Nests the flat rows under their parents (chapters, then documents, each by sort order and number).
 * A row whose parent is missing (not distributed to the ship, say) is shown at the top level.
 */
export function buildTree<T extends TreeRow>(rows: readonly T[]): TreeBranch<T>[] {
  const branches = new Map<string, TreeBranch<T>>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: TreeBranch<T>[] = [];
  for (const branch of branches.values()) {
    const parent = branch.parentId ? branches.get(branch.parentId) : undefined;
    (parent ? parent.children : roots).push(branch);
  }
  const sort = (list: TreeBranch<T>[]) => {
    list.sort((a, b) => (a.kind === b.kind ? byOrder(a, b) : a.kind === 'chapter' ? -1 : 1));
    for (const b of list) sort(b.children);
  };
  sort(roots);
  return roots;
}

const matches = (row: TreeRow, words: string[]) => {
  const text = `${row.number} ${row.title}`.toLowerCase();
  return words.every((w) => text.includes(w));
};

/**
 * The tree filtered by the search box: rows whose number and title hold every word, with the
 * chapters above them (a matching chapter keeps all its rows). `expanded` lists the chapters to open
 * so every hit shows; `matched` the rows that matched themselves.
 */
export function filterTree<T extends TreeRow>(
  tree: readonly TreeBranch<T>[],
  text: string,
): { nodes: TreeBranch<T>[]; expanded: string[]; matched: string[] } {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { nodes: [...tree], expanded: [], matched: [] };
  const expanded: string[] = [];
  const matched: string[] = [];
  const walk = (list: readonly TreeBranch<T>[]): TreeBranch<T>[] =>
    list.flatMap((branch) => {
      if (matches(branch, words)) {
        matched.push(branch.id);
        return [branch];
      }
      const children = walk(branch.children);
      if (children.length === 0) return [];
      expanded.push(branch.id);
      return [{ ...branch, children }];
    });
  return { nodes: walk(tree), expanded, matched };
}

/** The ids of every chapter above a row (to open the tree down to it). */
export function ancestorsOf(rows: readonly TreeRow[], id: string): string[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: string[] = [];
  let current = byId.get(id)?.parentId ?? null;
  while (current && !out.includes(current)) {
    out.push(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return out;
}

/** True when the row can move one place `direction` among its siblings (same parent, same kind). */
export function canMoveInTree(rows: readonly TreeRow[], id: string, direction: ManualMoveDirection): boolean {
  const row = rows.find((r) => r.id === id);
  if (!row) return false;
  const siblings = rows.filter((r) => r.kind === row.kind && r.parentId === row.parentId);
  return planSiblingMove(siblings, id, direction) !== null;
}
