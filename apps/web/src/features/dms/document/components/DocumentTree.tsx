import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { ManualMoveDirection, DmsTreeNode as TreeNode } from '@keel/domain';
import type { TreeBranch } from '../../shared/dms-tree';

function Label({ node, matched, shipMode }: { node: TreeNode; matched: boolean; shipMode: boolean }) {
  const overdue = node.effective?.reviewOverdue ?? false;
  const unread = shipMode && node.acknowledgedByMe === false;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25, minWidth: 0 }}>
      {node.kind === 'chapter' ? (
        <FolderOutlinedIcon fontSize="small" color="action" aria-hidden />
      ) : (
        <DescriptionOutlinedIcon
          fontSize="small"
          color={node.effective ? 'primary' : 'disabled'}
          aria-hidden
        />
      )}
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', flexShrink: 0 }}>
        {node.number}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        noWrap
        sx={{ fontWeight: matched || unread ? 700 : undefined, minWidth: 0, flex: 1 }}
      >
        {node.title}
      </Typography>
      {node.kind === 'document' && node.effective && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          rev. {node.effective.revision}
        </Typography>
      )}
      {overdue && <Chip size="small" color="error" label="Review due" sx={{ flexShrink: 0 }} />}
      {unread && <Chip size="small" color="warning" label="To read" sx={{ flexShrink: 0 }} />}
      {node.openRevision && !unread && (
        <Chip
          size="small"
          variant="outlined"
          label={node.openRevision.state.replace('_', ' ').toLowerCase()}
          sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
        />
      )}
    </Box>
  );
}

function renderNodes(nodes: TreeBranch<TreeNode>[], matched: ReadonlySet<string>, shipMode: boolean) {
  return nodes.map((n) => (
    <TreeItem
      key={n.id}
      itemId={n.id}
      label={<Label node={n} matched={matched.has(n.id)} shipMode={shipMode} />}
    >
      {n.children.length > 0 ? renderNodes(n.children, matched, shipMode) : null}
    </TreeItem>
  ));
}

/**
 * The ISM manual's chapters and documents (MUI X SimpleTreeView: arrow keys move and open, Enter or
 * Space selects, typing a letter jumps to the next item starting with it, `*` opens a level).
 * Documents flag an overdue review and, for a ship user, a revision not yet acknowledged. With
 * `onMove` (a user who manages documents), Alt+↑ / Alt+↓ moves the focused item among its siblings.
 */
export function DocumentTree({
  nodes,
  matched,
  selectedId,
  onSelect,
  expanded,
  onExpandedChange,
  shipMode,
  onItemFocus,
  onMove,
}: {
  nodes: TreeBranch<TreeNode>[];
  matched: readonly string[];
  selectedId: string | null;
  onSelect: (node: TreeNode) => void;
  expanded: string[];
  onExpandedChange: (ids: string[]) => void;
  /** A ship user: documents he has not acknowledged show "To read". */
  shipMode: boolean;
  /** The item that has the keyboard focus. */
  onItemFocus?: (id: string) => void;
  /** Alt+ArrowUp / Alt+ArrowDown on the focused item (the tree's own keys ignore Alt). */
  onMove?: (id: string, direction: ManualMoveDirection) => void;
}) {
  const [focused, setFocused] = useState<string | null>(null);
  const apiRef = useSimpleTreeViewApiRef();
  // React re-inserts a moved item's element, which drops its focus: give it back once the new order shows.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const id = refocus.current;
    refocus.current = null;
    if (
      id &&
      !(document.activeElement instanceof HTMLElement && document.activeElement.closest('[role="treeitem"]'))
    )
      apiRef.current?.focusItem(null, id);
  }, [nodes, apiRef]);
  const hits = useMemo(() => new Set(matched), [matched]);
  const byId = useMemo(() => {
    const map = new Map<string, TreeNode>();
    const walk = (list: TreeBranch<TreeNode>[]) => {
      for (const n of list) {
        map.set(n.id, n);
        walk(n.children);
      }
    };
    walk(nodes);
    return map;
  }, [nodes]);
  return (
    <SimpleTreeView
      aria-label="ISM manual chapters and documents"
      apiRef={apiRef}
      selectedItems={selectedId}
      onSelectedItemsChange={(_e, id) => {
        const node = id ? byId.get(id) : undefined;
        if (node) onSelect(node);
      }}
      expandedItems={expanded}
      onExpandedItemsChange={(_e, ids) => onExpandedChange(ids)}
      onItemFocus={(_e, id) => {
        setFocused(id);
        onItemFocus?.(id);
      }}
      onKeyDown={(e) => {
        if (!onMove || !focused || !e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
        e.preventDefault();
        refocus.current = focused;
        onMove(focused, e.key === 'ArrowUp' ? 'up' : 'down');
      }}
      sx={{ overflowX: 'hidden' }}
    >
      {renderNodes(nodes, hits, shipMode)}
    </SimpleTreeView>
  );
}
